import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LotteryDrawStatus, LotteryResultSource, OpsLotteryDraw } from '@jade/contract/lottery';
import { drawOf } from '@jade/engines/lottery/calendar';
import { isDrawOf } from '@jade/engines/lottery/layouts';
import { hashServerSeed } from '@jade/engines/rng';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { pageClause, type Page } from '../../db/paging';
import { AppError, invalidField } from '../../lib/app-error';
import { gameByCode, type LotteryGame } from './lottery.games';
import { seedRevealed } from './lottery.reads';
import { settleDrawTickets } from './lottery.settle';
import { lotteryDraws } from './lottery.tables';
import { rowsOf } from '../../db/rows';

type Ts = Date | string;
type Row = {
  id: unknown;
  draw_no: string;
  status: LotteryDrawStatus;
  opens_at: Ts;
  closes_at: Ts;
  draw_at: Ts;
  server_seed: string;
  server_seed_hash: string;
  numbers: string[] | null;
  result_version: number;
  drawn_at: Ts | null;
  settled_at: Ts | null;
  cancelled_at: Ts | null;
  cancel_reason: string | null;
};
const COLUMNS = sql.raw(
  'id, draw_no, status, opens_at, closes_at, draw_at, server_seed, server_seed_hash, numbers, result_version, drawn_at, settled_at, cancelled_at, cancel_reason',
);
const isoOrNull = (v: Ts | null) => (v ? toIso(v) : null);

/** The draws as the operator sees them, each with every result version it was given. */
async function present(db: Db, code: string, rows: Row[]): Promise<OpsLotteryDraw[]> {
  const ids = rows.map((r) => toInt(r.id));
  const versions = ids.length
    ? await rowsOf<{ draw_id: unknown; version: number; numbers: string[]; source: LotteryResultSource; created_at: Ts }>(
        db,
        sql`
          select draw_id, version, numbers, source, created_at from lottery_results
           where draw_id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )}) order by draw_id, version`,
      )
    : [];
  return rows.map((r) => ({
    gameCode: code,
    drawNo: r.draw_no,
    status: r.status,
    opensAt: toIso(r.opens_at),
    closesAt: toIso(r.closes_at),
    drawAt: toIso(r.draw_at),
    serverSeedHash: r.server_seed_hash,
    serverSeed: seedRevealed(r.status) ? r.server_seed : null,
    numbers: r.numbers,
    resultVersion: r.result_version,
    drawnAt: isoOrNull(r.drawn_at),
    settledAt: isoOrNull(r.settled_at),
    cancelledAt: isoOrNull(r.cancelled_at),
    cancelReason: r.cancel_reason,
    results: versions
      .filter((v) => toInt(v.draw_id) === toInt(r.id))
      .map((v) => ({ version: v.version, numbers: v.numbers, source: v.source, createdAt: toIso(v.created_at) })),
  }));
}

