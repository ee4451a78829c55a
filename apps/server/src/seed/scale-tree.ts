import { sql } from 'drizzle-orm';
import type { ContractKind, ContractTier } from '@jade/contract/agents';
import type { Db } from '../db/client';
import { hashSecret } from '../lib/secrets';
import * as agents from '../modules/agents/agents.service';
import * as members from '../modules/members/members.service';
import { rowsOf } from '../db/rows';
import { exec } from './scale-sql';

/** The password of every account the scale load makes (one argon2 hash, shared). */
export const SCALE_PASSWORD = 'Scale2026x';
/** Usernames: level-1 sub-agents, level-2 sub-agents, players. */
export const SCALE_PREFIX = { l1: 'sa1x', l2: 'sa2x', player: 'smx' } as const;

export type TeamShape = { agents: number; l1: number; l2: number; players: number };

/**
 * agent01's team of `members` accounts, 3 levels deep: 6 % of them sub-agents (120 at 2,000), a
 * tenth of those directly under agent01 and the rest one level below; the players 10 % under
 * agent01, 30 % under level-1 and 60 % under level-2 sub-agents.
 */
export function teamShape(members: number): TeamShape {
  const agents = Math.max(2, Math.round(members * 0.06));
  const l1 = Math.max(1, Math.round(agents / 10));
  return { agents, l1, l2: agents - l1, players: Math.max(1, members - agents) };
}

const pad = (width: number) => sql.raw(String(width));

/**
 * Links every account whose username starts with `prefix` under its upline in the closure table:
 * `members.linkUnder` (a row to the upline at depth 1 and one to each of its uplines) as one statement.
 */
async function linkBatch(db: Db, merchantId: number, prefix: string) {
  await exec(
    db,
    sql`insert into account_tree (ancestor_id, descendant_id, depth)
      select a.upline_id, a.id, 1 from accounts a
        where a.merchant_id = ${merchantId} and a.username like ${`${prefix}%`} and a.upline_id is not null
      union all
      select t.ancestor_id, a.id, t.depth + 1 from accounts a join account_tree t on t.descendant_id = a.upline_id
        where a.merchant_id = ${merchantId} and a.username like ${`${prefix}%`}`,
  );
}

/**
 * The accounts of the team, written in bulk (the service hashes a password per account: hours at
 * 20,000) with the same columns registration in the register centre writes, each batch linked in
 * the closure table as `members.linkUnder` would. `from`: the start of the history (accounts are
 * dated before their first movement later).
 */
export async function buildTeam(db: Db, merchantId: number, agent01Id: number, shape: TeamShape, from: Date) {
  const hash = await hashSecret(SCALE_PASSWORD);
  const at = from.toISOString();
  const { l1, l2, player } = SCALE_PREFIX;
  await exec(
    db,
    sql`insert into accounts (merchant_id, username, type, nickname, password_hash, upline_id, affiliate_code, referral_code, created_at, password_changed_at)
      select ${merchantId}, ${l1} || lpad(g::text, ${pad(4)}, '0'), 2, 'Agent ' || g, ${hash}, ${agent01Id},
        'SA1' || lpad(g::text, 5, '0'), 'ra1' || g, ${at}::timestamptz - interval '30 days', ${at}::timestamptz - interval '30 days'
      from generate_series(1, ${sql.raw(String(shape.l1))}) g`,
  );
  await linkBatch(db, merchantId, l1);
  await exec(
    db,
    sql`insert into accounts (merchant_id, username, type, nickname, password_hash, upline_id, affiliate_code, referral_code, created_at, password_changed_at)
      select ${merchantId}, ${l2} || lpad(g::text, ${pad(5)}, '0'), 2, 'Agent ' || g, ${hash}, u.id,
        'SA2' || lpad(g::text, 6, '0'), 'ra2' || g, ${at}::timestamptz - interval '20 days', ${at}::timestamptz - interval '20 days'
      from generate_series(1, ${sql.raw(String(shape.l2))}) g
      join accounts u on u.merchant_id = ${merchantId}
        and u.username = ${l1} || lpad((((g - 1) % ${sql.raw(String(shape.l1))}) + 1)::text, ${pad(4)}, '0')`,
  );
  await linkBatch(db, merchantId, l2);
  // Players: g % 10 = 0 under agent01, 1–3 under a level-1 sub-agent, the rest under a level-2 one.
  await exec(
    db,
    sql`insert into accounts (merchant_id, username, type, nickname, password_hash, upline_id, referral_code, created_at, password_changed_at)
      select ${merchantId}, ${player} || lpad(g::text, ${pad(6)}, '0'), 0, 'Player ' || g, ${hash},
        case when g % 10 = 0 then ${agent01Id} else u.id end,
        'rp' || g, ${at}::timestamptz - interval '10 days', ${at}::timestamptz - interval '10 days'
      from generate_series(1, ${sql.raw(String(shape.players))}) g
      left join accounts u on u.merchant_id = ${merchantId} and u.username = case
        when g % 10 = 0 then null
        when g % 10 <= 3 then ${l1} || lpad((((g * 7919) % ${sql.raw(String(shape.l1))}) + 1)::text, ${pad(4)}, '0')
        else ${l2} || lpad((((g * 7919) % ${sql.raw(String(shape.l2))}) + 1)::text, ${pad(5)}, '0') end`,
  );
  await linkBatch(db, merchantId, player);
}

