import { eq, sql } from 'drizzle-orm';
import type { EngineName } from '@jade/contract/games';
import type { OpsRtpRow } from '@jade/contract/ops-games';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import * as catalog from '../catalog/catalog.service';
import { ADAPTER } from './gameserver.service';
import { gsJackpots } from './gameserver.tables';
import { isEngine, titleFrom } from './gameserver.titles';
import { rowsOf } from '../../db/rows';

/** Every progressive pool of the merchant as it stands. */
export async function jackpotsForOps(db: Db, merchantId: number) {
  const rows = await db.select().from(gsJackpots).where(eq(gsJackpots.merchantId, merchantId)).orderBy(gsJackpots.gameCode);
  return rows.map((r) => ({
    gameCode: r.gameCode,
    pool: toInt(r.pool),
    seed: toInt(r.seed),
    lastWin: r.lastWin === null ? null : toInt(r.lastWin),
    lastWonAt: r.lastWonAt ? toIso(r.lastWonAt) : null,
    updatedAt: toIso(r.updatedAt),
  }));
}

/**
 * The first round id placed at or after `at` (the journal's ids grow with its time): a binary
 * search of single-row primary-key reads, so a period's rounds are one primary-key range, never a
 * scan of the whole journal (which has no index on time).
 */
async function firstIdAt(db: Db, at: Date, lo: number, hi: number): Promise<number> {
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    const [r] = await rowsOf<{ id: unknown; created_at: unknown }>(
      db,
      sql`select id, created_at from gs_rounds where id >= ${mid} order by id limit 1`,
    );
    // Before `at`: so is every id up to it. Else the boundary is at or below `mid` (ids between are gaps).
    if (r && new Date(r.created_at as string) < at) lo = toInt(r.id) + 1;
    else hi = mid;
  }
  return lo;
}

/** The journal's id range of rounds placed in [from, to). */
async function idRange(db: Db, from: Date, to: Date): Promise<[number, number] | null> {
  const [b] = await rowsOf<{ lo: unknown; hi: unknown }>(db, sql`select min(id) as lo, max(id) as hi from gs_rounds`);
  if (b?.lo === null || b?.lo === undefined) return null;
  const lo = toInt(b.lo);
  const end = toInt(b.hi) + 1;
  return [await firstIdAt(db, from, lo, end), await firstIdAt(db, to, lo, end)];
}

type RtpPage = { name?: string | undefined; pageNo: number; pageSize: number };

const observed = (stake: number, win: number) => (stake > 0 ? Math.round((win * 10_000) / stake) : null);

/**
 * One page of the in-house titles' theoretical RTP (its engine's configuration) beside what
 * their settled real-money rounds placed in [from, to) paid back: (wins + jackpot wins) / stakes.
 * The titles played in the period come first (most rounds first), then the rest in catalogue
 * order; the totals are of every title the name filter keeps. Only the page's titles are built.
 */
export async function rtpReport(
  db: Db,
  reportsDb: Db,
  merchantId: number,
  from: Date,
  to: Date,
  page: RtpPage,
  lang = 'en',
): Promise<{
  list: OpsRtpRow[];
  total: number;
  totals: { rounds: number; stake: number; win: number; observedBp: number | null };
}> {
  const titles = await catalog.titlesOfAdapter(db, merchantId, ADAPTER);
  const range = await idRange(reportsDb, from, to);
  const sums = new Map<string, { rounds: number; stake: number; win: number }>();
  if (range && range[0] < range[1]) {
    const rows = await rowsOf<{ game_code: string; n: unknown; stake: unknown; win: unknown }>(
      reportsDb,
      sql`select game_code, count(*) as n, coalesce(sum(stake), 0) as stake, coalesce(sum(win + jackpot_win), 0) as win
        from gs_rounds
        where id >= ${range[0]} and id < ${range[1]} and merchant_id = ${merchantId}
          and status = 'SETTLED' and mode = 'real' and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
        group by game_code`,
    );
    for (const r of rows) sums.set(r.game_code, { rounds: toInt(r.n), stake: toInt(r.stake), win: toInt(r.win) });
  }
  const needle = page.name?.toLowerCase() ?? '';
  const kept: { game: catalog.IndexedGame & { engine: EngineName }; order: number }[] = [];
  for (const [order, t] of titles.entries()) {
    const game = await catalog.findGameByCode(db, merchantId, t.gameCode);
    if (!game || !isEngine(game.engine)) continue;
    const name = game.names[lang] ?? game.names.en ?? game.gameCode;
    if (needle && !game.gameCode.toLowerCase().includes(needle) && !name.toLowerCase().includes(needle)) continue;
    kept.push({ game: game as catalog.IndexedGame & { engine: EngineName }, order });
  }
  const none = { rounds: 0, stake: 0, win: 0 };
  const sumOf = (code: string) => sums.get(code) ?? none;
  kept.sort((a, b) => sumOf(b.game.gameCode).rounds - sumOf(a.game.gameCode).rounds || a.order - b.order);
  const totals = { rounds: 0, stake: 0, win: 0 };
  for (const k of kept) {
    const s = sumOf(k.game.gameCode);
    totals.rounds += s.rounds;
    totals.stake += s.stake;
    totals.win += s.win;
  }
  const list = kept.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize).map(({ game }) => {
    const s = sumOf(game.gameCode);
    return {
      gameCode: game.gameCode,
      vendor: game.vendor,
      name: game.names[lang] ?? game.names.en ?? game.gameCode,
      engine: game.engine,
      theoreticalBp: titleFrom(game).rtpBp,
      rounds: s.rounds,
      stake: s.stake,
      win: s.win,
      observedBp: observed(s.stake, s.win),
    };
  });
  return { list, total: kept.length, totals: { ...totals, observedBp: observed(totals.stake, totals.win) } };
}
