import { and, eq, sql } from 'drizzle-orm';
import type { SportsBetStatus, SportsResult } from '@jade/contract/sportsbook';
import { grade, type EventResult, type Grade, type GradedLeg } from '@jade/engines/sportsbook/index';
import { settleParlay } from '@jade/engines/sportsbook/settle';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { findEvent, marketOf } from './sportsbook.events';
import { sportsEvents, sportsMarkets } from './sportsbook.tables';

/**
 * Results and settlement. A result (or its correction, the next `result_version`) grades every
 * selection of its event with the engine's `grade`, writes the grades of the event's legs in one
 * statement and settles the bets whose legs are all graded: one read of their legs, each return by
 * the engine's `settleParlay` (exact, rounded down once), one statement writing them all. That
 * statement is conditional on the version it read (`settled_version`: 0 for an open bet), so two
 * settlers at once, or a run repeated after a crash, settle each bet once; a corrected result
 * settles a settled bet again as its next version, whose difference the payouts move. A bet
 * cashed out (CASHED_OUT) is never settled nor settled again; one partly cashed out is settled on
 * the rest of its stake (`stake - cashed_stake`).
 */

type Rows<T> = { rows: T[] };
/** An array parameter as PostgreSQL's literal (numbers and status words: nothing to quote). */
const list = (xs: (number | string)[]) => `{${xs.join(',')}}`;
/** Bets settled per statement (the rest in the next round of the loop). */
const BATCH = 2_000;

/** Grades every selection of an event's markets; a result lacking what a market reads is 400 and writes nothing. */
async function gradeSelections(tx: Db, eventId: number, result: EventResult) {
  const rows = (
    (await tx.execute(sql`
    select m.id as market_id, m.kind, m.line, m.period, s.id, s.code,
           array(select code from sports_selections x where x.market_id = m.id order by x.id) as codes
      from sports_markets m join sports_selections s on s.market_id = m.id
     where m.event_id = ${eventId}::bigint`)) as unknown as Rows<Record<string, unknown>>
  ).rows;
  try {
    return rows.map((r) => {
      const m = marketOf(
        { kind: r.kind as never, line: r.line === null ? null : Number(r.line), period: r.period as number | null },
        r.codes as string[],
      );
      return { id: toInt(r.id), grade: grade(m, r.code as string, result) };
    });
  } catch (err) {
    if (err instanceof RangeError) throw new AppError('SPORTS_RESULT_INCOMPLETE', err.message);
    throw err;
  }
}

/**
 * Enters an event's result (or cancels it: `{ cancelled: true }`), or corrects it: the next
 * version, every market SETTLED (VOID when cancelled), every leg on the event graded, and the bets
 * that can be settled settled, all in the caller's transaction. A cancelled event takes no result.
 */
export async function applyResult(
  tx: Db,
  merchantId: number,
  eventId: number,
  result: SportsResult | { cancelled: true },
  now: Date,
  /** The feed's call: only an event still in one of these states (another node may have settled it). */
  onlyFrom?: readonly string[],
) {
  const e = await findEvent(tx, merchantId, eventId, true);
  if (onlyFrom && !onlyFrom.includes(e.state)) return null;
  if (e.state === 'CANCELLED') throw new AppError('SPORTS_EVENT_STATE', 'The event is cancelled');
  const cancelled = 'cancelled' in result;
  const grades = await gradeSelections(tx, eventId, result);
  await tx
    .update(sportsEvents)
    .set({
      result,
      resultVersion: e.resultVersion + 1,
      state: cancelled ? 'CANCELLED' : 'SETTLED',
      ...('score' in result && result.score ? { score: result.score } : {}),
    })
    .where(eq(sportsEvents.id, eventId));
  await tx
    .update(sportsMarkets)
    .set({ state: cancelled ? 'VOID' : 'SETTLED' })
    .where(and(eq(sportsMarkets.eventId, eventId)));
  if (grades.length > 0)
    await tx.execute(sql`
      update sports_bet_legs l set grade = v.grade
        from (values ${sql.join(
          grades.map((g) => sql`(${g.id}::bigint, ${g.grade})`),
          sql`, `,
        )}) v(selection_id, grade)
       where l.event_id = ${eventId}::bigint and l.selection_id = v.selection_id and l.grade is distinct from v.grade`);
  await settleBets(tx, merchantId, now, eventId);
  return { grades };
}

