import { expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { smallTree, writers } from './figures.fixtures';
import { drainFigures } from './figures.service';

const app = await buildTestApp();
const t = await smallTree(app);
const w = writers(app);

type Winner = { winAmount: number; customerName: string };
const board = async (): Promise<Winner[]> =>
  (await app.inject({ method: 'GET', url: '/wps/relay/getWinnerList?gameCategory=ALL&limitNum=20' })).json().value.list;

test('the winners board counts the last 30 days in whole hours: from the start of the hour 30 days ago', async () => {
  const hour = 3_600_000;
  const start = Math.floor((Date.now() - 30 * 86_400_000) / hour) * hour;
  // Wins bigger than any of the demo's: the first (placed as the window's first hour begins) is in,
  // the second (a second before it) is not — read from the queue, then from the drained lists.
  await w.money(t.b1.id, 'DEPOSIT', 1_000, new Date(start - hour));
  await w.money(t.b2.id, 'DEPOSIT', 1_000, new Date(start - hour));
  await w.round(t.b1.id, 100, 900_000_000, new Date(start));
  await w.round(t.b2.id, 100, 950_000_000, new Date(start - 1_000));
  for (const read of ['queued', 'drained']) {
    if (read === 'drained') await drainFigures(app.db, app.merchantId);
    const list = await board();
    expect(list[0]?.winAmount, read).toBe(900_000_000);
    expect(
      list.some((x) => x.winAmount === 950_000_000),
      read,
    ).toBe(false);
  }
});
