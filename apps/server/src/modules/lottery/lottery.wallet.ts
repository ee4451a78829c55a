import type { Database, Db } from '../../db/client';
import { WalletUnavailable, type WalletClient } from '../gameserver/gameserver.service';

export { WalletUnavailable, type WalletClient };

/**
 * The lottery is the vendor of its games (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT): it reaches the
 * wallet only through the signed seamless API (`vendorWallet`, as the in-house game server does)
 * and never writes money itself. The app's context is `app.lottery`: its routes and the
 * scheduler's `lottery draws` job use it (tests swap its wallet to cut the network).
 */
export type LotteryCtx = {
  db: Db;
  /** Named prepared statements (the slip's write). */
  prepared: Database['prepared'];
  merchantId: number;
  wallet: WalletClient;
  /** Wallet calls of the payouts in flight at once (`CALLS_IN_FLIGHT` unless set; tests of a call order set 1). */
  callsInFlight?: number;
  /** Where a wallet's refusal of a payout call is reported (the app's logger). */
  warn?: (detail: { err: unknown }, message: string) => void;
};

/** The seamless ids of a slip: its debit (stake), its round, its credit (win), and the resettlement of each corrected result. */
export const slipTx = (slipId: number) => ({
  debit: `LOT-${slipId}`,
  round: `LOT-${slipId}`,
  credit: `LOT-${slipId}-W`,
  resettle: (version: number) => `LOT-${slipId}-R${version}`,
});