/** A bet's status from its return and legs: every leg void or pushed is VOID, more than the stake WON, else LOST. */
function statusOf(stake: number, ret: number, legs: GradedLeg[]): SportsBetStatus {
  if (legs.every((l) => l.grade === 'VOID' || l.grade === 'PUSH')) return 'VOID';
  return ret > stake ? 'WON' : 'LOST';
}

type BetRow = {
  id: unknown;
  stake: unknown;
  cashed_stake: unknown;
  max_payout: unknown;
  settled_version: number;
  return: unknown;
  status: string;
  legs: unknown;
};

/**
 * Settles (or settles again) the bets whose legs are all graded and whose return or status differs
 * from what they hold: those of one event, or (the job's sweep: bets marked OPEN after their
 * events' results) every such open bet of the merchant. Answers how many it wrote.
 */
export async function settleBets(db: Db, merchantId: number, now: Date, eventId?: number) {
  let written = 0;
  for (let after = 0; ;) {
    // An event's bets come by their ids on its legs (the index on event and bet: a batch reads its
    // own); the sweep's by the open bets' index.
    let scope = sql`b.status = 'OPEN' and b.id > ${after}::bigint`;
    let more: boolean | null = null;
    if (eventId) {
      const ids = (
        (await db.execute(sql`
        select distinct bet_id from sports_bet_legs where event_id = ${eventId}::bigint and bet_id > ${after}::bigint
         order by bet_id limit ${BATCH}`)) as unknown as Rows<{ bet_id: unknown }>
      ).rows.map((r) => toInt(r.bet_id));
      if (ids.length === 0) return written;
      after = ids[ids.length - 1]!;
      more = ids.length === BATCH;
      scope = sql`b.id = any(${list(ids)}::bigint[]) and b.status in ('OPEN', 'WON', 'LOST', 'VOID')`;
    }
    const bets = (
      (await db.execute(sql`
      select b.id, b.stake, b.cashed_stake, b.max_payout, b.settled_version, b.return, b.status,
             json_agg(json_build_object('odds', l.odds, 'grade', l.grade) order by l.leg_no) as legs
        from sports_bets b join sports_bet_legs l on l.bet_id = b.id
       where b.merchant_id = ${merchantId} and ${scope}
       group by b.id having bool_and(l.grade is not null)
       order by b.id limit ${BATCH}`)) as unknown as Rows<BetRow>
    ).rows;
    if (more === null) {
      if (bets.length === 0) return written;
      after = toInt(bets[bets.length - 1]!.id);
      more = bets.length === BATCH;
    }
    // The changed bets as five arrays (one parameter each, whatever the batch's size).
    const changed = {
      id: [] as number[],
      ret: [] as number[],
      status: [] as string[],
      version: [] as number[],
      cashed: [] as number[],
    };
    for (const b of bets) {
      const legs = (typeof b.legs === 'string' ? JSON.parse(b.legs) : b.legs) as { odds: number; grade: Grade }[];
      // A bet partly cashed out runs on the rest of its stake (its potential return reduced with it).
      const cashed = toInt(b.cashed_stake);
      const stake = toInt(b.stake) - cashed;
      const ret = settleParlay(stake, legs, toInt(b.max_payout));
      const status = statusOf(stake, ret, legs);
      const v = Number(b.settled_version);
      if (v > 0 && b.return !== null && toInt(b.return) === ret && b.status === status) continue;
      changed.id.push(toInt(b.id));
      changed.ret.push(ret);
      changed.status.push(status);
      changed.version.push(v);
      changed.cashed.push(cashed);
    }
    if (changed.id.length > 0) {
      const res = (await db.execute(sql`
        update sports_bets b set return = v.ret, status = v.status, settled_version = v.version + 1,
               settled_at = coalesce(b.settled_at, ${now.toISOString()}::timestamptz)
          from unnest(${list(changed.id)}::bigint[], ${list(changed.ret)}::bigint[], ${list(changed.status)}::text[],
                      ${list(changed.version)}::int[], ${list(changed.cashed)}::bigint[]) v(id, ret, status, version, cashed)
         where b.id = v.id and b.settled_version = v.version and b.cashed_stake = v.cashed
           and (b.status = 'OPEN' or (v.version > 0 and b.status in ('WON', 'LOST', 'VOID')))
        returning b.id`)) as unknown as Rows<unknown>;
      written += res.rows.length;
    }
    if (!more) return written;
  }
}
