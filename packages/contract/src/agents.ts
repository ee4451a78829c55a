import { z } from 'zod';
import { Id, MinorUnits } from './common';
import { Exclusion } from './protection';
import { BetRecord, RecordQuery, RequestId, TransactionType } from './wallet';

// ---------------------------------------------------------------- agent centre

/** The contract kinds of spec §1; each has its own agent-centre page when its feature is on. */
export const ContractKind = z.enum(['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']);
export type ContractKind = z.infer<typeof ContractKind>;
/**
 * What a settlement statement pays: a contract kind, or the lottery rebate (the prize-level
 * difference, settled daily by the same level-difference rule; no contract to offer).
 */
export const SettlementKind = z.enum([...ContractKind.options, 'LOTTERY_REBATE']);
export type SettlementKind = z.infer<typeof SettlementKind>;

/** GET /wps/agent/centre: who is signed in and which contract pages the merchant offers. */
export const AgentCentre = z.object({
  username: z.string(),
  nickname: z.string(),
  affiliateCode: z.string().nullable(),
  upline: z.string().nullable(),
  /** Contract kinds whose menu entries show: AGENTPOLICY3 on and the merchant's contract settings. */
  contractKinds: z.array(ContractKind),
});
export type AgentCentre = z.infer<typeof AgentCentre>;

// ---------------------------------------------------------------- team overview

export const OverviewPeriod = z.enum(['today', 'yesterday', 'thisWeek', 'thisMonth']);
export type OverviewPeriod = z.infer<typeof OverviewPeriod>;

/** GET /wps/agent/team/overview?tz=: the team's figures (everyone below the agent). */
export const TeamOverviewQuery = z.object({ tz: z.coerce.number().int().min(-720).max(840).default(0) });
export const TeamPeriodFigures = z.object({
  period: OverviewPeriod,
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: MinorUnits,
  withdrawals: MinorUnits,
  /** Settled stakes. */
  validBet: MinorUnits,
  /** Wins − stakes of the team's settled rounds (the players' point of view). */
  profitLoss: MinorUnits,
});
export const TeamOverview = z.object({
  teamSize: z.number().int(),
  directDownlines: z.number().int(),
  teamBalance: MinorUnits,
  periods: z.array(TeamPeriodFigures),
});
export type TeamOverview = z.infer<typeof TeamOverview>;

// ---------------------------------------------------------------- team management

