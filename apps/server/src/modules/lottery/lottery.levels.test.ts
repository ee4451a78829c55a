import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { LotteryBetLine, LotterySlip } from '@jade/contract/lottery';
import type { SettlementPage } from '@jade/contract/agents';
import { DEFAULT_ODDS } from '@jade/engines/lottery/odds';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import { balanceOf, fundedMember } from '../../test/money';
import * as agents from '../agents/agents.service';
import * as members from '../members/members.service';
import * as lottery from './lottery.service';
import { settleDrawTickets } from './lottery.settle';
import { count, newKey, numbersOfDraw, openDraw, openVendors, placeSlip } from './lottery.test-kit';

const app = await buildTestApp();
await openVendors(app);
const m = app.merchantId;
let n = 0;
const tag = Date.now().toString(36).slice(-5);

async function agent(type: number, uplineId?: number) {
  const a = await members.createAccount(app.db, {
    merchantId: m,
    username: `lv${tag}a${n++}`,
    password: 'Level2026x',
    type,
    ...(uplineId ? { uplineId } : {}),
  });
  return { ...a, headers: (await loginAs(app, a.username, 'Level2026x')).headers };
}

const setByAgent = (headers: Record<string, string>, username: string, level: unknown) =>
  app.inject({ method: 'PUT', url: `/wps/agent/team/members/${username}/prize-level`, headers, payload: { level } });
const setByOps = (username: string, level: unknown) =>
  app.inject({ method: 'PUT', url: `/ops/lottery/prize-levels/${username}`, headers: opsHeaders, payload: { level } });
const levelOf = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/lgw/vn/prize-level', headers })).json().value.level as number;

/** Top agent T (9,900), its sub-agent A (9,800); member m1 under T (9,700), m2 under A (9,500). */
async function tree() {
  const top = await agent(1);
  const sub = await agent(2, top.id);
  const m1 = await fundedMember(app, { funds: 1_000_000, uplineId: top.id });
  const m2 = await fundedMember(app, { funds: 1_000_000, uplineId: sub.id });
  expect((await setByOps(top.username, 9_900)).statusCode).toBe(200);
  expect((await setByAgent(top.headers, sub.username, 9_800)).json().value.prizeLevel).toBe(9_800);
  expect((await setByAgent(top.headers, m1.username, 9_700)).statusCode).toBe(200);
  expect((await setByAgent(sub.headers, m2.username, 9_500)).statusCode).toBe(200);
  return { top, sub, m1, m2 };
}

