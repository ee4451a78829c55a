import { sql } from 'drizzle-orm';
import type { LotteryBetLine, LotteryChase, LotteryChaseStatus, LotterySlipStatus } from '@jade/contract/lottery';
import type { Db } from '../../db/client';
import { toInt, toIso } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { pageClause, type Page } from '../../db/paging';
import { rowsOf } from '../../db/rows';

type Ts = Date | string;

type ChaseRow = {
  id: unknown;
  member_id: number;
  code: string;
  status: LotteryChaseStatus;
  end_reason: string | null;
  unit: unknown;
  multipliers: number[];
  stop_on_win: boolean;
  lines: LotteryBetLine[];
  created_at: Ts;
  ended_at: Ts | null;
};
type DrawRow = {
  id: unknown;
  client_key: string;
  draw_no: string;
  multiplier: number;
  status: LotterySlipStatus;
  total: unknown;
  win: unknown;
};

const COLUMNS = sql.raw(`c.id, c.member_id, g.code, c.status, c.end_reason, c.unit, c.multipliers, c.stop_on_win, c.lines,
  c.created_at, c.ended_at`);
const FROM = sql.raw('lottery_chases c join lottery_games g on g.id = c.game_id');

/** Chases as their member sees them, each with its draws' slips (one read for the page's slips). */
async function present(db: Db, chases: ChaseRow[]): Promise<LotteryChase[]> {
  const slips = chases.length
    ? await rowsOf<DrawRow>(
        db,
        sql`
          select s.id, s.client_key, d.draw_no, s.multiplier, s.status, s.total, s.win
            from lottery_slips s join lottery_draws d on d.id = s.draw_id
           where (s.member_id, s.client_key) in (${sql.join(
             chases.flatMap((c) => c.multipliers.map((_, k) => sql`(${c.member_id}::int, ${`chase:${toInt(c.id)}:${k}`})`)),
             sql`, `,
           )}) order by s.id`,
      )
    : [];
  return chases.map((c) => {
    const prefix = `chase:${toInt(c.id)}:`;
    const draws = slips
      .filter((s) => s.client_key.startsWith(prefix))
      .map((s) => ({
        slipId: toInt(s.id),
        drawNo: s.draw_no,
        multiplier: s.multiplier,
        status: s.status,
        total: toInt(s.total),
        win: s.status === 'SETTLED' && s.win !== null ? toInt(s.win) : null,
      }));
    const taken = draws.filter((d) => d.status === 'OPEN' || d.status === 'SETTLED');
    return {
      chaseId: toInt(c.id),
      gameCode: c.code,
      status: c.status,
      endReason: c.end_reason,
      unit: toInt(c.unit),
      multipliers: c.multipliers,
      stopOnWin: c.stop_on_win,
      lines: c.lines,
      staked: taken.reduce((n, d) => n + d.total, 0),
      won: taken.reduce((n, d) => n + (d.win ?? 0), 0),
      createdAt: toIso(c.created_at),
      endedAt: c.ended_at ? toIso(c.ended_at) : null,
      draws,
    };
  });
}

/** One chase. */
export async function chaseView(db: Db, chaseId: number): Promise<LotteryChase> {
  const rows = await rowsOf<ChaseRow>(db, sql`select ${COLUMNS} from ${FROM} where c.id = ${chaseId}::bigint`);
  if (!rows[0]) throw new AppError('LOTTERY_CHASE_NOT_FOUND', 'No such chase');
  return (await present(db, rows))[0]!;
}

/** The member's chases, the latest first, paged; `active` = still playing, `ended` = the rest. */
export async function myChases(
  db: Db,
  merchantId: number,
  memberId: number,
  q: Page & { state?: 'active' | 'ended' | undefined },
) {
  const where = sql`c.merchant_id = ${merchantId} and c.member_id = ${memberId}${
    q.state === 'active' ? sql` and c.status = 'ACTIVE'` : q.state === 'ended' ? sql` and c.status <> 'ACTIVE'` : sql``
  }`;
  const rows = await rowsOf<ChaseRow>(db, sql`select ${COLUMNS} from ${FROM} where ${where} order by c.id desc ${pageClause(q)}`);
  const [count] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n from lottery_chases c where ${where}`);
  return { list: await present(db, rows), pageNo: q.pageNo, pageSize: q.pageSize, total: toInt(count?.n) };
}
