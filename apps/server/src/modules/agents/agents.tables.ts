import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ContractKind,
  ContractPeriod,
  ContractTier,
  DownlineKind,
  InitialContract,
  SettlementKind,
} from '@jade/contract/agents';
import { accounts } from '../members/members.tables';

/**
 * An agent's invitation links (register centre). The code is the affiliate code a visitor
 * registers with; `kind` decides whether the new account is a member or an agent.
 */
export const agentInviteLinks = pgTable(
  'agent_invite_links',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => accounts.id),
    code: text('code').notNull(),
    kind: text('kind').$type<DownlineKind>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    /** An agent link's default contracts, offered to each account registered through it. */
    contracts: jsonb('contracts').$type<InitialContract[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_invite_links_code').on(t.merchantId, sql`lower(${t.code})`),
    index('agent_invite_links_agent').on(t.agentId),
  ],
);

export type ContractStatus = 'OFFERED' | 'ACTIVE' | 'REJECTED' | 'TERMINATION_REQUESTED' | 'TERMINATED';

/**
 * A contract between an upline (null: the operator) and an agent: tiers of conditions and rates.
 * At most one open offer and one running contract per agent and kind (partial unique indexes).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    uplineId: integer('upline_id').references(() => accounts.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => accounts.id),
    period: text('period').$type<ContractPeriod>(),
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    terminationRequestedBy: integer('termination_requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_offer')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} = 'OFFERED'`),
    uniqueIndex('agent_contracts_one_running')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} in ('ACTIVE', 'TERMINATION_REQUESTED')`),
    // The newest contracts an agent holds and gave (the contracts page): a range of one index each,
    // however many contracts the table holds.
    index('agent_contracts_agent_id').on(t.agentId, t.id),
    index('agent_contracts_upline_id').on(t.uplineId, t.id),
  ],
);

/**
 * One claimed period of one contract kind: its key is unique, so a period is claimed exactly once.
 * `doneAt` is set when its last holder's batch has committed (null: settlement still under way).
 */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').$type<SettlementKind>().notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_settlement_runs_key').on(t.merchantId, t.periodKey),
    index('agent_settlement_runs_kind').on(t.kind, t.periodEnd),
    index('agent_settlement_runs_open')
      .on(t.merchantId, t.periodEnd)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * The contract holders of a claimed period, fixed at the claim: their figures (`rate`, `volume`,
 * null until computed) and, once paid, their statement, written in the same transaction as the
 * payment. Batches claim rows with `FOR UPDATE SKIP LOCKED`, so two nodes never take the same one.
 */
export const agentSettlementHolders = pgTable(
  'agent_settlement_holders',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => agentSettlementRuns.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => accounts.id),
    /** The holder's place in the period's list (the chain is computed in this order). */
    seq: integer('seq').notNull(),
    /** The contract paid (null for the lottery rebate, which has none). */
    contractId: integer('contract_id').references(() => agentContracts.id),
    uplineId: integer('upline_id'),
    rate: integer('rate'),
    volume: bigint('volume', { mode: 'number' }),
    /** The holder's gross when it is not rate × volume (the lottery rebate: see `figureOf`). */
    gross: bigint('gross', { mode: 'number' }),
    statementId: integer('statement_id'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.agentId] }), index('agent_settlement_holders_seq').on(t.runId, t.seq)],
);

/** An agent's statement for one period: its volume, rate, amount and the lines it was computed from. */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    runId: integer('run_id')
      .notNull()
      .references(() => agentSettlementRuns.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<SettlementKind>().notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    rate: integer('rate').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<{ agent: string; volume: number; rate: number; amount: number }[]>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_settlements_run_agent').on(t.runId, t.agentId),
    index('agent_settlements_agent').on(t.agentId, t.id),
  ],
);
