import type { Database, Db } from '../../db/client';
import { WalletUnavailable, type WalletClient } from '../gameserver/gameserver.service';

export { WalletUnavailable, type WalletClient };

/**
 * The sportsbook is the vendor of its events (SUMMIT sports, IMES e-sports, DS88 cockfight): as
 * the lottery, it reaches the wallet only through the signed seamless API and never writes money
 * itself. The app's context is `app.sportsbook` (tests swap its wallet and its clock's delay).
 */
export type SportsCtx = {
  db: Db;
  /** The database's hot-statement path (a named prepared statement on PostgreSQL): the bet's write. */
  prepared: Database['prepared'];
  merchantId: number;
  wallet: WalletClient;
  /** Waits before a live bet is checked again (tests pass a fake; default: a timer). */
  sleep?: (ms: number) => Promise<void>;
  /** Where a wallet's refusal of a payout call is reported (the app's logger). */
  warn?: (detail: { err: unknown }, message: string) => void;
};

/** The seamless ids of a bet: its debit (stake) and round, its credit (return), and each resettlement. */
export const betTx = (betId: number) => ({
  debit: `SPB-${betId}`,
  round: `SPB-${betId}`,
  credit: `SPB-${betId}-W`,
  resettle: (version: number) => `SPB-${betId}-R${version}`,
});

/** The catalog item a vendor's rounds are recorded under (its lobby, demo-catalog.ts). */
export const lobbyCode = (vendor: string) => `${vendor}-LOBBY`;
