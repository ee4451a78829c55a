import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { writers } from '../figures/figures.fixtures';

const app = await buildTestApp();
const w = writers(app);
const MIN = 60_000;
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: opsHeaders, payload });

const TERMS = {
  RANKING: { kind: 'RANKING', prizes: [50_000], minValidBet: 0, turnoverMultiple: 1, categories: null, claimDays: 3 },
  RAFFLE: { kind: 'RAFFLE', ticketPer: 10_000, prizes: [30_000], turnoverMultiple: 1, categories: null, claimDays: 3 },
} as const;

/** A ranking or raffle running from 30 minutes ago for another hour. */
async function create(kind: keyof typeof TERMS) {
  const input = {
    type: 'OTHER',
    title: { en: `Settle ${kind}` },
    rules: { en: '<p>Now.</p>' },
    bannerUrl: '',
    startsAt: new Date(Date.now() - 30 * MIN).toISOString(),
    endsAt: new Date(Date.now() + 60 * MIN).toISOString(),
    enabled: true,
    sequence: 70,
    terms: TERMS[kind],
  };
  const res = await post('/ops/promotions', opsHeaders, input);
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().value.id as number, input };
}

const visibleIds = async (headers: Record<string, string> = {}) =>
  (
    (await app.inject({ method: 'GET', url: '/wps/promotions', headers })).json().value.list as { id: number; state: string }[]
  ).map((p) => [p.id, p.state]);

describe('settling an ended ranking or raffle now (POST /ops/promotions/:id/settle)', () => {
  for (const kind of ['RANKING', 'RAFFLE'] as const)
    test(`${kind}: refused while running, paid once after the operator ends it, audited, still shown while claimable`, async () => {
      const { id, input } = await create(kind);
      const m = await fundedMember(app, { funds: 1_000_000 });
      expect((await post(`/wps/promotions/${id}/join`, m.headers)).statusCode).toBe(200);
      await w.round(m.id, 200_000, 0, new Date(Date.now() - MIN));

      const early = await post(`/ops/promotions/${id}/settle`, opsHeaders);
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('PROMOTION_NOT_ENDED');
      const rewards = async () =>
        (await app.inject({ method: 'GET', url: '/wps/rewards', headers: m.headers })).json().value.list as {
          amount: number;
          promotionId: number;
        }[];
      expect((await rewards()).filter((r) => r.promotionId === id)).toHaveLength(0);

      // The operator ends it now, then settles it without waiting for the job's grace.
      const ended = await put(`/ops/promotions/${id}`, { ...input, endsAt: new Date().toISOString() });
      expect(ended.statusCode, ended.body).toBe(200);
      const settled = await post(`/ops/promotions/${id}/settle`, opsHeaders);
      expect(settled.statusCode, settled.body).toBe(200);
      expect(settled.json().value.cost).toMatchObject({ granted: 1, grantedAmount: kind === 'RANKING' ? 50_000 : 30_000 });
      const again = await Promise.all([1, 2].map(() => post(`/ops/promotions/${id}/settle`, opsHeaders)));
      expect(again.map((r) => r.json().code)).toEqual(['PROMOTION_SETTLED', 'PROMOTION_SETTLED']);
      expect((await rewards()).filter((r) => r.promotionId === id)).toHaveLength(1);

      const audit = (await app.inject({ method: 'GET', url: '/ops/audit?limit=20', headers: opsHeaders })).json().value as {
        action: string;
      }[];
      expect(audit.filter((a) => a.action === 'promotions.settle').length).toBeGreaterThanOrEqual(1);

      // Ended, it stays on the promotions page (closed) while its prizes may be claimed.
      expect(await visibleIds(m.headers)).toContainEqual([id, 'CLOSED']);
      const past = new Date(Date.now() - 4 * 24 * 60 * MIN);
      const old = await put(`/ops/promotions/${id}`, {
        ...input,
        startsAt: new Date(past.getTime() - 60 * MIN).toISOString(),
        endsAt: past.toISOString(),
      });
      expect(old.statusCode, old.body).toBe(200);
      expect((await visibleIds()).map(([pid]) => pid)).not.toContain(id);
    });

  test('other kinds and unknown ids are refused by name', async () => {
    const { list } = (await app.inject({ method: 'GET', url: '/ops/promotions', headers: opsHeaders })).json().value as {
      list: { id: number; terms: { kind: string } }[];
    };
    const first = list.find((p) => p.terms.kind === 'FIRST_DEPOSIT')!;
    const res = await post(`/ops/promotions/${first.id}/settle`, opsHeaders);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PROMOTION_NOT_ELIGIBLE' });
    expect((await post('/ops/promotions/999999/settle', opsHeaders)).json().code).toBe('PROMOTION_NOT_FOUND');
    expect((await post('/ops/promotions/1/settle', {})).statusCode).toBe(401);
  });
});
