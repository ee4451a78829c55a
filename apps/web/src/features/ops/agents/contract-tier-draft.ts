import type { Contract, ContractKind, ContractTier } from '@jade/contract/agents';
import { ApiError } from '@/lib/api-client';
import { parseMoney } from '@/lib/money';

/**
 * The tiers of a top agent's contract as the operator types them (the contract schema's bounds:
 * 1–10 tiers, counts up to 1,000,000, amounts up to 10,000,000,000.00, rates 0–100 % with at most
 * two decimals). The agent centre has its own editor, capped by the agent's own rate.
 */
export const MIN_TIERS = 1;
export const MAX_TIERS = 10;
const MAX_MEMBERS = 1_000_000;
const MAX_AMOUNT = 1_000_000_000_000;
const MAX_RATE = 10_000;

/** One tier as typed: counts and amounts in currency units, the rate in %. `key` keeps rows apart in React. */
export type TierDraft = { key: number; activeMembers: string; validBet: string; profitLoss: string; rate: string };
export type TierField = Exclude<keyof TierDraft, 'key'>;
/** The problem of a field, as a key of `ops.agents.tiers` (null: fine). */
export type TierIssue = 'membersInvalid' | 'amountInvalid' | 'rateInvalid' | null;

let lastKey = 0;
export const emptyTier = (): TierDraft => ({ key: ++lastKey, activeMembers: '0', validBet: '0', profitLoss: '0', rate: '' });

const money = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
const rateText = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** A saved contract's tiers as drafts, to change them (one empty tier when there is none). */
export function draftsOf(tiers: readonly ContractTier[] | undefined): TierDraft[] {
  if (!tiers?.length) return [emptyTier()];
  return tiers.map((x) => ({
    key: ++lastKey,
    activeMembers: String(x.activeMembers),
    validBet: money(x.validBet),
    profitLoss: money(x.profitLoss),
    rate: rateText(x.rate),
  }));
}

/** A new tier after the others, starting from the last one's conditions (a higher tier asks more): at most 10. */
export function addTier(drafts: TierDraft[]): TierDraft[] {
  if (drafts.length >= MAX_TIERS) return drafts;
  const last = drafts[drafts.length - 1];
  return [
    ...drafts,
    {
      ...emptyTier(),
      ...(last ? { activeMembers: last.activeMembers, validBet: last.validBet, profitLoss: last.profitLoss } : {}),
    },
  ];
}

/** The list without the tier `key`: at least one stays. */
export function removeTier(drafts: TierDraft[], key: number): TierDraft[] {
  return drafts.length <= MIN_TIERS ? drafts : drafts.filter((d) => d.key !== key);
}

/** A rate typed in % ("2", "2.5", "0.05") as basis points (200, 250, 5), by its digits; null when not 0–100 with ≤ 2 decimals. */
export function parseRate(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= MAX_RATE ? bp : null;
}

const amountIssue = (text: string): TierIssue => {
  const minor = parseMoney(text);
  return minor === null || minor > MAX_AMOUNT ? 'amountInvalid' : null;
};

/** Each field's problem; the net loss counts for a dividend only (a salary is paid on valid bets). */
export function tierIssues(d: TierDraft, kind: ContractKind): Record<TierField, TierIssue> {
  return {
    activeMembers: /^\d{1,7}$/.test(d.activeMembers.trim()) && Number(d.activeMembers) <= MAX_MEMBERS ? null : 'membersInvalid',
    validBet: amountIssue(d.validBet),
    profitLoss: kind === 'DIVIDEND' ? amountIssue(d.profitLoss) : null,
    rate: parseRate(d.rate) === null ? 'rateInvalid' : null,
  };
}

/** The tiers to send (amounts in minor units, rates in basis points), or null while one is invalid. */
export function toTiers(drafts: TierDraft[], kind: ContractKind): ContractTier[] | null {
  if (drafts.length < MIN_TIERS || drafts.length > MAX_TIERS) return null;
  if (drafts.some((d) => Object.values(tierIssues(d, kind)).some((issue) => issue !== null))) return null;
  return drafts.map((d) => ({
    activeMembers: Number(d.activeMembers.trim()),
    validBet: parseMoney(d.validBet)!,
    profitLoss: kind === 'DIVIDEND' ? parseMoney(d.profitLoss)! : 0,
    rate: parseRate(d.rate)!,
  }));
}

/** The fields the server refused by their path (`tiers.1.rate` → tier 1's rate), as `index.field`. */
export function refusedFields(err: unknown): Set<string> {
  const out = new Set<string>();
  if (!(err instanceof ApiError)) return out;
  for (const issue of err.issues) {
    const m = /^tiers\.(\d+)\.(activeMembers|validBet|profitLoss|rate)$/.exec(issue.path);
    if (m) out.add(`${m[1]}.${m[2]}`);
  }
  return out;
}

/** The running top contract (set by the operator) of a kind, whose tiers the form starts from. */
export const runningTop = (held: readonly Contract[], kind: ContractKind) =>
  held.find((c) => c.kind === kind && c.upline === null && (c.status === 'ACTIVE' || c.status === 'TERMINATION_REQUESTED'));
