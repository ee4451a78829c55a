// Engine-only slot spins per second on one core: the pure engine with the server's HMAC, no I/O.
import { createHmac } from 'node:crypto';
import { FairStream, type HmacFn } from '@jade/engines/rng';
import { slot } from '@jade/engines/slot';

const hmacFn: HmacFn = (k, m) => new Uint8Array(createHmac('sha256', k).update(m).digest());
const params = { profile: 3, theme: 'dragon', lines: 20, jackpot: false, maxBet: 100_000 };
const seconds = Number(process.argv[2] ?? 2);
let n = 0;
let paid = 0;
const end = performance.now() + seconds * 1000;
while (performance.now() < end) {
  for (let i = 0; i < 1000; i++, n++)
    paid += slot.play(params, { stake: 20 }, new FairStream(hmacFn, 'bench-seed', 'bench', n)).win;
}
console.log(JSON.stringify({ spinsPerSecond: Math.round(n / seconds), rtp: paid / (n * 20) }));
