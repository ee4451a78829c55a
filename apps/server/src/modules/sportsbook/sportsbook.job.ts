import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { toInt } from '../../db/normalize';
import { payUnpaidCashOuts } from './sportsbook.cashout';
import { moveEvent } from './sportsbook.event-moves';
import { createEvent } from './sportsbook.events';
import { marketsOfSelections, publishEvent, publishMarkets } from './sportsbook.live';
import type { SportsFeed } from './sportsbook.feed';
import { runPayouts } from './sportsbook.payouts';
import { applyResult, settleBets } from './sportsbook.settle';
import { sportsEvents } from './sportsbook.tables';
import type { SportsCtx } from './sportsbook.wallet';

/**
 * The scheduler's `sportsbook` job (every few seconds, on every node): the feed's fixtures of the
 * next days become events (each once, by its feed key), its events move LIVE at their start with
 * their score and prices, and ENDED ones get their result, which settles their bets; then open
 * bets settled meanwhile (marked after their events' results) are settled and the wallet is
 * called (returns, then cash-outs whose payment was not answered). Each change is published live
 * (sportsbook.live.ts): a start or a score, suspended markets, moved prices, a result. Every step is conditional (a state it moves from, a key it creates once), so two nodes
 * or a run after a crash do each once.
 */
const HORIZON_MS = 3 * 86_400_000;
/** A fixture that started this long ago may still be running (no sport here lasts longer). */
export const RUNNING_MS = 2 * 3_600_000;
/** A live price moves only by at least 1 % (the feed's model changes a little every tick). */
const moved = (before: number, after: number) => Math.abs(after - before) * 100 >= before;

type Rows<T> = { rows: T[] };

async function createFixtures(ctx: SportsCtx, feed: SportsFeed, now: Date) {
  // Those that started lately are created too (a fresh start shows what is live now), then moved LIVE or ended below.
  const fixtures = feed.fixtures(new Date(now.getTime() - RUNNING_MS), new Date(now.getTime() + HORIZON_MS));
  if (fixtures.length === 0) return 0;
  const known = await ctx.db
    .select({ key: sportsEvents.feedKey })
    .from(sportsEvents)
    .where(
      and(
        eq(sportsEvents.merchantId, ctx.merchantId),
        inArray(
          sportsEvents.feedKey,
          fixtures.map((f) => f.key),
        ),
      ),
    );
  const have = new Set(known.map((k) => k.key));
  let created = 0;
  for (const f of fixtures.filter((x) => !have.has(x.key))) {
    const { key, ...input } = f;
    const id = await ctx.db.transaction((tx) =>
      createEvent(tx, ctx.merchantId, { ...input, startsAt: f.startsAt.toISOString() }, { feedKey: key }),
    );
    created += id ? 1 : 0;
  }
  return created;
}

/**
 * Moves the live prices of an event's open markets (market i of the feed = the event's i-th market
 * of all its markets, whatever their states: one suspended by the operator keeps its place);
 * answers the markets moved.
 */
async function movePrices(ctx: SportsCtx, eventId: number, odds: Record<string, number>[]) {
  const rows = (
    (await ctx.db.execute(sql`
    select s.id, s.code, s.odds, m.id as market_id, m.state from sports_selections s join sports_markets m on m.id = s.market_id
     where m.event_id = ${eventId}::bigint order by m.id, s.id`)) as unknown as Rows<Record<string, unknown>>
  ).rows;
  const markets = [...new Set(rows.map((r) => toInt(r.market_id)))].sort((a, b) => a - b);
  const changes = rows.flatMap((r) => {
    if (r.state !== 'OPEN') return [];
    const next = odds[markets.indexOf(toInt(r.market_id))]?.[r.code as string];
    return next !== undefined && moved(toInt(r.odds), next) ? [sql`(${toInt(r.id)}::bigint, ${next}::int)`] : [];
  });
  if (changes.length === 0) return [];
  const res = (await ctx.db.execute(sql`
    update sports_selections s set odds = v.odds, version = s.version + 1
      from (values ${sql.join(changes, sql`, `)}) v(id, odds) where s.id = v.id returning s.id`)) as unknown as Rows<{
    id: unknown;
  }>;
  return marketsOfSelections(
    ctx.db,
    res.rows.map((r) => toInt(r.id)),
  );
}

export async function runSportsbook(ctx: SportsCtx, feed: SportsFeed, now = new Date()) {
  const created = await createFixtures(ctx, feed, now);
  const events = await ctx.db
    .select({
      id: sportsEvents.id,
      key: sportsEvents.feedKey,
      state: sportsEvents.state,
      score: sportsEvents.score,
      startsAt: sportsEvents.startsAt,
    })
    .from(sportsEvents)
    .where(
      and(
        eq(sportsEvents.merchantId, ctx.merchantId),
        isNotNull(sportsEvents.feedKey),
        inArray(sportsEvents.state, ['SCHEDULED', 'LIVE']),
        sql`${sportsEvents.startsAt} <= ${now.toISOString()}::timestamptz`,
      ),
    );
  let ended = 0;
  for (const e of events) {
    const s = feed.state(e.key!, e.startsAt, now);
    if (s.phase === 'LIVE') {
      await moveEvent(ctx.db, e.id, ['SCHEDULED', 'LIVE'], 'LIVE', s.score ?? null);
      // The watchers hear of a start or a goal, of the markets suspended and of the prices that moved.
      if (e.state !== 'LIVE' || JSON.stringify(e.score ?? null) !== JSON.stringify(s.score ?? null))
        await publishEvent(ctx.db, ctx.merchantId, e.id, 'none');
      const suspended = s.suspended
        ? ((await ctx.db.execute(
            sql`update sports_markets set state = 'SUSPENDED' where event_id = ${e.id}::bigint and state = 'OPEN' returning id`,
          )) as unknown as Rows<{ id: unknown }>)
        : { rows: [] };
      const moved = s.odds ? await movePrices(ctx, e.id, s.odds) : [];
      await publishMarkets(ctx.db, ctx.merchantId, [...new Set([...suspended.rows.map((r) => toInt(r.id)), ...moved])]);
    } else if (s.phase === 'ENDED') {
      const done = await ctx.db.transaction(async (tx) => {
        const applied = await applyResult(tx, ctx.merchantId, e.id, s.result, now, ['SCHEDULED', 'LIVE']);
        if (applied) await publishEvent(tx, ctx.merchantId, e.id);
        return applied;
      });
      ended += done ? 1 : 0;
    }
  }
  const settled = await settleBets(ctx.db, ctx.merchantId, now);
  const payouts = await runPayouts(ctx, now);
  return { created, ended, settled, ...payouts, cashOutsPaid: payouts.unavailable ? 0 : await payUnpaidCashOuts(ctx) };
}
