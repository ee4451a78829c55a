import type { ContractTier } from '@jade/contract/agents';

/**
 * A contract holder in one period: its upline holder, its own tier rate and its team's volume;
 * `gross` when its gross is not rate × volume (the lottery rebate: its team's level differences).
 */
export type ChainNode = { id: number; parentId: number | null; rate: number; volume: number; gross?: number | null };
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

/** floor(a × b / c) exactly, whatever the size of the product. */
const mulDiv = (a: number, b: number, c: number) => Number((BigInt(a) * BigInt(b)) / BigInt(c));

/**
 * The level-difference rule. Each holder's effective rate is its own, capped by its upline's
 * effective rate; its gross is `floor(rate × volume / 10 000)` of its whole team's volume (never
 * below 0). Money flows top down: a chain's top holder has its gross to share; each holder passes
 * its direct downline holders their gross and keeps the rest. When the downlines' gross together
 * is more than the holder has — with dividends a subteam that won counts as zero loss, so the
 * teams' net losses need not add up — each downline gets its share in proportion, rounded down.
 * So the chain's total is exactly the top holder's gross, nobody is paid below zero, and when
 * volumes nest (salaries) every holder gets exactly its gross minus its downlines' gross.
 * Nodes whose upline is not in the list start their own chain.
 */
export function levelDifference(nodes: ChainNode[]): Earning[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<number, ChainNode[]>();
  for (const n of nodes)
    if (n.parentId !== null && byId.has(n.parentId)) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  const rate = new Map<number, number>();
  const budget = new Map<number, number>();
  const gross = (n: ChainNode) =>
    n.gross != null ? Math.max(0, n.gross) : mulDiv(rate.get(n.id)!, Math.max(0, n.volume), 10_000);
  // Top down from each chain's top holder: effective rates first, then what each one has to share.
  const queue = nodes.filter((n) => n.parentId === null || !byId.has(n.parentId));
  for (const top of queue) {
    rate.set(top.id, top.rate);
    budget.set(top.id, gross(top));
  }
  const out = new Map<number, Earning>();
  for (let i = 0; i < queue.length; i++) {
    const n = queue[i]!;
    const have = budget.get(n.id)!;
    const kids = (children.get(n.id) ?? []).filter((c) => !rate.has(c.id));
    for (const c of kids) rate.set(c.id, Math.min(c.rate, rate.get(n.id)!));
    const wants = kids.map(gross);
    const asked = wants.reduce((s, g) => s + g, 0);
    const given = wants.map((g) => (asked <= have ? g : mulDiv(g, have, asked)));
    kids.forEach((c, k) => {
      budget.set(c.id, given[k]!);
      queue.push(c);
    });
    out.set(n.id, {
      id: n.id,
      rate: rate.get(n.id)!,
      gross: gross(n),
      amount: have - given.reduce((s, g) => s + g, 0),
      lines: kids.map((c, k) => ({ id: c.id, volume: Math.max(0, c.volume), rate: rate.get(c.id)!, amount: given[k]! })),
    });
  }
  // A holder in a cycle (impossible with a real upline tree) is reached by no chain and earns nothing.
  return nodes.map((n) => out.get(n.id) ?? { id: n.id, rate: 0, gross: 0, amount: 0, lines: [] });
}