/** The draw calendar of a game: its draws, the latest first (the materialized ones ahead included), paged. */
export async function drawCalendar(
  db: Db,
  merchantId: number,
  code: string,
  q: Page & { status?: LotteryDrawStatus | undefined },
) {
  const g = await gameByCode(db, merchantId, code);
  const where = sql`game_id = ${g.id}${q.status ? sql` and status = ${q.status}` : sql``}`;
  const rows = await rowsOf<Row>(
    db,
    sql`select ${COLUMNS} from lottery_draws where ${where} order by draw_at desc ${pageClause(q)}`,
  );
  const [count] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n from lottery_draws where ${where}`);
  return { list: await present(db, g.code, rows), pageNo: q.pageNo, pageSize: q.pageSize, total: toInt(count?.n) };
}

async function findDraw(db: Db, g: LotteryGame, drawNo: string, lock = false) {
  const [row] = await rowsOf<Row>(
    db,
    sql`select ${COLUMNS} from lottery_draws where game_id = ${g.id} and draw_no = ${drawNo}${lock ? sql` for update` : sql``}`,
  );
  return row ?? null;
}

/** One draw as the operator sees it (404 when the game has no such draw yet). */
export async function drawView(db: Db, merchantId: number, code: string, drawNo: string) {
  const g = await gameByCode(db, merchantId, code);
  const row = await findDraw(db, g, drawNo);
  return row ? (await present(db, g.code, [row]))[0]! : null;
}

/**
 * Cancels a draw not drawn yet. A draw of the calendar that is not materialized yet (further
 * ahead than the job's horizon) is created first, so a day can be cancelled in advance; a number
 * that is not one of the game's draws is 404. A drawn, settled or cancelled draw is 409.
 */
export async function cancelDraw(tx: Db, merchantId: number, code: string, drawNo: string, reason: string, now: Date) {
  const g = await gameByCode(tx, merchantId, code);
  const planned = drawOf(g.schedule, drawNo);
  const existing = await findDraw(tx, g, drawNo, true);
  if (!existing) {
    if (!planned) throw new AppError('LOTTERY_DRAW_NOT_FOUND', 'This game has no such draw');
    if (planned.drawAt <= now) throw new AppError('LOTTERY_DRAW_STATE', 'This draw is past and was never held');
    const serverSeed = randomBytes(32).toString('hex');
    await tx
      .insert(lotteryDraws)
      .values({ merchantId, gameId: g.id, ...planned, serverSeed, serverSeedHash: hashServerSeed(serverSeed) })
      .onConflictDoNothing();
  }
  const [row] = await rowsOf<Row>(
    tx,
    sql`
      update lottery_draws set status = 'CANCELLED', cancelled_at = ${now.toISOString()}::timestamptz, cancel_reason = ${reason}
       where game_id = ${g.id} and draw_no = ${drawNo} and status in ('SCHEDULED', 'OPEN', 'CLOSED')
      returning ${COLUMNS}`,
  );
  if (!row) throw new AppError('LOTTERY_DRAW_STATE', 'Only a draw not drawn yet can be cancelled');
  return (await present(tx, g.code, [row]))[0]!;
}

/**
 * Enters the numbers of a closed official draw past its time (version 1), or corrects those of a
 * drawn or settled one (the next version; the draw keeps its status and every earlier version
 * stays in `lottery_results`; a settled draw's slips are judged again at once, and the lottery job
 * resettles their wins with the wallet). House games take no numbers but their seed's (409); numbers not of
 * the game's layout, or the same as the current ones, are 400. The draw's row is locked, so an
 * entry and the feed (or two operators) never both write version 1.
 */
export async function setResult(tx: Db, merchantId: number, code: string, drawNo: string, numbers: string[], now: Date) {
  const g = await gameByCode(tx, merchantId, code);
  if (g.source === 'HOUSE') throw new AppError('LOTTERY_HOUSE_DRAW', "A house game's numbers come only from its seed");
  if (!isDrawOf(g.family, numbers)) throw invalidField('numbers', `not a ${g.family} result`);
  const d = await findDraw(tx, g, drawNo, true);
  if (!d) throw new AppError('LOTTERY_DRAW_NOT_FOUND', 'This game has no such draw');
  const entering = d.status === 'CLOSED' && new Date(d.draw_at) <= now;
  const correcting = d.status === 'DRAWN' || d.status === 'SETTLED';
  if (!entering && !correcting)
    throw new AppError('LOTTERY_DRAW_STATE', 'Results are entered after the draw time, before cancellation');
  if (correcting && d.numbers?.join(',') === numbers.join(',')) throw invalidField('numbers', 'the same as the current result');
  const version = d.result_version + 1;
  const json = JSON.stringify(numbers);
  const [row] = await rowsOf<Row>(
    tx,
    sql`
      update lottery_draws
         set numbers = ${json}::jsonb, result_version = ${version},
             status = case when status = 'CLOSED' then 'DRAWN' else status end,
             drawn_at = coalesce(drawn_at, ${now.toISOString()}::timestamptz)
       where id = ${toInt(d.id)} and result_version = ${d.result_version}
      returning ${COLUMNS}`,
  );
  await tx.execute(sql`
    insert into lottery_results (draw_id, version, numbers, source) values (${toInt(d.id)}, ${version}, ${json}::jsonb, 'OPERATOR')`);
  // A settled draw's slips are judged again on the new numbers now; the job tells the wallet.
  if (d.status === 'SETTLED') await settleDrawTickets(tx, { id: toInt(d.id), resultVersion: version }, now, 'resettle');
  return (await present(tx, g.code, [row!]))[0]!;
}
