import { availableParallelism } from 'node:os';

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

/**
 * The reports' pool has one connection per two cores: a report runs on one core (no JIT, no
 * parallel workers), so a burst of reports never takes more than half the machine from balance,
 * bets and sign-in (`npm run bench:scale`: balance under 20 clients on reports went from 0.77 of
 * its throughput alone with 3 connections to 1.16 with 1, on 2 cores).
 */
export const DEFAULT_REPORT_POOL_SIZE = Math.max(1, Math.floor(availableParallelism() / 2));

export const DEFAULT_POOL: PoolSettings = {
  size: 10,
  reportSize: DEFAULT_REPORT_POOL_SIZE,
  statementTimeoutMs: 15_000,
  reportStatementTimeoutMs: 30_000,
  acquireTimeoutMs: 5_000,
  reportAcquireTimeoutMs: 2_000,
};
