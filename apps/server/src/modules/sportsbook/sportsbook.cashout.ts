import { sql } from 'drizzle-orm';
import type { SportsCashOut } from '@jade/contract/sportsbook';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { cashOutPart, offerOf, openBet, type OfferLeg } from './sportsbook.cashout-offer';
import { betView } from './sportsbook.my-bets';
import { recordLegs, type RecordLeg } from './sportsbook.payouts';
import { sellingSettings } from './sportsbook.settings';
import { betTx, lobbyCode, WalletUnavailable, type SportsCtx } from './sportsbook.wallet';

/**
 * Cash-out (issue 19 item 5). Accepting an offer is ONE transaction holding the bet's selections
 * `for update` and their markets and events `for share` (the order bet placement takes), then the
 * bet `for update`: it re-reads the legs, prices the offer from the current odds and writes only if
 * every open leg's market is still OPEN and the offer is at least what the member accepted. Then
 * the bet's cash-out (`sports_cash_outs`), its running stake, potential return and the selections'
 * liabilities change together. A full cash-out makes the bet CASHED_OUT (settlement passes it by);
 * a partial leaves it OPEN on the rest. The money moves after the commit through the seamless
 * wallet: a full cash-out is the bet's own credit (`SPB-<id>-W`, which settles its round), a
 * partial its own free-win round (`SPB-<id>-C<no>`, the round is still open); a wallet that does
 * not answer leaves the cash-out unpaid and the job pays it with the same txId.
 */

type Rows<T> = { rows: T[] };
type Row = Record<string, unknown>;
type Member = { id: number; username: string };
export type CashOutRow = { betId: number; no: number; amount: number; full: boolean; vendor: string; playerId: string };

/** The seamless ids of a bet's cash-out: a full one is the bet's credit, a partial its own round. */
export function cashOutTx(c: Pick<CashOutRow, 'betId' | 'no' | 'full'>) {
  const t = betTx(c.betId);
  if (c.full) return { txId: t.credit, roundId: t.round, free: false };
  const id = `${t.round}-C${c.no}`;
  return { txId: id, roundId: id, free: true };
}

const unavailable = () => new AppError('SPORTS_CASHOUT_UNAVAILABLE', 'This bet has no cash-out offer now');

/** The locked, re-read cash-out in the caller's transaction; answers the cash-out written. */
async function writeCashOut(tx: Db, merchantId: number, member: Member, betId: number, input: SportsCashOut, marginBp: number) {
  // The bet's events first (`for share`, in id order): a result holds its event `for update` and then
  // updates its markets and the bets, so taking a market or selection before the event deadlocked
  // with it (40P01). Then the selections, markets and events (as a bet's placement), then the bet: a
  // settlement holding the event makes this wait, and then read the bet settled.
  await tx.execute(sql`
    select e.id from sports_events e
     where e.id in (select l.event_id from sports_bet_legs l join sports_bets b on b.id = l.bet_id
                     where l.bet_id = ${betId}::bigint and b.merchant_id = ${merchantId} and b.member_id = ${member.id})
     order by e.id for share`);
  const locked = (await tx.execute(sql`
    select s.id from sports_bet_legs l join sports_bets b on b.id = l.bet_id
      join sports_selections s on s.id = l.selection_id join sports_markets m on m.id = s.market_id
      join sports_events e on e.id = m.event_id
     where l.bet_id = ${betId}::bigint and b.merchant_id = ${merchantId} and b.member_id = ${member.id}
     order by s.id for update of s for share of m, e`)) as unknown as Rows<Row>;
  if (locked.rows.length === 0) throw new AppError('SPORTS_CASHOUT_NOT_FOUND', 'No such bet');
  const bet = (
    (await tx.execute(sql`
    select status, stake, cashed_stake, cashed_out, max_payout, vendor, player_id,
           (select coalesce(max(no), 0) from sports_cash_outs c where c.bet_id = b.id) as done
      from sports_bets b where id = ${betId}::bigint for update`)) as unknown as Rows<Row>
  ).rows[0]!;
  const legs = (
    (await tx.execute(sql`
    select l.odds, l.grade, l.selection_id, s.odds as current, m.state as market_state, e.state as event_state
      from sports_bet_legs l join sports_selections s on s.id = l.selection_id
      join sports_markets m on m.id = l.market_id join sports_events e on e.id = l.event_id
     where l.bet_id = ${betId}::bigint order by l.leg_no`)) as unknown as Rows<Row>
  ).rows;
  const offerLegs: OfferLeg[] = legs.map((l) => ({
    odds: toInt(l.odds),
    grade: (l.grade ?? null) as OfferLeg['grade'],
    current: toInt(l.current),
    marketState: l.market_state as string,
    eventState: l.event_state as string,
  }));
  const b = {
    status: bet.status as string,
    stake: toInt(bet.stake),
    cashedStake: toInt(bet.cashed_stake),
    maxPayout: toInt(bet.max_payout),
  };
  const open = openBet(b, offerLegs);
  if (!open) throw unavailable();
  const part = input.stakePart ?? open.stake;
  if (part > open.stake)
    throw new AppError('SPORTS_CASHOUT_PART', 'Above the running stake', [{ path: 'stakePart', message: String(open.stake) }]);
  const priced = cashOutPart(open, part, marginBp);
  if (!priced) throw unavailable();
  if (priced.amount < input.amount) {
    const now = offerOf(b, offerLegs, marginBp);
    throw new AppError('SPORTS_CASHOUT_CHANGED', 'The cash-out offer has changed', [
      { path: 'amount', message: String(now?.amount ?? 0) },
    ]);
  }
  const no = Number(bet.done) + 1;
  const maxPayout = priced.full ? b.maxPayout : priced.restMaxPayout;
  const released = priced.full ? b.maxPayout : b.maxPayout - priced.restMaxPayout;
  const cashedOut = toInt(bet.cashed_out) + priced.amount;
  await tx.execute(sql`
    update sports_bets set cashed_stake = cashed_stake + ${part}::bigint, cashed_out = ${cashedOut}::bigint,
           max_payout = ${maxPayout}::bigint,
           status = ${priced.full ? 'CASHED_OUT' : 'OPEN'},
           return = ${priced.full ? cashedOut : null}::bigint,
           settled_at = ${priced.full ? sql`now()` : sql`null`}
     where id = ${betId}::bigint`);
  await tx.execute(sql`
    insert into sports_cash_outs (bet_id, no, merchant_id, stake_part, amount, "full")
    values (${betId}::bigint, ${no}::int, ${merchantId}, ${part}::bigint, ${priced.amount}::bigint, ${priced.full})`);
  await tx.execute(sql`
    update sports_selections set liability = liability - ${released}::bigint
     where id in (${sql.join(
       legs.map((l) => sql`${toInt(l.selection_id)}::bigint`),
       sql`, `,
     )})`);
  return { betId, no, amount: priced.amount, full: priced.full, vendor: bet.vendor as string, playerId: bet.player_id as string };
}

