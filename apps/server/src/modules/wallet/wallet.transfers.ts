import type { VendorWallets, WalletTransferRequest } from '@jade/contract/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balanceOf, subWalletOf, transfer, walletOf } from './wallet.service';

/** `enabled`: false when the operator switched the vendor off as a whole (money may leave it, not enter). */
export type VendorRef = { code: string; name: string; maintenance: boolean; enabled: boolean };

/** The main wallet and each vendor's sub-wallet of a member (transfer-wallet mode). */
export async function vendorWallets(
  db: Db,
  m: { merchantId: number; memberId: number; currency: string },
  vendors: VendorRef[],
): Promise<VendorWallets> {
  const main = await walletOf(db, m.merchantId, m.memberId, m.currency);
  const wallets = [];
  for (const v of vendors) {
    const sub = await subWalletOf(db, m.merchantId, m.memberId, v.code, m.currency);
    wallets.push({ vendor: v.code, name: v.name, balance: await balanceOf(db, sub), maintenance: v.maintenance });
  }
  return { main: await balanceOf(db, main), wallets };
}

/**
 * Moves money between the main wallet and vendor sub-wallets in one transaction: one transfer, or
 * "recall all" (every non-empty sub-wallet back to main). `requestId` keys each leg, so a retried
 * click moves money once.
 */
export async function walletTransfer(
  tx: Db,
  m: { merchantId: number; memberId: number; currency: string },
  vendors: VendorRef[],
  input: WalletTransferRequest,
) {
  const main = await walletOf(tx, m.merchantId, m.memberId, m.currency);
  const side = async (code: string, into: boolean) => {
    if (code === 'MAIN') return main;
    const v = vendors.find((x) => x.code === code);
    if (!v) throw new AppError('VALIDATION_FAILED', `Unknown wallet ${code}`, [{ path: 'from', message: 'unknown wallet' }]);
    if (v.maintenance) throw new AppError('VENDOR_MAINTENANCE', `${v.name} is under maintenance`);
    if (into && !v.enabled) throw new AppError('VENDOR_SWITCHED_OFF', `${v.name} is switched off: money cannot go into it`);
    return subWalletOf(tx, m.merchantId, m.memberId, v.code, m.currency);
  };
  const base = { merchantId: m.merchantId, type: 'TRANSFER' as const, actor: `member:${m.memberId}` };
  if ('recallAll' in input) {
    for (const v of vendors) {
      const sub = await subWalletOf(tx, m.merchantId, m.memberId, v.code, m.currency);
      const amount = await balanceOf(tx, sub);
      if (amount > 0 && !v.maintenance)
        await transfer(tx, {
          ...base,
          from: sub,
          to: main,
          amount,
          idempotencyKey: `wt:${m.memberId}:${input.requestId}:${v.code}`,
          reason: 'transfer.recall',
          reference: v.code,
        });
    }
    return;
  }
  if (input.from === input.to || (input.from !== 'MAIN' && input.to !== 'MAIN'))
    throw new AppError('VALIDATION_FAILED', 'Transfers go between the main wallet and one vendor', [
      { path: 'to', message: 'main and one vendor' },
    ]);
  await transfer(tx, {
    ...base,
    from: await side(input.from, false),
    to: await side(input.to, true),
    amount: input.amount,
    idempotencyKey: `wt:${m.memberId}:${input.requestId}`,
    reason: 'transfer.vendor',
    reference: input.from === 'MAIN' ? input.to : input.from,
  });
}
