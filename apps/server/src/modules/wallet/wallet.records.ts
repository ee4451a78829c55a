import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TransactionPage, TransactionType } from '@jade/contract/wallet';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import * as figures from '../figures/figures.service';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './wallet.tables';

export type RecordFilter = {
  pageNo: number;
  pageSize: number;
  type?: TransactionType | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/**
 * The account record of one wallet: its ledger entries with the transfer's type and reference,
 * newest first by time (an index range read from the filter's end), with the page's and the whole filter's money in and out —
 * for a member's main wallet from the figures (modules/figures), for any other account counted;
 * in one snapshot (figures.reportRead).
 */
export const transactionsOf = (db: Db, accountId: number, f: RecordFilter) =>
  figures.reportRead(db, (tx) => transactionsPage(tx, accountId, f));

async function transactionsPage(db: Db, accountId: number, f: RecordFilter): Promise<TransactionPage> {
  const where = and(
    eq(ledgerEntries.accountId, accountId),
    f.type ? eq(ledgerTransfers.type, f.type) : undefined,
    f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
    f.to ? lt(ledgerEntries.createdAt, f.to) : undefined,
  );
  const inOut = {
    in: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} > 0 then ${ledgerEntries.amount} else 0 end), 0)`,
    out: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} < 0 then -${ledgerEntries.amount} else 0 end), 0)`,
  };
  const totals = await totalsOf(db, accountId, f, async () => {
    const [t] = await db
      .select({ n: count(), ...inOut })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(where);
    return { n: t?.n ?? 0, in: toInt(t?.in ?? 0), out: toInt(t?.out ?? 0) };
  });
  const rows = await db
    .select({
      id: ledgerEntries.id,
      type: ledgerTransfers.type,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      reference: ledgerTransfers.reference,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(where)
    // Newest first by time: an index range read from the filter's end (ledger_entries_account_time).
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  const list = rows.map((r) => ({
    id: toInt(r.id),
    type: r.type,
    amount: toInt(r.amount),
    balanceAfter: toInt(r.balanceAfter ?? 0),
    reference: r.reference,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
  return {
    list,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
    total: totals.n,
    pageTotals: {
      in: list.reduce((s, r) => s + Math.max(0, r.amount), 0),
      out: list.reduce((s, r) => s + Math.max(0, -r.amount), 0),
    },
    totals: { in: totals.in, out: totals.out },
  };
}

/** The filter's count and money in and out: a main wallet's from its owner's figures, else `count`. */
async function totalsOf(
  db: Db,
  accountId: number,
  f: RecordFilter,
  count: () => Promise<{ n: number; in: number; out: number }>,
) {
  const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  if (!account || account.kind !== 'wallet' || account.ownerId === null) return count();
  const rows = await figures.sums(
    db,
    account.merchantId,
    { member: account.ownerId },
    [{ label: 'f', from: f.from ?? null, to: f.to ?? null }],
    ['L'],
  );
  const t = figures.total(rows, { kind: 'L', ...(f.type ? { key: f.type } : {}) });
  return { n: t.n, in: t.a, out: t.b };
}

/** Sums of the wallet's movements by type over a period (profit report: deposits, withdrawals, bonuses). */
export async function sumsByType(
  db: Db,
  accountId: number,
  from?: Date,
  to?: Date,
): Promise<Partial<Record<TransactionType, number>>> {
  const rows = await db
    .select({ type: ledgerTransfers.type, total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        from ? gte(ledgerEntries.createdAt, from) : undefined,
        to ? lt(ledgerEntries.createdAt, to) : undefined,
      ),
    )
    .groupBy(ledgerTransfers.type);
  return Object.fromEntries(rows.map((r) => [r.type, toInt(r.total)]));
}

/** A wallet's deposits (money in of type DEPOSIT), oldest first: the first `limit`, or those from `since`. */
export async function depositsOf(db: Db, walletId: number, opts: { since?: Date; limit?: number } = {}) {
  const rows = await db
    .select({ id: ledgerTransfers.id, amount: ledgerTransfers.amount, createdAt: ledgerTransfers.createdAt })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.toAccountId, walletId),
        eq(ledgerTransfers.type, 'DEPOSIT'),
        opts.since ? gte(ledgerTransfers.createdAt, opts.since) : undefined,
      ),
    )
    .orderBy(ledgerTransfers.id)
    .limit(opts.limit ?? 1_000);
  return rows.map((r) => ({ id: toInt(r.id), amount: toInt(r.amount), createdAt: new Date(r.createdAt) }));
}
