import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, test } from 'vitest';
import { openDatabase } from './client';

const admin = process.env.TEST_DATABASE_URL;

/** Two nodes starting at once on an empty PostgreSQL database (PGlite is one process: no race). */
describe.skipIf(!admin)('migrations', () => {
  test(
    'two nodes starting together both start: one migrates, the other waits and finds it done',
    { timeout: 60_000 },
    async () => {
      const name = `jade_migrate_${randomBytes(5).toString('hex')}`;
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      const url = new URL(admin!);
      url.pathname = `/${name}`;
      try {
        const [a, b] = await Promise.all([
          openDatabase({ databaseUrl: url.toString() }),
          openDatabase({ databaseUrl: url.toString() }),
        ]);
        await Promise.all([a.close(), b.close()]);
      } finally {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      }
    },
  );
});
