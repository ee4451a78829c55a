import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '../paths';
import { LOCKS } from './locks';
import { DEFAULT_POOL, type PoolSettings } from './pool-settings';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /**
   * Heavy reads (reports, records, profit and loss): their own bounded pool on PostgreSQL, on the
   * read replica when DATABASE_READ_URL is set; the one connection on PGlite. Never for writes.
   */
  reports: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribes to a NOTIFY channel (a lowercase identifier); a NOTIFY sent inside a transaction
   * arrives only after its commit. Resolves once the LISTEN is in effect, with the unsubscribe.
   * On PostgreSQL one dedicated connection per process carries every channel and is re-opened
   * with a backoff when it drops; `onResync` is then called, since notifications may have been
   * missed meanwhile.
   */
  listen: (channel: string, onPayload: (payload: string) => void, onResync?: () => void) => Promise<() => Promise<void>>;
  /**
   * One statement outside Drizzle for hot paths: on PostgreSQL a named prepared statement (parsed
   * once per connection), on PGlite a parameterised query. Autocommit: it is its own transaction.
   */
  prepared: <R>(q: { name: string; text: string; values: unknown[]; types?: readonly string[] }) => Promise<R[]>;
  /** PGlite: the whole cluster as a tarball (tests start each file from a seeded one). */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
};

/** Thrown when the database cannot be opened or migrated; the message is printed at start. */
export class DatabaseError extends Error {}

/**
 * Opens the database (PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir) and
 * applies every pending migration in one transaction. Nothing in dataDir is removed on failure.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  /** A read replica for the reports' pool (PostgreSQL only); the primary when absent. */
  readUrl?: string | undefined;
  pool?: Partial<PoolSettings>;
  dataDir?: string | null;
  /** PGlite in memory only: start from this dump (`Database.dump`) instead of an empty cluster. */
  loadDataDir?: Blob;
}): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.readUrl, { ...DEFAULT_POOL, ...opts.pool })
    : await openPglite(opts.dataDir ?? null, opts.loadDataDir);
  try {
    if (database.kind === 'postgres') await migratePostgres(opts.databaseUrl!);
    else {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as never, { migrationsFolder });
    }
  } catch (err) {
    await database.close().catch(() => undefined);
    throw new DatabaseError(`Database migration failed: ${describe(err)}`);
  }
  return database;
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
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
    client = dataDir
      ? await PGlite.create(path.join(dataDir, 'pglite'))
      : // In memory (tests), the WAL is memory too: 1 MB segments instead of 16 MB, so a cluster and
        // its dump (global-setup.ts; every test file loads it) are 16 MB smaller.
        await PGlite.create(loadDataDir ? { loadDataDir } : { initDbStartParams: ['--wal-segsize=1'] });
  } catch (err) {
    throw new DatabaseError(`Cannot open the embedded database in ${dataDir ?? 'memory'}: ${describe(err)}`);
  }
  const db = drizzle({ client, schema }) as unknown as Db;
  const listen: Database['listen'] = async (channel, onPayload) => {
    const unlisten = await client.listen(channelName(channel), onPayload);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
  const prepared: Database['prepared'] = async <R>(q: { text: string; values: unknown[] }) =>
    (await client.query<R>(q.text, q.values)).rows;
  const dump = () => client.dumpDataDir('none');
  return { db, reports: db, kind: 'pglite', listen, prepared, dump, close: () => client.close() };
}

/**
 * Migrations run on a connection of their own, without the statement limit (an index on a big
 * table takes time), one node at a time.
 */
async function migratePostgres(url: string) {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
  // pool.end() resolves before its connection has closed: a server that ends that connection then
  // (a restart, a dropped database) sends an error to a client the pool no longer queries, which an
  // unlistened pool throws out of the process. A query in flight reports its own failure.
  pool.on('error', () => undefined);
  try {
    // Nodes starting together take turns (session lock on the pool's one connection): the second
    // finds the migrations applied instead of applying them again.
    await pool.query('select pg_advisory_lock($1)', [LOCKS.node.migrations]);
    await migrate(drizzle({ client: pool, schema }) as never, { migrationsFolder });
    await pool.query('select pg_advisory_unlock($1)', [LOCKS.node.migrations]);
  } finally {
    await pool.end().catch(() => undefined);
  }
}

/**
 * Every connection runs without JIT: the app's statements are short index reads and writes, and
 * PostgreSQL's JIT, set off by a high cost estimate, spent up to seconds compiling a report that
 * reads in milliseconds.
 */
