import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { balanceOf, fundedMember } from '../../test/money';
import { ledgerInvariants, vendorCaller } from '../seamless/seamless.fixtures';

const app = await buildTestApp();
const call = await vendorCaller(app);
const GAME = 'LOTUS-0001';

const op = fc.oneof(
  fc.record({ k: fc.constant('debit' as const), stake: fc.integer({ min: 1, max: 3_000 }) }),
  fc.record({
    k: fc.constant('instant' as const),
    stake: fc.integer({ min: 1, max: 3_000 }),
    win: fc.integer({ min: 0, max: 4_000 }),
  }),
  fc.record({ k: fc.constant('credit' as const), win: fc.integer({ min: 0, max: 4_000 }), pick: fc.nat() }),
  fc.record({ k: fc.constant('rollback' as const), pick: fc.nat() }),
  fc.record({
    k: fc.constant('limit' as const),
    kind: fc.constantFrom('LOSS' as const, 'WAGER' as const),
    amount: fc.option(fc.integer({ min: 1, max: 8_000 }), { nil: null }),
  }),
);

let seq = 0;

describe('limits property', () => {
  test('any sequence of bets, instant rounds, wins, rollbacks and limit changes is accepted or refused as a model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10_000 }), fc.array(op, { minLength: 1, maxLength: 10 }), async (funds, ops) => {
        const m = await fundedMember(app, { funds });
        let balance = funds;
        let wager = 0;
        let loss = 0;
        const limit: Record<'LOSS' | 'WAGER', number> = { LOSS: Infinity, WAGER: Infinity };
        const open: { txId: string; stake: number }[] = [];
        const expected = (stake: number) =>
          loss + stake > limit.LOSS
            ? 'PROTECTION_LOSS_LIMIT'
            : wager + stake > limit.WAGER
              ? 'PROTECTION_WAGER_LIMIT'
              : balance < stake
                ? 'WALLET_INSUFFICIENT_BALANCE'
                : 'OK';
        for (const o of ops) {
          const txId = `lp${seq++}`;
          if (o.k === 'limit') {
            await app.inject({
              method: 'PUT',
              url: '/wps/protection/limits',
              headers: m.headers,
              payload: { kind: o.kind, period: 'MONTH', amount: o.amount },
            });
            // Only a new or lower limit applies now; a raise or a removal waits 24 hours.
            if (o.amount !== null && o.amount < limit[o.kind]) limit[o.kind] = o.amount;
          } else if (o.k === 'debit' || o.k === 'instant') {
            const want = expected(o.stake);
            const res =
              o.k === 'debit'
                ? await call('debit', { playerId: m.username, txId, roundId: `r${txId}`, gameCode: GAME, amount: o.stake })
                : await call('debitCredit', {
                    ...{ playerId: m.username, txId, roundId: `r${txId}`, gameCode: GAME },
                    ...{ amount: o.stake, winAmount: o.win, result: 'x' },
                  });
            expect(res.json().code, `${o.k} ${o.stake}`).toBe(want);
            if (want !== 'OK') continue;
            const win = o.k === 'instant' ? o.win : 0;
            balance += win - o.stake;
            wager += o.stake;
            loss += o.stake - win;
            if (o.k === 'debit') open.push({ txId, stake: o.stake });
          } else if (open.length > 0) {
            const [round] = open.splice(o.pick % open.length, 1);
            const res =
              o.k === 'credit'
                ? await call('credit', { playerId: m.username, txId, roundId: `r${round!.txId}`, gameCode: GAME, amount: o.win })
                : await call('rollback', { playerId: m.username, txId: round!.txId, roundId: `r${round!.txId}` });
            expect(res.statusCode, res.body).toBe(200);
            const back = o.k === 'credit' ? o.win : round!.stake;
            balance += back;
            loss -= back;
            if (o.k === 'rollback') wager -= round!.stake;
          }
        }
        expect(await balanceOf(app, m.headers)).toBe(balance);
      }),
      { numRuns: 12 },
    );
    expect(await ledgerInvariants(app)).toEqual({ wrongWallets: 0, halfTransfers: 0, sum: 0 });
  });
});
