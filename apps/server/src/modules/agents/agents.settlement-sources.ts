import type { SettlementKind } from '@jade/contract/agents';
import type { Db } from '../../db/client';

/**
 * A settlement kind whose figures another module keeps (the lottery's rebate): it is settled by the
 * same claim, batches and level-difference rule as the contracts, without contract rows. Its
 * holders are the agents to pay for a period (with their uplines: the chains), each with its
 * figures; `rate` is shown on the statement, `gross` is what the rule shares down the chain.
 */
export type SettlementSource = {
  /** When its first period starts (null: nothing to settle yet). */
  first(db: Db, merchantId: number): Promise<Date | null>;
  holders(db: Db, merchantId: number, start: Date, end: Date): Promise<{ agentId: number; uplineId: number | null }[]>;
  figure(
    db: Db,
    merchantId: number,
    agentId: number,
    start: Date,
    end: Date,
  ): Promise<{ rate: number; volume: number; gross: number }>;
  /** The ledger reason of its payments. */
  reason: string;
  /** How long after a period's end it is claimed (what its figures count may still be committing). */
  graceMs: number;
};

const sources = new Map<SettlementKind, SettlementSource>();

/** Registers the source of a kind (the module that owns its figures does, when the app is built). */
export function registerSettlementSource(kind: SettlementKind, source: SettlementSource) {
  sources.set(kind, source);
}

export const settlementSource = (kind: SettlementKind) => sources.get(kind);
export const settlementSources = () => [...sources];
