import { z } from 'zod';
import {
  MemberActionResult,
  MemberNote,
  MemberProfile,
  MemberSearchPage,
  MemberSession,
  MemberSignIn,
  type MemberSearchBy,
  type MemberStatus,
} from '@jade/contract/ops-members';
import { MemberProtection } from '@jade/contract/protection';
import { BetPage, BonusList, TransactionPage } from '@jade/contract/wallet';
import { opsApi } from '../api/ops-api';
import { opsPath } from '../shell/nav';

export const MEMBERS_ROOT = opsPath('members');

/** The member desk's calls (GET/POST /ops/members…), each through the console's session. */
const base = (username: string) => `/ops/members/${encodeURIComponent(username)}`;

export const searchMembers = (by: MemberSearchBy, q: string, page: number) =>
  opsApi(`/ops/members?${new URLSearchParams({ by, q, page: String(page) }).toString()}`, MemberSearchPage);

export const memberProfile = (u: string) => opsApi(base(u), MemberProfile);
export const memberLedger = (u: string, pageNo: number, pageSize = 20) =>
  opsApi(`${base(u)}/transactions?pageNo=${pageNo}&pageSize=${pageSize}`, TransactionPage);
export const memberBets = (u: string, pageNo: number, pageSize = 20) =>
  opsApi(`${base(u)}/bets?pageNo=${pageNo}&pageSize=${pageSize}`, BetPage);
export const memberBonuses = (u: string) => opsApi(`${base(u)}/bonuses`, BonusList);
export const memberSessions = (u: string) => opsApi(`${base(u)}/sessions`, z.array(MemberSession));
export const memberSignIns = (u: string) => opsApi(`${base(u)}/sign-ins`, z.array(MemberSignIn));
export const memberLimits = (u: string) => opsApi(`${base(u)}/limits`, MemberProtection);
export const memberNotes = (u: string) => opsApi(`${base(u)}/notes`, z.array(MemberNote));

export const addNote = (u: string, body: string) => opsApi(`${base(u)}/notes`, MemberNote, { method: 'POST', body: { body } });
export const setStatus = (u: string, status: MemberStatus, reason: string) =>
  opsApi(`${base(u)}/status`, MemberActionResult, { method: 'POST', body: { status, reason } });
export const revokeSessions = (u: string) => opsApi(`${base(u)}/revoke-sessions`, MemberActionResult, { method: 'POST' });
export const resetSecondFactor = (u: string) => opsApi(`${base(u)}/reset-2fa`, MemberActionResult, { method: 'POST' });

/** Query keys: everything of one member under one prefix, so an action refreshes the page. */
export const memberKey = (u: string, part: string, ...rest: unknown[]) => ['ops', 'members', u.toLowerCase(), part, ...rest];