const tiers = (base: number, top: number): ContractTier[] => [
  { activeMembers: 0, validBet: 0, profitLoss: 0, rate: base },
  { activeMembers: 20, validBet: 50_000_000, profitLoss: 0, rate: top },
];

/**
 * Contracts: the operator sets agent01's daily salary and monthly dividend (`setTopContract`), each
 * upline offers its direct sub-agents theirs (`offerContract`) and they accept (`answerContract`)
 * — the first of each level through those calls, the others as the rows they write. Then dated:
 * accepted at `acceptedAt`, so the periods from then on are due (the daily salary of the day
 * before the load, not 60 days of them).
 */
export async function buildContracts(db: Db, merchantId: number, agent01: members.Account, acceptedAt: Date, dividendFrom: Date) {
  const kinds: { kind: ContractKind; rates: [number, number][] }[] = [
    {
      kind: 'DAILY_SALARY',
      rates: [
        [100, 150],
        [70, 110],
        [40, 70],
      ],
    },
    {
      kind: 'DIVIDEND',
      rates: [
        [2000, 3000],
        [1500, 2000],
        [1000, 1500],
      ],
    },
  ];
  for (const k of kinds) await agents.setTopContract(db, merchantId, agent01, { kind: k.kind, tiers: tiers(...k.rates[0]!) });
  const subs = await rowsOf<{ id: number; username: string; upline_id: number; level: number }>(
    db,
    sql`select a.id, a.username, a.upline_id, case when a.username like ${`${SCALE_PREFIX.l1}%`} then 1 else 2 end as level
      from accounts a where a.merchant_id = ${merchantId}
        and (a.username like ${`${SCALE_PREFIX.l1}%`} or a.username like ${`${SCALE_PREFIX.l2}%`})
      order by a.id`,
  );
  const byId = new Map<number, members.Account>([[agent01.id, agent01]]);
  const account = async (id: number) => {
    let a = byId.get(id);
    if (!a) byId.set(id, (a = (await members.findById(db, id))!));
    return a;
  };
  // Level by level: the first sub-agent through the live path (the offer and its answer, with
  // their checks), the others in one statement writing the rows those calls leave (an accepted
  // offer: ACTIVE, the dividend's period its upline's), not ten statements per contract.
  for (const level of [1, 2]) {
    const [first, ...rest] = subs.filter((s) => s.level === level);
    if (!first) continue;
    for (const k of kinds) {
      const offer = await agents.offerContract(db, merchantId, await account(first.upline_id), {
        to: first.username,
        kind: k.kind,
        tiers: tiers(...k.rates[level]!),
      });
      await agents.answerContract(db, await account(first.id), offer.id, 'ACCEPT');
    }
    if (rest.length === 0) continue;
    const terms = kinds.map((k) => ({
      kind: k.kind,
      period: k.kind === 'DIVIDEND' ? 'MONTHLY' : null,
      tiers: tiers(...k.rates[level]!),
    }));
    await exec(
      db,
      sql`insert into agent_contracts (merchant_id, kind, upline_id, agent_id, period, tiers, status, accepted_at)
        select ${merchantId}, t.kind, r.upline_id, r.id, t.period, t.tiers, 'ACTIVE', now()
          from jsonb_to_recordset(${JSON.stringify(rest.map((s) => ({ id: s.id, upline_id: s.upline_id })))}::jsonb)
                 r(id int, upline_id int)
         cross join jsonb_to_recordset(${JSON.stringify(terms)}::jsonb) t(kind text, period text, tiers jsonb)
         order by r.id, t.kind`,
    );
  }
  await exec(
    db,
    sql`update agent_contracts set
        created_at = case when kind = 'DIVIDEND' then ${dividendFrom.toISOString()}::timestamptz else ${acceptedAt.toISOString()}::timestamptz end,
        accepted_at = case when kind = 'DIVIDEND' then ${dividendFrom.toISOString()}::timestamptz else ${acceptedAt.toISOString()}::timestamptz end
      where merchant_id = ${merchantId} and status = 'ACTIVE'
        and agent_id in (select descendant_id from account_tree where ancestor_id = ${agent01.id} union all select ${agent01.id})`,
  );
  return subs.length + 1;
}
