import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exec } from './scale-sql';

/**
 * The scale load's history, planned in temporary tables before anything real is written:
 * `scale_rounds` (one row a settled round, in time order), the money movements around them
 * (`scale_dep`, `scale_wd`, `scale_bonus`), and `scale_ev`, every ledger transfer to write in
 * the order the live path would have written them (`k`), with the wallet's running sum (`run`).
 *
 * Event kinds (one ledger transfer each, as the live path writes it):
 * 1 BET wallet → vendor, 2 WIN vendor → wallet (`rounds.settleRound`); 3 DEPOSIT deposits → wallet
 * (`payments.approveDeposit`); 4 WITHDRAW wallet → withdraw-clearing (`createWithdrawal`); 5 WITHDRAW
 * clearing → payouts (`payWithdrawal`); 6 WITHDRAW_REFUND clearing → wallet (`rejectWithdrawal`);
 * 7 BONUS bonus → wallet (the operator's bonus, with its `bonus_grants` row).
 */
export type StagePlan = { rounds: number; from: Date; to: Date; players: number };

const n = (v: number) => sql.raw(String(Math.trunc(v)));
const f = (v: number) => sql.raw(String(v));

export async function stage(db: Db, p: StagePlan) {
  const start = p.from.getTime() / 1000;
  const span = (p.to.getTime() - p.from.getTime()) / 1000;
  const step = span / Math.max(1, p.rounds);
  const end = sql`${p.to.toISOString()}::timestamptz`;
  const P = n(p.players);
  // Rounds: evenly through the history with a jitter inside each step (so `n` is time order);
  // demo01 (idx = players) plays every tenth, the others by a skewed pick (a few play a lot).
  // The win multiplier pays back about 96 % of stakes.
  await exec(
    db,
    sql`create temp table scale_rounds on commit drop as
      select n, idx, at, game_idx, stake, (stake * mult)::bigint as win, mult from (
        select n,
          case when n % 10 = 0 then ${P} else least(${P} - 1, floor(${P} * power(u1, 2)))::int end as idx,
          to_timestamp(${f(start)} + (n - 1 + j * 0.999) * ${f(step)}) as at,
          floor(u2 * (select count(*) from scale_games))::int as game_idx,
          ((1 + floor(power(u3, 2) * 50)) * 1000)::bigint as stake,
          case when r < 0.55 then 0 when r < 0.80 then 1.2 when r < 0.92 then 2 when r < 0.98 then 4
            when r < 0.998 then 8 else 20 end::numeric as mult
        from (select n, random() as u1, random() as j, random() as u2, random() as u3, random() as r
          from generate_series(1, ${n(p.rounds)}) n) x
      ) y`,
  );
  // Each member's first movement: its first round, or a day in the history for one that never played.
  await exec(
    db,
    sql`create temp table scale_first on commit drop as
      select m.idx, coalesce(r.t0, to_timestamp(${f(start)} + random() * ${f(span * 0.9)})) as t0
      from scale_members m left join (select idx, min(at) as t0 from scale_rounds group by idx) r on r.idx = m.idx`,
  );
  // Deposits: the first (seq 0, its amount sized below) ten minutes before the first round, then up to three.
  await exec(
    db,
    sql`create temp table scale_dep on commit drop as
      select (row_number() over (order by at, idx, seq))::bigint as dno, idx, seq, at, amount from (
        select idx, 0 as seq, t0 - interval '10 minutes' as at, 0::bigint as amount from scale_first
        union all
        select s.idx, g, s.t0 + random() * (${end} - s.t0), ((1 + floor(random() * 50)) * 100000)::bigint
        from scale_first s cross join generate_series(1, 3) g where random() < 0.6
      ) d`,
  );
  // Withdrawals: up to two; a tenth rejected (refunded), the rest paid within the hour.
  await exec(
    db,
    sql`create temp table scale_wd on commit drop as
      select (row_number() over (order by at, idx, seq))::bigint as wno, idx, seq, at,
        at + least(interval '1 hour', (${end} - at) / 2) as done_at, amount, rejected from (
        select s.idx, g as seq, s.t0 + random() * (${end} - s.t0) as at,
          ((1 + floor(random() * 20)) * 100000)::bigint as amount, random() < 0.1 as rejected
        from scale_first s cross join generate_series(1, 2) g where random() < 0.45
      ) w`,
  );
  // A welcome bonus for about a third, five minutes after the first deposit.
  await exec(
    db,
    sql`create temp table scale_bonus on commit drop as
      select (row_number() over (order by idx))::bigint as bno, idx, t0 - interval '5 minutes' as at,
        100000::bigint as amount, 1500000::bigint as turnover
      from scale_first where random() < 0.3 or idx = ${P}`,
  );
  // Every transfer in the order the live path writes them: by time, a round's bet before its win.
  await exec(
    db,
    sql`create temp table scale_ev0 on commit drop as
      select at, (n * 2)::bigint as tie, 1::smallint as kind, idx, stake as amount, -stake as delta, n as ref, game_idx
        from scale_rounds
      union all select at, n * 2 + 1, 2::smallint, idx, win, win, n, game_idx from scale_rounds where win > 0
      union all select at, 20000000000 + dno, 3::smallint, idx, amount, amount, dno, null from scale_dep
      union all select at, 30000000000 + wno, 4::smallint, idx, amount, -amount, wno, null from scale_wd
      union all select done_at, 40000000000 + wno, case when rejected then 6 else 5 end::smallint, idx, amount,
        case when rejected then amount else 0 end, wno, null from scale_wd
      union all select at, 50000000000 + bno, 7::smallint, idx, amount, amount, bno, null from scale_bonus`,
  );
  await exec(
    db,
    sql`create temp table scale_ev on commit drop as
      select (row_number() over (order by at, tie))::bigint as k,
        sum(delta) over (partition by idx order by at, tie rows unbounded preceding) as run,
        at, kind, idx, amount, delta, ref, game_idx
      from scale_ev0`,
  );
  await exec(db, sql`drop table scale_ev0`);
  // The first deposit covers the lowest point the member's wallet would reach, plus a float.
  await exec(
    db,
    sql`create temp table scale_open on commit drop as
      select m.idx, m.b0, (ceil(greatest(0, -(m.b0 + coalesce(x.low, 0))) / 10000.0) * 10000 + 500000)::bigint as x0,
        coalesce(x.total, 0) as total
      from scale_members m left join (select idx, min(run) as low, sum(delta) as total from scale_ev group by idx) x on x.idx = m.idx`,
  );
  await exec(db, sql`update scale_dep d set amount = o.x0 from scale_open o where d.idx = o.idx and d.seq = 0`);
  await exec(db, sql`update scale_ev e set amount = d.amount from scale_dep d where e.kind = 3 and e.ref = d.dno and d.seq = 0`);
  await exec(db, sql`create index on scale_ev (kind, ref)`);
  await exec(db, sql`analyze scale_ev`);
}
