import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client';
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
  fs.writeFileSync(file, await compactDump(database));
  await database.close();
  project.provide('templateDatabase', '');
  project.provide('pgliteDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/**
 * The seeded cluster as small as it opens: every test file unpacks it (in JavaScript, into memory),
 * so each megabyte costs a few milliseconds 155 times over. Nothing in a test creates a database, so
 * the two template databases go; the cluster was made with 1 MB WAL segments (db/client.ts), and a
 * checkpoint without WAL recycling leaves one in use: the others are left out of the tarball.
 */
async function compactDump(database: Database): Promise<Buffer> {
  const run = async <R>(text: string) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: R[] }).rows;
  for (const name of ['template0', 'template1']) {
    await run(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await run(`DROP DATABASE ${name}`);
  }
  await run('SET wal_recycle = off');
  await run('CHECKPOINT');
  const [{ segment }] = (await run<{ segment: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment')) as [
    { segment: string },
  ];
  const tar = Buffer.from(await (await database.dump!()).arrayBuffer());
  return dropTarEntries(tar, (name) => /(^|\/)pg_wal\/[0-9A-F]{24}$/.test(name) && !name.endsWith(`/${segment}`));
}

/** A ustar archive without the entries `drop` names (512-byte headers, data padded to 512). */
function dropTarEntries(tar: Buffer, drop: (name: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (from: number, to: number) => header.subarray(from, to).toString('latin1').replace(/\0.*$/s, '');
    const name = `${field(345, 500)}${field(345, 500) ? '/' : ''}${field(0, 100)}`;
    const size = parseInt(field(124, 136).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    if (!drop(name)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(Buffer.alloc(1024));
  return Buffer.concat(kept);
}
