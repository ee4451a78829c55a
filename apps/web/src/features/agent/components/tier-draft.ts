import type { Contract, ContractKind, ContractTier } from '@jade/contract/agents';
import { parseMoney } from '@/lib/money';

/** Tiers a contract may have (the contract's `tiers` max). */
export const MAX_TIERS = 10;
const MAX_MEMBERS = 1_000_000;
const MAX_AMOUNT = 1_000_000_000_000;

/** One tier as typed: counts and amounts in currency units, the rate in %. `key` keeps rows apart in React. */
export type TierDraft = { key: number; activeMembers: string; validBet: string; profitLoss: string; rate: string };

let lastKey = 0;
export const emptyTier = (): TierDraft => ({ key: ++lastKey, activeMembers: '0', validBet: '0', profitLoss: '0', rate: '' });

/**
 * Reads a rate typed in % ("2", "2.5", "0.05") as basis points (200, 250, 5) by its digits, never
 * through a float. Null when it is not a number with at most 2 decimals.
 */
export function parseRate(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The problem of each field of a tier, as a translation key of `agent.tiers` (null: fine). */
export type TierIssues = {
  activeMembers: 'membersInvalid' | null;
  validBet: 'amountInvalid' | null;
  profitLoss: 'amountInvalid' | null;
  rate: 'rateInvalid' | 'rateAbove' | null;
};

const amountIssue = (text: string) => {
  const minor = parseMoney(text);
  return minor === null || minor > MAX_AMOUNT ? 'amountInvalid' : null;
};

/** Checks one tier against the contract rules and the agent's own highest rate (`maxRate`, basis points). */
export function tierIssues(draft: TierDraft, kind: ContractKind, maxRate: number): TierIssues {
  const bp = parseRate(draft.rate);
  return {
    activeMembers:
      /^\d{1,7}$/.test(draft.activeMembers.trim()) && Number(draft.activeMembers) <= MAX_MEMBERS ? null : 'membersInvalid',
    validBet: amountIssue(draft.validBet),
    profitLoss: kind === 'DIVIDEND' ? amountIssue(draft.profitLoss) : null,
    rate: bp === null || bp <= 0 ? 'rateInvalid' : bp > maxRate ? 'rateAbove' : null,
  };
}

/** The tiers to send (amounts in minor units, rates in basis points), or null while one is invalid. */
export function toTiers(drafts: TierDraft[], kind: ContractKind, maxRate: number): ContractTier[] | null {
  if (drafts.length === 0 || drafts.length > MAX_TIERS) return null;
  const tiers: ContractTier[] = [];
  for (const d of drafts) {
    if (Object.values(tierIssues(d, kind, maxRate)).some((issue) => issue !== null)) return null;
    tiers.push({
      activeMembers: Number(d.activeMembers.trim()),
      validBet: parseMoney(d.validBet)!,
      profitLoss: kind === 'DIVIDEND' ? parseMoney(d.profitLoss)! : 0,
      rate: parseRate(d.rate)!,
    });
  }
  return tiers;
}

/** A contract that still runs: the agent may share its kind with a downline. */
export const isRunning = (c: Pick<Contract, 'status'>) => c.status === 'ACTIVE' || c.status === 'TERMINATION_REQUESTED';

/** The kinds the agent holds running and its highest tier rate of each: what it may offer at most. */
export type OwnRates = Partial<Record<ContractKind, number>>;

export function ownRates(held: Contract[]): OwnRates {
  const rates: OwnRates = {};
  for (const c of held.filter(isRunning)) {
    const top = Math.max(0, ...c.tiers.map((x) => x.rate));
    rates[c.kind] = Math.max(rates[c.kind] ?? 0, top);
  }
  return rates;
}
