import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { REFERRAL_LIMITS, referralPath, type ReferralLink } from '@jade/contract/referrals';
import type { Db } from '../../db/client';
import { LOCKS } from '../../db/locks';
import { toInt, toIso } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import { referralLinks, referrals } from './referrals.tables';

type LinkRow = typeof referralLinks.$inferSelect;
type Member = { id: number; merchantId: number };

/** No look-alikes (0/O, 1/I/L): a code read aloud or typed from a screen stays the same code. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 10 characters of 31: about 49 random bits, so a code cannot be guessed from another one. */
const CODE_LENGTH = 10;

const randomCode = () => [...randomBytes(CODE_LENGTH)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

export const presentLink = (l: LinkRow): ReferralLink => ({
  id: l.id,
  code: l.code,
  label: l.label,
  enabled: l.enabled,
  uses: l.uses,
  url: referralPath(l.code),
  createdAt: toIso(l.createdAt),
});

export async function listLinks(db: Db, memberId: number): Promise<ReferralLink[]> {
  const rows = await db.select().from(referralLinks).where(eq(referralLinks.memberId, memberId)).orderBy(desc(referralLinks.id));
  return rows.map(presentLink);
}

/**
 * A new link with a fresh random code that no link and no member's own code of the merchant uses.
 * At most `linksMax` per member: the count and the insert are serialized per member, so two tabs
 * creating at once cannot pass the limit together.
 */
export async function createLink(db: Db, member: Member, label: string): Promise<ReferralLink> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.referralLinks}::int, ${member.id}::int)`);
    const [held] = await tx.select({ n: count() }).from(referralLinks).where(eq(referralLinks.memberId, member.id));
    if (toInt(held?.n ?? 0) >= REFERRAL_LIMITS.linksMax)
      throw new AppError('REFERRAL_LINK_LIMIT', `At most ${REFERRAL_LIMITS.linksMax} referral links`);
    for (;;) {
      const code = randomCode();
      // A member's own code is matched exactly at registration: keep clear of it in either case.
      if (await members.findByReferralCode(tx, member.merchantId, code.toLowerCase())) continue;
      if (await members.findByReferralCode(tx, member.merchantId, code)) continue;
      const [row] = await tx
        .insert(referralLinks)
        .values({ merchantId: member.merchantId, memberId: member.id, code, label })
        .onConflictDoNothing()
        .returning();
      if (row) return presentLink(row);
    }
  });
}

/** Renames a link or turns it off or on; another member's link answers as if it did not exist. */
export async function updateLink(
  db: Db,
  memberId: number,
  id: number,
  patch: { label?: string | undefined; enabled?: boolean | undefined },
): Promise<ReferralLink> {
  const [row] = await db
    .update(referralLinks)
    .set({
      ...(patch.label !== undefined ? { label: patch.label } : {}),
      ...(patch.enabled !== undefined ? { enabled: patch.enabled } : {}),
    })
    .where(and(eq(referralLinks.id, id), eq(referralLinks.memberId, memberId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such referral link');
  return presentLink(row);
}

/** The enabled link with this code (any case), for registration; a disabled one is as unknown. */
export async function linkOf(db: Db, merchantId: number, code: string) {
  const [row] = await db
    .select()
    .from(referralLinks)
    .where(
      and(
        eq(referralLinks.merchantId, merchantId),
        sql`lower(${referralLinks.code}) = lower(${code})`,
        eq(referralLinks.enabled, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A registration with a referrer (in the registration's transaction): the friend is recorded with
 * the link they came through (null: the referrer's own code), and the link's use is counted.
 */
export async function registered(
  db: Db,
  input: { merchantId: number; refereeId: number; referrerId: number; linkId: number | null },
) {
  const [row] = await db.insert(referrals).values(input).onConflictDoNothing().returning();
  if (row && input.linkId !== null)
    await db
      .update(referralLinks)
      .set({ uses: sql`${referralLinks.uses} + 1` })
      .where(eq(referralLinks.id, input.linkId));
}

/** Friends registered with the member's own code (the default link's use count). */
export async function defaultUses(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerId, memberId), sql`${referrals.linkId} is null`));
  return toInt(row?.n ?? 0);
}
