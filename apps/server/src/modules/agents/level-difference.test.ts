import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { levelDifference, tierRate, type ChainNode } from './level-difference';

/** A random chain of agents, each team containing the next one's (volumes nest). */
const chain = fc
  .array(fc.record({ rate: fc.integer({ min: 0, max: 10_000 }), own: fc.integer({ min: 0, max: 10_000_000 }) }), {
    minLength: 1,
    maxLength: 8,
  })
  .map((levels) => {
    // Volume of level i = its own direct members' volume + everything below it.
    const volumes = levels.map((_, i) => levels.slice(i).reduce((s, l) => s + l.own, 0));
    return levels.map<ChainNode>((l, i) => ({ id: i + 1, parentId: i === 0 ? null : i, rate: l.rate, volume: volumes[i]! }));
  });

describe('level difference', () => {
  test('pays the chain exactly the top rate times the volume, and no agent less than zero', () => {
    fc.assert(
      fc.property(chain, (nodes) => {
        const out = levelDifference(nodes);
        const total = out.reduce((s, e) => s + e.amount, 0);
        expect(total).toBe(Math.floor((nodes[0]!.rate * nodes[0]!.volume) / 10_000));
        for (const e of out) expect(e.amount).toBeGreaterThanOrEqual(0);
        // A downline never earns at a rate above its upline's.
        for (let i = 1; i < out.length; i++) expect(out[i]!.rate).toBeLessThanOrEqual(out[i - 1]!.rate);
      }),
    );
  });

  test('in any tree, even with subteams that won (dividends), pays exactly the top gross and nobody below zero', () => {
    // A tree of holders: each one's team volume is its own members' net loss (may be negative)
    // plus its downline holders' teams; volumes below zero count as zero.
    const tree = fc
      .array(
        fc.record({
          parent: fc.nat(),
          rate: fc.integer({ min: 0, max: 10_000 }),
          own: fc.integer({ min: -5_000_000, max: 5_000_000 }),
        }),
        { minLength: 1, maxLength: 12 },
      )
      .map((list) => {
        const parents = list.map((l, i) => (i === 0 ? null : l.parent % i));
        const team = list.map((l) => l.own);
        for (let i = list.length - 1; i > 0; i--) team[parents[i]!]! += team[i]!;
        return list.map<ChainNode>((l, i) => ({
          id: i + 1,
          parentId: parents[i] === null ? null : parents[i]! + 1,
          rate: l.rate,
          volume: team[i]!,
        }));
      });
    fc.assert(
      fc.property(tree, (nodes) => {
        const out = levelDifference(nodes);
        const top = nodes[0]!;
        expect(out.reduce((s, e) => s + e.amount, 0)).toBe(Math.floor((top.rate * Math.max(0, top.volume)) / 10_000));
        for (const e of out) {
          expect(e.amount).toBeGreaterThanOrEqual(0);
          // What a holder passes down never exceeds what its downlines' own rates would give them.
          for (const l of e.lines) expect(l.amount).toBeLessThanOrEqual(out.find((o) => o.id === l.id)!.gross);
        }
      }),
    );
  });

  test('shares a short budget in proportion when a subteam won', () => {
    // Team of 1: subteam 2 lost 200 000, subteam 3 won 100 000, so the whole team lost 100 000.
    const out = levelDifference([
      { id: 1, parentId: null, rate: 5_000, volume: 100_000 },
      { id: 2, parentId: 1, rate: 4_000, volume: 200_000 },
      { id: 3, parentId: 1, rate: 4_000, volume: -100_000 },
    ]);
    expect(out.map((e) => e.amount)).toEqual([0, 50_000, 0]);
  });

  test('gives each agent its rate minus its downline rate on the downline volume', () => {
    const out = levelDifference([
      { id: 1, parentId: null, rate: 300, volume: 1_000_000 },
      { id: 2, parentId: 1, rate: 200, volume: 600_000 },
      { id: 3, parentId: 2, rate: 100, volume: 100_000 },
    ]);
    expect(out.map((e) => e.amount)).toEqual([30_000 - 12_000, 12_000 - 1_000, 1_000]);
  });

  test('picks the highest tier whose conditions are all met', () => {
    const tiers = [
      { activeMembers: 0, validBet: 0, profitLoss: 0, rate: 50 },
      { activeMembers: 5, validBet: 100_000, profitLoss: 0, rate: 100 },
      { activeMembers: 10, validBet: 100_000, profitLoss: 0, rate: 200 },
    ];
    expect(tierRate(tiers, { activeMembers: 6, validBet: 200_000, profitLoss: 0 })).toBe(100);
    expect(tierRate(tiers, { activeMembers: 20, validBet: 50_000, profitLoss: 0 })).toBe(50);
    expect(tierRate(tiers.slice(1), { activeMembers: 1, validBet: 0, profitLoss: 0 })).toBe(0);
  });
});