describe('prize levels', () => {
  test('an agent sets its direct downlines’ levels, never above its own; others are not its to set', async () => {
    const { top, sub, m1, m2 } = await tree();
    expect(await levelOf(m1.headers)).toBe(9_700);
    expect(await levelOf(m2.headers)).toBe(9_500);
    // Above the agent's own level.
    const above = await setByAgent(sub.headers, m2.username, 9_900);
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ code: 'LOTTERY_LEVEL_ABOVE_UPLINE' });
    // A member further down, an account outside the team, an unknown name: the same answer.
    for (const name of [m2.username, 'demo01', 'nobody-here'])
      expect((await setByAgent(top.headers, name, 9_000)).json()).toMatchObject({ code: 'AGENT_MEMBER_NOT_FOUND' });
    // Not a level: off the step, out of range, not a number.
    for (const level of [9_805, 8_990, 10_010, '9800', null])
      expect((await setByAgent(top.headers, sub.username, level)).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    // A member is no agent: it sets nothing.
    expect((await setByAgent(m1.headers, m1.username, 9_000)).statusCode).toBe(403);
    expect(await levelOf(m2.headers)).toBe(9_500);
    // The team list shows each downline's level.
    const list = (await app.inject({ method: 'GET', url: '/wps/agent/team/members', headers: top.headers })).json().value.list;
    expect(Object.fromEntries(list.map((d: { username: string; prizeLevel: number }) => [d.username, d.prizeLevel]))).toEqual({
      [sub.username]: 9_800,
      [m1.username]: 9_700,
    });
    // Lowering an upline lowers every level of its team above the new one at once.
    expect((await setByOps(top.username, 9_600)).json().value).toEqual({ username: top.username, level: 9_600 });
    expect(await levelOf(m1.headers)).toBe(9_600);
    expect(await levelOf(sub.headers)).toBe(9_600);
    expect(await levelOf(m2.headers)).toBe(9_500);
    // The operator's change is audited; a refused one writes nothing.
    expect((await setByOps(sub.username, 9_700)).json()).toMatchObject({ code: 'LOTTERY_LEVEL_ABOVE_UPLINE' });
    expect((await setByOps('nobody-here', 9_700)).json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const audits = (await app.db.execute(
      sql`select before, after from audit_log where action = 'lottery.prize-level.set' and after->>'username' = ${top.username} order by id`,
    )) as unknown as { rows: { before: unknown; after: unknown }[] };
    expect(audits.rows).toEqual([
      { before: { username: top.username, level: 10_000 }, after: { username: top.username, level: 9_900 } },
      { before: { username: top.username, level: 9_900 }, after: { username: top.username, level: 9_600 } },
    ]);
    expect(await count(app, sql`select count(*) as n from audit_log where action = 'lottery.prize-level.set'`)).toBe(2);
  });

  test('a team moved under a lower upline takes its level at once', async () => {
    const { sub, m2 } = await tree();
    const low = await agent(1);
    expect((await setByOps(low.username, 9_200)).statusCode).toBe(200);
    const moved = await app.inject({
      method: 'PUT',
      url: `/ops/accounts/${sub.username}/upline`,
      headers: opsHeaders,
      payload: { uplineUsername: low.username },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await levelOf(sub.headers)).toBe(9_200);
    expect(await levelOf(m2.headers)).toBe(9_200);
  });

  test('a slip is sold at the member’s level and pays at it; the agents’ rebate is the level difference, paid once', async () => {
    const { top, sub, m1, m2 } = await tree();
    const d = await openDraw(app, 'LOTT_5D_5M', 40 * 60_000);
    const numbers = await numbersOfDraw(app, d.id);
    const win: LotteryBetLine = { type: 'DIGIT', picks: [[numbers[0]!]], position: 0 };
    const slips: LotterySlip[] = [];
    for (const b of [m1, m2]) {
      const res = await placeSlip(app, b.headers, {
        gameCode: 'LOTT_5D_5M',
        drawNo: d.drawNo,
        unit: 1_000,
        multiplier: 1,
        lines: [win],
        clientKey: newKey(),
      });
      expect(res.statusCode, res.body).toBe(200);
      slips.push(res.json().value.slip);
    }
    expect(slips.map((s) => s.level)).toEqual([9_700, 9_500]);
    await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(d.drawAt.getTime() + 1_000));
    // 9.50× at 97 % is 9.21×, at 95 % 9.02×.
    const odds = DEFAULT_ODDS.FAST_5D.DIGIT!;
    expect(Math.floor((odds * 9_700) / 10_000)).toBe(921);
    expect(await balanceOf(app, m1.headers)).toBe(1_000_000 - 1_000 + 9_210);
    expect(await balanceOf(app, m2.headers)).toBe(1_000_000 - 1_000 + 9_020);

    // After the sales T lowers A to m2's level: the rebate counts the levels at the sale, so A's
    // share stays A's (read now, it would all go to T).
    expect((await setByAgent(top.headers, sub.username, 9_500)).statusCode).toBe(200);
    // The day is claimed only ten minutes after its end (a settlement may still be committing).
    const settledAt = await app.db.execute(sql`select max(settled_at) as at from lottery_slips where draw_id = ${d.id}`);
    const at = new Date((settledAt as unknown as { rows: { at: string | Date }[] }).rows[0]!.at);
    const dayEnd = agents.periodAt('LOTTERY_REBATE', null, at, 0).end;
    await agents.settleDue(app.db, m, 'NPR', new Date(dayEnd.getTime() + 5 * 60_000));
    expect(await count(app, sql`select count(*) as n from ledger_transfers where reason = 'lottery.rebate'`)).toBe(0);
    // The day's rebate: T gets (9,900 − 9,700) of m1's stake and (9,900 − 9,800) of m2's; A (9,800 − 9,500) of m2's.
    const tomorrow = new Date(dayEnd.getTime() + 11 * 60_000);
    await agents.settleDue(app.db, m, 'NPR', tomorrow);
    const income = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/wps/agent/settlements?kind=LOTTERY_REBATE', headers })).json()
        .value as SettlementPage;
    const t = await income(top.headers);
    const a = await income(sub.headers);
    expect(t.list).toHaveLength(1);
    expect(t.list[0]).toMatchObject({ kind: 'LOTTERY_REBATE', volume: 2_000, rate: 9_900, amount: 20 + 10 });
    expect(t.list[0]!.lines).toEqual([{ agent: sub.username, volume: 1_000, rate: 9_500, amount: 30 }]);
    expect(a.list[0]).toMatchObject({ kind: 'LOTTERY_REBATE', volume: 1_000, rate: 9_500, amount: 30 });
    expect(await balanceOf(app, top.headers)).toBe(30);
    expect(await balanceOf(app, sub.headers)).toBe(30);
    // Again, and from a second caller at once: nothing more.
    await Promise.all([agents.settleDue(app.db, m, 'NPR', tomorrow), agents.settleDue(app.db, m, 'NPR', tomorrow)]);
    expect((await income(top.headers)).list).toHaveLength(1);
    expect(await balanceOf(app, top.headers)).toBe(30);
    expect(await count(app, sql`select count(*) as n from ledger_transfers where reason = 'lottery.rebate'`)).toBe(2);
    // The draw's result corrected the next day: its slips are judged again, their day stays the
    // day they were counted on, and no rebate is paid again.
    await app.db.execute(sql`update lottery_draws set result_version = result_version + 1 where id = ${d.id}`);
    const version = await count(app, sql`select result_version as n from lottery_draws where id = ${d.id}`);
    await app.db.transaction((tx) => settleDrawTickets(tx, { id: d.id, resultVersion: version }, tomorrow, 'resettle'));
    await agents.settleDue(app.db, m, 'NPR', new Date(tomorrow.getTime() + 86_400_000));
    expect(await count(app, sql`select count(*) as n from ledger_transfers where reason = 'lottery.rebate'`)).toBe(2);
    expect(await balanceOf(app, top.headers)).toBe(30);
  });
});
