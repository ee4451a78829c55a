import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { exec } from './scale-sql';

type Rebuild = (db: Db, merchantId: number) => Promise<unknown>;

/**
 * Where the pre-aggregated figures are rebuilt from the raw rows: `rebuildFigures(db, merchantId)`,
 * the one call the scale load makes after its bulk writes.
 */
const FIGURES_MODULES = [
  '../modules/figures/figures.service',
  '../modules/rounds/rounds.service',
  '../modules/wallet/wallet.service',
];

const missing = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return e.code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Failed to load url|Does the file exist/.test(e.message ?? '');
};

/** `rebuildFigures` where a module exports it, or null (no aggregates in this database's code yet). */
export async function findRebuildFigures(): Promise<Rebuild | null> {
  for (const spec of FIGURES_MODULES) {
    let mod: Record<string, unknown>;
    try {
      mod = (await import(/* @vite-ignore */ spec)) as Record<string, unknown>;
    } catch (err) {
      if (missing(err)) continue;
      throw err;
    }
    if (typeof mod.rebuildFigures === 'function') return mod.rebuildFigures as Rebuild;
  }
  return null;
}

/** The tables the load writes in bulk. */
export const BULK_TABLES = ['game_rounds', 'ledger_transfers', 'ledger_entries', 'deposits', 'withdrawals', 'bonus_grants'];

/**
 * The per-row upkeep of the figures (user triggers that queue each round and wallet entry) is
 * switched off for the bulk writes and on again in the same transaction, since `rebuildFigures`
 * then recomputes every figure from the raw rows and empties the queue: the end state is the one
 * the live path reaches. Only when the rebuild exists; otherwise the triggers (if any) stay on.
 * Foreign keys and checks are not user triggers and stay enforced.
 */
export async function userTriggers(db: Db, on: boolean) {
  for (const t of BULK_TABLES) await exec(db, sql.raw(`alter table ${t} ${on ? 'enable' : 'disable'} trigger user`));
}

type Saved = { table: string; indexes: { name: string; def: string }[]; keys: { name: string; def: string }[] };

/**
 * For a bulk write, each bulk table's secondary indexes and foreign keys are dropped and then
 * re-created from their own definitions (`pg_get_indexdef`, `pg_get_constraintdef`) in the same
 * transaction: one sorted build per index and one validating join per key instead of a step per
 * row. A duplicate key or a dangling reference fails the re-creation, and with it the whole load.
 * Primary keys stay.
 */
export async function dropSecondary(db: Db): Promise<Saved[]> {
  const saved: Saved[] = [];
  for (const table of BULK_TABLES) {
    const indexes = await rowsOf<{ name: string; def: string }>(
      db,
      sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid = ${table}::regclass and not i.indisprimary
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
    );
    const keys = await rowsOf<{ name: string; def: string }>(
      db,
      sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`,
    );
    for (const k of keys) await exec(db, sql.raw(`alter table ${table} drop constraint "${k.name}"`));
    for (const i of indexes) await exec(db, sql.raw(`drop index "${i.name}"`));
    saved.push({ table, indexes, keys });
  }
  return saved;
}

export async function restoreSecondary(db: Db, saved: Saved[]) {
  for (const s of saved) for (const i of s.indexes) await exec(db, sql.raw(i.def));
  for (const s of saved)
    for (const k of s.keys) await exec(db, sql.raw(`alter table ${s.table} add constraint "${k.name}" ${k.def}`));
}
