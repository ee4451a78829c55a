import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { activeMembers } from './figures.active';
import { smallTree, writers } from './figures.fixtures';
import { drainFigures } from './figures.service';

const app = await buildTestApp();
const m = app.merchantId;
const HOUR = 3_600_000;

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
});
