import type { ContractTier } from '@jade/contract/agents';

/** A contract holder in one period: its upline holder, its own tier rate and its team's volume. */
export type ChainNode = { id: number; parentId: number | null; rate: number; volume: number };
export type Earning = {
  id: number;
  rate: number;
  gross: number;
  amount: number;
  lines: { id: number; volume: number; rate: number; amount: number }[];
};

/** The highest tier whose conditions are all met (rate in basis points), 0 when none is. */
export function tierRate(tiers: ContractTier[], met: { activeMembers: number; validBet: number; profitLoss: number }): number {
  let best = 0;
  for (const t of tiers) {
    if (met.activeMembers >= t.activeMembers && met.validBet >= t.validBet && met.profitLoss >= t.profitLoss)
      best = Math.max(best, t.rate);
  }
  return best;
}

/**
 * The level-difference rule. Each holder's effective rate is its own, capped by its upline's
 * effective rate; its gross is `floor(rate × volume / 10 000)` of its whole team's volume, and it
 * is paid its gross minus its direct downline holders' gross. With volumes that contain the
 * downlines' volumes (teams nest) the chain's total is exactly the top holder's gross and no one
 * gets less than zero. Nodes whose upline is not in the list start their own chain.
 */
export function levelDifference(nodes: ChainNode[]): Earning[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const effective = new Map<number, number>();
  const rateOf = (n: ChainNode, depth = 0): number => {
    const known = effective.get(n.id);
    if (known !== undefined) return known;
    const parent = n.parentId !== null && depth < 64 ? byId.get(n.parentId) : undefined;
    const rate = parent ? Math.min(n.rate, rateOf(parent, depth + 1)) : n.rate;
    effective.set(n.id, rate);
    return rate;
  };
  const gross = new Map(nodes.map((n) => [n.id, Math.floor((rateOf(n) * Math.max(0, n.volume)) / 10_000)]));
  return nodes.map((n) => {
    const children = nodes.filter((c) => c.parentId === n.id);
    const lines = children.map((c) => ({ id: c.id, volume: Math.max(0, c.volume), rate: rateOf(c), amount: gross.get(c.id)! }));
    const amount = Math.max(0, gross.get(n.id)! - lines.reduce((s, l) => s + l.amount, 0));
    return { id: n.id, rate: rateOf(n), gross: gross.get(n.id)!, amount, lines };
  });
}
