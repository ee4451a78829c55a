import { Contract, ContractList, SettlementZone, type ContractKind, type ContractPeriod } from '@jade/contract/agents';
import { OpsMovedAccount } from '@jade/contract/auth';
import { OpsAgentLookup, OpsAgentTreePage, OpsSettlementRunPage, OpsStatementPage } from '@jade/contract/ops-agents';
import { opsApi } from '../api/ops-api';

const qs = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};
const enc = encodeURIComponent;

export const treeLevel = (p: { parent?: string; kind?: 'AGENT' | 'MEMBER'; pageNo: number; pageSize?: number }) =>
  opsApi(`/ops/agents/tree?${qs({ pageSize: 20, ...p })}`, OpsAgentTreePage);
export const lookupAgent = (username: string) => opsApi(`/ops/agents/tree/${enc(username)}`, OpsAgentLookup);
export const contractsOf = (username: string) => opsApi(`/ops/agents/${enc(username)}/contracts`, ContractList);
export const setContract = (
  username: string,
  body: {
    kind: ContractKind;
    period?: ContractPeriod;
    tiers: { activeMembers: number; validBet: number; profitLoss: number; rate: number }[];
  },
) => opsApi(`/ops/agents/${enc(username)}/contract`, Contract, { method: 'PUT', body });
export const moveAccount = (username: string, uplineUsername: string | null) =>
  opsApi(`/ops/accounts/${enc(username)}/upline`, OpsMovedAccount, { method: 'PUT', body: { uplineUsername } });
export const settlementZone = () => opsApi('/ops/agents/settlement-zone', SettlementZone);
export const saveSettlementZone = (utcOffsetMinutes: number) =>
  opsApi('/ops/agents/settlement-zone', SettlementZone, { method: 'PUT', body: { utcOffsetMinutes } });

export type PeriodFilter = { kind: string; from: string; to: string };
const tz = () => -new Date().getTimezoneOffset();
export const settlementRuns = (f: PeriodFilter, pageNo: number, pageSize = 20) =>
  opsApi(`/ops/agents/settlement-runs?${qs({ ...f, tz: tz(), pageNo, pageSize })}`, OpsSettlementRunPage);
export const statements = (f: PeriodFilter & { runId?: number; agent?: string }, pageNo: number, pageSize = 20) =>
  opsApi(`/ops/agents/statements?${qs({ ...f, tz: tz(), pageNo, pageSize })}`, OpsStatementPage);
