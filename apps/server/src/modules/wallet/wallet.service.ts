import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { numberIssue } from '@jade/contract/common';
import type { TransactionType } from '@jade/contract/wallet';
import { AppError } from '../../lib/app-error';
import * as events from '../events/events.service';
import { lockedBonus } from './wallet.bonus';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, walletBalances } from './wallet.tables';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

/** An account of a member with a balance row (wallet or sub-wallet), created on first use. */
async function balanceAccount(
  db: Db,
  merchantId: number,
  ownerId: number,
  kind: 'wallet' | 'subwallet',
  code: string,
  currency: string,
) {
  await db.insert(ledgerAccounts).values({ merchantId, kind, ownerId, code, currency }).onConflictDoNothing();
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.code, code)));
  await db.insert(walletBalances).values({ accountId: account!.id, balance: 0 }).onConflictDoNothing();
  return account!;
}

/** The member's (or agent's) wallet, created on first use. */
export function walletOf(db: Db, merchantId: number, ownerId: number, currency: string): Promise<LedgerAccount> {
  return balanceAccount(db, merchantId, ownerId, 'wallet', `wallet:${ownerId}`, currency);
}

/** The member's sub-wallet at one vendor (transfer-wallet mode), created on first use. */
export function subWalletOf(db: Db, merchantId: number, ownerId: number, vendor: string, currency: string) {
  return balanceAccount(db, merchantId, ownerId, 'subwallet', `wallet:${ownerId}:${vendor}`, currency);
}

/** A system account of the merchant (`house`, `clearing`, `trial-funding`, `vendor:LOTUS` …). */
export async function systemAccount(db: Db, merchantId: number, code: string, currency: string): Promise<LedgerAccount> {
  await db.insert(ledgerAccounts).values({ merchantId, kind: 'system', ownerId: null, code, currency }).onConflictDoNothing();
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.code, code)));
  return account!;
}

export type TransferInput = {
  merchantId: number;
  from: LedgerAccount;
  to: LedgerAccount;
  amount: number;
  idempotencyKey: string;
  /** The account-record type the member sees. */
  type: TransactionType;
  reason: string;
  reference?: string | null;
  actor: string;
};

export type TransferResult = { transferId: number; replayed: boolean; fromBalance: number | null; toBalance: number | null };

/**
 * Moves money: one transfer, two entries, wallet balances updated by a conditional UPDATE so a
 * wallet never goes negative. Runs in the caller's transaction (pass `tx`). A repeated idempotency
 * key answers the first transfer without moving money; the same key with other terms is refused.
 */
export async function transfer(db: Db, t: TransferInput): Promise<TransferResult> {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0)
    throw new AppError('VALIDATION_FAILED', 'amount must be a positive integer', [
      { path: 'amount', message: 'positive integer' },
    ]);
  if (t.from.id === t.to.id)
    throw new AppError('VALIDATION_FAILED', 'a transfer needs two accounts', [{ path: 'to', message: 'same account' }]);
  if (t.from.currency !== t.to.currency)
    throw new AppError('VALIDATION_FAILED', 'currencies differ', [{ path: 'currency', message: 'mismatch' }]);

  const [created] = await db
    .insert(ledgerTransfers)
    .values({
      merchantId: t.merchantId,
      idempotencyKey: t.idempotencyKey,
      fromAccountId: t.from.id,
      toAccountId: t.to.id,
      amount: t.amount,
      currency: t.from.currency,
      type: t.type,
      reason: t.reason,
      reference: t.reference ?? null,
      actor: t.actor,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransfers.id });
  if (!created) return replay(db, t);

  const fromBalance = t.from.kind !== 'system' ? await debitWallet(db, t.from.id, t.amount) : null;
  const toBalance = t.to.kind !== 'system' ? await creditWallet(db, t.to.id, t.amount) : null;
  await db.insert(ledgerEntries).values([
    { transferId: created.id, accountId: t.from.id, amount: -t.amount, balanceAfter: fromBalance },
    { transferId: created.id, accountId: t.to.id, amount: t.amount, balanceAfter: toBalance },
  ]);
  // Live balance: delivered to the member's open tabs on every node when the caller commits.
  if (t.from.kind === 'wallet' && t.from.ownerId !== null && fromBalance !== null) {
    await events.publishBalance(db, t.from.ownerId, fromBalance);
  }
  if (t.to.kind === 'wallet' && t.to.ownerId !== null && toBalance !== null) {
    await events.publishBalance(db, t.to.ownerId, toBalance);
  }
  return { transferId: created.id, replayed: false, fromBalance, toBalance };
}

async function replay(db: Db, t: TransferInput): Promise<TransferResult> {
  const [first] = await db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, t.merchantId), eq(ledgerTransfers.idempotencyKey, t.idempotencyKey)));
  if (!first || first.fromAccountId !== t.from.id || first.toAccountId !== t.to.id || first.amount !== t.amount) {
    throw new AppError('LEDGER_IDEMPOTENCY_MISMATCH', 'This idempotency key was used for a different movement');
  }
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, first.id));
  const after = (id: number) => entries.find((e) => e.accountId === id)?.balanceAfter ?? null;
  return { transferId: first.id, replayed: true, fromBalance: after(first.fromAccountId), toBalance: after(first.toAccountId) };
}

