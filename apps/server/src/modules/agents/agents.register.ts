import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DownlineKind, InitialContract, InviteLink } from '@jade/contract/agents';
import { checkNewPassword } from '@jade/contract/passwords';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import { checkOffer, insertOffer, offerInitial } from './agents.contracts';
import { agentInviteLinks } from './agents.tables';

/** The account type of an agent made by another agent (a second-level agent, as the demo's agent02). */
export const DOWNLINE_AGENT_TYPE = 2;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh code no account and no invitation link of the merchant uses (8 characters, no look-alikes). */
export async function newAffiliateCode(db: Db, merchantId: number): Promise<string> {
  for (;;) {
    const code = [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
    if (!(await members.findByAffiliateCode(db, merchantId, code)) && !(await inviteLinkOf(db, merchantId, code, true)))
      return code;
  }
}

/**
 * The merchant's password rule, exactly as registration applies it (pattern and length, then the
 * common-password list): an agent cannot give a downline a password a member could not choose.
 */
async function checkDownlinePassword(db: Db, merchantId: number, password: string) {
  const { passwordRule } = await members.getRegisterSettings(db, merchantId);
  const p = checkNewPassword(password, password, { rule: passwordRule });
  if (!p) return;
  const message = 'problem' in p && p.key === 'pattern' ? `pattern:${p.problem.patternId}` : p.key;
  throw new AppError('VALIDATION_FAILED', `password: ${message}`, [{ path: 'password', message }]);
}

/**
 * Register centre: the agent creates a member or an agent directly under itself. An agent gets
 * its own affiliate code at once. The agent chose the password, so the new account must change it
 * at its first sign-in.
 */
export async function createDownline(
  db: Db,
  merchantId: number,
  agent: members.Account,
  input: {
    kind: DownlineKind;
    username: string;
    password: string;
    nickname?: string | undefined;
    contracts?: InitialContract[] | undefined;
  },
) {
  const username = input.username.trim();
  await checkDownlinePassword(db, merchantId, input.password);
  const terms = await checkInitial(db, agent.id, input.kind, input.contracts);
  if (await members.findByUsername(db, merchantId, username))
    throw new AppError('USERNAME_TAKEN', 'This username is already taken', [{ path: 'username', message: 'taken' }]);
  const affiliateCode = input.kind === 'AGENT' ? await newAffiliateCode(db, merchantId) : null;
  try {
    return await db.transaction(async (tx) => {
      const account = await members.createAccount(tx, {
        merchantId,
        username,
        password: input.password,
        mustChangePassword: true,
        type: input.kind === 'AGENT' ? DOWNLINE_AGENT_TYPE : 0,
        nickname: input.nickname?.trim() || username,
        uplineId: agent.id,
        affiliateCode,
        referralCode: randomBytes(5).toString('hex'),
      });
      const contracts = await offerInitial(tx, merchantId, agent.id, account.id, terms);
      return { id: account.id, username: account.username, kind: input.kind, affiliateCode, contracts };
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('USERNAME_TAKEN', 'This username is already taken', [{ path: 'username', message: 'taken' }]);
    throw err;
  }
}

const presentLink = (l: typeof agentInviteLinks.$inferSelect): InviteLink => ({
  id: l.id,
  code: l.code,
  kind: l.kind,
  enabled: l.enabled,
  uses: l.uses,
  contracts: l.contracts,
  createdAt: toIso(l.createdAt),
});

export async function listInviteLinks(db: Db, agentId: number): Promise<InviteLink[]> {
  const rows = await db
    .select()
    .from(agentInviteLinks)
    .where(eq(agentInviteLinks.agentId, agentId))
    .orderBy(desc(agentInviteLinks.id));
  return rows.map(presentLink);
}

export async function createInviteLink(
  db: Db,
  merchantId: number,
  agentId: number,
  input: { kind: DownlineKind; contracts?: InitialContract[] | undefined },
): Promise<InviteLink> {
  const contracts = await checkInitial(db, agentId, input.kind, input.contracts);
  const code = await newAffiliateCode(db, merchantId);
  const [row] = await db.insert(agentInviteLinks).values({ merchantId, agentId, code, kind: input.kind, contracts }).returning();
  return presentLink(row!);
}

/**
 * The first contracts of a new agent (register centre) or of an agent link: members hold none, and
 * each one must be offerable by the agent now (a kind it holds, at most its own rate).
 */
async function checkInitial(db: Db, agentId: number, kind: DownlineKind, contracts: InitialContract[] = []) {
  if (contracts.length > 0 && kind !== 'AGENT')
    throw new AppError('CONTRACT_TARGET_INVALID', 'Only agents hold contracts', [{ path: 'contracts', message: 'agents only' }]);
  for (const c of contracts) await checkOffer(db, agentId, c);
  return contracts;
}

/** Turns a link on or off; another agent's link answers as if it did not exist. */
export async function setInviteLinkEnabled(db: Db, agentId: number, id: number, enabled: boolean): Promise<InviteLink> {
  const [row] = await db
    .update(agentInviteLinks)
    .set({ enabled })
    .where(and(eq(agentInviteLinks.id, id), eq(agentInviteLinks.agentId, agentId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such invitation link');
  return presentLink(row);
}

/** The enabled invitation link with this code (any state with `anyState`), for registration. */
export async function inviteLinkOf(db: Db, merchantId: number, code: string, anyState = false) {
  const [row] = await db
    .select()
    .from(agentInviteLinks)
    .where(
      and(
        eq(agentInviteLinks.merchantId, merchantId),
        sql`lower(${agentInviteLinks.code}) = lower(${code})`,
        anyState ? undefined : eq(agentInviteLinks.enabled, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A registration through a link (in the registration's transaction): counts the use and offers an
 * agent link's default contracts. A default the agent can no longer give (its own contract ended
 * or its rate fell below the link's) is left out; the account is still created.
 */
export async function registeredThroughLink(db: Db, link: typeof agentInviteLinks.$inferSelect, accountId: number) {
  await db
    .update(agentInviteLinks)
    .set({ uses: sql`${agentInviteLinks.uses} + 1` })
    .where(eq(agentInviteLinks.id, link.id));
  if (link.kind !== 'AGENT') return;
  for (const terms of link.contracts) {
    const own = await checkOffer(db, link.agentId, terms).catch(() => null);
    if (own) await insertOffer(db, link.merchantId, link.agentId, accountId, own, terms);
  }
}
