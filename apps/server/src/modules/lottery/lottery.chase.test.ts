import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { LotteryChase } from '@jade/contract/lottery';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import * as lottery from './lottery.service';
import { count, ledgerOf, lotteryRows, newKey, numbersOfDraw, openDraw, openVendors } from './lottery.test-kit';

const app = await buildTestApp();
await openVendors(app);

// Each test that plays draws has a game of its own: playing moves that game's clock ahead.
const GAME = 'LOTT_VN_5M';
const FUNDS = 100_000;
type Member = Awaited<ReturnType<typeof fundedMember>>;
type Rows<T> = { rows: T[] };

const chase = (m: Member, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/lgw/vn/chases', headers: m.headers, payload: body });
const cancel = (m: Member, chaseId: number) =>
  app.inject({ method: 'POST', url: `/lgw/vn/chases/${chaseId}/cancel`, headers: m.headers });
const mine = async (m: Member) =>
  (await app.inject({ method: 'GET', url: '/lgw/vn/chases', headers: m.headers })).json().value.list as LotteryChase[];

/** A chase body on a draw taking bets now: LO2 on `picks`, unit 100, one ticket a pick. */
const body = (drawNo: string, picks: string[], over: Record<string, unknown> = {}) => ({
  gameCode: GAME as string,
  drawNo,
  unit: 100,
  multipliers: [1, 1, 1],
  stopOnWin: false,
  lines: [{ type: 'LO2', picks: [picks] }],
  clientKey: newKey(),
  ...over,
});

/** The last two digits of every number of a draw (what an LO2 pick is judged against). */
async function tailsOf(drawId: number) {
  return new Set((await numbersOfDraw(app, drawId)).map((n) => n.slice(-2)));
}
const twoDigits = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/**
 * Plays the draw of a chase's last slip as the job would: a run one second after its draw time,
 * then one once the game's next draw has opened (between a close and the next opening no draw
 * takes bets, and the chase waits for one).
 */
async function playLastDraw(chaseId: number) {
  const res = (await app.db.execute(sql`
    select d.draw_at, d.game_id from lottery_slips s join lottery_draws d on d.id = s.draw_id
     where s.client_key like ${`chase:${chaseId}:%`} order by s.id desc limit 1`)) as unknown as Rows<{
    draw_at: Date | string;
    game_id: number;
  }>;
  const at = new Date(new Date(res.rows[0]!.draw_at).getTime() + 1_000);
  await lottery.runDraws(app.lottery, lottery.simulatedFeed, at);
  const next = (await app.db.execute(sql`
    select opens_at from lottery_draws where game_id = ${res.rows[0]!.game_id} and closes_at > ${at.toISOString()}::timestamptz
       and status in ('SCHEDULED', 'OPEN') order by closes_at limit 1`)) as unknown as Rows<{ opens_at: Date | string }>;
  const opens = new Date(next.rows[0]!.opens_at).getTime() + 1_000;
  if (opens > at.getTime()) await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(opens));
}

