import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { setVendorKey } from './seamless.service';
import { vendorWalletKeys } from './seamless.tables';

/** Which vendors have a signing key, enabled or not, and since when (never the key itself). */
export async function walletKeys(db: Db, merchantId: number) {
  const rows = await db
    .select({ vendor: vendorWalletKeys.vendor, enabled: vendorWalletKeys.enabled, updatedAt: vendorWalletKeys.updatedAt })
    .from(vendorWalletKeys)
    .where(eq(vendorWalletKeys.merchantId, merchantId))
    .orderBy(asc(vendorWalletKeys.vendor));
  return rows.map((r) => ({ ...r, updatedAt: toIso(r.updatedAt) }));
}

/** A vendor key's state for the audit (null: none yet). */
export async function walletKeyState(db: Db, merchantId: number, vendor: string) {
  const [row] = await db
    .select({ enabled: vendorWalletKeys.enabled, updatedAt: vendorWalletKeys.updatedAt })
    .from(vendorWalletKeys)
    .where(and(eq(vendorWalletKeys.merchantId, merchantId), eq(vendorWalletKeys.vendor, vendor)));
  return row ? { vendor, enabled: row.enabled, updatedAt: toIso(row.updatedAt) } : null;
}

/**
 * Replaces a vendor's signing secret with a new random one (256 bits) and returns it: the only
 * time it is shown. The vendor's calls signed with the old one are refused from then on.
 */
export async function rotateWalletKey(db: Db, merchantId: number, vendor: string) {
  const secret = randomBytes(32).toString('base64url');
  await setVendorKey(db, merchantId, vendor, secret, true);
  const state = await walletKeyState(db, merchantId, vendor);
  return { vendor, secret, updatedAt: state!.updatedAt };
}
