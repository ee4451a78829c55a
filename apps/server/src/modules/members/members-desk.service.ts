import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPE, isAgentType } from '@jade/contract/auth';
import type { MemberKind, MemberNote } from '@jade/contract/ops-members';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { accountsWritten } from './account-writes';
import type { Account } from './members.service';
import { accounts, memberNotes } from './members.tables';

/**
 * The operator's member desk, members' side: finding accounts by what the members module holds
 * (username, mobile, e-mail, or ids another module found by address or payout account), and the
 * operators' notes. Staff accounts are never listed. Every read is scoped by merchant.
 */

/** A `like` pattern that matches `q` literally anywhere (its % _ \ escaped). */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type FindBy = 'username' | 'mobile' | 'email';

/** What one search page asks: `size` rows from `offset`; one more is read to know whether another page follows. */
export type Slice = { offset: number; size: number };

function matching(by: FindBy, q: string): SQL {
  if (by === 'username') return sql`lower(${accounts.username}) like lower(${containing(q)})`;
  if (by === 'email') return sql`lower(${accounts.email}) like lower(${containing(q)})`;
  // A mobile as typed: with or without its dialing code, spaces and signs ignored.
  const digits = q.replace(/\D/g, '');
  if (!digits) return sql`false`;
  return sql`(${accounts.mobile} = ${digits} or regexp_replace(coalesce(${accounts.countryDialingCode}, ''), '\\D', '', 'g') || ${accounts.mobile} = ${digits})`;
}

/** Accounts whose username, mobile or e-mail matches, an exact username first, then newest first. */
export async function findAccounts(db: Db, merchantId: number, by: FindBy, q: string, slice: Slice): Promise<Account[]> {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), ne(accounts.type, ACCOUNT_TYPE.staff), matching(by, q)))
    .orderBy(sql`lower(${accounts.username}) = lower(${q}) desc`, desc(accounts.id))
    .limit(slice.size + 1)
    .offset(slice.offset);
}

/** The merchant's accounts among `ids` (found by another module), newest first. */
export async function accountsAmong(db: Db, merchantId: number, ids: number[], slice: Slice): Promise<Account[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.merchantId, merchantId), ne(accounts.type, ACCOUNT_TYPE.staff), inArray(accounts.id, ids)))
    .orderBy(desc(accounts.id))
    .limit(slice.size + 1)
    .offset(slice.offset);
}

export function kindOf(a: Pick<Account, 'type'>): MemberKind {
  if (a.type === ACCOUNT_TYPE.trial) return 'trial';
  return isAgentType(a.type) ? 'agent' : 'member';
}

/** A member for the desk (never a staff account), or null. */
export async function deskAccount(db: Db, merchantId: number, username: string): Promise<Account | null> {
  const [a] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.merchantId, merchantId),
        ne(accounts.type, ACCOUNT_TYPE.staff),
        sql`lower(${accounts.username}) = lower(${username})`,
      ),
    )
    .limit(1);
  return a ?? null;
}

/** Sets an account active or disabled; answers the status before. */
export async function setStatus(db: Db, id: number, status: 'active' | 'disabled'): Promise<'active' | 'disabled'> {
  const [before] = await db.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, id)).for('update');
  accountsWritten([id]);
  await db.update(accounts).set({ status }).where(eq(accounts.id, id));
  return before?.status ?? status;
}

/** Clears the member's authenticator (the recovery codes are the auth module's to remove). */
export async function clearAuthenticator(db: Db, id: number) {
  accountsWritten([id]);
  await db.update(accounts).set({ totpEnabled: false, totpSecret: null, totpLastStep: null }).where(eq(accounts.id, id));
}

const presentNote = (n: typeof memberNotes.$inferSelect): MemberNote => ({
  id: n.id,
  body: n.body,
  author: n.author,
  createdAt: toIso(n.createdAt),
});

/** The operators' notes on a member, newest first. */
export async function listNotes(db: Db, merchantId: number, accountId: number): Promise<MemberNote[]> {
  const rows = await db
    .select()
    .from(memberNotes)
    .where(and(eq(memberNotes.merchantId, merchantId), eq(memberNotes.accountId, accountId)))
    .orderBy(desc(memberNotes.id))
    .limit(200);
  return rows.map(presentNote);
}

export async function addNote(db: Db, merchantId: number, accountId: number, body: string, author: string): Promise<MemberNote> {
  const [row] = await db.insert(memberNotes).values({ merchantId, accountId, body, author }).returning();
  return presentNote(row!);
}

export async function usernameOf(db: Db, id: number): Promise<string | null> {
  const [a] = await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, id)).limit(1);
  return a?.username ?? null;
}
