import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import * as members from '../members/members.service';
import * as rounds from '../rounds/rounds.service';
import * as wallet from '../wallet/wallet.service';
import { rowsOf } from '../../db/rows';

let seq = 0;

/** A small hierarchy for the figures' tests: agent A over agent B (members b1, b2) and member a1; agent X aside. */
export async function smallTree(app: FastifyInstance) {
  const tag = `${Date.now().toString(36).slice(-4)}${seq++}`;
  const make = (name: string, type: number, uplineId?: number) =>
    members.createAccount(app.db, {
      merchantId: app.merchantId,
      username: `${name}${tag}`,
      password: 'Team2026x',
      type,
      ...(uplineId ? { uplineId } : {}),
    });
  const a = await make('fa', 1);
  const b = await make('fb', 2, a.id);
  const x = await make('fx', 1);
  const b1 = await make('fm', 0, b.id);
  const b2 = await make('fn', 0, b.id);
  const a1 = await make('fo', 0, a.id);
  return { a, b, x, b1, b2, a1, tag };
}

/** History writers through the live paths (the rounds and wallet modules), dated where asked. */
export function writers(app: FastifyInstance) {
  const m = app.merchantId;
  let key = 0;
  const money = async (memberId: number, type: 'DEPOSIT' | 'WITHDRAW' | 'WITHDRAW_REFUND' | 'BONUS', amount: number, at: Date) =>
    app.db.transaction(async (tx) => {
      const w = await wallet.walletOf(tx, m, memberId, 'NPR');
      const sys = await wallet.systemAccount(
        tx,
        m,
        type === 'BONUS' ? 'bonus' : type === 'DEPOSIT' ? 'deposits' : 'withdraw-clearing',
        'NPR',
      );
      const k = `fig:${type}:${memberId}:${seq}:${key++}`;
      const out = type === 'WITHDRAW';
      await wallet.transfer(tx, {
        merchantId: m,
        from: out ? w : sys,
        to: out ? sys : w,
        amount,
        idempotencyKey: k,
        type,
        reason: 'test',
        actor: 'test',
      });
      await wallet.backdateTransfers(tx, m, [k], at);
    });
  const round = (memberId: number, stake: number, win: number, at: Date, category = 'RNG', game = 'LOTUS-0001') =>
    app.db.transaction((tx) =>
      rounds.settleRound(tx, {
        merchantId: m,
        memberId,
        currency: 'NPR',
        vendor: 'LOTUS',
        category,
        gameCode: game,
        gameName: 'Lotus Fortune',
        roundRef: `fig-${seq}-${key++}`,
        stake,
        win,
        result: 'test',
        at,
      }),
    );
  /** A round written and rolled back: nothing of it may count. */
  const rolledBack = (memberId: number, stake: number, at: Date) =>
    app.db
      .transaction(async (tx) => {
        await rounds.settleRound(tx, {
          merchantId: m,
          memberId,
          currency: 'NPR',
          vendor: 'LOTUS',
          category: 'RNG',
          gameCode: 'LOTUS-0001',
          gameName: 'Lotus Fortune',
          roundRef: `fig-rb-${seq}-${key++}`,
          stake,
          win: 0,
          result: 'test',
          at,
        });
        throw new Error('rollback');
      })
      .catch(() => undefined);
  /** A vendor's correction of a settled round: its win, its settled time, or a cancellation. */
  const correct = (roundId: number, c: { win?: number; settledAt?: Date; cancel?: boolean }) =>
    app.db.execute(sql`update game_rounds set
        win = coalesce(${c.win ?? null}::bigint, win),
        settled_at = coalesce(${c.settledAt?.toISOString() ?? null}::timestamptz, settled_at),
        status = case when ${c.cancel ?? false}::boolean then 'CANCELLED' else status end
      where id = ${roundId}`);
  return { money, round, rolledBack, correct };
}

/** Raw references: the figures of one member recomputed from the raw rows, as the reports did before. */
export async function rawMember(db: Db, memberId: number, from: Date | null, to: Date | null) {
  const f = from?.toISOString() ?? '-infinity';
  const t = to?.toISOString() ?? 'infinity';
  const [r] = await rowsOf(
    db,
    sql`select
      (select count(*) from game_rounds where member_id = ${memberId} and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz) as c_n,
      (select coalesce(sum(stake), 0) from game_rounds where member_id = ${memberId} and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz) as c_stake,
      (select coalesce(sum(win), 0) from game_rounds where member_id = ${memberId} and created_at >= ${f}::timestamptz and created_at < ${t}::timestamptz) as c_win,
      (select count(*) from ledger_entries e join ledger_accounts l on l.id = e.account_id
        where l.code = ${`wallet:${memberId}`} and e.created_at >= ${f}::timestamptz and e.created_at < ${t}::timestamptz) as l_n,
      (select coalesce(sum(greatest(e.amount, 0)), 0) from ledger_entries e join ledger_accounts l on l.id = e.account_id
        where l.code = ${`wallet:${memberId}`} and e.created_at >= ${f}::timestamptz and e.created_at < ${t}::timestamptz) as l_in,
      (select coalesce(sum(greatest(-e.amount, 0)), 0) from ledger_entries e join ledger_accounts l on l.id = e.account_id
        where l.code = ${`wallet:${memberId}`} and e.created_at >= ${f}::timestamptz and e.created_at < ${t}::timestamptz) as l_out`,
  );
  return {
    placed: { n: toInt(r?.c_n), a: toInt(r?.c_stake), b: toInt(r?.c_win) },
    ledger: { n: toInt(r?.l_n), a: toInt(r?.l_in), b: toInt(r?.l_out) },
  };
}

