import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { toInt } from '../db/normalize';
import { rowsOf } from '../db/rows';
import { exec } from './scale-sql';

export type Accounts = { deposits: number; clearing: number; payouts: number; bonus: number };
type Ctx = { merchantId: number; currency: string; bankChannelId: number; sys: Accounts };

const TABLES = ['ledger_transfers', 'ledger_entries', 'game_rounds', 'deposits', 'withdrawals', 'bonus_grants'] as const;

/**
 * Reserves `count` ids of a table's sequence and answers the first: the rows are written with
 * explicit ids (a transfer's entries and keys name them), in the order the live path would give.
 * The tables are locked first, so no other writer takes an id in between.
 */
async function reserve(db: Db, table: (typeof TABLES)[number], count: number): Promise<number> {
  const [r] = await rowsOf<{ v: unknown }>(db, sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as v`);
  const first = toInt(r!.v);
  await exec(db, sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${sql.raw(String(first + Math.max(count, 1) - 1))})`);
  return first;
}

const count = async (db: Db, q: ReturnType<typeof sql>) => toInt((await rowsOf<{ n: unknown }>(db, q))[0]?.n);

/** Writes the staged history into the real tables, exactly as the live path leaves them. */
export async function writeStaged(db: Db, c: Ctx) {
  await exec(db, sql.raw(`lock table ${TABLES.join(', ')}, wallet_balances in share row exclusive mode`));
  const T = await reserve(db, 'ledger_transfers', await count(db, sql`select count(*) as n from scale_ev`));
  const E = await reserve(db, 'ledger_entries', 2 * (await count(db, sql`select count(*) as n from scale_ev`)));
  const G = await reserve(db, 'game_rounds', await count(db, sql`select count(*) as n from scale_rounds`));
  const D = await reserve(db, 'deposits', await count(db, sql`select count(*) as n from scale_dep`));
  const W = await reserve(db, 'withdrawals', await count(db, sql`select count(*) as n from scale_wd`));
  const B = await reserve(db, 'bonus_grants', await count(db, sql`select count(*) as n from scale_bonus`));
  const id = (base: number, col: string) => sql.raw(`(${base - 1} + ${col})`);
  const { deposits, clearing, payouts, bonus } = c.sys;
  const m = c.merchantId;

  // Rounds, as `rounds.settleRound` writes them (settled at once, dated when played).
  await exec(
    db,
    sql`insert into game_rounds (id, merchant_id, member_id, vendor, category, game_code, game_name, round_ref, stake, win,
        status, result, detail, created_at, settled_at)
      select ${id(G, 'r.n')}, ${m}, s.member_id, g.vendor, g.category, g.game_code, g.game_name, 'SC' || r.n, r.stake, r.win,
        'SETTLED', case when r.win > 0 then 'win x' || r.mult else 'lose' end, jsonb_build_object('multiplier', r.mult), r.at, r.at
      from scale_rounds r join scale_members s on s.idx = r.idx join scale_games g on g.idx = r.game_idx`,
  );
  // Transfers: payer, payee, type, reason, key, reference and actor of each kind (see scale-stage.ts).
  const from = sql`case e.kind when 1 then s.wallet_id when 2 then g.account_id when 3 then ${deposits} when 4 then s.wallet_id
    when 5 then ${clearing} when 6 then ${clearing} else ${bonus} end`;
  const to = sql`case e.kind when 1 then g.account_id when 2 then s.wallet_id when 4 then ${clearing} when 5 then ${payouts}
    else s.wallet_id end`;
  await exec(
    db,
    sql`insert into ledger_transfers (id, merchant_id, idempotency_key, from_account_id, to_account_id, amount, currency, type,
        reason, reference, actor, created_at)
      select ${id(T, 'e.k')}, ${m},
        case e.kind when 1 then 'bet:' || g.vendor || ':SC' || e.ref when 2 then 'win:' || g.vendor || ':SC' || e.ref
          when 3 then 'deposit:' || ${id(D, 'e.ref')} when 4 then 'withdraw:' || ${id(W, 'e.ref')}
          when 5 then 'withdraw-pay:' || ${id(W, 'e.ref')} when 6 then 'withdraw-reject:' || ${id(W, 'e.ref')}
          else 'ops:bonus:scale-' || e.ref end,
        ${from}, ${to}, e.amount, ${c.currency},
        case e.kind when 1 then 'BET' when 2 then 'WIN' when 3 then 'DEPOSIT' when 4 then 'WITHDRAW' when 5 then 'WITHDRAW'
          when 6 then 'WITHDRAW_REFUND' else 'BONUS' end,
        case e.kind when 1 then 'bet' when 2 then 'win' when 3 then 'deposit' when 4 then 'withdraw.hold' when 5 then 'withdraw.pay'
          when 6 then 'withdraw.reject' else 'bonus: Welcome bonus' end,
        case when e.kind in (1, 2) then 'SC' || e.ref when e.kind = 3 then 'DSC' || lpad(e.ref::text, 9, '0')
          when e.kind in (4, 5, 6) then 'WSC' || lpad(e.ref::text, 9, '0') end,
        case when e.kind in (1, 2) then 'vendor:' || g.vendor when e.kind = 4 then 'member:' || s.member_id else 'operator' end,
        e.at
      from scale_ev e join scale_members s on s.idx = e.idx left join scale_games g on g.idx = e.game_idx`,
  );
  // Two entries each: the payer's (−) first, then the payee's (+), with the wallet's balance after it.
  const wallet = sql`(o.b0 + o.x0 + e.run)`;
  await exec(
    db,
    sql`insert into ledger_entries (id, transfer_id, account_id, amount, balance_after, created_at)
      select ${id(E, '2 * e.k - 1 + x.side')}, ${id(T, 'e.k')},
        case when x.side = 0 then ${from} else ${to} end,
        case when x.side = 0 then -e.amount else e.amount end,
        case when (x.side = 0 and e.kind in (1, 4)) or (x.side = 1 and e.kind in (2, 3, 6, 7)) then ${wallet} end,
        e.at
      from scale_ev e join scale_members s on s.idx = e.idx join scale_open o on o.idx = e.idx
        left join scale_games g on g.idx = e.game_idx
        cross join (values (0), (1)) x(side)`,
  );
  await exec(
    db,
    sql`update wallet_balances b set balance = o.b0 + o.x0 + o.total, updated_at = now()
      from scale_open o join scale_members s on s.idx = o.idx where b.account_id = s.wallet_id`,
  );
  // Deposits approved by the operator on the bank channel (no fee), each with its transfer.
  await exec(
    db,
    sql`insert into deposits (id, merchant_id, member_id, order_no, channel_id, amount, fee, status, reference, request_id,
        remark, transfer_id, created_at, decided_at)
      select ${id(D, 'd.dno')}, ${m}, s.member_id, 'DSC' || lpad(d.dno::text, 9, '0'), ${c.bankChannelId}, d.amount, 0, 'APPROVED',
        'NB-SC-' || d.dno, 'scale-deposit-' || d.dno, null, ${id(T, 'e.k')}, d.at - interval '5 minutes', d.at
      from scale_dep d join scale_members s on s.idx = d.idx join scale_ev e on e.kind = 3 and e.ref = d.dno`,
  );
  // Withdrawals to a bank payout account: paid (and received) or rejected.
  await exec(
    db,
    sql`insert into payout_accounts (member_id, kind, provider, account_name, account_number, created_at)
      select distinct on (s.member_id) s.member_id, 'BANK', 'Nabil Bank', 'Player ' || s.member_id,
        lpad(s.member_id::text, 13, '0'), w.at - interval '1 day'
      from scale_wd w join scale_members s on s.idx = w.idx
      where not exists (select 1 from payout_accounts p where p.member_id = s.member_id)
      order by s.member_id, w.at`,
  );
  await exec(
    db,
    sql`insert into withdrawals (id, merchant_id, member_id, order_no, request_id, amount, status, payout_kind, payout_provider,
        payout_name, payout_number, received_amount, remark, created_at, paid_at, confirm_by, confirmed_at)
      select ${id(W, 'w.wno')}, ${m}, s.member_id, 'WSC' || lpad(w.wno::text, 9, '0'), 'scale-withdraw-' || w.wno, w.amount,
        case when w.rejected then 'REJECTED' else 'RECEIVED' end, p.kind, p.provider, p.account_name, p.account_number,
        case when w.rejected then null else w.amount end, null, w.at,
        case when w.rejected then null else w.done_at end,
        case when w.rejected then null else w.done_at + interval '1 day' end,
        case when w.rejected then w.done_at else w.done_at + interval '1 minute' end
      from scale_wd w join scale_members s on s.idx = w.idx
      join lateral (select * from payout_accounts p where p.member_id = s.member_id order by p.id limit 1) p on true`,
  );
  await writeBonuses(db, c, B, T);
}