async function debitWallet(db: Db, accountId: number, amount: number): Promise<number> {
  const [row] = await db
    .update(walletBalances)
    .set({ balance: sql`${walletBalances.balance} - ${amount}`, updatedAt: new Date() })
    .where(and(eq(walletBalances.accountId, accountId), sql`${walletBalances.balance} >= ${amount}`))
    .returning({ balance: walletBalances.balance });
  if (!row) throw new AppError('WALLET_INSUFFICIENT_BALANCE', 'The balance is not enough for this');
  return toInt(row.balance);
}

async function creditWallet(db: Db, accountId: number, amount: number): Promise<number> {
  const [row] = await db
    .update(walletBalances)
    .set({ balance: sql`${walletBalances.balance} + ${amount}`, updatedAt: new Date() })
    .where(eq(walletBalances.accountId, accountId))
    .returning({ balance: walletBalances.balance });
  return toInt(row!.balance);
}

/** A wallet's balance (its running row) or a system account's (the sum of its entries). */
export async function balanceOf(db: Db, account: LedgerAccount): Promise<number> {
  if (account.kind !== 'system') {
    const [row] = await db.select().from(walletBalances).where(eq(walletBalances.accountId, account.id));
    return toInt(row?.balance ?? 0);
  }
  return sumOfEntries(db, account.id);
}

export async function sumOfEntries(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return toInt(row?.total ?? 0);
}

/** The newest movements of an account (account records build on this). */
export async function entriesOf(db: Db, accountId: number, limit = 50) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}

/** Locks a wallet's balance row for the rest of the transaction (a withdrawal checks then spends). */
export async function lockWallet(db: Db, account: LedgerAccount) {
  await db.execute(sql`select 1 from ${walletBalances} where ${walletBalances.accountId} = ${account.id} for update`);
}

/** What a member's wallet may spend: the balance less the bonuses still locked by their turnover. */
export async function spendable(db: Db, account: LedgerAccount) {
  const balance = await balanceOf(db, account);
  const locked = await lockedBonus(db, account.ownerId ?? 0);
  return { balance, locked, free: Math.max(0, balance - locked) };
}

/**
 * The wire code of a spend above the spendable amount. Withdrawals and transfers to the upline
 * answer WITHDRAW_ABOVE_WITHDRAWABLE (the web reads the amount from it); agent transfers have always
 * answered WALLET_INSUFFICIENT_BALANCE, and keep it.
 */
export type SpendRefusal = 'WITHDRAW_ABOVE_WITHDRAWABLE' | 'WALLET_INSUFFICIENT_BALANCE';

export type SpendInput = {
  merchantId: number;
  /** The member's (or agent's) wallet. */
  from: LedgerAccount;
  amount: number;
  type: TransactionType;
  refusal?: SpendRefusal;
};

/** The rest of a spend's transfer, settled once the money is known to be free. */
export type SpendMovement = Omit<TransferInput, 'merchantId' | 'from' | 'amount' | 'type'>;

/**
 * The one way money leaves a member's wallet at the member's request (withdrawal, agent transfer,
 * transfer to the upline): locks the wallet row, refuses above the balance minus locked bonus
 * (naming the spendable amount in the `amount` issue), then asks `movement` for the payee and keys
 * (a withdrawal writes its order there first) and transfers. Runs in the caller's transaction, so
 * two spends of one wallet never both pass the check.
 */
export async function spend(tx: Db, s: SpendInput, movement: () => Promise<SpendMovement>): Promise<TransferResult> {
  await lockWallet(tx, s.from);
  const { free } = await spendable(tx, s.from);
  if (s.amount > free)
    throw new AppError(
      s.refusal ?? 'WITHDRAW_ABOVE_WITHDRAWABLE',
      `At most ${free} can be ${s.type === 'WITHDRAW' ? 'withdrawn' : 'sent'}`,
      [numberIssue('amount', free)],
    );
  return transfer(tx, { ...(await movement()), merchantId: s.merchantId, from: s.from, amount: s.amount, type: s.type });
}

export { addTurnover, listBonuses, lockedBonus, recordBonusGrant } from './wallet.bonus';
export { backdateTransfers } from './wallet.backdate';
/** The seamless-wallet bet as one prepared statement (docs/decisions/015-one-way.md). */
export { debitOnce, isGuarded, setGuard, type DebitParams } from './wallet.debit';
/** An instant round (bet and win at once) as one prepared statement, and its first answer. */
export { debitCreditOnce, findDebitCredit, type DebitCreditDone, type DebitCreditParams } from './wallet.debit-credit';
export { depositsOf, sumsByType, transactionsOf, type RecordFilter } from './wallet.records';

/** A transfer by its idempotency key, with the payer's balance after it (null when unknown). */
export async function findTransfer(db: Db, merchantId: number, idempotencyKey: string) {
  const [t] = await db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.idempotencyKey, idempotencyKey)));
  if (!t) return null;
  const [from] = await db
    .select({ balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transferId, t.id), eq(ledgerEntries.accountId, t.fromAccountId)));
  return {
    id: toInt(t.id),
    amount: toInt(t.amount),
    fromAccountId: t.fromAccountId,
    reference: t.reference,
    fromBalance: from?.balanceAfter == null ? null : toInt(from.balanceAfter),
  };
}
