import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { gameSession, playRound } from '../../test/games';
import { fundedMember } from '../../test/money';
import { MARK_EVERY_MS, MARK_WAIT_MS } from './gameserver.instant';

const app = await buildTestApp();

/** A member's settled instant spin, with the calls that read its journal. */
async function spun() {
  const m = await fundedMember(app, { funds: 100_000 });
  const s = await gameSession(app, 'HIMAL-0004', { headers: m.headers });
  const res = await playRound(app, s.auth, { stake: s.game.stakeLevels[0]! });
  expect(res.statusCode, res.body).toBe(200);
  const { roundId, roundRef } = res.json().value.round as { roundId: number; roundRef: string };
  await sleep(MARK_EVERY_MS + 150); // this node's mark is written
  return {
    id: roundId,
    rotate: () => app.inject({ method: 'POST', url: '/gs/v1/seeds/rotate', headers: s.auth, payload: {} }),
    receipt: () => app.inject({ method: 'GET', url: `/wps/game/fairness/${roundRef}`, headers: m.headers }),
  };
}

/** The journal as another node leaves it: the wallet settled the round, its SETTLED mark not written yet. */
const markPending = (id: number, age = sql`now()`) =>
  app.db.execute(sql`update gs_rounds set status = 'DEBITING', settled_at = null, created_at = ${age} where id = ${id}`);
/** That node's batched mark, written `afterMs` from now. */
const markLater = (id: number, afterMs: number) =>
  sleep(afterMs).then(() => app.db.execute(sql`update gs_rounds set status = 'SETTLED', settled_at = now() where id = ${id}`));

describe('journal marks written by another node', () => {
  test('a receipt and a seed rotation asked just after a spin on another node wait for its mark and answer the settled round', async () => {
    const r = await spun();
    await markPending(r.id);
    const marked = markLater(r.id, MARK_EVERY_MS);
    const receipt = await r.receipt();
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().value.serverSeed).toBeNull(); // the pair is still active
    await marked;

    await markPending(r.id);
    const markedAgain = markLater(r.id, MARK_EVERY_MS);
    const rotated = await r.rotate();
    expect(rotated.statusCode, rotated.body).toBe(200);
    await markedAgain;
    expect((await r.receipt()).json().value.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a round whose mark never comes is answered as unsettled after a bounded wait, and at once once it is old', async () => {
    const r = await spun();
    await markPending(r.id);
    let started = Date.now();
    expect((await r.rotate()).json().code).toBe('GS_ROUND_OPEN');
    expect((await r.receipt()).json().code).toBe('NOT_FOUND');
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(2 * MARK_WAIT_MS - 50);
    expect(waited).toBeLessThan(2 * MARK_WAIT_MS + 2_000);

    // Its node stopped long ago (the recovery job finishes it): no wait.
    await markPending(r.id, sql`now() - interval '1 minute'`);
    started = Date.now();
    expect((await r.rotate()).json().code).toBe('GS_ROUND_OPEN');
    expect((await r.receipt()).json().code).toBe('NOT_FOUND');
    expect(Date.now() - started).toBeLessThan(MARK_WAIT_MS);
  });
});
