import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import { periodBounds, rawFigures, teamScope } from '../agents/agents.figures';
import { aggregates, smallTree, writers } from './figures.fixtures';
import { rowsOf } from '../../db/rows';
import * as figures from './figures.service';
import { clearOfMidnight } from '../../test/clock';

const TZ = 345;
const app = await buildTestApp();
// The rows are written into today in TZ and the reports read today: a midnight there (18:15 UTC)
// during the file would leave what was written in yesterday. Start clear of it (wait when under 30 s).
await clearOfMidnight(30, [TZ]);
const m = app.merchantId;
const t = await smallTree(app);
const w = writers(app);
/**
 * A time `min` minutes before now, inside today in TZ: the reports read today, and just after
 * midnight there (18:15 UTC) the last hour is yesterday's, so the hour is squeezed into what of
 * today has passed (order kept).
 */
const todayStart = periodBounds(new Date(), TZ).today.from.getTime();
const ago = (min: number) => {
  const now = Date.now();
  const hour = Math.max(1, Math.min(60 * 60_000, now - todayStart - 1_000));
  return new Date(now - (min / 60) * hour);
};
const headers = async (x: { username: string }) => (await loginAs(app, x.username, 'Team2026x')).headers;
const [A, B, X] = [await headers(t.a), await headers(t.b), await headers(t.x)];
const get = async (url: string, h: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url, headers: h });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
  return res.json().value;
};

/** A team's report totals recomputed from the raw rows (today in TZ): rounds placed, settled, wallet entries. */
async function rawTeam(agentId: number) {
  const { from, to } = periodBounds(new Date(), TZ).today;
  const [f, u] = [from.toISOString(), to.toISOString()];
  const team = sql`(select descendant_id from account_tree where ancestor_id = ${agentId})`;
  const [r] = await rowsOf(
    app.db,
    sql`select
      (select count(*) from game_rounds where member_id in ${team} and created_at >= ${f}::timestamptz and created_at < ${u}::timestamptz) as bets,
      (select coalesce(sum(stake), 0) from game_rounds where member_id in ${team} and created_at >= ${f}::timestamptz and created_at < ${u}::timestamptz) as bet_stake,
      (select count(*) from game_rounds where member_id in ${team} and status = 'SETTLED' and settled_at >= ${f}::timestamptz and settled_at < ${u}::timestamptz) as rounds,
      (select coalesce(sum(greatest(e.amount, 0)), 0) from ledger_entries e join ledger_accounts l on l.id = e.account_id
        where l.kind = 'wallet' and l.owner_id in ${team} and e.created_at >= ${f}::timestamptz and e.created_at < ${u}::timestamptz) as money_in,
      (select count(*) from ledger_entries e join ledger_accounts l on l.id = e.account_id
        where l.kind = 'wallet' and l.owner_id in ${team} and e.created_at >= ${f}::timestamptz and e.created_at < ${u}::timestamptz) as entries`,
  );
  const overview = await rawFigures(app.db, m, teamScope(m, agentId), from, to);
  return {
    overview,
    bets: Number(r!.bets),
    betStake: Number(r!.bet_stake),
    rounds: Number(r!.rounds),
    in: Number(r!.money_in),
    entries: Number(r!.entries),
  };
}

/** The agent's reports through the API, as the agent centre reads them. */
async function reports(h: Record<string, string>) {
  const day = new Date(Date.now() + TZ * 60_000).toISOString().slice(0, 10);
  const q = `from=${day}&to=${day}&tz=${TZ}`;
  const overview = (await get(`/wps/agent/team/overview?tz=${TZ}`, h)).periods.find(
    (p: { period: string }) => p.period === 'today',
  );
  const bets = await get(`/wps/agent/reports/bets?${q}`, h);
  const profit = await get(`/wps/agent/reports/profit?${q}&pageSize=100`, h);
  const moves = await get(`/wps/agent/reports/transactions?${q}`, h);
  return { overview, bets, profit, moves };
}

async function expectRight(agentId: number, h: Record<string, string>) {
  const raw = await rawTeam(agentId);
  const r = await reports(h);
  // The overview shows every figure but the bonuses (those are for dividends).
  const { bonuses, ...shown } = raw.overview;
  expect(bonuses).toBe(0);
  expect(r.overview).toEqual({ ...shown, period: 'today' });
  expect([r.bets.total, r.bets.totals.stake]).toEqual([raw.bets, raw.betStake]);
  expect(r.profit.totals.rounds).toBe(raw.rounds);
  expect(r.profit.totals.validBet).toBe(raw.overview.validBet);
  expect(r.profit.list.reduce((s: number, x: { rounds: number }) => s + x.rounds, 0)).toBe(raw.rounds);
  expect([r.moves.total, r.moves.totals.in]).toEqual([raw.entries, raw.in]);
}

describe('figures and the hierarchy', () => {
  test('a team move keeps every report right, drained or not', async () => {
    await figures.drainFigures(app.db, m); // the seed's backlog
    for (const id of [t.b1.id, t.b2.id, t.a1.id]) await w.money(id, 'DEPOSIT', 100_000, ago(50));
    await w.round(t.b1.id, 1_000, 2_500, ago(40));
    await w.round(t.b2.id, 2_000, 0, ago(30));
    expect((await figures.drainFigures(app.db, m)).drained).toBeGreaterThan(5);
    // Some figures in the buckets, some still queued.
    await w.round(t.a1.id, 700, 0, ago(20));
    await w.round(t.b1.id, 300, 0, ago(10));
    await expectRight(t.a.id, A);
    await expectRight(t.x.id, X);

    // B's branch (B, b1, b2) moves from A to X.
    const moved = await app.inject({
      method: 'PUT',
      url: `/ops/accounts/${t.b.username}/upline`,
      headers: opsHeaders,
      payload: { uplineUsername: t.x.username },
    });
    expect(moved.statusCode).toBe(200);
    await w.round(t.b2.id, 900, 1_800, ago(5));
    await w.money(t.b2.id, 'WITHDRAW', 1_000, ago(4));
    for (const [id, h] of [
      [t.a.id, A],
      [t.x.id, X],
      [t.b.id, B],
    ] as const)
      await expectRight(id, h);
    const ofA = await reports(A);
    expect(ofA.overview.validBet).toBe(700); // only a1 is left below A
    expect(ofA.overview.activeMembers).toBe(1);

    await figures.drainFigures(app.db, m);
    for (const [id, h] of [
      [t.a.id, A],
      [t.x.id, X],
    ] as const)
      await expectRight(id, h);
    const drained = await aggregates(app.db, m);
    await figures.rebuildFigures(app.db, m);
    expect(drained).toEqual(await aggregates(app.db, m));
  });
});
