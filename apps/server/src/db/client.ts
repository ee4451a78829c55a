import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/** Thrown when the database cannot be opened or migrated; the message is printed at start. */
export class DatabaseError extends Error {}

/**
 * Opens the database (PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir) and
 * applies every pending migration in one transaction. Nothing in dataDir is removed on failure.
 */
export async function openDatabase(opts: { databaseUrl?: string | undefined; dataDir?: string | null }): Promise<Database> {
  const database = opts.databaseUrl ? await openPostgres(opts.databaseUrl) : await openPglite(opts.dataDir ?? null);
  try {
    if (database.kind === 'postgres') {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.db as never, { migrationsFolder });
    } else {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, { migrationsFolder });
    }
  } catch (err) {
    await database.close().catch(() => undefined);
    throw new DatabaseError(`Database migration failed: ${describe(err)}`);
  }
  return database;
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dataDir) {
    if (fs.existsSync(dataDir) && !fs.statSync(dataDir).isDirectory()) {
      throw new DatabaseError(`Cannot open the database: DATA_DIR ${dataDir} is not a directory`);
    }
    try {
      fs.mkdirSync(dataDir, { recursive: true });
    } catch (err) {
      throw new DatabaseError(`Cannot open the database in ${dataDir}: ${describe(err)}`);
    }
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = dataDir ? await PGlite.create(path.join(dataDir, 'pglite')) : await PGlite.create();
  } catch (err) {
    throw new DatabaseError(`Cannot open the embedded database in ${dataDir ?? 'memory'}: ${describe(err)}`);
  }
  const db = drizzle({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the
  // pool replaces it on the next query, and that query reports the failure if the server is gone.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new DatabaseError(`Cannot connect to PostgreSQL at ${redact(url)}: ${describe(err)}`);
  }
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message} (${cause.message})` : err.message;
  }
  return String(err);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
