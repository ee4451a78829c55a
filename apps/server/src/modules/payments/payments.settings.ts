import { and, asc, eq } from 'drizzle-orm';
import type { FeeRule, PaymentChannel, PaymentSettings } from '@jade/contract/payments';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { paymentChannels, paymentSettings, type BankInfo, type GatewayInfo } from './payments.tables';

export type ChannelRow = typeof paymentChannels.$inferSelect;

/** The merchant's money settings, created with the defaults on first read. */
export async function getPaymentSettings(db: Db, merchantId: number): Promise<PaymentSettings> {
  await db.insert(paymentSettings).values({ merchantId }).onConflictDoNothing();
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.merchantId, merchantId));
  return {
    walletMode: row!.walletMode,
    withdrawMin: toInt(row!.withdrawMin),
    withdrawMax: toInt(row!.withdrawMax),
    autoReceiveMinutes: row!.autoReceiveMinutes,
    depositExpiryMinutes: row!.depositExpiryMinutes,
  };
}

export async function savePaymentSettings(db: Db, merchantId: number, s: PaymentSettings): Promise<PaymentSettings> {
  await getPaymentSettings(db, merchantId);
  await db
    .update(paymentSettings)
    .set({ ...s, updatedAt: new Date() })
    .where(eq(paymentSettings.merchantId, merchantId));
  return getPaymentSettings(db, merchantId);
}

/** The fee a member pays on a deposit of `amount`: basis points (rounded down) plus the fixed part. */
export function feeOf(fee: FeeRule, amount: number): number {
  return Math.floor((amount * fee.percentBp) / 10_000) + fee.fixed;
}

export function presentChannel(c: ChannelRow): PaymentChannel {
  return {
    id: c.id,
    kind: c.kind,
    name: c.name,
    minAmount: toInt(c.minAmount),
    maxAmount: toInt(c.maxAmount),
    fee: { percentBp: c.feePercentBp, fixed: toInt(c.feeFixed) },
    sort: c.sort,
    bank: c.kind === 'BANK' && c.bank ? c.bank : null,
  };
}

export async function listChannels(db: Db, merchantId: number, opts: { enabledOnly: boolean }): Promise<ChannelRow[]> {
  return db
    .select()
    .from(paymentChannels)
    .where(
      opts.enabledOnly
        ? and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.enabled, true))
        : eq(paymentChannels.merchantId, merchantId),
    )
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

export async function findChannel(db: Db, merchantId: number, id: number): Promise<ChannelRow | null> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)));
  return row ?? null;
}

export type ChannelInput = {
  kind: 'BANK' | 'GATEWAY';
  name: string;
  minAmount: number;
  maxAmount: number;
  fee: FeeRule;
  sort: number;
  enabled: boolean;
  bank: BankInfo | null;
  gateway: GatewayInfo | null;
};

const columns = (c: ChannelInput) => ({
  kind: c.kind,
  name: c.name,
  minAmount: c.minAmount,
  maxAmount: c.maxAmount,
  feePercentBp: c.fee.percentBp,
  feeFixed: c.fee.fixed,
  sort: c.sort,
  enabled: c.enabled,
  bank: c.kind === 'BANK' ? c.bank : null,
  gateway: c.kind === 'GATEWAY' ? c.gateway : null,
});

export async function createChannel(db: Db, merchantId: number, c: ChannelInput): Promise<ChannelRow> {
  const [row] = await db
    .insert(paymentChannels)
    .values({ merchantId, ...columns(c) })
    .returning();
  return row!;
}

export async function updateChannel(db: Db, merchantId: number, id: number, c: ChannelInput): Promise<ChannelRow> {
  const [row] = await db
    .update(paymentChannels)
    .set(columns(c))
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', `No payment channel ${id}`);
  return row;
}
