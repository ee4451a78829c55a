import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { EVENTS_CHANNEL } from '../events/events.service';
import { walletGuards } from './wallet.tables';

/**
 * A seamless-wallet bet as ONE statement (a named prepared statement on PostgreSQL): debit the
 * wallet if the balance covers it, the debit was not rolled back first (`seamless_txns`) and the
 * round is still open; write the transfer and its two entries; open or add to the round
 * (`game_rounds`, owned by the rounds module: this statement only inserts an OPEN round or adds to
 * its stake, see docs/decisions/015-one-way.md); notify the member's tabs on commit with the
 * events module's `balance` notification. A repeated txId violates the transfer's unique key, so
 * the whole statement does nothing. bench/wallet-debit.bench.mjs runs this same text under pgbench.
 */
export const DEBIT_SQL = `with d as (
  update wallet_balances set balance = balance - $3, updated_at = now()
   where account_id = $1 and balance >= $3
     and not exists (select 1 from seamless_txns x where x.merchant_id = $4 and x.vendor = $9 and x.tx_key = $12)
     and not exists (select 1 from game_rounds g where g.merchant_id = $4 and g.vendor = $9 and g.round_ref = $10 and g.status <> 'OPEN')
     and ($15::boolean or not exists (select 1 from wallet_guards gd where gd.member_id = $8))
  returning balance),
t as (
  insert into ledger_transfers (merchant_id, idempotency_key, from_account_id, to_account_id, amount, currency, type, reason, reference, actor)
  select $4, $5, $1, $2, $3, $6, 'BET', 'bet', $10, $7 from d returning id),
e as (
  insert into ledger_entries (transfer_id, account_id, amount, balance_after)
  select t.id, $1::int, -($3::bigint), d.balance from t, d
  union all select t.id, $2::int, $3::bigint, null from t returning 1),
r as (
  insert into game_rounds (merchant_id, member_id, vendor, category, game_code, game_name, round_ref, stake, status)
  select $4, $8, $9, $13, $11, $14, $10, $3, 'OPEN' from t
  on conflict (merchant_id, vendor, round_ref) do update set stake = game_rounds.stake + excluded.stake returning 1)
select t.id as transfer_id, d.balance, pg_notify('${EVENTS_CHANNEL}', json_build_object('t', 'balance', 'a', $8::int, 'b', d.balance)::text) as n
  from t, d`;

export type DebitParams = {
  walletId: number;
  vendorAccountId: number;
  amount: number;
  merchantId: number;
  key: string;
  currency: string;
  actor: string;
  memberId: number;
  vendor: string;
  roundId: string;
  gameCode: string;
  rollbackKey: string;
  category: string;
  gameName: string;
};

/** The parameters' types, for running the statement inside a transaction (db/positional.ts). */
const DEBIT_TYPES = [
  'int',
  'int',
  'bigint',
  'int',
  'text',
  'text',
  'text',
  'int',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'boolean',
];

/**
 * Runs the seamless debit; null when it did not apply (the caller finds out why). A member with a
 * guard (wallet_guards: player protection) is refused unless `guarded` says the caller checked the
 * member's limits under the member's lock, in the transaction `database` runs in.
 */
export async function debitOnce(database: Pick<Database, 'prepared'>, p: DebitParams, guarded = false) {
  const rows = await database.prepared<{ transfer_id: string | number; balance: string | number }>({
    name: 'jade_seamless_debit_v3',
    text: DEBIT_SQL,
    types: DEBIT_TYPES,
    values: [
      p.walletId,
      p.vendorAccountId,
      p.amount,
      p.merchantId,
      p.key,
      p.currency,
      p.actor,
      p.memberId,
      p.vendor,
      p.roundId,
      p.gameCode,
      p.rollbackKey,
      p.category,
      p.gameName,
      guarded,
    ],
  });
  const row = rows[0];
  return row ? { transferId: toInt(row.transfer_id), balance: toInt(row.balance) } : null;
}

/** Whether a member's bets take the guarded path (wallet_guards). */
export async function isGuarded(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: walletGuards.memberId }).from(walletGuards).where(eq(walletGuards.memberId, memberId));
  return row !== undefined;
}

/** Sends a member's bets through the guarded path (on) or back to the one-statement path (off). */
export async function setGuard(db: Db, memberId: number, on: boolean): Promise<void> {
  if (on) await db.insert(walletGuards).values({ memberId }).onConflictDoNothing();
  else await db.delete(walletGuards).where(eq(walletGuards.memberId, memberId));
}
