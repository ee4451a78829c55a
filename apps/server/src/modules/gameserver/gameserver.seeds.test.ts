import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import * as mines from '@jade/engines/mines';
import { FairStream, hashServerSeed, nobleHmac } from '@jade/engines/rng';
import { buildTestApp } from '../../test/build-test-app';
import { gameSession, playRound } from '../../test/games';
import { fundedMember } from '../../test/money';
import { gsSeeds } from './gameserver.tables';

const app = await buildTestApp();

const serverSeedOf = async (seedId: number) =>
  (await app.db.select({ s: gsSeeds.serverSeed }).from(gsSeeds).where(eq(gsSeeds.id, seedId)))[0]!.s;
const rotate = (auth: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/gs/v1/seeds/rotate', headers: auth, payload: {} });
const move = (auth: Record<string, string>, path: string, payload: object) =>
  app.inject({ method: 'POST', url: `/gs/v1/mines/${path}`, headers: auth, payload });

describe('seed secrecy', () => {
  test('a seed pair with a mines round in play is not rotated, from any game or tab, and nothing reveals its seed', async () => {
    const m = await fundedMember(app, { funds: 100_000 });
    const s = await gameSession(app, 'INHOUSE-MINES', { headers: m.headers });
    const start = (await playRound(app, s.auth, { stake: 1_000, mines: 24 })).json().value;
    expect(start.round.status).toBe('OPEN');
    const seed = await serverSeedOf(start.round.fair.seedId);

    // The attack: rotate while the round is open, read the retired seed, compute the mines.
    const refused = await rotate(s.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('GS_ROUND_OPEN');
    expect(refused.body).not.toContain(seed);
    // A second game of the same member plays on the same pair: it cannot rotate it either.
    const other = await gameSession(app, 'INHOUSE-DICE', { headers: m.headers });
    expect(other.fair.serverSeedHash).toBe(start.round.fair.serverSeedHash);
    expect((await playRound(app, other.auth, { stake: 1_000, target: 5000, over: true })).statusCode).toBe(200);
    expect((await rotate(other.auth)).json().code).toBe('GS_ROUND_OPEN');
    // A free trial has seeds of its own: rotating them reveals nothing of the member's.
    const trial = await gameSession(app, 'INHOUSE-MINES', { mode: 'trial' });
    expect(trial.fair.serverSeedHash).not.toBe(start.round.fair.serverSeedHash);
    const trialRotated = await rotate(trial.auth);
    expect(trialRotated.statusCode).toBe(200);
    expect(trialRotated.body).not.toContain(seed);

    // Nothing else the member or the page can read shows the seed while the round is open.
    const receipt = () => app.inject({ method: 'GET', url: `/wps/game/fairness/${start.round.roundRef}`, headers: m.headers });
    const reads = [
      await receipt(),
      await app.inject({ method: 'GET', url: '/gs/v1/mines/open', headers: s.auth }),
      await app.inject({ method: 'GET', url: '/gs/v1/seeds', headers: s.auth }),
      await app.inject({ method: 'GET', url: '/wps/wallet/bets', headers: m.headers }),
    ];
    for (const r of reads) expect(r.body).not.toContain(seed);
    expect((await receipt()).json().value.serverSeed).toBeNull();
    // Even a pair retired some other way (as rotations did before) stays hidden on an open round's receipt.
    await app.db.update(gsSeeds).set({ active: false }).where(eq(gsSeeds.id, start.round.fair.seedId));
    expect((await receipt()).json().value.serverSeed).toBeNull();
    await app.db.update(gsSeeds).set({ active: true }).where(eq(gsSeeds.id, start.round.fair.seedId));

    // Once the round is over the pair rotates, and its receipt recomputes the mines from the seed.
    let state = start;
    for (let tile = 0; state.round.status === 'OPEN'; tile++)
      state = (await move(s.auth, 'reveal', { roundId: start.round.roundId, tile })).json().value;
    const rotated = await rotate(s.auth);
    expect(rotated.statusCode).toBe(200);
    const previous = rotated.json().value.previous;
    expect(previous.serverSeed).toBe(seed);
    expect(hashServerSeed(previous.serverSeed)).toBe(start.round.fair.serverSeedHash);
    const r = (await receipt()).json().value;
    expect(r.serverSeed).toBe(seed);
    const dealt = mines.deal(r.params, r.bet, new FairStream(nobleHmac, r.serverSeed, r.clientSeed, r.nonce));
    expect(dealt.minePositions).toEqual(r.detail.minePositions);
  });
});
