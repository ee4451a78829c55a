import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { ledgerInvariants, vendorCaller } from './seamless.fixtures';

const app = await buildTestApp();
const call = await vendorCaller(app);
const GAME = 'LOTUS-0001';

type Round = { id: string; stake: number; status: 'OPEN' | 'SETTLED' | 'CANCELLED' };
type Debit = { txId: string; round: Round; amount: number; applied: boolean; rolledBack: boolean };
type Instant = { txId: string; stake: number; win: number; applied: boolean };

const op = fc.oneof(
  fc.record({
    k: fc.constant('instant' as const),
    stake: fc.integer({ min: 1, max: 3_000 }),
    win: fc.integer({ min: 0, max: 6_000 }),
  }),
  fc.record({ k: fc.constant('debit' as const), stake: fc.integer({ min: 1, max: 3_000 }), pick: fc.nat() }),
  fc.record({ k: fc.constant('credit' as const), win: fc.integer({ min: 0, max: 6_000 }), pick: fc.nat() }),
  fc.record({ k: fc.constant('rollback' as const), pick: fc.nat() }),
  fc.record({ k: fc.constant('replay' as const), pick: fc.nat() }),
);

let seq = 0;

describe('seamless ledger property', () => {
  test('any sequence of debitCredit, debit, credit, rollback and repeats moves the wallet as a model does, and the ledger balances', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 8_000 }), fc.array(op, { minLength: 1, maxLength: 10 }), async (funds, ops) => {
        const m = await fundedMember(app, { funds });
        const player = m.username;
        let balance = funds;
        const rounds: Round[] = [];
        const debits: Debit[] = [];
        const instants: Instant[] = [];
        const open = () => rounds.filter((r) => r.status === 'OPEN');
        const tx = () => `p${seq++}`;
        const sendInstant = async (i: Instant) => {
          const res = await call('debitCredit', {
            playerId: player,
            txId: i.txId,
            roundId: `r-${i.txId}`,
            gameCode: GAME,
            amount: i.stake,
            winAmount: i.win,
          });
          if (!i.applied && balance >= i.stake) {
            i.applied = true;
            balance += i.win - i.stake;
          }
          expect(res.statusCode, res.body).toBe(i.applied ? 200 : 409);
        };
        for (const o of ops) {
          if (o.k === 'instant') {
            const i = { txId: tx(), stake: o.stake, win: o.win, applied: false };
            instants.push(i);
            await sendInstant(i);
          } else if (o.k === 'replay') {
            const i = instants[o.pick % Math.max(1, instants.length)];
            if (i) await sendInstant(i);
          } else if (o.k === 'debit') {
            const to = open()[o.pick % Math.max(1, open().length)] ?? null;
            const round = to && o.pick % 2 === 0 ? to : { id: `r-${tx()}`, stake: 0, status: 'OPEN' as const };
            if (!rounds.includes(round)) rounds.push(round);
            const d = { txId: tx(), round, amount: o.stake, applied: balance >= o.stake, rolledBack: false };
            debits.push(d);
            const res = await call('debit', {
              playerId: player,
              txId: d.txId,
              roundId: round.id,
              gameCode: GAME,
              amount: o.stake,
            });
            expect(res.statusCode, res.body).toBe(d.applied ? 200 : 409);
            if (d.applied) {
              balance -= o.stake;
              round.stake += o.stake;
            }
          } else if (o.k === 'credit') {
            const round = open().filter((r) => r.stake > 0)[o.pick % Math.max(1, open().length)];
            if (!round) continue;
            const res = await call('credit', { playerId: player, txId: tx(), roundId: round.id, gameCode: GAME, amount: o.win });
            expect(res.statusCode, res.body).toBe(200);
            balance += o.win;
            round.status = 'SETTLED';
          } else {
            const d = debits[o.pick % Math.max(1, debits.length)];
            if (!d) continue;
            const res = await call('rollback', { playerId: player, txId: d.txId, roundId: d.round.id });
            if (d.rolledBack) expect(res.statusCode).toBe(200);
            else if (!d.applied) expect(res.json().code).toBe('SW_TX_UNKNOWN');
            else if (d.round.status !== 'OPEN') expect(res.json().code).toBe('SW_ROUND_CLOSED');
            else {
              expect(res.statusCode, res.body).toBe(200);
              d.rolledBack = true;
              balance += d.amount;
              d.round.stake -= d.amount;
              if (d.round.stake <= 0) d.round.status = 'CANCELLED';
            }
          }
          expect(await balanceOf(app, m.headers)).toBe(balance);
        }
        expect(await ledgerInvariants(app)).toEqual({ wrongWallets: 0, halfTransfers: 0, sum: 0 });
      }),
      { numRuns: 25 },
    );
  });
});
