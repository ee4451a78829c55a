import { z } from 'zod';
import { IsoDay, MinorUnits } from './common';

/** The most days a dashboard period spans (its daily series has a point a day). */
export const DASHBOARD_MAX_DAYS = 92;

/** The period presets of the operator's dashboard, in the merchant's business days. */
export const DashboardPeriod = z.enum(['today', 'yesterday', 'week', 'month', 'range']);
export type DashboardPeriod = z.infer<typeof DashboardPeriod>;

/** GET /ops/dashboard: a preset, or `range` with its first and last day (inclusive). */
export const OpsDashboardQuery = z
  .object({ period: DashboardPeriod.default('today'), from: IsoDay.optional(), to: IsoDay.optional() })
  .strict();

const Count = z.number().int();

/** Money and play of a period (or one day, or category). GGR = valid bet − win; NGR = GGR − bonus cost. */
export const DashboardPlay = z.object({
  /** Rounds placed and their stake (any status). */
  rounds: Count,
  stake: MinorUnits,
  /** Settled rounds: their stake (the valid bet) and win. */
  settledRounds: Count,
  validBet: MinorUnits,
  win: MinorUnits,
  ggr: MinorUnits,
});
export type DashboardPlay = z.infer<typeof DashboardPlay>;

export const DashboardMoney = z.object({
  deposits: MinorUnits,
  depositCount: Count,
  /** Paid out net of refunds of rejected withdrawals. */
  withdrawals: MinorUnits,
  withdrawalCount: Count,
  bonus: MinorUnits,
});

export const DashboardDay = DashboardPlay.extend(DashboardMoney.shape).extend({ day: IsoDay, ngr: MinorUnits });
export type DashboardDay = z.infer<typeof DashboardDay>;

export const DashboardCategory = DashboardPlay.extend({ category: z.string() });
export type DashboardCategory = z.infer<typeof DashboardCategory>;

/** A vendor's play in the period (all its categories): the dashboard's "by vendor", most stake first. */
export const DashboardVendor = DashboardPlay.extend({ vendor: z.string(), name: z.string() });
export type DashboardVendor = z.infer<typeof DashboardVendor>;

/** The operator's queues now: deposits to decide, withdrawals to pay, disputes to resolve. */
export const DashboardPending = z.object({ deposits: Count, withdrawals: Count, disputes: Count });

export const OpsDashboard = z.object({
  from: IsoDay,
  to: IsoDay,
  /** The merchant's business day: minutes east of UTC. */
  utcOffsetMinutes: z.number().int(),
  /** The merchant's currency (amounts are its minor units). */
  currency: z.string(),
  totals: DashboardPlay.extend(DashboardMoney.shape).extend({ ngr: MinorUnits, newPlayers: Count, activePlayers: Count }),
  days: z.array(DashboardDay),
  categories: z.array(DashboardCategory),
  vendors: z.array(DashboardVendor),
  pending: DashboardPending,
});
export type OpsDashboard = z.infer<typeof OpsDashboard>;
