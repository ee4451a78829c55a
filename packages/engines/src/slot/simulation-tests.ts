import { expect, it } from 'vitest';
import { nodeHmac } from '../node-hmac';
import { FairStream, nobleHmac } from '../rng';
import { rtpBp } from './profiles';
import { simulate } from './simulate';

export const SIM_ROUNDS = 1_000_000;

/**
 * One simulation test per profile: SIM_ROUNDS rounds, each with its own stream (fixed server seed,
 * client seed and nonce = round), exactly as the server plays them. The RTP must land within
 * ±0.5 pp of the declared value, and its standard error must stay below 0.2 pp so that check means
 * something (volatility is moderate).
 */
export function simulationTests(profiles: number[]) {
  it('node:crypto HMAC gives the same stream as the browser’s', () => {
    const a = new FairStream(nodeHmac, 'seed', 'client', 3);
    const b = new FairStream(nobleHmac, 'seed', 'client', 3);
    for (let i = 0; i < 20; i++) expect(a.next()).toBe(b.next());
  });
  for (const profile of profiles) {
    it(`profile ${profile}: simulated RTP matches the declared ${rtpBp(profile)} bp`, () => {
      const started = performance.now();
      const seed = `slot-rtp-simulation-${profile}`;
      const r = simulate(profile, SIM_ROUNDS, (nonce) => new FairStream(nodeHmac, seed, 'jade', nonce));
      const pp = (x: number) => (x * 100).toFixed(3);
      console.log(
        `profile ${profile}: rtp ${pp(r.rtp)} % (declared ${(rtpBp(profile) / 100).toFixed(2)}), se ${pp(r.se)} pp, ` +
          `sd ${r.sd.toFixed(3)}×, hit ${pp(r.hitRate)} %, free spins 1/${(1 / r.freeSpinRate).toFixed(0)}, ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(r.se * 100).toBeLessThan(0.2);
      expect(Math.abs(r.rtp * 10000 - rtpBp(profile))).toBeLessThanOrEqual(50);
    });
  }
}
