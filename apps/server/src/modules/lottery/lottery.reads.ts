import { sql } from 'drizzle-orm';
import type {
  LotteryDrawStatus,
  LotteryHistoryPage,
  LotteryMenu,
  LotteryMenuGame,
  LotteryPrizeMode,
  LotteryResult,
  LotteryResultSource,
  LotteryVerify,
} from '@jade/contract/lottery';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { pageClause, type Page } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import { pickText } from '../../lib/lang';
import { numbersOfSeed } from './lottery.feed';
import { gameByCode, listGames, nonceOf, type LotteryGame } from './lottery.games';
import { rowsOf } from '../../db/rows';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

type DrawRow = {
  id: unknown;
  game_id: number;
  draw_no: string;
  status: LotteryDrawStatus;
  opens_at: Date | string;
  closes_at: Date | string;
  draw_at: Date | string;
  numbers: string[] | null;
  result_version: number;
};

/** A draw's seed is secret until it is settled or cancelled: nothing can be bet on it any more. */
export const seedRevealed = (status: LotteryDrawStatus) => status === 'SETTLED' || status === 'CANCELLED';

const resultOf = (code: string, d: DrawRow): LotteryResult => ({
  gameCode: code,
  drawNo: d.draw_no,
  drawAt: toIso(d.draw_at),
  numbers: d.numbers ?? [],
  resultVersion: d.result_version,
});

const DRAW_COLUMNS = sql.raw(
  'd.id, d.game_id, d.draw_no, d.status, d.opens_at, d.closes_at, d.draw_at, d.numbers, d.result_version',
);

/**
 * Each game's draw taking bets now or next (not yet closed): one short index range per game
 * (`game_id, draw_at` from now), however long the history.
 */
function nextDraws(db: Db, merchantId: number, now: Date) {
  return rowsOf<DrawRow>(
    db,
    sql`
      select ${DRAW_COLUMNS} from lottery_games g cross join lateral (
        select * from lottery_draws x
         where x.game_id = g.id and x.draw_at > ${at(now)} and x.closes_at > ${at(now)} and x.status in ('SCHEDULED', 'OPEN')
         order by x.draw_at limit 1) d
       where g.merchant_id = ${merchantId}`,
  );
}

/** Each game's latest draw that has numbers: the index read backwards from the newest draw, per game. */
function latestResults(db: Db, merchantId: number) {
  return rowsOf<DrawRow>(
    db,
    sql`
      select ${DRAW_COLUMNS} from lottery_games g cross join lateral (
        select * from lottery_draws x
         where x.game_id = g.id and x.status in ('DRAWN', 'SETTLED')
         order by x.draw_at desc limit 1) d
       where g.merchant_id = ${merchantId}`,
  );
}

/**
 * The lobby of a prize mode (`/lgw/vn/games/game_menu`): its active games with the draw taking
 * bets (or next), its close time for the countdown, the last result, and the server's clock.
 * `maintenance` is the vendor's flag from the catalog (`inMaintenance`).
 */
export async function gameMenu(
  db: Db,
  merchantId: number,
  prizeMode: LotteryPrizeMode,
  lang: string,
  inMaintenance: (vendor: string) => Promise<boolean>,
  now = new Date(),
): Promise<LotteryMenu> {
  const games = (await listGames(db, merchantId)).filter((g) => g.status === 'ACTIVE' && g.prizeModes.includes(prizeMode));
  const next = new Map((await nextDraws(db, merchantId, now)).map((d) => [d.game_id, d]));
  const last = new Map((await latestResults(db, merchantId)).map((d) => [d.game_id, d]));
  const entries: LotteryMenuGame[] = [];
  for (const g of games) entries.push(await menuEntry(g, next.get(g.id), last.get(g.id), lang, inMaintenance));
  return { prizeMode, serverTime: now.toISOString(), games: entries };
}

async function menuEntry(
  g: LotteryGame,
  next: DrawRow | undefined,
  last: DrawRow | undefined,
  lang: string,
  inMaintenance: (vendor: string) => Promise<boolean>,
): Promise<LotteryMenuGame> {
  return {
    gameCode: g.code,
    vendor: g.vendor,
    family: g.family,
    source: g.source,
    name: pickText(g.name, lang),
    cycleSeconds: g.schedule.kind === 'cycle' ? g.schedule.seconds : null,
    maintenance: await inMaintenance(g.vendor),
    nextDraw: next
      ? {
          drawNo: next.draw_no,
          status: next.status,
          opensAt: toIso(next.opens_at),
          closesAt: toIso(next.closes_at),
          drawAt: toIso(next.draw_at),
        }
      : null,
    lastResult: last ? resultOf(g.code, last) : null,
  };
}

