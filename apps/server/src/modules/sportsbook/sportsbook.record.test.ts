import { describe, expect, test } from 'vitest';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import type { BetRecord } from '@jade/contract/wallet';
import { potentialReturn } from '@jade/engines/sportsbook/index';
import { buildTestApp } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { betOn, footballEvent, openSportsVendors, ops, setSettings } from './sportsbook.test-kit';

/** Issue 19: a sports bet appears in the member's betting record with its legs and its settlement. */
const app = await buildTestApp();
await openSportsVendors(app);
await setSettings(app);

type Member = Awaited<ReturnType<typeof fundedMember>>;
const bet = (m: Member, picks: [SportsEvent, number, string][], stake = 1_000) => betOn(app, m.headers, picks, stake);
const result = async (e: SportsEvent, home: number, away: number) => {
  const res = await ops(app, 'PUT', `/events/${e.id}/result`, { result: { score: { home, away } } });
  if (res.statusCode !== 200) throw new Error(res.body);
};
/** The member's betting record, as the web reads it: the round of a bet by its reference. */
async function roundOf(m: Member, betId: number): Promise<BetRecord> {
  const res = await app.inject({ method: 'GET', url: '/wps/wallet/bets?pageSize=50', headers: m.headers });
  expect(res.statusCode).toBe(200);
  const round = (res.json().value.list as BetRecord[]).find((r) => r.roundRef === `SPB-${betId}`);
  if (!round) throw new Error(`no round SPB-${betId}`);
  return round;
}
const teams = (e: SportsEvent) => ({ home: e.home, away: e.away });

describe('sports bets in the betting record', () => {
  test('a single and a two-leg parlay show their settlement and their legs with grades; a lost bet settles its round', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const [e1, e2] = [await footballEvent(app), await footballEvent(app)];
    const single = await bet(m, [[e1, 0, 'HOME']]);
    const parlay = await bet(m, [
      [e1, 1, 'HOME'], // Asian handicap −0.25
      [e2, 0, 'HOME'],
    ]);
    // Before the results, both rounds are open with their stakes.
    expect(await roundOf(m, single.id)).toMatchObject({ status: 'OPEN', stake: 1_000, win: 0 });

    await result(e1, 2, 1);
    const won = await roundOf(m, single.id);
    expect(won).toMatchObject({
      status: 'SETTLED',
      gameCode: 'SUMMIT-LOBBY',
      stake: 1_000,
      win: potentialReturn(1_000, [single.legs[0]!.odds]),
      result: 'WON',
      detail: {
        betId: single.id,
        legs: [{ ...teams(e1), kind: 'MATCH_RESULT', line: null, code: 'HOME', odds: single.legs[0]!.odds, grade: 'WIN' }],
      },
    });
    // The parlay waits for its last leg: its round stays open.
    expect(await roundOf(m, parlay.id)).toMatchObject({ status: 'OPEN', result: '' });

    await result(e2, 0, 1);
    const lost = await roundOf(m, parlay.id);
    expect(lost).toMatchObject({ status: 'SETTLED', stake: 1_000, win: 0, profit: -1_000, result: 'LOST' });
    expect(lost.detail).toEqual({
      betId: parlay.id,
      legs: [
        {
          ...teams(e1),
          kind: 'ASIAN_HANDICAP',
          line: -0.25,
          period: null,
          code: 'HOME',
          odds: parlay.legs[0]!.odds,
          grade: 'WIN',
        },
        {
          ...teams(e2),
          kind: 'MATCH_RESULT',
          line: null,
          period: null,
          code: 'HOME',
          odds: parlay.legs[1]!.odds,
          grade: 'LOSE',
        },
      ],
    });
  });

  test('a corrected result gives the round its new settlement and its legs their new grades', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const e = await footballEvent(app);
    const b = await bet(m, [[e, 0, 'AWAY']]);
    await result(e, 2, 0);
    expect(await roundOf(m, b.id)).toMatchObject({
      status: 'SETTLED',
      win: 0,
      result: 'LOST',
      detail: { legs: [{ grade: 'LOSE' }] },
    });
    await result(e, 0, 1);
    expect(await roundOf(m, b.id)).toMatchObject({
      status: 'SETTLED',
      win: potentialReturn(1_000, [b.legs[0]!.odds]),
      result: 'WON',
      detail: { betId: b.id, legs: [{ ...teams(e), code: 'AWAY', grade: 'WIN' }] },
    });
  });

  test('a full cash-out settles the round as cashed out, with the legs still to be graded', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const e = await footballEvent(app);
    const b = await bet(m, [[e, 0, 'DRAW']]);
    const offer = (await app.inject({ method: 'GET', url: '/sgw/bets?pageSize=50', headers: m.headers })).json().value
      .list as SportsBet[];
    const amount = offer.find((x) => x.id === b.id)!.cashOut!.amount;
    const res = await app.inject({ method: 'POST', url: `/sgw/bets/${b.id}/cash-out`, headers: m.headers, payload: { amount } });
    expect(res.statusCode).toBe(200);
    expect(await roundOf(m, b.id)).toMatchObject({
      status: 'SETTLED',
      win: amount,
      result: 'CASHED_OUT',
      detail: { betId: b.id, cashOut: 1, legs: [{ ...teams(e), kind: 'MATCH_RESULT', code: 'DRAW', grade: null }] },
    });
  });
});