/** Settled rounds of a member per local day (`tz`) and category, from the raw rows. */
export async function rawProfit(db: Db, memberId: number, tz: number, from: Date | null, to: Date | null) {
  const rows = await rowsOf(
    db,
    sql`select to_char(settled_at + make_interval(mins => ${tz}::int), 'YYYY-MM-DD') as day, category,
        count(*) as n, sum(stake) as stake, sum(win) as win
      from game_rounds where member_id = ${memberId} and status = 'SETTLED'
        and settled_at >= ${from?.toISOString() ?? '-infinity'}::timestamptz and settled_at < ${to?.toISOString() ?? 'infinity'}::timestamptz
      group by 1, 2`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    category: String(r.category),
    n: toInt(r.n),
    stake: toInt(r.stake),
    win: toInt(r.win),
  }));
}

/** Every aggregate row of the merchant that is not all zero, as comparable text. */
export async function aggregates(db: Db, merchantId: number) {
  const text = async (q: ReturnType<typeof sql>) => (await rowsOf(db, q)).map((r) => JSON.stringify(Object.values(r))).sort();
  return {
    member: await text(sql`select member_id, kind, bucket, key, n, a, b, n1, a1, b1, n2, a2, b2, n3, a3, b3 from member_figures
      where merchant_id = ${merchantId} and (n <> 0 or a <> 0 or b <> 0 or n1 <> 0 or n2 <> 0 or n3 <> 0
        or a1 <> 0 or a2 <> 0 or a3 <> 0 or b1 <> 0 or b2 <> 0 or b3 <> 0)`),
    vendors: await text(sql`select kind, bucket, vendor, category, n, a, b from vendor_figures
      where merchant_id = ${merchantId} and (n <> 0 or a <> 0 or b <> 0)`),
    team: await text(sql`select t.ancestor_id, t.kind, t.bucket, t.key, t.n, t.a, t.b,
        t.n1, t.a1, t.b1, t.n2, t.a2, t.b2, t.n3, t.a3, t.b3 from team_figures t
      join accounts a on a.id = t.ancestor_id where a.merchant_id = ${merchantId} and (t.n <> 0 or t.a <> 0 or t.b <> 0
        or t.n1 <> 0 or t.n2 <> 0 or t.n3 <> 0 or t.a1 <> 0 or t.a2 <> 0 or t.a3 <> 0 or t.b1 <> 0 or t.b2 <> 0 or t.b3 <> 0)`),
    activity:
      await text(sql`select x.member_id, x.month, x.hours::text from member_activity x join accounts a on a.id = x.member_id
      where a.merchant_id = ${merchantId} and x.hours <> repeat('0', 744)::bit(744)`),
    lastActive: await text(sql`select member_id, at from member_last_active where merchant_id = ${merchantId}`),
    teamLastActive: await text(sql`select t.ancestor_id, t.at, t.n from team_last_active t
      join accounts a on a.id = t.ancestor_id where a.merchant_id = ${merchantId}`),
    recent: await text(sql`select r.member_id, r.game_code, r.last_at from recent_games r join accounts a on a.id = r.member_id
      where a.merchant_id = ${merchantId}`),
    wins: await text(sql`select round_id, win from big_wins where merchant_id = ${merchantId}`),
    plays: await text(sql`select bucket, game_code, rounds from game_plays where merchant_id = ${merchantId}
      and bucket >= now() - interval '7 days' and rounds <> 0`),
  };
}

/** A team's size and its members' main-wallet balance, recomputed from the accounts and wallets. */
export async function rawTeamTotals(db: Db, team: number) {
  const [r] = await rowsOf(
    db,
    sql`select (select count(*) from account_tree where ancestor_id = ${team}) as size,
      (select coalesce(sum(b.balance), 0) from account_tree t join ledger_accounts l on l.owner_id = t.descendant_id and l.kind = 'wallet'
        join wallet_balances b on b.account_id = l.id where t.ancestor_id = ${team}) as balance`,
  );
  return { size: Number(r?.size), balance: Number(r?.balance) };
}
