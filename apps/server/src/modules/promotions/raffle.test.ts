import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { writers } from '../figures/figures.fixtures';
import { drawRaffle, drawRaffles, RAFFLE_GRACE_MS } from './promotions.raffle';

const app = await buildTestApp();
const w = writers(app);
const HOUR = 3_600_000;
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const board = async (id: number, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: `/wps/promotions/${id}/raffle`, headers })).json().value;

describe('raffle promotion', () => {
  test('tickets by valid bet, a committed seed, one draw after the end that anyone can replay, prizes claimed once', async () => {
    const created = await post('/ops/promotions', opsHeaders, {
      type: 'OTHER',
      title: { en: 'Lucky draw' },
      rules: { en: '<p>One ticket per रु 100.</p>' },
      bannerUrl: '',
      startsAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      enabled: true,
      sequence: 60,
      terms: {
        kind: 'RAFFLE',
        ticketPer: 10_000,
        prizes: [30_000, 20_000, 10_000],
        turnoverMultiple: 1,
        categories: null,
        claimDays: 7,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const ms = [await fundedMember(app, { funds: 5_000_000 }), await fundedMember(app, { funds: 5_000_000 })];
    const idle = await fundedMember(app);
    for (const m of [...ms, idle]) await post(`/wps/promotions/${id}/join`, m.headers);
    const inside = new Date(Date.now() - 2 * HOUR);
    await w.round(ms[0]!.id, 250_000, 0, inside); // 25 tickets
    await w.round(ms[1]!.id, 59_999, 0, inside); // 5 tickets
    const before = await board(id, ms[0]!.headers);
    expect(before).toMatchObject({ seed: null, drawn: false, totalTickets: 30, myTickets: 25, winners: [], ticketCounts: null });
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await board(id)).myTickets).toBeNull();

    // It ends: drawn once after the grace, however many runs.
    const end = new Date(Date.now() - HOUR);
    await app.db.execute(sql`update promotions set ends_at = ${end.toISOString()}::timestamptz where id = ${id}`);
    expect((await drawRaffles(app.db, app.merchantId, new Date(end.getTime() + RAFFLE_GRACE_MS - 1_000))).drawn).toBe(0);
    const later = new Date(end.getTime() + RAFFLE_GRACE_MS + 1_000);
    const runs = await Promise.all([drawRaffles(app.db, app.merchantId, later), drawRaffles(app.db, app.merchantId, later)]);
    expect(runs[0]!.drawn + runs[1]!.drawn).toBe(1);

    const after = await board(id, ms[1]!.headers);
    expect(createHash('sha256').update(after.seed).digest('hex')).toBe(before.seedHash);
    expect(after).toMatchObject({ drawn: true, totalTickets: 30, myTickets: 5 });
    expect(after.ticketCounts.reduce((a: number, b: number) => a + b, 0)).toBe(30);
    // Two members with tickets, three prizes: each wins once; the idle member (no tickets) never.
    expect(after.winners).toHaveLength(2);
    const replay = drawRaffle(
      after.seed,
      id,
      [30_000, 20_000, 10_000],
      [
        { memberId: ms[0]!.id, tickets: 25 },
        { memberId: ms[1]!.id, tickets: 5 },
        { memberId: idle.id, tickets: 0 },
      ],
    );
    expect(after.winners.map((x: { ticket: number; prize: number }) => [x.ticket, x.prize])).toEqual(
      replay.map((r) => [r.ticket, r.prize]),
    );

    const mine = after.winners.find((x: { mine: boolean }) => x.mine);
    const before2 = await balanceOf(app, ms[1]!.headers);
    const claims = await Promise.all(
      [1, 2].map(() => post('/wps/relay/MCS2_claimRafflePromotion', ms[1]!.headers, { promotionId: id })),
    );
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    // The board tells each prize claimed or not: the claimant's is, the other winner's not yet.
    const claimedBoard = (await board(id)).winners as { ticket: number; claimed: boolean }[];
    expect(after.winners.every((x: { claimed: boolean }) => !x.claimed)).toBe(true);
    expect(claimedBoard.map((x) => x.claimed)).toEqual(after.winners.map((x: { mine: boolean }) => x.mine));
    expect(await balanceOf(app, ms[1]!.headers)).toBe(before2 + mine.prize);
    expect((await post('/wps/relay/MCS2_claimRafflePromotion', idle.headers, { promotionId: id })).json().code).toBe(
      'REWARD_NOT_CLAIMABLE',
    );
  });

  test('the draw is a pure function of the seed and the tickets: fair in the long run, never a member twice', () => {
    const wins = new Map<number, number>();
    for (let s = 0; s < 400; s++) {
      const out = drawRaffle(
        `seed-${s}`,
        7,
        [1, 1],
        [
          { memberId: 1, tickets: 30 },
          { memberId: 2, tickets: 10 },
        ],
      );
      expect(new Set(out.map((o) => o.memberId)).size).toBe(out.length);
      wins.set(out[0]!.memberId, (wins.get(out[0]!.memberId) ?? 0) + 1);
    }
    // The first prize goes to member 1 about three times in four.
    expect(wins.get(1)! / 400).toBeGreaterThan(0.65);
    expect(wins.get(1)! / 400).toBeLessThan(0.85);
    expect(drawRaffle('x', 1, [5], [])).toEqual([]);
  });
});