/** GET /wps/agent/team/members: direct downlines of `parent` (default: the agent), or a search of the whole team. */
export const DownlineQuery = z.object({
  parent: z.string().trim().max(64).optional(),
  search: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const Downline = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  upline: z.string(),
  /** 1 for a direct downline, 2 for its downline … */
  level: z.number().int(),
  directDownlines: z.number().int(),
  balance: MinorUnits,
  /** The lottery prize level (basis points of the odds table; see `LotteryPrizeLevel`). */
  prizeLevel: z.number().int(),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** On a break or self-excluded (player protection): the agent sees it, and cannot lift it. */
  exclusion: Exclusion.nullable(),
});
export type Downline = z.infer<typeof Downline>;
export const DownlinePage = z.object({
  list: z.array(Downline),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type DownlinePage = z.infer<typeof DownlinePage>;

/** GET /wps/agent/team/members/:username: one downline with its totals. */
export const DownlineDetail = Downline.extend({
  /** The chain from the agent's direct downline down to this one. */
  path: z.array(z.string()),
  deposits: MinorUnits,
  withdrawals: MinorUnits,
  validBet: MinorUnits,
  profitLoss: MinorUnits,
  /** The contracts between the agent and this downline (direct downline agents only), newest first. */
  contracts: z.array(z.lazy(() => Contract)),
});
export type DownlineDetail = z.infer<typeof DownlineDetail>;

// ---------------------------------------------------------------- transfers

/** POST /wps/agent/transfer (encrypted: it carries the payment password): to a downline at any depth, or the upline. */
export const AgentTransferRequest = z
  .object({
    to: z.string().trim().min(1).max(64),
    amount: z.number().int().positive().max(1_000_000_000_00),
    paymentPassword: z.string().min(1).max(128),
    requestId: RequestId,
  })
  .strict();
export const AgentTransferResult = z.object({ transferId: z.number().int(), balance: MinorUnits, to: z.string() });

// ---------------------------------------------------------------- reports

/** GET /wps/agent/reports/bets (personalHistoryCopy of the team): the team's rounds. */
export const TeamBetQuery = RecordQuery.extend({ username: z.string().trim().max(64).optional() });
export const TeamBetRecord = BetRecord.omit({ detail: true }).extend({ username: z.string() });
const BetSums = z.object({ stake: MinorUnits, win: MinorUnits, profit: MinorUnits });
export const TeamBetPage = z.object({
  list: z.array(TeamBetRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageTotals: BetSums,
  totals: BetSums,
});
export type TeamBetPage = z.infer<typeof TeamBetPage>;

/** GET /wps/agent/reports/profit (palStatementsAgentCopy): profit and loss per team member. */
export const TeamProfitQuery = TeamBetQuery;
const ProfitSums = z.object({
  rounds: z.number().int(),
  validBet: MinorUnits,
  win: MinorUnits,
  profit: MinorUnits,
  deposits: MinorUnits,
  withdrawals: MinorUnits,
});
export const TeamProfitRow = ProfitSums.extend({ username: z.string(), level: z.number().int() });
export const TeamProfitPage = z.object({
  list: z.array(TeamProfitRow),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageTotals: ProfitSums,
  totals: ProfitSums,
});
export type TeamProfitPage = z.infer<typeof TeamProfitPage>;

/** GET /wps/agent/reports/transactions (agentDownlineTransactionDetailsCopy): the team's ledger movements. */
export const TeamTransactionQuery = TeamBetQuery;
export const TeamTransaction = z.object({
  id: z.number().int(),
  username: z.string(),
  type: TransactionType,
  amount: MinorUnits,
  balanceAfter: MinorUnits,
  reference: z.string().nullable(),
  createdAt: z.string(),
});
const InOut = z.object({ in: MinorUnits, out: MinorUnits });
export const TeamTransactionPage = z.object({
  list: z.array(TeamTransaction),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageTotals: InOut,
  totals: InOut,
});
export type TeamTransactionPage = z.infer<typeof TeamTransactionPage>;

// ---------------------------------------------------------------- contracts

/** How often a dividend settles (spec §3 period types); salaries settle daily, hourly or every 5 minutes. */
export const ContractPeriod = z.enum(['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY']);
export type ContractPeriod = z.infer<typeof ContractPeriod>;

/**
 * One tier: the conditions (all must be met over the period) and the rate in basis points
 * (100 = 1 %) of the team's volume — net loss for a dividend, valid bet for a salary.
 */
export const ContractTier = z
  .object({
    activeMembers: z.number().int().min(0).max(1_000_000),
    validBet: z.number().int().min(0).max(1_000_000_000_000),
    profitLoss: z.number().int().min(0).max(1_000_000_000_000),
    rate: z.number().int().min(0).max(10_000),
  })
  .strict();
export type ContractTier = z.infer<typeof ContractTier>;

export const ContractTerms = z
  .object({
    kind: ContractKind,
    /** Dividend only; a downline's dividend follows its upline's period. */
    period: ContractPeriod.optional(),
    tiers: z.array(ContractTier).min(1).max(10),
  })
  .strict();

/** POST /wps/agent/contracts: an upline offers a contract to a direct downline agent. */
export const OfferContractRequest = ContractTerms.extend({ to: z.string().trim().min(1).max(64) }).strict();

export const ContractStatus = z.enum(['OFFERED', 'ACTIVE', 'REJECTED', 'TERMINATION_REQUESTED', 'TERMINATED']);
export const Contract = z.object({
  id: z.number().int(),
  kind: ContractKind,
  period: ContractPeriod.nullable(),
  tiers: z.array(ContractTier),
  status: ContractStatus,
  /** Who offered it (null: set by the operator). */
  upline: z.string().nullable(),
  agent: z.string(),
  terminationRequestedBy: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof Contract>;
export const ContractList = z.object({ held: z.array(Contract), given: z.array(Contract) });
export type ContractList = z.infer<typeof ContractList>;

/**
 * GET /wps/agent/contracts: the agent's own contracts (newest 50) and one page of the ones it gave
 * (rejected offers left out), both of one kind when `kind` is given. A team of thousands of agents
 * gives thousands of contracts: they are paged, never sent whole.
 */
export const MyContractsQuery = z.object({
  kind: ContractKind.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyContractsQuery = z.infer<typeof MyContractsQuery>;
export const MyContracts = ContractList.extend({
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** How many contracts the agent gave (of the kind), all pages. */
  givenTotal: z.number().int(),
});
export type MyContracts = z.infer<typeof MyContracts>;

/** A contract offered with a new account or an invitation link: its kind and tiers (a dividend follows the upline's period). */
export const InitialContract = z.object({ kind: ContractKind, tiers: z.array(ContractTier).min(1).max(10) }).strict();
export type InitialContract = z.infer<typeof InitialContract>;
export const InitialContracts = z
  .array(InitialContract)
  .max(4)
  .refine((list) => new Set(list.map((c) => c.kind)).size === list.length, 'One contract per kind');

// ---------------------------------------------------------------- register centre

export const DownlineKind = z.enum(['MEMBER', 'AGENT']);
export type DownlineKind = z.infer<typeof DownlineKind>;

/** POST /wps/agent/downlines (encrypted: it carries the new account's password). */
export const CreateDownlineRequest = z
  .object({
    kind: DownlineKind,
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,16}$/, '4-16 letters or digits'),
    password: z.string().min(8).max(32),
    nickname: z.string().trim().max(40).optional(),
    /** An agent downline's first contracts: offered to it at once, one per kind (members hold none). */
    contracts: InitialContracts.optional(),
  })
  .strict();
export const CreatedDownline = z.object({
  id: z.number().int(),
  username: z.string(),
  kind: DownlineKind,
  affiliateCode: z.string().nullable(),
  /** The offers made to the new agent (it answers them in the contract modal at its first sign-in). */
  contracts: z.array(Contract),
});

/** An invitation link: its code is the affiliate code of registration. */
export const InviteLink = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: DownlineKind,
  enabled: z.boolean(),
  uses: z.number().int(),
  /** An agent link's default contracts, offered to everyone who registers through it. */
  contracts: z.array(InitialContract),
  createdAt: z.string(),
});
export type InviteLink = z.infer<typeof InviteLink>;
export const InviteLinkList = z.object({ list: z.array(InviteLink) });
export const CreateInviteLinkRequest = z.object({ kind: DownlineKind, contracts: InitialContracts.optional() }).strict();
export const UpdateInviteLinkRequest = z.object({ enabled: z.boolean() }).strict();

/** POST /wps/agent/contracts/:id/answer: the other side's step. */
export const ContractAction = z.enum(['ACCEPT', 'REJECT', 'REQUEST_TERMINATION', 'CONFIRM_TERMINATION']);
export type ContractAction = z.infer<typeof ContractAction>;
export const ContractAnswerRequest = z.object({ action: ContractAction }).strict();

/**
 * GET /wps/agent/contracts/consolidated (spec §3): what waits for the signed-in account's answer —
 * offers to it and termination requests of the other side — by kind, as the spec names them.
 */
export const ConsolidatedContracts = z.object({
  dailysalreqtype: z.array(Contract),
  divtypereq: z.array(Contract),
  contracthoursalreq: z.array(Contract),
  realtimesalreqtype: z.array(Contract),
});
export type ConsolidatedContracts = z.infer<typeof ConsolidatedContracts>;

/** PUT /ops/agents/:username/contract: the operator sets a top agent's contract (active at once). */
export const OpsContractRequest = ContractTerms;

/** GET /wps/agent/settlements (agentRevenueReport): what the agent earned per contract and period. */
export const SettlementQuery = RecordQuery.extend({ kind: SettlementKind.optional() });
/** `rate`: the tier rate in basis points; for the lottery rebate, the agent's prize level (its lines: each downline's). */
export const SettlementRecord = z.object({
  id: z.number().int(),
  kind: SettlementKind,
  periodStart: z.string(),
  periodEnd: z.string(),
  volume: MinorUnits,
  rate: z.number().int(),
  amount: MinorUnits,
  lines: z.array(z.object({ agent: z.string(), volume: MinorUnits, rate: z.number().int(), amount: MinorUnits })),
  createdAt: z.string(),
});
export const SettlementPage = z.object({
  list: z.array(SettlementRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageTotal: MinorUnits,
  totalAmount: MinorUnits,
});
export type SettlementPage = z.infer<typeof SettlementPage>;

/**
 * The spec's calls (§7): GET `MCS2_processDividendReq` and `processDailySalContract` list that
 * kind's contracts; POST `MCSFE_processRealTimeSalaryContract` and `processContractHourSalary`
 * offer one (`{ to, tiers }`) or answer one (`{ id, action }`).
 */
export const SpecContractCall = z.union([
  z.object({ id: Id, action: ContractAction }).strict(),
  OfferContractRequest.omit({ kind: true }).strict(),
]);

/**
 * GET/PUT /ops/agents/settlement-zone: the merchant's business day for settlement periods, as
 * minutes east of UTC (Nepal +345). Days, weeks and months of contracts start at its midnight.
 */
export const SettlementZone = z.object({ utcOffsetMinutes: z.number().int().min(-720).max(840) }).strict();
export type SettlementZone = z.infer<typeof SettlementZone>;
