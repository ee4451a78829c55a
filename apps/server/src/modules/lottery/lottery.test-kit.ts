import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { LotteryBetLine, LotteryFamily } from '@jade/contract/lottery';
import { numbersOfSeed } from './lottery.feed';
import * as lottery from './lottery.service';
import { injectTransport, vendorWallet, type WalletTransport } from '../gameserver/gameserver.service';

/** Test support of the lottery's bets: open vendors, a draw taking bets, slips and counts. */
type Rows<T> = { rows: T[] };

export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'];

/** Takes the lottery vendors out of maintenance in this test's database (the demo keeps them in it). */
export async function openVendors(app: FastifyInstance) {
  await app.db.execute(sql`update vendors set maintenance = false where code in ('TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT')`);
}

export async function count(app: FastifyInstance, q: ReturnType<typeof sql>) {
  return Number(((await app.db.execute(q)) as unknown as Rows<{ n: unknown }>).rows[0]!.n);
}

/**
 * A draw of `gameCode` taking bets now (the next one opened early when the current one is in its
 * closing seconds), its close moved `closesInMs` ahead and its draw 30 s after, so a test is not at
 * the mercy of the real cycle. Answers its number and id.
 */
export async function openDraw(app: FastifyInstance, gameCode: string, closesInMs = 10 * 60_000) {
  await lottery.runDraws(app.lottery, lottery.simulatedFeed);
  const closes = new Date(Date.now() + closesInMs);
  const res = (await app.db.execute(sql`
    update lottery_draws set status = 'OPEN', opens_at = least(opens_at, now()), closes_at = ${closes.toISOString()}::timestamptz,
           draw_at = ${new Date(closes.getTime() + 30_000).toISOString()}::timestamptz
     where id = (select d.id from lottery_draws d join lottery_games g on g.id = d.game_id
                  where g.code = ${gameCode} and d.status in ('OPEN', 'SCHEDULED') and d.draw_at > now()
                  order by d.draw_at limit 1)
    returning id, draw_no`)) as unknown as Rows<{ id: unknown; draw_no: string }>;
  const d = res.rows[0];
  if (!d) throw new Error(`no open draw of ${gameCode}`);
  return { id: Number(d.id), drawNo: d.draw_no, closesAt: closes, drawAt: new Date(closes.getTime() + 30_000) };
}

export const newKey = () => randomBytes(9).toString('base64url');

export type SlipBody = {
  gameCode: string;
  drawNo: string;
  unit: number;
  multiplier: number;
  lines: LotteryBetLine[];
  clientKey: string;
};

export function placeSlip(app: FastifyInstance, headers: Record<string, string>, body: SlipBody) {
  return app.inject({ method: 'POST', url: '/lgw/vn/bets', headers, payload: body });
}

/** The lottery's money moves of a member in the ledger: what its wallet sent (stakes) and received (wins, refunds). */
export async function ledgerOf(app: FastifyInstance, memberId: number) {
  const res = (await app.db.execute(sql`
    select coalesce(sum(case when a.id = t.from_account_id then t.amount else 0 end), 0) as sent,
           coalesce(sum(case when a.id = t.to_account_id then t.amount else 0 end), 0) as received,
           count(*) as n
      from ledger_transfers t join ledger_accounts a on a.code = ${`wallet:${memberId}`}
     where (a.id = t.from_account_id or a.id = t.to_account_id) and t.reference like 'LOT-%'`)) as unknown as Rows<{
    sent: unknown;
    received: unknown;
    n: unknown;
  }>;
  const r = res.rows[0]!;
  return { sent: Number(r.sent), received: Number(r.received), transfers: Number(r.n) };
}

/** What the lottery's tables hold (slips, lines, liabilities): "nothing written" compares two of these. */
export async function lotteryRows(app: FastifyInstance) {
  return {
    slips: await count(app, sql`select count(*) as n from lottery_slips`),
    lines: await count(app, sql`select count(*) as n from lottery_lines`),
    exposure: await count(app, sql`select coalesce(sum(liability), 0) as n from lottery_exposure`),
  };
}

/** The network from the lottery to the wallet, with faults injected per call kind (rollback, credit, debit). */
export type Fault = 'ok' | 'down' | 'drop-answer';
export function faultyWallet(app: FastifyInstance) {
  const faults: Record<string, Fault[]> = {};
  const calls: string[] = [];
  const transport: WalletTransport = async (path, body, headers) => {
    const kind = path.split('/').pop()!;
    calls.push(kind);
    const fault = faults[kind]?.shift();
    if (fault === 'down') throw new Error(`injected: ${kind} down`);
    const res = await injectTransport(app)(path, body, headers);
    if (fault === 'drop-answer') throw new Error(`injected: answer of ${kind} lost`);
    return res;
  };
  app.lottery.wallet = vendorWallet(app, () => transport);
  return {
    calls,
    /** The next calls of a kind fail so (the client retries 3 times: 3 × 'down' is a wallet out of reach). */
    fail: (kind: string, ...f: Fault[]) => (faults[kind] = f),
  };
}

/** The seed's numbers of a draw (the house draw it committed to), known to the test before the draw. */
export async function numbersOfDraw(app: FastifyInstance, drawId: number) {
  const res = (await app.db.execute(sql`
    select d.server_seed, d.draw_no, g.code, g.family from lottery_draws d join lottery_games g on g.id = d.game_id
     where d.id = ${drawId}`)) as unknown as Rows<{ server_seed: string; draw_no: string; code: string; family: LotteryFamily }>;
  const d = res.rows[0]!;
  return numbersOfSeed(d.family, d.server_seed, d.code, d.draw_no);
}
