import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DASHBOARD_MAX_DAYS, OpsDashboard, OpsDashboardQuery, type DashboardPeriod } from '@jade/contract/ops-dashboard';
import type { Db } from '../../db/client';
import { invalidField } from '../../lib/app-error';
import { addDays, businessDay, dayBefore, dayStartAt, weekOf } from '../../lib/business-days';
import { ok, okResponse } from '../../lib/envelope';
import * as system from '../system/system.service';
import { dashboardFigures, daysOf } from './figures.dashboard';
import { reportRead } from './figures.read';

/**
 * What the dashboard reads from modules that depend on figures (so figures cannot import them):
 * handed over by the app, as the wallet's routes get the catalog's vendors.
 */
export type DashboardSources = {
  /** Deposits to decide, withdrawals to pay, disputes to resolve (payments). */
  pending: (db: Db, merchantId: number) => Promise<{ deposits: number; withdrawals: number; disputes: number }>;
  /** Players registered in [from, to) (members). */
  newPlayers: (db: Db, merchantId: number, from: Date, to: Date) => Promise<number>;
};

/** The first and last business day of a preset (or a chosen range) on the merchant's clock. */
export function periodDays(period: DashboardPeriod, today: string, q: { from?: string | undefined; to?: string | undefined }) {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: dayBefore(today), to: dayBefore(today) };
    case 'week':
      return { from: weekOf(today), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'range': {
      if (!q.from) throw invalidField('from', 'required');
      if (!q.to) throw invalidField('to', 'required');
      if (q.from > q.to) throw invalidField('to', 'before from');
      if (daysOf(q.from, q.to).length > DASHBOARD_MAX_DAYS) throw invalidField('to', `more than ${DASHBOARD_MAX_DAYS} days`);
      return { from: q.from, to: q.to };
    }
  }
}

/**
 * GET /ops/dashboard: the merchant's figures of a period of business days — play and money per
 * day, category, and in total, new and active players, bonus cost, GGR and NGR — read from the
 * figures' buckets (never a scan of rounds or the ledger), and the finance queues now.
 */
export function figuresOpsRoutes(sources: DashboardSources) {
  return async function dashboardRoutes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const m = app.merchantId;
    r.get('/dashboard', { schema: { querystring: OpsDashboardQuery, response: okResponse(OpsDashboard) } }, async (req) => {
      const { utcOffsetMinutes: offset, currency } = await system.getMerchant(app.db, m);
      const { from, to } = periodDays(req.query.period, businessDay(new Date(), offset), req.query);
      const figures = await reportRead(app.reportsDb, (tx) => dashboardFigures(tx, m, offset, from, to));
      const [newPlayers, pending] = await Promise.all([
        sources.newPlayers(app.db, m, dayStartAt(from, offset), dayStartAt(addDays(to, 1), offset)),
        sources.pending(app.db, m),
      ]);
      return ok({ ...figures, currency, totals: { ...figures.totals, newPlayers }, pending });
    });
  };
}
