import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { depositBonus, depositRewards as plan } from './promotions.grants';

/** The plan's rewards without the terms that priced them. */
const depositRewards = (...args: Parameters<typeof plan>) =>
  plan(...args).map(({ sourceKey, amount }) => ({ sourceKey, amount }));

const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-01T00:00:00Z');

const terms = fc.record({
  matchPct: fc.integer({ min: 1, max: 500 }),
  cap: fc.integer({ min: 1, max: 1_000_000 }),
  minDeposit: fc.integer({ min: 0, max: 50_000 }),
  maxPerDay: fc.integer({ min: 1, max: 5 }),
});
/** Deposits in id order over ten days, at random hours. */
const deposits = fc
  .array(fc.record({ amount: fc.integer({ min: 1, max: 2_000_000 }), hours: fc.integer({ min: 1, max: 12 }) }), {
    minLength: 1,
    maxLength: 40,
  })
  .map((xs) => {
    let at = T0;
    return xs.map((x, i) => ({ id: i + 1, amount: x.amount, createdAt: new Date((at += x.hours * HOUR)) }));
  });

describe('deposit rewards (property)', () => {
  test('never above the cap or the match, never below the minimum, never before joining, at most maxPerDay a day', () => {
    fc.assert(
      fc.property(
        terms,
        deposits,
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: -720, max: 840 }),
        (t, ds, joinHours, offset) => {
          const joinedAt = new Date(T0 + joinHours * HOUR);
          const reload = { kind: 'RELOAD' as const, ...t, turnoverMultiple: 1, categories: null, claimDays: 1 };
          const p = { terms: reload, startsAt: new Date(T0), endsAt: null };
          const got = depositRewards(p, joinedAt, ds[0]!, ds, offset);
          const byId = new Map(ds.map((d) => [`dep:${d.id}`, d]));
          const perDay = new Map<string, number>();
          for (const g of got) {
            const d = byId.get(g.sourceKey)!;
            expect(d.id).not.toBe(ds[0]!.id); // the first deposit is the first-deposit bonus's
            expect(d.createdAt.getTime()).toBeGreaterThanOrEqual(joinedAt.getTime());
            expect(d.amount).toBeGreaterThanOrEqual(t.minDeposit);
            expect(g.amount).toBe(Math.min(t.cap, Math.floor((d.amount * t.matchPct) / 100)));
            expect(g.amount).toBeGreaterThan(0);
            const day = new Date(d.createdAt.getTime() + offset * 60_000).toISOString().slice(0, 10);
            perDay.set(day, (perDay.get(day) ?? 0) + 1);
          }
          for (const n of perDay.values()) expect(n).toBeLessThanOrEqual(t.maxPerDay);
          expect(new Set(got.map((g) => g.sourceKey)).size).toBe(got.length);
          // Earlier eligible deposits of a day are the ones paid: more deposits never change a paid one.
          expect(depositRewards(p, joinedAt, ds[0]!, ds.slice(0, -1), offset)).toEqual(
            got.filter((g) => g.sourceKey !== `dep:${ds[ds.length - 1]!.id}`),
          );
        },
      ),
    );
  });

  test('the first-deposit bonus pays the first deposit alone, once, capped, only if made after joining', () => {
    fc.assert(
      fc.property(terms, deposits, fc.integer({ min: 0, max: 48 }), (t, ds, joinHours) => {
        const first = { kind: 'FIRST_DEPOSIT' as const, ...t, turnoverMultiple: 1, categories: null, claimDays: 1 };
        const joinedAt = new Date(T0 + joinHours * HOUR);
        const got = depositRewards({ terms: first, startsAt: new Date(T0), endsAt: null }, joinedAt, ds[0]!, ds, 345);
        const bonus = depositBonus(t, ds[0]!.amount);
        const due = ds[0]!.createdAt >= joinedAt && bonus > 0;
        expect(got).toEqual(due ? [{ sourceKey: 'first', amount: bonus }] : []);
        expect(bonus).toBeLessThanOrEqual(t.cap);
      }),
    );
  });

  test('a promotion pays only deposits made while it ran', () => {
    fc.assert(
      fc.property(terms, deposits, fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 120 }), (t, ds, s, len) => {
        const startsAt = new Date(T0 + s * HOUR);
        const endsAt = new Date(startsAt.getTime() + len * HOUR);
        const reload = { kind: 'RELOAD' as const, ...t, turnoverMultiple: 1, categories: null, claimDays: 1 };
        const got = depositRewards({ terms: reload, startsAt, endsAt }, new Date(T0), ds[0]!, ds, 0);
        for (const g of got) {
          const d = ds.find((x) => `dep:${x.id}` === g.sourceKey)!;
          expect(d.createdAt >= startsAt && d.createdAt < endsAt).toBe(true);
        }
      }),
    );
  });
});

describe('deposit rewards across versions of the terms (property)', () => {
  test('each deposit is priced by the version in force when it was made; none while disabled', () => {
    fc.assert(
      fc.property(terms, terms, deposits, fc.integer({ min: 1, max: 200 }), (t1, t2, ds, switchHours) => {
        const v = (t: typeof t1) => ({ kind: 'RELOAD' as const, ...t, turnoverMultiple: 1, categories: null, claimDays: 1 });
        const switchAt = new Date(T0 + switchHours * HOUR);
        const versions = [
          { terms: v(t1), startsAt: new Date(T0), endsAt: null, validFrom: new Date(T0) },
          { terms: v(t2), startsAt: new Date(T0), endsAt: null, validFrom: switchAt, enabled: switchHours % 2 === 0 },
        ];
        for (const g of plan(versions, new Date(T0), ds[0]!, ds, 0)) {
          const d = ds.find((x) => `dep:${x.id}` === g.sourceKey)!;
          const inForce = d.createdAt < switchAt ? t1 : t2;
          expect(d.createdAt >= switchAt && switchHours % 2 !== 0).toBe(false);
          expect(g.amount).toBe(depositBonus(inForce, d.amount));
        }
      }),
    );
  });
});
