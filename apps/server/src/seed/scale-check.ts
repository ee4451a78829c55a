import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { toInt } from '../db/normalize';
import { rowsOf } from '../db/rows';
import { SCALE_PREFIX } from './scale-tree';

export type Check = { name: string; bad: number };

const one = async (db: Db, q: ReturnType<typeof sql>) => toInt((await rowsOf<{ n: unknown }>(db, q))[0]?.n);

/**
 * The ledger's invariants over the whole database (as `bench/wallet-debit.bench.mjs` checks them),
 * each as the count of what breaks it (0 = holds), plus the ones the scale load must keep:
 * running balances, every loaded round with its transfers, the closure table.
 */
export async function scaleChecks(db: Db, merchantId: number): Promise<Check[]> {
  return [
    {
      name: 'wallets = entries and ≥ 0',
      bad: await one(
        db,
        sql`select count(*) as n from ledger_accounts a left join wallet_balances b on b.account_id = a.id
          left join (select account_id, sum(amount) as s from ledger_entries group by account_id) e on e.account_id = a.id
          where a.kind <> 'system' and (b.balance is null or b.balance < 0 or b.balance <> coalesce(e.s, 0))`,
      ),
    },
    { name: 'ledger sums to zero', bad: Math.abs(await one(db, sql`select coalesce(sum(amount), 0) as n from ledger_entries`)) },
    {
      name: 'every transfer has its two entries',
      bad: await one(
        db,
        sql`select count(*) as n from ledger_transfers t full join (
            select transfer_id, count(*) as c,
              min(account_id) filter (where amount < 0) as payer, min(account_id) filter (where amount > 0) as payee,
              sum(amount) filter (where amount > 0) as amount, sum(amount) as net
            from ledger_entries group by transfer_id) e on e.transfer_id = t.id
          where t.id is null or e.transfer_id is null or e.c <> 2 or e.net <> 0 or e.payer <> t.from_account_id
            or e.payee <> t.to_account_id or e.amount <> t.amount`,
      ),
    },
    {
      name: 'balance after each entry = running sum, never < 0',
      bad: await one(
        db,
        sql`select count(*) as n from (
            select e.balance_after, sum(e.amount) over (partition by e.account_id order by e.id rows unbounded preceding) as s
            from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.kind <> 'system') x
          where x.balance_after is distinct from x.s or x.s < 0`,
      ),
    },
    {
      name: 'every loaded round settled with its bet and win',
      bad: await one(
        db,
        sql`select count(*) as n from game_rounds g
          left join ledger_transfers b on b.merchant_id = g.merchant_id and b.idempotency_key = 'bet:' || g.vendor || ':' || g.round_ref
          left join ledger_transfers w on w.merchant_id = g.merchant_id and w.idempotency_key = 'win:' || g.vendor || ':' || g.round_ref
          where g.merchant_id = ${merchantId} and g.round_ref like 'SC%'
            and (g.status <> 'SETTLED' or g.settled_at is null or b.id is null or b.amount <> g.stake or b.type <> 'BET'
              or b.created_at <> g.settled_at or (g.win > 0) <> (w.id is not null) or w.amount <> g.win or w.type <> 'WIN')`,
      ),
    },
    {
      name: 'every bet and win of the load has its round',
      bad: await one(
        db,
        sql`select count(*) as n from ledger_transfers t
          left join game_rounds g on g.merchant_id = t.merchant_id and g.vendor = split_part(t.idempotency_key, ':', 2)
            and g.round_ref = t.reference
          where t.merchant_id = ${merchantId} and t.type in ('BET', 'WIN') and t.reference like 'SC%' and g.id is null`,
      ),
    },
    {
      name: 'closure table = walk of the uplines',
      bad: await one(
        db,
        sql`with recursive walk(ancestor_id, descendant_id, depth) as (
            select upline_id, id, 1 from accounts where merchant_id = ${merchantId} and upline_id is not null
            union all
            select a.upline_id, w.descendant_id, w.depth + 1 from walk w join accounts a on a.id = w.ancestor_id
            where a.upline_id is not null
          ), tree as (
            select t.ancestor_id, t.descendant_id, t.depth::int from account_tree t
            join accounts a on a.id = t.descendant_id where a.merchant_id = ${merchantId}
          )
          select (select count(*) from (select * from walk except select * from tree) x)
            + (select count(*) from (select * from tree except select * from walk) y) as n`,
      ),
    },
    {
      // What offerContract and answerContract leave (the load writes most of them in bulk): one
      // running contract of each kind from its upline, the dividend's period the upline's, the
      // rate at most the upline's (the level-difference rule).
      name: 'every sub-agent holds each contract from its upline within its rate',
      bad: await one(
        db,
        sql`select count(*) as n
          from accounts a cross join (values ('DAILY_SALARY'), ('DIVIDEND')) k(kind)
          left join agent_contracts c on c.agent_id = a.id and c.kind = k.kind and c.status = 'ACTIVE'
          left join agent_contracts u on u.agent_id = a.upline_id and u.kind = k.kind and u.status = 'ACTIVE'
          where a.merchant_id = ${merchantId}
            and (a.username like ${`${SCALE_PREFIX.l1}%`} or a.username like ${`${SCALE_PREFIX.l2}%`})
            and (c.id is null or u.id is null or c.upline_id is distinct from a.upline_id
              or c.period is distinct from (case when k.kind = 'DIVIDEND' then u.period end)
              or (select max((t ->> 'rate')::int) from jsonb_array_elements(c.tiers) t)
                 > (select max((t ->> 'rate')::int) from jsonb_array_elements(u.tiers) t))`,
      ),
    },
  ];
}

/** One line: each check with yes or NO (and how many break it). */
export function describeChecks(checks: Check[]): string {
  return `invariants: ${checks.map((c) => `${c.name}: ${c.bad === 0 ? 'yes' : `NO (${c.bad})`}`).join('; ')}`;
}