/**
 * Pays one cash-out through the seamless wallet (idempotent by its txId) and marks it paid; answers
 * the balance. Its round says it was cashed out, with the bet's legs (read here unless given).
 */
export async function payCashOut(ctx: SportsCtx, c: CashOutRow, legs?: RecordLeg[]) {
  const t = cashOutTx(c);
  const shown = legs ?? (await recordLegs(ctx.db, [c.betId])).get(c.betId) ?? [];
  const res = await ctx.wallet.credit(c.vendor, {
    playerId: c.playerId,
    txId: t.txId,
    roundId: t.roundId,
    gameCode: lobbyCode(c.vendor),
    amount: c.amount,
    free: t.free,
    result: 'CASHED_OUT',
    detail: { betId: c.betId, cashOut: c.no, legs: shown },
  });
  await ctx.db.execute(sql`
    update sports_cash_outs set paid = true where bet_id = ${c.betId}::bigint and no = ${c.no}::int and not paid`);
  return res.balance;
}

/**
 * The member accepts a cash-out of their bet: written under the locks, then paid. A wallet that
 * does not answer (or refuses for now) leaves it to the job: the answer's balance is then null.
 */
export async function cashOut(ctx: SportsCtx, member: Member, betId: number, input: SportsCashOut) {
  const { cashOutMarginBp } = await sellingSettings(ctx.db, ctx.merchantId);
  const c = await ctx.db.transaction((tx) => writeCashOut(tx, ctx.merchantId, member, betId, input, cashOutMarginBp));
  let balance: number | null = null;
  try {
    balance = await payCashOut(ctx, c);
  } catch (err) {
    if (!(err instanceof WalletUnavailable || err instanceof AppError)) throw err;
    ctx.warn?.({ err }, 'sportsbook: a cash-out was not paid yet; the job pays it');
  }
  return { bet: await betView(ctx.db, betId), paid: c.amount, balance };
}

/** The job's part: pays every cash-out of the merchant the wallet has not answered yet (the same txIds). */
export async function payUnpaidCashOuts(ctx: SportsCtx) {
  const rows = (
    (await ctx.db.execute(sql`
    select c.bet_id, c.no, c.amount, c.full, b.vendor, b.player_id from sports_cash_outs c join sports_bets b on b.id = c.bet_id
     where c.merchant_id = ${ctx.merchantId} and not c.paid order by c.bet_id, c.no limit 500`)) as unknown as Rows<Row>
  ).rows;
  const legs = await recordLegs(ctx.db, [...new Set(rows.map((r) => toInt(r.bet_id)))]);
  let paid = 0;
  for (const r of rows) {
    try {
      await payCashOut(
        ctx,
        {
          betId: toInt(r.bet_id),
          no: Number(r.no),
          amount: toInt(r.amount),
          full: r.full === true,
          vendor: r.vendor as string,
          playerId: r.player_id as string,
        },
        legs.get(toInt(r.bet_id)) ?? [],
      );
      paid++;
    } catch (err) {
      if (err instanceof WalletUnavailable) return paid;
      if (!(err instanceof AppError)) throw err;
      ctx.warn?.({ err }, `sportsbook: the wallet refused a cash-out (${err.code}); it is tried again next run`);
    }
  }
  return paid;
}
