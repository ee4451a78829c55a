import { z } from 'zod';
import { MinorUnits } from './common';
import { SettlementKind } from './agents';
import { RecordQuery } from './wallet';

/**
 * GET /ops/agents/tree: one level of the agent tree — the top agents (no `parent`), or the direct
 * downline agents (`kind` AGENT) or members (`kind` MEMBER) of `parent`, a page at a time, so a
 * team of any size is read one level and one page at a time.
 */
export const OpsAgentTreeQuery = z
  .object({
    parent: z.string().trim().min(1).max(64).optional(),
    kind: z.enum(['AGENT', 'MEMBER']).default('AGENT'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type OpsAgentTreeQuery = z.infer<typeof OpsAgentTreeQuery>;

/** A node of the tree: the account and the counts of what sits below it. */
export const OpsAgentNode = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(['active', 'disabled']),
  upline: z.string().nullable(),
  createdAt: z.string(),
  /** Direct downline agents and members. */
  directAgents: z.number().int(),
  directMembers: z.number().int(),
  /** Everyone below it, at any depth. */
  teamSize: z.number().int(),
});
export type OpsAgentNode = z.infer<typeof OpsAgentNode>;
export const OpsAgentTreePage = z.object({
  list: z.array(OpsAgentNode),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OpsAgentTreePage = z.infer<typeof OpsAgentTreePage>;

/** GET /ops/agents/tree/:username: one account as a node, with its uplines from the top down. */
export const OpsAgentLookup = z.object({ node: OpsAgentNode, uplines: z.array(z.string()) });
export type OpsAgentLookup = z.infer<typeof OpsAgentLookup>;

/** GET /ops/agents/settlement-runs: the settled periods of the agents' contracts, newest first. */
export const OpsSettlementRunQuery = RecordQuery.extend({ kind: SettlementKind.optional() }).strict();
export const OpsSettlementRun = z.object({
  id: z.number().int(),
  kind: SettlementKind,
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Null while its holders are still being paid. */
  doneAt: z.string().nullable(),
  statements: z.number().int(),
  amount: MinorUnits,
});
export type OpsSettlementRun = z.infer<typeof OpsSettlementRun>;
export const OpsSettlementRunPage = z.object({
  list: z.array(OpsSettlementRun),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OpsSettlementRunPage = z.infer<typeof OpsSettlementRunPage>;

/** GET /ops/agents/statements: the agents' statements of one period (`runId`), or of an agent, or of a kind and days. */
export const OpsStatementQuery = RecordQuery.extend({
  kind: SettlementKind.optional(),
  runId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  agent: z.string().trim().min(1).max(64).optional(),
}).strict();
export const OpsStatement = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  agent: z.string(),
  kind: SettlementKind,
  periodStart: z.string(),
  periodEnd: z.string(),
  volume: MinorUnits,
  rate: z.number().int(),
  amount: MinorUnits,
  lines: z.number().int(),
  createdAt: z.string(),
});
export type OpsStatement = z.infer<typeof OpsStatement>;
export const OpsStatementPage = z.object({
  list: z.array(OpsStatement),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalAmount: MinorUnits,
});
export type OpsStatementPage = z.infer<typeof OpsStatementPage>;
