import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { rawFigures, teamScope } from '../agents/agents.figures';
import { activeMembers } from './figures.active-team';
import { smallTree, writers } from './figures.fixtures';
import { drainFigures } from './figures.service';

const app = await buildTestApp();
const m = app.merchantId;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('active members', () => {
  test('count each range on its own, drained or queued, however many ranges one call asks for', async () => {
    const t = await smallTree(app);
    const w = writers(app);
    const base = Math.floor(Date.now() / HOUR) * HOUR - 30 * HOUR;
    for (const id of [t.b1.id, t.b2.id, t.a1.id]) await w.money(id, 'DEPOSIT', 10_000, new Date(base - 5 * HOUR));
    await w.round(t.b1.id, 100, 0, new Date(base + 10 * 60_000));
    await w.round(t.b2.id, 100, 0, new Date(base + 5 * HOUR));
    await drainFigures(app.db, m);
    await w.round(t.a1.id, 100, 0, new Date(base + 9 * HOUR + 20 * 60_000)); // still queued
    const at = (h: number, min = 0) => new Date(base + h * HOUR + min * 60_000);
    const ranges = [
      { label: 'all', from: at(-1), to: at(12) },
      { label: 'first', from: at(0), to: at(1) },
      { label: 'edge', from: at(0, 15), to: at(9, 30) }, // b1's round is before, a1's inside a partial hour
      { label: 'none', from: at(2), to: at(4) },
    ];
    const expected = new Map([
      ['all', 3],
      ['first', 1],
      ['edge', 2],
      ['none', 0],
    ]);
    expect(await activeMembers(app.db, m, { team: t.a.id }, ranges)).toEqual(expected);
    // More ranges than one statement counts (61 + 4): each still counted on its own.
    const many = [...ranges, ...Array.from({ length: 61 }, (_, i) => ({ label: `all${i}`, from: at(-1), to: at(12) }))];
    const got = await activeMembers(app.db, m, { team: t.a.id }, many);
    expect(got.size).toBe(65);
    for (const [label, n] of expected) expect(got.get(label)).toBe(n);
    for (let i = 0; i < 61; i++) expect(got.get(`all${i}`)).toBe(3);
  });

  test("a team's count since a quarter hour and a past period's remembered count stay exact through late changes and moves", async () => {
    const t = await smallTree(app);
    const w = writers(app);
    const Q = 15 * 60_000;
    const start = Math.floor(Date.now() / Q) * Q - 2 * DAY - 45 * 60_000;
    for (const id of [t.b1.id, t.b2.id, t.a1.id]) await w.money(id, 'DEPOSIT', 100_000, new Date(start - HOUR));
    const early = await w.round(t.b1.id, 100, 0, new Date(start + HOUR + 5 * 60_000));
    await w.round(t.b2.id, 100, 0, new Date(start + 30 * HOUR));
    await w.round(t.a1.id, 100, 0, new Date(Date.now() - 10 * 60_000));
    await drainFigures(app.db, m);
    const ranges = [
      { label: 'past', from: new Date(start), to: new Date(start + DAY) },
      { label: 'since', from: new Date(start + DAY), to: new Date(start + 4 * DAY) },
      { label: 'all', from: new Date(start), to: new Date(start + 4 * DAY) },
    ];
    const check = async (team: number, expected: Record<string, number>) => {
      const got = await activeMembers(app.db, m, { team }, ranges);
      for (const r of ranges) {
        const raw = (await rawFigures(app.db, m, teamScope(m, team), r.from, r.to)).activeMembers;
        expect([r.label, got.get(r.label)]).toEqual([r.label, raw]);
      }
      expect(Object.fromEntries(got)).toEqual(expected);
    };
    await check(t.a.id, { past: 1, since: 2, all: 3 });
    await check(t.a.id, { past: 1, since: 2, all: 3 }); // the past period from memory
    // A late cancellation of b1's round: still queued, then drained.
    await w.correct(early!.id, { cancel: true });
    await check(t.a.id, { past: 0, since: 2, all: 2 });
    await drainFigures(app.db, m);
    await check(t.a.id, { past: 0, since: 2, all: 2 });
    // A late round of b2 in the past period, and a1 playing again (queued): both counted.
    await w.round(t.b2.id, 100, 0, new Date(start + 2 * HOUR));
    await w.round(t.a1.id, 100, 0, new Date(Date.now() - 60_000));
    await check(t.a.id, { past: 1, since: 2, all: 2 });
    await drainFigures(app.db, m);
    await check(t.a.id, { past: 1, since: 2, all: 2 });
    // B's branch (with b2) moves to X: A keeps a1 only, X has b2, in every range.
    const moved = await app.inject({
      method: 'PUT',
      url: `/ops/accounts/${t.b.username}/upline`,
      headers: opsHeaders,
      payload: { uplineUsername: t.x.username },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await check(t.a.id, { past: 0, since: 1, all: 1 });
    await check(t.x.id, { past: 1, since: 1, all: 1 });
  });
});