/** How many games the "closing soon" strip (`/game_menu/recent`) shows. */
export const RECENT_COUNT = 6;

/** `/lgw/vn/games/game_menu/recent`: the menu's games whose next draw closes soonest, soonest first. */
export async function closingSoon(...args: Parameters<typeof gameMenu>): Promise<LotteryMenu> {
  const menu = await gameMenu(...args);
  const games = menu.games
    .filter((g) => g.nextDraw)
    .sort((a, b) => a.nextDraw!.closesAt.localeCompare(b.nextDraw!.closesAt))
    .slice(0, RECENT_COUNT);
  return { ...menu, games };
}

/** `/lgw/vn/numeros/opened/game`: each game's latest result (of one prize mode's games when given). */
export async function openedNumbers(db: Db, merchantId: number, prizeMode: LotteryPrizeMode | undefined, lang: string) {
  const games = (await listGames(db, merchantId)).filter(
    (g) => g.status === 'ACTIVE' && (!prizeMode || g.prizeModes.includes(prizeMode)),
  );
  const last = new Map((await latestResults(db, merchantId)).map((d) => [d.game_id, d]));
  return games.flatMap((g) => {
    const d = last.get(g.id);
    return d ? [{ ...resultOf(g.code, d), name: pickText(g.name, lang) }] : [];
  });
}

/** How far back the public history reaches (the latest results of a game); the operator's calendar sees all. */
export const HISTORY_MAX = 1_000;

/** `/lotto/lgw/games/opened/numero`: a game's latest results (up to `HISTORY_MAX`), the latest first, paged. */
export async function resultHistory(db: Db, merchantId: number, gameCode: string, page: Page): Promise<LotteryHistoryPage> {
  const g = await gameByCode(db, merchantId, gameCode);
  const latest = sql`
    select id, game_id, draw_no, status, opens_at, closes_at, draw_at, numbers, result_version
      from lottery_draws where game_id = ${g.id} and status in ('DRAWN', 'SETTLED')
     order by draw_at desc limit ${HISTORY_MAX}`;
  const rows = await rowsOf<DrawRow>(db, sql`select * from (${latest}) h order by draw_at desc ${pageClause(page)}`);
  const [count] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n from (${latest}) h`);
  return { list: rows.map((d) => resultOf(g.code, d)), ...page, total: toInt(count?.n) };
}

/** A draw of a game by number, or 404 `LOTTERY_DRAW_NOT_FOUND`. */
export async function drawOfGame(db: Db, gameId: number, drawNo: string) {
  const [d] = await rowsOf<DrawRow & { server_seed: string; server_seed_hash: string }>(
    db,
    sql`
      select id, game_id, draw_no, status, opens_at, closes_at, draw_at, numbers, result_version, server_seed, server_seed_hash
        from lottery_draws where game_id = ${gameId} and draw_no = ${drawNo}`,
  );
  if (!d) throw new AppError('LOTTERY_DRAW_NOT_FOUND', 'This game has no such draw');
  return d;
}

/**
 * A draw's verify data: the seed's hash always, the seed once the draw is settled or cancelled,
 * and whether the current numbers are the seed's (an operator's correction of an official result
 * is not; a house or simulated-feed result is).
 */
export async function verifyDraw(db: Db, merchantId: number, gameCode: string, drawNo: string): Promise<LotteryVerify> {
  const g = await gameByCode(db, merchantId, gameCode);
  const d = await drawOfGame(db, g.id, drawNo);
  const revealed = seedRevealed(d.status);
  const [source] = await rowsOf<{ source: LotteryResultSource }>(
    db,
    sql`select source from lottery_results where draw_id = ${toInt(d.id)} and version = ${d.result_version}`,
  );
  const matches =
    revealed && d.numbers ? numbersOfSeed(g.family, d.server_seed, g.code, d.draw_no).join(',') === d.numbers.join(',') : null;
  return {
    gameCode: g.code,
    family: g.family,
    drawNo: d.draw_no,
    status: d.status,
    drawAt: toIso(d.draw_at),
    serverSeedHash: d.server_seed_hash,
    serverSeed: revealed ? d.server_seed : null,
    clientSeed: g.code,
    nonce: nonceOf(d.draw_no),
    numbers: d.numbers,
    resultVersion: d.result_version,
    resultSource: source?.source ?? null,
    matchesSeed: matches,
  };
}