describe('number chase', () => {
  test.skipIf(app.dbKind !== 'postgres')('two nodes moving the same chase at once place its next draw once', async () => {
    const d = await openDraw(app, 'LOTT_VN_1M');
    const m = await fundedMember(app, { funds: FUNDS });
    const c = (await chase(m, body(d.drawNo, ['01'], { gameCode: 'LOTT_VN_1M' }))).json().value as LotteryChase;
    await lottery.runDraws(app.lottery, lottery.simulatedFeed, new Date(d.drawAt.getTime() + 1_000));
    const next = (await app.db.execute(sql`
      select opens_at from lottery_draws d join lottery_games g on g.id = d.game_id
       where g.code = 'LOTT_VN_1M' and d.status in ('SCHEDULED', 'OPEN') order by d.closes_at limit 1`)) as unknown as Rows<{
      opens_at: Date | string;
    }>;
    const at = new Date(Math.max(d.drawAt.getTime(), new Date(next.rows[0]!.opens_at).getTime()) + 1_000);
    await Promise.all([
      lottery.runDraws(app.lottery, lottery.simulatedFeed, at),
      lottery.runDraws(app.lottery, lottery.simulatedFeed, at),
    ]);
    const [now] = await mine(m);
    expect(now!.draws).toHaveLength(2);
    expect(now!.chaseId).toBe(c.chaseId);
    const won = now!.draws[0]!.win ?? 0;
    expect(await balanceOf(app, m.headers)).toBe(FUNDS - 200 + won);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 200, received: won });
  });

  test('takes the first draw’s stake at once and each next one after the draw before is settled and paid, then is done', async () => {
    const d = await openDraw(app, GAME);
    const tails = await tailsOf(d.id);
    const losing = twoDigits.find((t) => !tails.has(t))!;
    const m = await fundedMember(app, { funds: FUNDS });
    const b = body(d.drawNo, [losing], { multipliers: [1, 2, 4] });
    const res = await chase(m, b);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().value as LotteryChase;
    expect(c).toMatchObject({ status: 'ACTIVE', staked: 100, won: 0, multipliers: [1, 2, 4] });
    expect(c.draws.map((x) => [x.drawNo, x.multiplier, x.status, x.total])).toEqual([[d.drawNo, 1, 'OPEN', 100]]);
    expect(await balanceOf(app, m.headers)).toBe(FUNDS - 100);

    // The same request again (a retry, a second tab) answers the same chase and takes nothing more;
    // the same key with other terms is refused.
    expect((await chase(m, b)).json().value.chaseId).toBe(c.chaseId);
    expect((await chase(m, { ...b, stopOnWin: true })).json().code).toBe('LOTTERY_SLIP_KEY_REUSED');
    expect(await balanceOf(app, m.headers)).toBe(FUNDS - 100);
    expect(await count(app, sql`select count(*) as n from lottery_chases where member_id = ${m.id}`)).toBe(1);

    // A run before the draw places nothing more.
    await lottery.runDraws(app.lottery, lottery.simulatedFeed);
    expect((await mine(m))[0]!.draws).toHaveLength(1);

    for (let k = 1; k <= 3; k++) await playLastDraw(c.chaseId);
    const [done] = await mine(m);
    expect(done!.status).toBe('DONE');
    expect(done!.draws.map((x) => [x.multiplier, x.total])).toEqual([
      [1, 100],
      [2, 200],
      [4, 400],
    ]);
    expect(new Set(done!.draws.map((x) => x.drawNo)).size).toBe(3);
    // Each draw the next one after the draw before.
    expect([...done!.draws.map((x) => x.drawNo)].sort()).toEqual(done!.draws.map((x) => x.drawNo));
    const won = done!.draws.reduce((n, x) => n + (x.win ?? 0), 0);
    expect(done).toMatchObject({ staked: 700, won });
    expect(await balanceOf(app, m.headers)).toBe(FUNDS - 700 + won);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 700, received: won });
  });

  test('stops on its first win when asked, and goes on when not', async () => {
    const d = await openDraw(app, 'LOTT_VN_3M');
    const [winning] = [...(await tailsOf(d.id))];
    const stopper = await fundedMember(app, { funds: FUNDS });
    const goer = await fundedMember(app, { funds: FUNDS });
    const on3 = { gameCode: 'LOTT_VN_3M' };
    const s = (await chase(stopper, body(d.drawNo, [winning!], { ...on3, stopOnWin: true }))).json().value as LotteryChase;
    const g = (await chase(goer, body(d.drawNo, [winning!], on3))).json().value as LotteryChase;
    await playLastDraw(s.chaseId);
    const [stopped] = await mine(stopper);
    expect(stopped).toMatchObject({ status: 'WON', staked: 100 });
    expect(stopped!.won).toBeGreaterThan(0);
    expect(stopped!.draws).toHaveLength(1);
    expect(await balanceOf(app, stopper.headers)).toBe(FUNDS - 100 + stopped!.won);
    const [going] = await mine(goer);
    expect(going).toMatchObject({ status: 'ACTIVE', chaseId: g.chaseId });
    expect(going!.draws).toHaveLength(2);
    // A later run takes nothing more from the chase that stopped.
    await playLastDraw(g.chaseId);
    expect((await mine(stopper))[0]!.draws).toHaveLength(1);
  });

  test('a cancel gives back the stake of the draw still taking bets and plays no more draws; only once, only by its member', async () => {
    const d = await openDraw(app, GAME);
    const m = await fundedMember(app, { funds: FUNDS });
    const other = await fundedMember(app, { funds: FUNDS });
    const c = (await chase(m, body(d.drawNo, ['07', '08']))).json().value as LotteryChase;
    expect(await balanceOf(app, m.headers)).toBe(FUNDS - 200);
    expect((await cancel(other, c.chaseId)).json().code).toBe('LOTTERY_CHASE_NOT_FOUND');
    const res = await cancel(m, c.chaseId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'CANCELLED', staked: 0 });
    expect(res.json().value.draws.map((x: { status: string }) => x.status)).toEqual(['REFUNDED']);
    expect(await balanceOf(app, m.headers)).toBe(FUNDS);
    expect(await ledgerOf(app, m.id)).toMatchObject({ sent: 200, received: 200 });
    expect(await count(app, sql`select coalesce(sum(liability), 0) as n from lottery_exposure where draw_id = ${d.id}`)).toBe(0);
    expect((await cancel(m, c.chaseId)).json().code).toBe('LOTTERY_CHASE_ENDED');
    await playLastDraw(c.chaseId);
    expect((await mine(m))[0]!.draws).toHaveLength(1);
    expect(await balanceOf(app, m.headers)).toBe(FUNDS);
  });

  test('a draw whose stake the balance cannot cover ends the chase with the refusal’s code', async () => {
    const d = await openDraw(app, 'LOTT_VN_1M');
    const tails = await tailsOf(d.id);
    const losing = twoDigits.find((t) => !tails.has(t))!;
    const m = await fundedMember(app, { funds: 500 });
    const c = (await chase(m, body(d.drawNo, [losing], { gameCode: 'LOTT_VN_1M', unit: 400, multipliers: [1, 1] }))).json()
      .value as LotteryChase;
    await playLastDraw(c.chaseId);
    const [ended] = await mine(m);
    expect(ended).toMatchObject({ status: 'ENDED', endReason: 'WALLET_INSUFFICIENT_BALANCE', staked: 400 });
    expect(await balanceOf(app, m.headers)).toBe(100);
  });

  test('a refused start writes nothing: a closed draw, a plan past the stake limit, bad terms', async () => {
    const d = await openDraw(app, GAME);
    const m = await fundedMember(app, { funds: FUNDS });
    const before = { ...(await lotteryRows(app)), chases: await count(app, sql`select count(*) as n from lottery_chases`) };
    const refused = async (b: Record<string, unknown>, status: number, code: string) => {
      const res = await chase(m, b);
      expect([res.statusCode, res.json().code], res.body).toEqual([status, code]);
    };
    await refused(body('20000101-0001', ['01']), 404, 'LOTTERY_DRAW_NOT_FOUND');
    await refused(body(d.drawNo, ['01', '02'], { unit: 1_000, multipliers: [1, 10_000] }), 400, 'LOTTERY_STAKE_ABOVE_MAX');
    await refused(body(d.drawNo, ['01'], { multipliers: [1] }), 400, 'VALIDATION_FAILED');
    await refused(body(d.drawNo, ['01'], { unit: 2_000_000, multipliers: [1, 1] }), 400, 'LOTTERY_STAKE_ABOVE_MAX');
    await refused(body(d.drawNo, ['001']), 400, 'VALIDATION_FAILED');
    // A chase's slip keys are the server's own: a client cannot send one to take a chase's draw.
    const forged = await app.inject({
      method: 'POST',
      url: '/lgw/vn/bets',
      headers: m.headers,
      payload: {
        gameCode: GAME,
        drawNo: d.drawNo,
        unit: 100,
        multiplier: 1,
        lines: [{ type: 'LO2', picks: [['01']] }],
        clientKey: 'chase:1:1',
      },
    });
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const poor = await fundedMember(app, { funds: 50 });
    const res = await chase(poor, body(d.drawNo, ['01']));
    expect(res.json().code).toBe('WALLET_INSUFFICIENT_BALANCE');
    expect({ ...(await lotteryRows(app)), chases: await count(app, sql`select count(*) as n from lottery_chases`) }).toEqual(
      before,
    );
  });
});
