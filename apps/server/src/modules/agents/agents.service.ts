import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isAgentType } from '@jade/contract/auth';
import { ContractKind, type AgentCentre, type DownlineDetail } from '@jade/contract/agents';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import { figures, oneScope } from './agents.figures';
import { agentContracts } from './agents.tables';
import { contractsWith } from './agents.contracts';
import { findInTeam, pathTo } from './agents.team';

export { teamOverview } from './agents.figures';
export { findInTeam, listDownlines } from './agents.team';
export { agentTransfer } from './agents.transfer';
export {
  createDownline,
  createInviteLink,
  DOWNLINE_AGENT_TYPE,
  inviteLinkOf,
  listInviteLinks,
  newAffiliateCode,
  registeredThroughLink,
  setInviteLinkEnabled,
} from './agents.register';
export { teamBets, teamProfit, teamTransactions, type ReportFilter } from './agents.reports';
export { answerContract, consolidated, listContracts, offerContract, setTopContract } from './agents.contracts';
export { periodAt, settleDue, settlePeriod, settlementsOf } from './agents.settlement';
export { registerSettlementSource, type SettlementSource } from './agents.settlement-sources';

/**
 * The agent centre's header data. A contract kind's page shows when the merchant uses that kind
 * (the operator has set a top agent's contract of it); the web also needs AGENTPOLICY3 on.
 */
export async function centreOf(db: Db, agent: members.Account): Promise<AgentCentre> {
  const upline = agent.uplineId ? await members.findById(db, agent.uplineId) : null;
  const kinds = await db
    .selectDistinct({ kind: agentContracts.kind })
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, agent.merchantId), isNull(agentContracts.uplineId)));
  return {
    username: agent.username,
    nickname: agent.nickname || agent.username,
    affiliateCode: agent.affiliateCode,
    upline: upline?.username ?? null,
    contractKinds: ContractKind.options.filter((k) => kinds.some((r) => r.kind === k)),
  };
}

/** One team member with its path from the agent and its lifetime totals; outside the team: not found. */
export async function downlineDetail(db: Db, merchantId: number, agentId: number, username: string): Promise<DownlineDetail> {
  const d = await findInTeam(db, merchantId, agentId, username);
  const totals = await figures(db, merchantId, oneScope(d.id), new Date(0), new Date(Date.now() + 86_400_000));
  return {
    ...d,
    path: await pathTo(db, agentId, d.id),
    deposits: totals.deposits,
    withdrawals: totals.withdrawals,
    validBet: totals.validBet,
    profitLoss: totals.profitLoss,
    contracts: d.level === 1 && d.isAgent ? await contractsWith(db, agentId, d.id) : [],
  };
}

/**
 * Moves an account, with its whole team, under another agent (null: to the top), for the operator.
 * Refused when the new upline is not an agent or sits in the account's own team, and while the
 * account has a contract offered or running with its current upline (those terms were the old
 * upline's to give: end them first). Reports follow the hierarchy as it is now.
 */
export async function moveAccount(db: Db, merchantId: number, username: string, uplineUsername: string | null) {
  const account = await members.findByUsername(db, merchantId, username);
  if (!account) throw new AppError('USER_NOT_FOUND', 'No such account');
  const upline = uplineUsername === null ? null : await members.findByUsername(db, merchantId, uplineUsername);
  if (uplineUsername !== null && !upline) {
    throw new AppError('VALIDATION_FAILED', 'No such upline', [{ path: 'uplineUsername', message: 'no such account' }]);
  }
  if (upline && !isAgentType(upline.type)) {
    throw new AppError('VALIDATION_FAILED', 'The new upline is not an agent', [
      { path: 'uplineUsername', message: 'not an agent' },
    ]);
  }
  if (account.uplineId !== null) {
    const open = await db
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.agentId, account.id),
          eq(agentContracts.uplineId, account.uplineId),
          inArray(agentContracts.status, ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED']),
        ),
      )
      .limit(1);
    if (open.length) throw new AppError('CONFLICT', 'End this account’s contracts with its current upline first');
  }
  await members.moveUnder(db, merchantId, account.id, upline?.id ?? null);
  return { id: account.id, username: account.username, upline: upline?.username ?? null };
}
