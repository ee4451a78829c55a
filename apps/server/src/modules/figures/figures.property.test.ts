import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { figures, oneScope, rawFigures, teamScope } from '../agents/agents.figures';
import * as rounds from '../rounds/rounds.service';
import { aggregates, rawMember, rawProfit, rawTeamTotals, smallTree, writers } from './figures.fixtures';
import * as figuresService from './figures.service';

const app = await buildTestApp();
const m = app.merchantId;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A base hour three days back: the winners' and rank list's windows hold the whole history. */
const base = Math.floor(Date.now() / HOUR) * HOUR - 3 * DAY;
/** The time zones of the edges: Nepal, Newfoundland, Line Islands, UTC. */
const ZONES = [345, -210, 840, 0];

/** Local midnight of day `d` (from the base) in zone `tz`. */
const midnight = (tz: number, d: number) => Math.floor((base + tz * 60_000) / DAY) * DAY - tz * 60_000 + d * DAY;
/** Instants at and around the zones' day boundaries and the hour buckets' edges. */
const at = fc
  .tuple(
    fc.constantFrom(...ZONES),
    fc.integer({ min: -3, max: 3 }),
    fc.constantFrom(-61, -45, -30, -15, 0, 15, 30, 45, 59),
    fc.constantFrom(-1, 0, 1, 0),
  )
  .map(([tz, d, min, ms]) => new Date(midnight(tz, d) + min * 60_000 + ms));
const step = fc.oneof(
  fc.record({
    op: fc.constant('round' as const),
    who: fc.nat(2),
    stake: fc.integer({ min: 0, max: 5_000 }),
    win: fc.nat(12_000),
    at,
    cat: fc.constantFrom('RNG', 'LIVE'),
  }),
  fc.record({
    op: fc.constant('money' as const),
    who: fc.nat(2),
    type: fc.constantFrom('DEPOSIT' as const, 'WITHDRAW' as const, 'WITHDRAW_REFUND' as const, 'BONUS' as const),
    amount: fc.integer({ min: 1, max: 50_000 }),
    at,
  }),
  fc.record({ op: fc.constant('rollback' as const), who: fc.nat(2), at }),
  fc.record({
    op: fc.constant('correct' as const),
    idx: fc.nat(),
    win: fc.option(fc.nat(20_000)),
    move: fc.option(at),
    cancel: fc.boolean(),
  }),
  fc.record({ op: fc.constant('drain' as const), batch: fc.integer({ min: 1, max: 7 }) }),
);

/** The local days around the history in zone `tz`, and one range across all of them. */
function ranges(tz: number) {
  const day0 = midnight(tz, 0);
  const days = [-3, -2, -1, 0, 1, 2, 3].map((d) => ({ from: new Date(day0 + d * DAY), to: new Date(day0 + (d + 1) * DAY) }));
  return [
    ...days,
    { from: new Date(day0 - 3 * DAY), to: new Date(day0 + 4 * DAY) },
    { from: new Date(base - 37 * 60_000), to: new Date(base + 22 * 60_000) },
    // An hour from a local midnight (+05:45: 18:15–19:15, across an hour bucket, as hourly
    // periods are), and half an hour across one.
    { from: new Date(day0), to: new Date(day0 + HOUR) },
    { from: new Date(day0 - 15 * 60_000), to: new Date(day0 + 15 * 60_000) },
  ];
}

describe('pre-aggregated figures', () => {
  test('equal a recomputation from raw rows over random histories, at any drain state, in every time zone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 22 }), async (steps) => {
        await figuresService.drainFigures(app.db, m);
        const t = await smallTree(app);
        const w = writers(app);
        const who = [t.b1.id, t.b2.id, t.a1.id];
        for (const id of who) await w.money(id, 'DEPOSIT', 10_000_000, new Date(base - 5 * DAY));
        const written: number[] = [];
        for (const s of steps) {
          if (s.op === 'round') {
            const r = await w.round(who[s.who]!, s.stake, s.win, s.at, s.cat);
            if (r) written.push(r.id);
          } else if (s.op === 'money') await w.money(who[s.who]!, s.type, s.amount, s.at);
          else if (s.op === 'rollback') await w.rolledBack(who[s.who]!, 100, s.at);
          else if (s.op === 'correct' && written.length > 0)
            await w.correct(written[s.idx % written.length]!, {
              ...(s.win !== null ? { win: s.win } : {}),
              ...(s.move !== null ? { settledAt: s.move } : {}),
              cancel: s.cancel,
            });
          else if (s.op === 'drain') await figuresService.drainFigures(app.db, m, { batch: s.batch, maxBatches: 1 });
        }
        for (const team of [t.a.id, t.b.id])
          expect(await figuresService.teamTotals(app.db, m, team)).toEqual(await rawTeamTotals(app.db, team));
        for (const tz of ZONES)
          for (const r of ranges(tz)) {
            for (const scope of [teamScope(m, t.a.id), teamScope(m, t.b.id), oneScope(t.b1.id), oneScope(t.a1.id)])
              expect(await figures(app.db, m, scope, r.from, r.to)).toEqual(await rawFigures(app.db, m, scope, r.from, r.to));
            for (const id of who) {
              const raw = await rawMember(app.db, id, r.from, r.to);
              const sums = await figuresService.sums(app.db, m, { member: id }, [{ label: 'r', ...r }], ['C', 'L']);
              expect(figuresService.total(sums, { kind: 'C' })).toEqual(raw.placed);
              expect(figuresService.total(sums, { kind: 'L' })).toEqual(raw.ledger);
            }
            // A page of members (the team profit report's rows): each member's own figures.
            const page = await figuresService.sums(app.db, m, { members: who }, [{ label: 'r', ...r }], ['S', 'L']);
            for (const id of who) {
              const one = await figuresService.sums(app.db, m, { member: id }, [{ label: 'r', ...r }], ['S', 'L']);
              for (const kind of ['S', 'L'] as const)
                for (const key of new Set(one.map((x) => x.key)))
                  expect(figuresService.total(page, { kind, key, memberId: id })).toEqual(
                    figuresService.total(one, { kind, key }),
                  );
            }
          }
        for (const tz of ZONES) {
          const [r] = ranges(tz).slice(-2);
          for (const f of [{}, { from: r!.from, to: r!.to }]) {
            const report = await rounds.profitReport(app.db, { merchantId: m, memberId: t.b1.id, currency: 'NPR', tz }, f);
            const raw = await rawProfit(app.db, t.b1.id, tz, f.from ?? null, f.to ?? null);
            const byDay = new Map<string, { rounds: number; stake: number; win: number }>();
            for (const x of raw) {
              const d = byDay.get(x.day) ?? { rounds: 0, stake: 0, win: 0 };
              byDay.set(x.day, { rounds: d.rounds + x.n, stake: d.stake + x.stake, win: d.win + x.win });
            }
            expect(report.byDay.map((d) => [d.day, d.rounds, d.stake, d.win])).toEqual(
              [...byDay.entries()].sort((a, b) => (a[0] < b[0] ? 1 : -1)).map(([day, d]) => [day, d.rounds, d.stake, d.win]),
            );
            expect(report.total.rounds).toBe(raw.reduce((s, x) => s + x.n, 0));
          }
        }
        // Drained to the end, the buckets are exactly what a rebuild from the raw rows makes.
        await figuresService.drainFigures(app.db, m);
        const drained = await aggregates(app.db, m);
        await figuresService.rebuildFigures(app.db, m);
        expect(drained).toEqual(await aggregates(app.db, m));
      }),
      { numRuns: 6 },
    );
  }, 600_000);
});
