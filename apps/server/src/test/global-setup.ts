import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { ensureMerchant, loadPayloadKey } from '../modules/system/system.service';
import { seedDemo } from '../seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL run: a migrated and seeded database each test file copies (CREATE DATABASE … TEMPLATE). */
    templateDatabase: string;
    /** PGlite run: a dump of a migrated and seeded cluster each test file starts from. */
    pgliteDump: string;
  }
}

/**
 * Migrates and seeds the demo merchant ONCE per run; every test file then starts from a copy
 * instead of migrating and seeding its own database (which takes seconds).
 */
export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `jade_template_${randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await seedDemo(database.db, (await ensureMerchant(database.db, 'JADE')).id);
    await loadPayloadKey(database.db, undefined);
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('pgliteDump', '');
    return async () => {
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    };
  }
  const database = await openDatabase({ dataDir: null });
  await seedDemo(database.db, (await ensureMerchant(database.db, 'JADE')).id);
  // The payload key too, as a first start makes it: each file's app then finds it.
  await loadPayloadKey(database.db, undefined);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jade-test-')), 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('templateDatabase', '');
  project.provide('pgliteDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
