import { sql } from 'drizzle-orm';
import type { SportsBet } from '@jade/contract/sportsbook';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { offerOf, type OfferLeg } from './sportsbook.cashout-offer';
import { sellingSettings } from './sportsbook.settings';

/**
 * Bets as their member sees them: each with its legs (teams, market, selection, odds taken, grade),
 * what cash-outs paid and, for an open bet, its cash-out offer now.
 */

type Rows<T> = { rows: T[] };
type Row = Record<string, unknown>;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

async function betsWhere(db: Db, where: ReturnType<typeof sql>, limit: number, offset: number): Promise<SportsBet[]> {
  const bets = (
    (await db.execute(sql`
    select id, merchant_id, vendor, status, stake, total_odds, max_payout, return, created_at, settled_at, cashed_stake, cashed_out
      from sports_bets b where ${where} order by id desc limit ${limit} offset ${offset}`)) as unknown as Rows<Row>
  ).rows;
  if (bets.length === 0) return [];
  const legs = (
    (await db.execute(sql`
    select l.bet_id, l.event_id, l.market_id, l.selection_id, l.odds, l.grade, e.home, e.away, m.kind, m.line, m.period, s.code,
           s.odds as current, m.state as market_state, e.state as event_state
      from sports_bet_legs l join sports_events e on e.id = l.event_id join sports_markets m on m.id = l.market_id
      join sports_selections s on s.id = l.selection_id
     where l.bet_id in (${sql.join(
       bets.map((b) => sql`${toInt(b.id)}::bigint`),
       sql`, `,
     )}) order by l.bet_id, l.leg_no`)) as unknown as Rows<Row>
  ).rows;
  const open = bets.find((b) => b.status === 'OPEN');
  const marginBp = open ? (await sellingSettings(db, Number(open.merchant_id))).cashOutMarginBp : 0;
  return bets.map((b) =>
    viewOf(
      {
        id: toInt(b.id),
        vendor: b.vendor as SportsBet['vendor'],
        status: b.status as SportsBet['status'],
        stake: toInt(b.stake),
        totalOdds: toInt(b.total_odds),
        maxPayout: toInt(b.max_payout),
        return: b.return === null ? null : toInt(b.return),
        createdAt: iso(b.created_at)!,
        settledAt: iso(b.settled_at),
        cashedStake: toInt(b.cashed_stake),
        cashedOut: toInt(b.cashed_out),
      },
      legs
        .filter((l) => toInt(l.bet_id) === toInt(b.id))
        .map((l) => ({
          eventId: toInt(l.event_id),
          marketId: toInt(l.market_id),
          selectionId: toInt(l.selection_id),
          home: l.home as string,
          away: l.away as string,
          kind: l.kind as SportsBet['legs'][number]['kind'],
          line: l.line === null ? null : Number(l.line),
          period: l.period === null ? null : Number(l.period),
          code: l.code as string,
          odds: toInt(l.odds),
          grade: (l.grade ?? null) as SportsBet['legs'][number]['grade'],
          current: toInt(l.current),
          marketState: l.market_state as string,
          eventState: l.event_state as string,
        })),
      marginBp,
    ),
  );
}

type BetRow = Omit<SportsBet, 'legs' | 'runningStake' | 'cashOut'> & { cashedStake: number };
/** A leg as the member sees it, with its selection's price and its market's and event's states now (for the offer). */
export type LegNow = SportsBet['legs'][number] & Pick<OfferLeg, 'current' | 'marketState' | 'eventState'>;

/** A bet as its member sees it, from its row and its legs as the book holds them now. */
export function viewOf(b: BetRow, legs: LegNow[], marginBp: number): SportsBet {
  const { cashedStake, ...bet } = b;
  return {
    ...bet,
    runningStake: b.stake - cashedStake,
    cashOut: offerOf({ status: b.status, stake: b.stake, cashedStake, maxPayout: b.maxPayout }, legs, marginBp),
    legs: legs.map(({ current: _c, marketState: _m, eventState: _e, ...leg }) => leg),
  };
}

export async function betView(db: Db, betId: number): Promise<SportsBet> {
  return (await betsWhere(db, sql`b.id = ${betId}::bigint`, 1, 0))[0]!;
}

const STATES = { open: sql`b.status in ('PENDING', 'OPEN')`, settled: sql`b.status not in ('PENDING', 'OPEN')` };

/** A member's bets, the latest first; `open` = not settled yet. */
export async function myBets(
  db: Db,
  merchantId: number,
  memberId: number,
  q: { state?: 'open' | 'settled' | undefined; pageNo: number; pageSize: number },
) {
  const where = sql`b.merchant_id = ${merchantId} and b.member_id = ${memberId} and ${q.state ? STATES[q.state] : sql`true`}`;
  const total = ((await db.execute(sql`select count(*) as n from sports_bets b where ${where}`)) as unknown as Rows<Row>).rows[0]!
    .n;
  return {
    list: await betsWhere(db, where, q.pageSize, (q.pageNo - 1) * q.pageSize),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: toInt(total),
  };
}
