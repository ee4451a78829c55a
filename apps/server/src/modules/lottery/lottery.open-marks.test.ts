import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Database } from '../../db/client';
import { buildTestApp } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { markOpen } from './lottery.open-marks';
import { count, newKey, openDraw, openVendors, placeSlip } from './lottery.test-kit';

const app = await buildTestApp();
await openVendors(app);
const draw = await openDraw(app, 'LOTT_VN_5M');

/** Slips placed and put back to PENDING, as right after their debit. */
async function pendingSlips(n: number) {
  const m = await fundedMember(app, { funds: 100_000 });
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await placeSlip(app, m.headers, {
      gameCode: 'LOTT_VN_5M',
      drawNo: draw.drawNo,
      unit: 100,
      multiplier: 1,
      lines: [{ type: 'LO2', picks: [['12']] }],
      clientKey: newKey(),
    });
    ids.push(res.json().value.slip.slipId as number);
  }
  await app.db.execute(sql`update lottery_slips set status = 'PENDING' where id in (${sql.join(ids, sql`, `)})`);
  return ids;
}

describe('OPEN marks', () => {
  test('marks of bets that finish together go in one statement; each says whether its slip was PENDING', async () => {
    const ids = await pendingSlips(3);
    await app.db.execute(sql`update lottery_slips set status = 'REFUNDED' where id = ${ids[2]!}`);
    let statements = 0;
    const prepared: Database['prepared'] = (q) => (statements++, app.prepared(q));
    expect(await Promise.all(ids.map((id) => markOpen(prepared, id)))).toEqual([true, true, false]);
    // The first goes at once, the two that came while it ran go together.
    expect(statements).toBe(2);
    expect(
      await count(app, sql`select count(*) as n from lottery_slips where id in (${sql.join(ids, sql`, `)}) and status = 'OPEN'`),
    ).toBe(2);
  });

  test('a failed statement does not fail its batch: each slip is tried again on its own', async () => {
    const ids = await pendingSlips(3);
    let calls = 0;
    const prepared: Database['prepared'] = (q) =>
      calls++ === 1 ? Promise.reject(new Error('injected: pool timeout')) : app.prepared(q);
    expect(await Promise.all(ids.map((id) => markOpen(prepared, id)))).toEqual([true, true, true]);
    expect(
      await count(app, sql`select count(*) as n from lottery_slips where id in (${sql.join(ids, sql`, `)}) and status = 'OPEN'`),
    ).toBe(3);
  });
});