/**
 * Bonus grants with the turnover `wallet.addTurnover` would have counted: every settled stake
 * after the grant (after all of it for grants that were already active), up to the requirement,
 * completed at the round that reached it.
 */
async function writeBonuses(db: Db, c: Ctx, B: number, T: number) {
  const id = (base: number, col: string) => sql.raw(`(${base - 1} + ${col})`);
  await exec(
    db,
    sql`insert into bonus_grants (id, merchant_id, member_id, name, amount, turnover_required, turnover_done, status,
        transfer_id, created_at)
      select ${id(B, 'b.bno')}, ${c.merchantId}, s.member_id, 'Welcome bonus', b.amount, b.turnover, 0, 'ACTIVE', ${id(T, 'e.k')}, b.at
      from scale_bonus b join scale_members s on s.idx = b.idx join scale_ev e on e.kind = 7 and e.ref = b.bno`,
  );
  // Active grants of the loaded members (new ones from their own transfer on, older ones from the start).
  await exec(
    db,
    sql`with g as (
        select bg.id, s.idx, bg.turnover_required as req, bg.turnover_done as done0,
          case when bg.transfer_id >= ${T} then bg.transfer_id - ${T - 1} else 0 end as after_k
        from bonus_grants bg join scale_members s on s.member_id = bg.member_id where bg.status = 'ACTIVE'
      ), bets as (
        select g.id, g.req, g.done0, e.at, g.done0 + sum(e.amount) over (partition by g.id order by e.k) as done
        from g join scale_ev e on e.idx = g.idx and e.kind = 1 and e.k > g.after_k
      ), t as (
        select id, least(max(req), max(done)) as done, min(at) filter (where done >= req) as completed from bets group by id
      )
      update bonus_grants bg set turnover_done = t.done,
        status = case when t.completed is null then 'ACTIVE' else 'COMPLETED' end, completed_at = t.completed
      from t where bg.id = t.id`,
  );
}
