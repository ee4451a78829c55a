import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { toInt } from '../db/normalize';
import { buildTestApp } from '../test/build-test-app';
import { loginAs } from '../test/login';
import { seedScale } from './scale';
import { scaleChecks } from './scale-check';
import { findRebuildFigures } from './scale-figures';
import { rowsOf } from '../db/rows';

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('scale load (tiny size)', () => {
  test('leaves the ledger invariants true, every round with its transfers, the closure table equal to the uplines and the reports equal to the raw rows', async () => {
    const app = await buildTestApp();
    const r = await seedScale(app.db, app.merchantId, { members: 60, rounds: 3_000, days: 10 });
    expect(r).toMatchObject({ players: 56, subAgents: 4, contractHolders: 5, rounds: 3_000 });
    expect(r.transfers).toBeGreaterThan(3_000);

    const broken = (await scaleChecks(app.db, app.merchantId)).filter((c) => c.bad !== 0);
    expect(broken).toEqual([]);
    // Every category is played, demo01 a tenth of the rounds, every loaded player under agent01.
    const [shape] = await rowsOf<{ categories: unknown; demo: unknown; outside: unknown }>(
      app.db,
      sql`select (select count(distinct category) from game_rounds where round_ref like 'SC%') as categories,
        (select count(*) from game_rounds g join accounts a on a.id = g.member_id where a.username = 'demo01' and g.round_ref like 'SC%') as demo,
        (select count(*) from accounts a where a.username like 'smx%' and not exists (
          select 1 from account_tree t join accounts u on u.id = t.ancestor_id where t.descendant_id = a.id and u.username = 'agent01')) as outside`,
    );
    expect(toInt(shape!.categories)).toBeGreaterThanOrEqual(8);
    expect(toInt(shape!.demo)).toBe(300);
    expect(toInt(shape!.outside)).toBe(0);

    // demo01's profit and loss over the whole history, as the API answers it, equals the raw rows.
    const from = iso(new Date(Date.now() - 12 * DAY));
    const to = iso(new Date(Date.now() + DAY));
    const { headers } = await loginAs(app, 'demo01', 'Demo@1234');
    const res = await app.inject({ url: `/wps/wallet/profit?from=${from}&to=${to}&tz=0`, headers });
    expect(res.statusCode).toBe(200);
    const report = res.json().value as {
      total: { rounds: number; stake: number; win: number };
      deposits: number;
      bonuses: number;
    };
    const [f, t] = [`${from}T00:00:00Z`, new Date(Date.parse(`${to}T00:00:00Z`) + DAY).toISOString()];
    const within = (col: string) => sql`${sql.raw(col)} >= ${f}::timestamptz and ${sql.raw(col)} < ${t}::timestamptz`;
    const [raw] = await rowsOf<{ n: unknown; stake: unknown; win: unknown; deposits: unknown; bonuses: unknown }>(
      app.db,
      sql`select count(*) as n, coalesce(sum(g.stake), 0) as stake, coalesce(sum(g.win), 0) as win,
          (select coalesce(sum(t.amount), 0) from ledger_transfers t join ledger_accounts l on l.id = t.to_account_id
            where l.code = 'wallet:' || a.id and t.type = 'DEPOSIT' and ${within('t.created_at')}) as deposits,
          (select coalesce(sum(t.amount), 0) from ledger_transfers t join ledger_accounts l on l.id = t.to_account_id
            where l.code = 'wallet:' || a.id and t.type = 'BONUS' and ${within('t.created_at')}) as bonuses
        from accounts a join game_rounds g on g.member_id = a.id and g.status = 'SETTLED' and ${within('g.created_at')}
        where a.username = 'demo01' group by a.id`,
    );
    expect(report.total).toMatchObject({ rounds: toInt(raw!.n), stake: toInt(raw!.stake), win: toInt(raw!.win) });
    expect(report.deposits).toBe(toInt(raw!.deposits));
    expect(report.bonuses).toBe(toInt(raw!.bonuses));

    // agent01's team overview (this month) equals the team's raw rows over the same days.
    const agent = await loginAs(app, 'agent01', 'Agent@1234');
    const overview = await app.inject({ url: '/wps/agent/team/overview?tz=0', headers: agent.headers });
    expect(overview.statusCode).toBe(200);
    const yesterday = (overview.json().value.periods as { period: string; validBet: number; profitLoss: number }[]).find(
      (p) => p.period === 'yesterday',
    )!;
    const day = new Date(new Date().setUTCHours(0, 0, 0, 0) - DAY);
    const [team] = await rowsOf<{ stake: unknown; pl: unknown }>(
      app.db,
      sql`select coalesce(sum(g.stake), 0) as stake, coalesce(sum(g.win - g.stake), 0) as pl
        from account_tree t join accounts u on u.id = t.ancestor_id and u.username = 'agent01'
        join game_rounds g on g.member_id = t.descendant_id and g.status = 'SETTLED'
        where g.settled_at >= ${day.toISOString()}::timestamptz and g.settled_at < ${new Date(day.getTime() + DAY).toISOString()}::timestamptz`,
    );
    expect(yesterday).toMatchObject({ validBet: toInt(team!.stake), profitLoss: toInt(team!.pl) });

    // With the figures' rebuild present, nothing is left queued for the drain.
    if (await findRebuildFigures()) {
      const [queue] = await rowsOf<{ n: unknown }>(app.db, sql`select count(*) as n from figure_queue`);
      expect(toInt(queue!.n)).toBe(0);
    }
    await expect(seedScale(app.db, app.merchantId, { members: 60, rounds: 10 })).rejects.toThrow(/already holds a scale load/);
  }, 120_000);
});
