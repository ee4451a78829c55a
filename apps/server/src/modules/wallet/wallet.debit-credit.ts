import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { EVENTS_CHANNEL } from '../events/events.service';
import { ledgerEntries, ledgerTransfers } from './wallet.tables';

/**
 * An instant round (a bet and its result at once) as ONE statement, like the seamless debit
 * (wallet.debit.ts): the wallet moves by `win - stake` if the balance covers the stake, the txId
 * was not rolled back first (`seamless_txns`) and the round is not closed; the stake's transfer
 * (BET) and, for a win, the win's transfer (WIN) with their entries; the call's own record in
 * `seamless_txns` (`debitCredit:<txId>`, the win as its amount, so a replay is told from a debit
 * that used the same txId); the round settled in `game_rounds` (inserted, or an open one closed
 * with its stake and win added); the round's stake counted toward the bonuses whose turnover counts
 * its category; the member's
 * tabs notified on commit. A repeated txId violates the stake transfer's unique key, so the whole
 * statement does nothing; when the balance is short no row comes back and nothing is written.
 */
export const DEBIT_CREDIT_SQL = `with d as (
  update wallet_balances set balance = balance - $3::bigint + $15::bigint, updated_at = now()
   where account_id = $1 and balance >= $3::bigint
     and not exists (select 1 from seamless_txns x where x.merchant_id = $4 and x.vendor = $9 and x.tx_key = $12)
     and not exists (select 1 from game_rounds g where g.merchant_id = $4 and g.vendor = $9 and g.round_ref = $10 and g.status <> 'OPEN')
     and ($21::boolean or not exists (select 1 from wallet_guards gd where gd.member_id = $8))
  returning balance),
b as (
  insert into ledger_transfers (merchant_id, idempotency_key, from_account_id, to_account_id, amount, currency, type, reason, reference, actor)
  select $4, $5, $1, $2, $3::bigint, $6, 'BET', 'bet', $10, $7 from d returning id),
w as (
  insert into ledger_transfers (merchant_id, idempotency_key, from_account_id, to_account_id, amount, currency, type, reason, reference, actor)
  select $4, $16, $2, $1, $15::bigint, $6, 'WIN', 'win', $10, $7 from b where $15::bigint > 0 returning id),
e as (
  insert into ledger_entries (transfer_id, account_id, amount, balance_after)
  select b.id, $1::int, -($3::bigint), d.balance - $15::bigint from b, d
  union all select b.id, $2::int, $3::bigint, null from b
  union all select w.id, $2::int, -($15::bigint), null from w
  union all select w.id, $1::int, $15::bigint, d.balance from w, d returning 1),
x as (
  insert into seamless_txns (merchant_id, vendor, tx_key, player_id, round_id, amount)
  select $4, $9, $19, $20, $10, $15::bigint from b returning 1),
r as (
  insert into game_rounds (merchant_id, member_id, vendor, category, game_code, game_name, round_ref, stake, win, status, result, detail, settled_at)
  select $4, $8, $9, $13, $11, $14, $10, $3::bigint, $15::bigint, 'SETTLED', $17, $18::jsonb, now() from b
  on conflict (merchant_id, vendor, round_ref) do update
    set stake = game_rounds.stake + excluded.stake, win = game_rounds.win + excluded.win, status = 'SETTLED',
        result = excluded.result, detail = excluded.detail, settled_at = excluded.settled_at
  returning stake),
g as (
  update bonus_grants set
    turnover_done = least(turnover_done + r.stake, turnover_required),
    status = case when turnover_done + r.stake >= turnover_required then 'COMPLETED' else 'ACTIVE' end,
    completed_at = case when turnover_done + r.stake >= turnover_required then now() else null end
   from r where member_id = $8 and status = 'ACTIVE' and r.stake > 0
     and (categories is null or $13::text = any(categories)) returning 1)
select b.id as bet_id, (select id from w) as win_id, d.balance,
       pg_notify('${EVENTS_CHANNEL}', json_build_object('t', 'balance', 'a', $8::int, 'b', d.balance)::text) as n
  from b, d`;

export type DebitCreditParams = {
  walletId: number;
  vendorAccountId: number;
  stake: number;
  win: number;
  merchantId: number;
  betKey: string;
  winKey: string;
  rollbackKey: string;
  /** The call's record in seamless_txns (`debitCredit:<txId>`). */
  txKey: string;
  playerId: string;
  currency: string;
  actor: string;
  memberId: number;
  vendor: string;
  roundId: string;
  gameCode: string;
  category: string;
  gameName: string;
  result: string;
  detail: Record<string, unknown>;
};

export type DebitCreditDone = { transferId: number; winTransferId: number | null; balance: number };

/** The parameters' types, for running the statement inside a transaction (db/positional.ts). */
const DEBIT_CREDIT_TYPES = [
  ...['int', 'int', 'bigint', 'int', 'text', 'text', 'text', 'int', 'text', 'text', 'text', 'text', 'text', 'text'],
  ...['bigint', 'text', 'text', 'text', 'text', 'text', 'boolean'],
];

/**
 * Runs the instant round's statement; null when it did not apply (the caller finds out why). A
 * guarded member (player protection) is refused unless `guarded`, as in `debitOnce`.
 */
export async function debitCreditOnce(
  database: Pick<Database, 'prepared'>,
  p: DebitCreditParams,
  guarded = false,
): Promise<DebitCreditDone | null> {
  const rows = await database.prepared<{ bet_id: string | number; win_id: string | number | null; balance: string | number }>({
    name: 'jade_seamless_debit_credit_v3',
    text: DEBIT_CREDIT_SQL,
    types: DEBIT_CREDIT_TYPES,
    values: [
      p.walletId,
      p.vendorAccountId,
      p.stake,
      p.merchantId,
      p.betKey,
      p.currency,
      p.actor,
      p.memberId,
      p.vendor,
      p.roundId,
      p.gameCode,
      p.rollbackKey,
      p.category,
      p.gameName,
      p.win,
      p.winKey,
      p.result,
      JSON.stringify(p.detail),
      p.txKey,
      p.playerId,
      guarded,
    ],
  });
  const row = rows[0];
  if (!row) return null;
  return {
    transferId: toInt(row.bet_id),
    winTransferId: row.win_id === null ? null : toInt(row.win_id),
    balance: toInt(row.balance),
  };
}

/**
 * The first answer of an instant round by its keys: the stake's transfer (amount, payer), the
 * win's (amount, or 0 when there was none) and the wallet's balance after both; null when the
 * stake key is unused.
 */
export async function findDebitCredit(db: Db, merchantId: number, betKey: string, winKey: string) {
  const transfers = await db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, merchantId), inArray(ledgerTransfers.idempotencyKey, [betKey, winKey])));
  const bet = transfers.find((t) => t.idempotencyKey === betKey);
  if (!bet) return null;
  const win = transfers.find((t) => t.idempotencyKey === winKey) ?? null;
  const last = win ?? bet;
  const [entry] = await db
    .select({ balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transferId, last.id), eq(ledgerEntries.accountId, bet.fromAccountId)));
  return {
    transferId: toInt(bet.id),
    stake: toInt(bet.amount),
    fromAccountId: bet.fromAccountId,
    winTransferId: win ? toInt(win.id) : null,
    win: win ? toInt(win.amount) : 0,
    /** Whether the win (if any) went back to the stake's payer, as an instant round's does. */
    winToPayer: win === null || win.toAccountId === bet.fromAccountId,
    balance: entry?.balanceAfter == null ? null : toInt(entry.balanceAfter),
  };
}
