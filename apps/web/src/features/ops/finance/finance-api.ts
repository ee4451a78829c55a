import { z } from 'zod';
import {
  OpsChannel,
  OpsDeposit,
  OpsWithdrawal,
  Paged,
  PaymentSettings,
  type DepositStatus,
  type WithdrawalStatus,
} from '@jade/contract/payments';
import { OpsAdjustResponse } from '@jade/contract/wallet';
import { timezoneOffset } from '@/lib/dates';
import { opsApi, useOpsSession } from '../api/ops-api';

export type OpsDeposit = z.infer<typeof OpsDeposit>;
export type OpsWithdrawal = z.infer<typeof OpsWithdrawal>;
export type OpsChannel = z.infer<typeof OpsChannel>;
export const DepositPage = Paged(OpsDeposit);
export const WithdrawalPage = Paged(OpsWithdrawal);

/** Every finance query's key starts here: a decision refreshes the queues and the menu's count. */
export const FINANCE_KEY = ['ops', 'finance'] as const;

/** GET /ops/finance/queue-counts: what waits for the finance desk. */
export const QueueCounts = z.object({ deposits: z.number().int(), withdrawals: z.number().int(), disputes: z.number().int() });
export const getQueueCounts = () => opsApi('/ops/finance/queue-counts', QueueCounts);

/** A queue's filter: a status (`DISPUTED` = open disputes), a member and a range of days (the operator's). */
export type QueueFilter<S extends string> = { status: S | ''; username: string; from: string; to: string };

function queueQuery<S extends string>(f: QueueFilter<S>, pageNo: number, pageSize: number): string {
  const q = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(pageSize), tz: String(timezoneOffset()) });
  if (f.status) q.set('status', f.status);
  if (f.username.trim()) q.set('username', f.username.trim());
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  return q.toString();
}

export type WithdrawalFilterStatus = WithdrawalStatus | 'DISPUTED';
export const listDeposits = (f: QueueFilter<DepositStatus>, pageNo: number, pageSize = 20) =>
  opsApi(`/ops/deposits?${queueQuery(f, pageNo, pageSize)}`, DepositPage);
export const listWithdrawals = (f: QueueFilter<WithdrawalFilterStatus>, pageNo: number, pageSize = 20) =>
  opsApi(`/ops/withdrawals?${queueQuery(f, pageNo, pageSize)}`, WithdrawalPage);

const remarkBody = (remark: string) => (remark ? { remark } : {});
export const decideDeposit = (id: number, decision: 'approve' | 'reject', remark: string) =>
  opsApi(`/ops/deposits/${id}/${decision}`, OpsDeposit, { method: 'POST', body: remarkBody(remark) });
export const decideWithdrawal = (id: number, decision: 'pay' | 'reject', remark: string) =>
  opsApi(`/ops/withdrawals/${id}/${decision}`, OpsWithdrawal, { method: 'POST', body: remarkBody(remark) });
export const resolveDispute = (id: number, refundAmount: number, remark: string) =>
  opsApi(`/ops/withdrawals/${id}/resolve`, OpsWithdrawal, { method: 'POST', body: { refundAmount, remark } });

export const listChannels = () => opsApi('/ops/payment-channels', z.array(OpsChannel));
export const saveChannel = (id: number | null, body: unknown) =>
  opsApi(id === null ? '/ops/payment-channels' : `/ops/payment-channels/${id}`, OpsChannel, {
    method: id === null ? 'POST' : 'PUT',
    body,
  });
export const getSettings = () => opsApi('/ops/payment-settings', PaymentSettings);
export const saveSettings = (body: PaymentSettings) => opsApi('/ops/payment-settings', PaymentSettings, { method: 'PUT', body });

export const adjustBalance = (username: string, body: { amount: number; reason: string; idempotencyKey: string }) =>
  opsApi(`/ops/members/${encodeURIComponent(username)}/adjust`, OpsAdjustResponse, { method: 'POST', body });
export const grantBonus = (username: string, body: { amount: number; turnover: number; name: string; idempotencyKey: string }) =>
  opsApi(`/ops/members/${encodeURIComponent(username)}/bonus`, OpsAdjustResponse, { method: 'POST', body });

/** Whether a write's answer is four eyes' "recorded, a second operator must approve" (not a failure). */

/** A fresh key for a money move: a retried click moves money once, and a second operator approves the same key. */
export const newKey = () => `ops-${crypto.randomUUID()}`;

/** Whether the signed-in operator may decide (admin, finance); read-only operators see the queues only. */
export function useMayDecide(): boolean {
  const role = useOpsSession().data?.role;
  return role === 'admin' || role === 'finance';
}
