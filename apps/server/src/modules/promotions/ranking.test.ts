import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { writers } from '../figures/figures.fixtures';
import { RANKING_GRACE_MS, settleRankings } from './promotions.ranking';
import { rewardGrants } from './promotions.tables';

const app = await buildTestApp();
const w = writers(app);
const HOUR = 3_600_000;
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

/** A ranking that ran from 3 hours ago until 1 hour ago, with two prizes. */
async function ranking(over: Record<string, unknown> = {}) {
  const now = Date.now();
  const res = await post('/ops/promotions', opsHeaders, {
    type: 'RANKING',
    title: { en: 'Slot race', ne: 'स्लट दौड' },
    rules: { en: '<p>Most valid bet wins.</p>' },
    bannerUrl: '',
    startsAt: new Date(now - 3 * HOUR).toISOString(),
    endsAt: new Date(now - HOUR).toISOString(),
    enabled: true,
    sequence: 50,
    terms: {
      kind: 'RANKING',
      prizes: [50_000, 20_000],
      minValidBet: 10_000,
      turnoverMultiple: 1,
      categories: ['RNG'],
      claimDays: 7,
    },
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; endsAt: string };
}

describe('ranking promotion', () => {
  test('joined members rank by valid bet in its categories over its period; prizes are paid once after its end', async () => {
    // Joined while it ran (the join itself is refused once it has ended, so join it first, then end it).
    const p = await ranking({ endsAt: new Date(Date.now() + HOUR).toISOString() });
    const [a, b, c, outsider] = [
      await fundedMember(app, { funds: 5_000_000 }),
      await fundedMember(app, { funds: 5_000_000 }),
      await fundedMember(app, { funds: 5_000_000 }),
      await fundedMember(app, { funds: 5_000_000 }),
    ];
    for (const m of [a, b, c]) expect((await post(`/wps/promotions/${p.id}/join`, m.headers)).json().value.state).toBe('JOINED');
    const inside = new Date(Date.now() - 2 * HOUR);
    await w.round(a.id, 200_000, 0, inside, 'RNG');
    await w.round(b.id, 300_000, 0, inside, 'RNG');
    await w.round(b.id, 900_000, 0, inside, 'LIVE'); // not a counted category
    await w.round(c.id, 5_000, 0, inside, 'RNG'); // under the minimum
    await w.round(a.id, 900_000, 0, new Date(Date.now() - 4 * HOUR), 'RNG'); // before it started
    await w.round(outsider.id, 999_000, 0, inside, 'RNG'); // never joined
    const board = (await app.inject({ method: 'GET', url: `/wps/promotions/${p.id}/ranking`, headers: a.headers })).json().value;
    expect(board.list.map((r: { rank: number; validBet: number; prize: number }) => [r.rank, r.validBet, r.prize])).toEqual([
      [1, 300_000, 50_000],
      [2, 200_000, 20_000],
      [3, 5_000, 0],
    ]);
    expect(board.me).toMatchObject({ rank: 2, validBet: 200_000 });
    expect(board.list[0].name).not.toBe(b.username); // masked
    expect(board.final).toBe(false);

    // It ends; the job pays after the grace, once, however many run.
    const end = new Date(Date.now() - HOUR);
    await app.db.execute(sql`update promotions set ends_at = ${end.toISOString()}::timestamptz where id = ${p.id}`);
    expect((await settleRankings(app.db, app.merchantId, new Date(end.getTime() + RANKING_GRACE_MS - 1_000))).settled).toBe(0);
    const later = new Date(end.getTime() + RANKING_GRACE_MS + 1_000);
    const runs = await Promise.all([
      settleRankings(app.db, app.merchantId, later),
      settleRankings(app.db, app.merchantId, later),
    ]);
    expect(runs[0]!.settled + runs[1]!.settled).toBe(1);
    const paid = await app.db
      .select()
      .from(rewardGrants)
      .where(like(rewardGrants.sourceKey, `p${p.id}:rank:%`));
    expect(paid.map((g) => [g.memberId, g.sourceKey, g.amount]).sort()).toEqual(
      [
        [a.id, `p${p.id}:rank:2`, 20_000],
        [b.id, `p${p.id}:rank:1`, 50_000],
      ].sort(),
    );
    expect((await app.inject({ method: 'GET', url: `/wps/promotions/${p.id}/ranking` })).json().value.final).toBe(true);
    const [first] = await app.db
      .select()
      .from(rewardGrants)
      .where(eq(rewardGrants.sourceKey, `p${p.id}:rank:1`));
    expect((await post(`/wps/rewards/${first!.id}/claim`, b.headers)).statusCode).toBe(200);
  });

  test('a ranking must end; other ids are not rankings', async () => {
    const open = await post('/ops/promotions', opsHeaders, {
      type: 'RANKING',
      title: { en: 'Endless' },
      rules: { en: '<p>x</p>' },
      bannerUrl: '',
      startsAt: new Date().toISOString(),
      endsAt: null,
      enabled: true,
      sequence: 1,
      terms: { kind: 'RANKING', prizes: [1_000], minValidBet: 0, turnoverMultiple: 0, categories: null, claimDays: 1 },
    });
    expect(open.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: [{ path: 'endsAt' }] });
    expect((await app.inject({ method: 'GET', url: '/wps/promotions/1/ranking' })).json().code).toBe('PROMOTION_NOT_FOUND');
    expect((await app.inject({ method: 'GET', url: '/wps/promotions/abc/ranking' })).json().code).toBe('VALIDATION_FAILED');
  });
});