const NO_JIT = '-c jit=off';

async function openPostgres(url: string, readUrl: string | undefined, settings: PoolSettings): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({
    connectionString: url,
    max: settings.size,
    connectionTimeoutMillis: settings.acquireTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    options: NO_JIT,
  });
  const reportPool = new pg.default.Pool({
    connectionString: readUrl ?? url,
    max: settings.reportSize,
    connectionTimeoutMillis: settings.reportAcquireTimeoutMs,
    statement_timeout: settings.reportStatementTimeoutMs,
    options: NO_JIT,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the
  // pool replaces it on the next query, and that query reports the failure if the server is gone.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  reportPool.on('error', (err) => console.error(`PostgreSQL report connection lost: ${err.message}`));
  const end = () => Promise.all([pool.end(), reportPool.end()]).catch(() => undefined);
  for (const [p, u] of [
    [pool, url],
    [reportPool, readUrl ?? url],
  ] as const) {
    try {
      const c = await p.connect();
      c.release();
    } catch (err) {
      await end();
      throw new DatabaseError(`Cannot connect to PostgreSQL at ${redact(u)}: ${describe(err)}`);
    }
  }
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const reports = drizzle({ client: reportPool, schema }) as unknown as Db;
  const listener = pgListener(url);
  const close = async () => {
    await listener.close();
    await end();
  };
  // Only name, text and values: node-postgres reads a `types` key as its own type parsers.
  const prepared: Database['prepared'] = async <R>(q: { name: string; text: string; values: unknown[] }) =>
    (await pool.query({ name: q.name, text: q.text, values: q.values })).rows as R[];
  return { db, reports, kind: 'postgres', listen: listener.listen, prepared, close };
}

/** Channel names are interpolated into LISTEN, so only plain lowercase identifiers are accepted. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return channel;
}

type Subscriber = { onPayload: (payload: string) => void; onResync: (() => void) | undefined };

/**
 * LISTEN on PostgreSQL: one dedicated client (a pooled connection would lose its LISTENs when
 * returned), opened on the first subscription. When it drops it is re-opened with a backoff
 * (0.5 s doubling to 30 s), every channel is listened again and the subscribers are told to resync.
 */
function pgListener(url: string) {
  const channels = new Map<string, Set<Subscriber>>();
  let client: import('pg').Client | null = null;
  let connecting: Promise<import('pg').Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = 500;
  let closed = false;

  async function open(): Promise<import('pg').Client> {
    const pg = await import('pg');
    const c = new pg.default.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    c.on('notification', (msg) => {
      for (const s of channels.get(msg.channel) ?? []) s.onPayload(msg.payload ?? '');
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c, null));
    try {
      await c.connect();
      for (const channel of channels.keys()) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      throw new Error('database closed');
    }
    client = c;
    delay = 500;
    return c;
  }

  function connected(): Promise<import('pg').Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => (connecting = null));
    return connecting;
  }

  function lost(c: import('pg').Client, err: Error | null) {
    if (client !== c) return;
    client = null;
    c.removeAllListeners('end');
    c.end().catch(() => undefined);
    if (closed) return;
    console.error(`PostgreSQL LISTEN connection lost${err ? `: ${err.message}` : ''}; reconnecting`);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connected().then(
        () => channels.forEach((subs) => subs.forEach((s) => s.onResync?.())),
        (err: unknown) => {
          console.error(`PostgreSQL LISTEN reconnect failed: ${describe(err)}`);
          scheduleReconnect();
        },
      );
    }, delay);
    delay = Math.min(delay * 2, 30_000);
  }

  const listen: Database['listen'] = async (channel, onPayload, onResync) => {
    const name = channelName(channel);
    const sub: Subscriber = { onPayload, onResync };
    const isNew = !channels.has(name);
    const subs = channels.get(name) ?? new Set<Subscriber>();
    subs.add(sub);
    channels.set(name, subs);
    try {
      const c = await connected();
      if (isNew) await c.query(`LISTEN ${name}`);
    } catch (err) {
      subs.delete(sub);
      if (subs.size === 0) channels.delete(name);
      throw err;
    }
    return async () => {
      subs.delete(sub);
      if (subs.size > 0 || channels.get(name) !== subs) return;
      channels.delete(name);
      await client?.query(`UNLISTEN ${name}`).catch(() => undefined);
    };
  };

  async function close() {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    await connecting?.catch(() => undefined);
    const c = client;
    client = null;
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
    }
  }

  return { listen, close };
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
