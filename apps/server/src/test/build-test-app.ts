import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { PoolSettings } from '../db/pool-settings';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL points at a
 * PostgreSQL cluster (the second run of `npm test`), a new database created on it and dropped after.
 * `seeded`: a copy of the run's migrated and seeded demo database (test/global-setup.ts).
 * `pool`: connection budgets on PostgreSQL (db/pool-settings.ts), for the overload tests.
 */
export async function freshDatabase(opts: { seeded?: boolean; pool?: Partial<PoolSettings> } = {}): Promise<Database> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const dump = opts.seeded ? inject('pgliteDump') : '';
    return openDatabase({ dataDir: null, ...(dump ? { loadDataDir: seededDump(dump) } : {}) });
  }
  const name = `jade_test_${randomBytes(6).toString('hex')}`;
  const template = opts.seeded ? inject('templateDatabase') : '';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), ...(opts.pool ? { pool: opts.pool } : {}) });
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The seeded dump, read once per worker (its files share this module: `isolate: false`). */
const dumps = new Map<string, Blob>();
function seededDump(file: string): Blob {
  let blob = dumps.get(file);
  if (!blob) dumps.set(file, (blob = new Blob([fs.readFileSync(file)])));
  return blob;
}

/** A tiny built web (index.html and one hashed asset with its .gz/.br) for the SPA tests. */
export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jade-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = 'console.log("jade");'.repeat(100);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), js);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(js));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(js));
  return dir;
}

export type TestApp = FastifyInstance & { database: Database };

/** Builds the real app on a fresh database; closed after the file's tests. */
export async function buildTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'gameTransport' | 'onRoute'> = {},
): Promise<TestApp> {
  const database = await freshDatabase({ seeded: true });
  const config = { ...loadConfig({ SEED: 'demo', LOG_LEVEL: 'silent', ...env }), ...overrides, adminToken: TEST_ADMIN_TOKEN };
  const app = (await buildApp({ config, database, logger: false, jobs: false, ...options })) as TestApp;
  app.decorate('database', database);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

export const opsHeaders = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
