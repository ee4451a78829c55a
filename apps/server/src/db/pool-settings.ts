/**
 * The connection budgets on PostgreSQL. Heavy reports read through their own small pool, so a
 * burst of them waits among themselves and never takes the connections that balance, bets and
 * sign-in need; every statement has a time limit; a request that cannot get a connection within
 * its wait is answered 503 (`SERVER_BUSY`, see plugins/errors.ts), never 500.
 */
export type PoolSettings = {
  /** Connections of the main pool (member and operator calls, writes, jobs). */
  size: number;
  /** Connections of the reports' pool (heavy reads: team reports, records, profit and loss). */
  reportSize: number;
  /** Longest a statement may run on the main pool, ms; PostgreSQL cancels a slower one. */
  statementTimeoutMs: number;
  /** The same for the reports' pool. */
  reportStatementTimeoutMs: number;
  /** Longest a request waits for a free connection of the main pool, ms. */
  acquireTimeoutMs: number;
  /** The same for the reports' pool (short: a report can be asked again). */
  reportAcquireTimeoutMs: number;
};

export const DEFAULT_POOL: PoolSettings = {
  size: 10,
  reportSize: 3,
  statementTimeoutMs: 15_000,
  reportStatementTimeoutMs: 30_000,
  acquireTimeoutMs: 5_000,
  reportAcquireTimeoutMs: 2_000,
};
