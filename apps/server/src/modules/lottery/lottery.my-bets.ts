import { sql } from 'drizzle-orm';
import type {
  LotteryBetType,
  LotteryDrawStatus,
  LotteryFamily,
  LotteryPlaceSlip,
  LotterySlip,
  LotterySlipStatus,
} from '@jade/contract/lottery';
import { ticketCount } from '@jade/engines/lottery/bets';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { pageClause, type Page } from '../../db/paging';
import type { lotterySlips } from './lottery.bets.tables';
import { rowsOf } from '../../db/rows';

type Ts = Date | string;

type SlipRow = {
  id: unknown;
  code: string;
  draw_no: string;
  draw_status: LotteryDrawStatus;
  numbers: string[] | null;
  status: LotterySlipStatus;
  unit: unknown;
  multiplier: number;
  tickets: number;
  total: unknown;
  prize_level: number;
  win: unknown;
  created_at: Ts;
  settled_at: Ts | null;
  refunded_at: Ts | null;
};
type LineRow = {
  slip_id: unknown;
  type: LotteryBetType;
  picks: string[][];
  position: number | null;
  tickets: number;
  winning: number | null;
  hits: string[] | null;
  win: unknown;
};

const SLIP_COLUMNS = sql.raw(`s.id, g.code, d.draw_no, d.status as draw_status, d.numbers, s.status, s.unit, s.multiplier,
  s.tickets, s.total, s.prize_level, s.win, s.created_at, s.settled_at, s.refunded_at`);
const FROM = sql.raw('lottery_slips s join lottery_draws d on d.id = s.draw_id join lottery_games g on g.id = s.game_id');

/** Slips as their member sees them, each with its lines (one read for every line of the page). */
async function present(db: Db, slips: SlipRow[]): Promise<LotterySlip[]> {
  const ids = slips.map((s) => toInt(s.id));
  const lines = ids.length
    ? await rowsOf<LineRow>(
        db,
        sql`
          select slip_id, type, picks, position, tickets, winning, hits, win from lottery_lines
           where slip_id in (${sql.join(
             ids.map((id) => sql`${id}::bigint`),
             sql`, `,
           )}) order by slip_id, line_no`,
      )
    : [];
  const settled = (s: SlipRow) => s.status === 'SETTLED';
  return slips.map((s) => ({
    slipId: toInt(s.id),
    gameCode: s.code,
    drawNo: s.draw_no,
    drawStatus: s.draw_status,
    numbers: s.draw_status === 'DRAWN' || s.draw_status === 'SETTLED' ? s.numbers : null,
    status: s.status,
    unit: toInt(s.unit),
    multiplier: s.multiplier,
    tickets: s.tickets,
    total: toInt(s.total),
    level: toInt(s.prize_level),
    win: settled(s) && s.win !== null ? toInt(s.win) : null,
    createdAt: toIso(s.created_at),
    settledAt: s.settled_at ? toIso(s.settled_at) : null,
    refundedAt: s.refunded_at ? toIso(s.refunded_at) : null,
    lines: lines
      .filter((l) => toInt(l.slip_id) === toInt(s.id))
      .map((l) => ({
        type: l.type,
        picks: l.picks,
        position: l.position,
        tickets: l.tickets,
        winning: settled(s) ? l.winning : null,
        hits: settled(s) ? l.hits : null,
        win: settled(s) && l.win !== null ? toInt(l.win) : null,
      })),
  }));
}

/** One slip (of its member). */
export async function slipView(db: Db, slipId: number): Promise<LotterySlip> {
  const rows = await rowsOf<SlipRow>(db, sql`select ${SLIP_COLUMNS} from ${FROM} where s.id = ${slipId}::bigint`);
  return (await present(db, rows))[0]!;
}

/**
 * My bets: the member's slips, the latest first, paged (the member's index read backwards);
 * `open` = still waiting for the draw, `settled` = settled or refunded.
 */
export async function mySlips(
  db: Db,
  merchantId: number,
  memberId: number,
  q: Page & { state?: 'open' | 'settled' | undefined; gameCode?: string | undefined },
) {
  const where = sql`s.merchant_id = ${merchantId} and s.member_id = ${memberId}${
    q.state === 'open'
      ? sql` and s.status in ('PENDING', 'OPEN')`
      : q.state === 'settled'
        ? sql` and s.status in ('SETTLED', 'REFUNDED')`
        : sql``
  }${q.gameCode ? sql` and g.code = ${q.gameCode}` : sql``}`;
  const rows = await rowsOf<SlipRow>(
    db,
    sql`select ${SLIP_COLUMNS} from ${FROM} where ${where} order by s.id desc ${pageClause(q)}`,
  );
  const [count] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n from ${FROM} where ${where}`);
  return { list: await present(db, rows), pageNo: q.pageNo, pageSize: q.pageSize, total: toInt(count?.n) };
}

/** A slip just placed as my bets shows it, from what the bet wrote (no read back). */
export function placedView(
  slip: typeof lotterySlips.$inferSelect,
  code: string,
  drawNo: string,
  family: LotteryFamily,
  input: LotteryPlaceSlip,
): LotterySlip {
  return {
    slipId: slip.id,
    gameCode: code,
    drawNo,
    drawStatus: 'OPEN',
    numbers: null,
    status: 'OPEN',
    unit: slip.unit,
    multiplier: slip.multiplier,
    tickets: slip.tickets,
    total: slip.total,
    level: slip.prizeLevel,
    win: null,
    createdAt: toIso(slip.createdAt),
    settledAt: null,
    refundedAt: null,
    lines: input.lines.map((l) => ({
      type: l.type,
      picks: l.picks,
      position: l.position ?? null,
      tickets: ticketCount(family, l),
      winning: null,
      hits: null,
      win: null,
    })),
  };
}
