import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import * as seamless from '../seamless/seamless.service';
import {
  injectTransport,
  walletClient,
  WalletUnavailable,
  type WalletClient,
  type WalletTransport,
} from '../gameserver/gameserver.service';

export { injectTransport, WalletUnavailable, walletClient, type WalletClient, type WalletTransport };

/**
 * The lottery is the vendor of its games (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT): it reaches the
 * wallet only through the signed seamless API, as the in-house game server does, and never writes
 * money itself. Its client is made once per app and known by the app's database, so the
 * scheduler's `lottery draws` job (which is given the database) pays and refunds through it.
 */
export type LotteryCtx = { db: Db; merchantId: number; wallet: WalletClient };

const wallets = new WeakMap<object, WalletClient>();
const SECRET_TTL_MS = 10_000;

/** Makes the app's lottery wallet client (the vendors' keys are provisioned on first use). */
export function registerLotteryWallet(app: FastifyInstance, transport?: () => WalletTransport): LotteryCtx {
  const secrets = new Map<string, { at: number; secret: Promise<string> }>();
  const secretOf = (vendor: string) => {
    const hit = secrets.get(vendor);
    if (hit && Date.now() - hit.at < SECRET_TTL_MS) return hit.secret;
    const secret = seamless.ensureVendorKey(app.db, app.merchantId, vendor);
    secrets.set(vendor, { at: Date.now(), secret });
    secret.catch(() => secrets.delete(vendor));
    return secret;
  };
  const wallet = walletClient(transport ?? (() => injectTransport(app)), secretOf);
  wallets.set(app.db, wallet);
  return { db: app.db, merchantId: app.merchantId, wallet };
}

/** The lottery wallet client of an app's database (null before the app registered it). */
export const lotteryWalletOf = (db: Db): WalletClient | null => wallets.get(db) ?? null;

/** Replaces the wallet client of a database (tests inject faults into its network). */
export function useLotteryWallet(db: Db, wallet: WalletClient) {
  wallets.set(db, wallet);
}

/** The seamless ids of a slip: its debit (stake), its round, and its credit (win). */
export const slipTx = (slipId: number) => ({
  debit: `LOT-${slipId}`,
  round: `LOT-${slipId}`,
  credit: `LOT-${slipId}-W`,
});
