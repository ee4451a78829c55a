import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { toInt } from '../db/normalize';
import * as agents from '../modules/agents/agents.service';
import * as members from '../modules/members/members.service';
import * as system from '../modules/system/system.service';
import * as wallet from '../modules/wallet/wallet.service';
import { dropSecondary, findRebuildFigures, restoreSecondary, userTriggers } from './scale-figures';
import { rowsOf } from '../db/rows';
import { exec } from './scale-sql';
import { stage } from './scale-stage';
import { buildContracts, buildTeam, SCALE_PREFIX, teamShape } from './scale-tree';
import { writeStaged } from './scale-write';
import { seeds } from './seed.tables';

const DAY = 86_400_000;

export type ScaleOptions = {
  /** agent01's team: players and sub-agents. */
  members: number;
  /** Settled rounds over the history (demo01 plays a tenth of them). */
  rounds: number;
  days?: number;
  now?: Date;
  log?: (line: string) => void;
};

export type ScaleResult = {
  players: number;
  subAgents: number;
  contractHolders: number;
  rounds: number;
  transfers: number;
  figures: 'rebuilt' | 'absent';
  seconds: number;
};

/**
 * Loads an operator-sized history on top of the demo (agent01, demo01 and the catalog must be
 * there): agent01's team of `members` (3 levels, sub-agents with contracts), and `rounds` settled
 * rounds of every category over `days` days with the deposits, withdrawals and bonuses around them.
 * Accounts and contracts go through the live services where that is fast enough; the history is
 * written in bulk, keeping what the live path keeps (a transfer and two entries per movement, wallet
 * balances equal to their entries and never below zero, every round with its transfers, the closure
 * table, bonus turnover), then the figures are rebuilt. One transaction, once per database.
 */
export async function seedScale(db: Db, merchantId: number, o: ScaleOptions): Promise<ScaleResult> {
  const began = Date.now();
  const log = o.log ?? (() => undefined);
  const now = o.now ?? new Date();
  const to = new Date(now.getTime() - 2 * 60_000);
  const from = new Date(to.getTime() - (o.days ?? 60) * DAY);
  const shape = teamShape(o.members);
  let lap = Date.now();
  const step = (what: string) => {
    log(`${what} (${((Date.now() - lap) / 1000).toFixed(1)} s)`);
    lap = Date.now();
  };

  const result = await db.transaction(async (tx) => {
    await exec(tx, sql`set local work_mem = '256MB'`);
    await exec(tx, sql`set local maintenance_work_mem = '1GB'`);
    const claimed = await tx.insert(seeds).values({ name: 'scale' }).onConflictDoNothing().returning();
    if (claimed.length === 0) throw new Error('This database already holds a scale load (seeds: scale)');
    const merchant = await system.getMerchant(tx, merchantId);
    const agent01 = await members.findByUsername(tx, merchantId, 'agent01');
    const demo01 = await members.findByUsername(tx, merchantId, 'demo01');
    if (!agent01 || !demo01) throw new Error('The demo accounts are missing: seed the demo first (SEED=demo)');

    await buildTeam(tx, merchantId, agent01.id, shape, from);
    step(`team: ${shape.players} players, ${shape.agents} sub-agents`);
    const daily = agents.periodAt('DAILY_SALARY', null, now, merchant.utcOffsetMinutes);
    const monthly = agents.periodAt('DIVIDEND', 'MONTHLY', now, merchant.utcOffsetMinutes);
    const holders = await buildContracts(tx, merchantId, agent01, new Date(daily.start.getTime() - DAY), monthly.start);
    step(`contracts: ${holders} holders`);

    await prepare(tx, merchantId, merchant.currency, demo01.id);
    const sys = {
      deposits: (await wallet.systemAccount(tx, merchantId, 'deposits', merchant.currency)).id,
      clearing: (await wallet.systemAccount(tx, merchantId, 'withdraw-clearing', merchant.currency)).id,
      payouts: (await wallet.systemAccount(tx, merchantId, 'payouts', merchant.currency)).id,
      bonus: (await wallet.systemAccount(tx, merchantId, 'bonus', merchant.currency)).id,
    };
    const [bank] = await rowsOf<{ id: number }>(
      tx,
      sql`select id from payment_channels where merchant_id = ${merchantId} and kind = 'BANK' order by sort, id limit 1`,
    );
    if (!bank) throw new Error('The demo bank channel is missing: seed the demo first');
    step('wallets and games');

    await stage(tx, { rounds: o.rounds, from, to, players: shape.players });
    step('history planned');
    const rebuild = await findRebuildFigures();
    if (rebuild) await userTriggers(tx, false);
    const saved = await dropSecondary(tx);
    await writeStaged(tx, { merchantId, currency: merchant.currency, bankChannelId: bank.id, sys });
    step('history written');
    await restoreSecondary(tx, saved);
    if (rebuild) await userTriggers(tx, true);
    step('indexes and keys re-created');
    // Each account dated an hour or more before its first movement; its wallet with it.
    await exec(
      tx,
      sql`update accounts a set created_at = f.t0 - interval '1 hour' - random() * interval '3 days',
          password_changed_at = f.t0 - interval '1 hour'
        from scale_first f join scale_members s on s.idx = f.idx
        where a.id = s.member_id and a.username like ${`${SCALE_PREFIX.player}%`}`,
    );
    await exec(
      tx,
      sql`update ledger_accounts l set created_at = a.created_at from scale_members s join accounts a on a.id = s.member_id
        where l.id = s.wallet_id and a.username like ${`${SCALE_PREFIX.player}%`}`,
    );
    await exec(
      tx,
      sql`analyze accounts, account_tree, game_rounds, ledger_accounts, ledger_transfers, ledger_entries, wallet_balances`,
    );
    step('analysed');
    if (rebuild) await rebuild(tx, merchantId);
    const figures = rebuild ? ('rebuilt' as const) : ('absent' as const);
    step(`figures: ${figures}`);
    const [n] = await rowsOf<{ rounds: unknown; transfers: unknown }>(
      tx,
      sql`select (select count(*) from scale_rounds) as rounds, (select count(*) from scale_ev) as transfers`,
    );
    return { holders, figures, rounds: toInt(n!.rounds), transfers: toInt(n!.transfers) };
  });
  step('committed');
  return {
    players: shape.players,
    subAgents: shape.agents,
    contractHolders: result.holders,
    rounds: result.rounds,
    transfers: result.transfers,
    figures: result.figures,
    seconds: (Date.now() - began) / 1000,
  };
}

/**
 * The games the rounds are played at (a few titles of every category, more slots), with their
 * vendor's ledger account; the loaded members with their wallets (created as `wallet.walletOf`
 * does), demo01 last.
 */
async function prepare(tx: Db, merchantId: number, currency: string, demoId: number) {
  const vendors = await rowsOf<{ vendor: string }>(
    tx,
    sql`select distinct vendor from games where merchant_id = ${merchantId} and enabled order by vendor`,
  );
  for (const v of vendors) await wallet.systemAccount(tx, merchantId, `vendor:${v.vendor}`, currency);
  await exec(
    tx,
    sql`create temp table scale_games on commit drop as
      select (row_number() over (order by x.category, x.vendor, x.game_code) - 1)::int as idx, x.vendor, x.category, x.game_code,
        coalesce(x.names->>'en', x.game_code) as game_name, l.id as account_id
      from (select g.*, row_number() over (partition by g.category order by g.sort, g.id) as r
            from games g where g.merchant_id = ${merchantId} and g.enabled) x
      join ledger_accounts l on l.merchant_id = ${merchantId} and l.code = 'vendor:' || x.vendor
      where x.r <= case when x.category = 'RNG' then 24 else 6 end`,
  );
  const player = `${SCALE_PREFIX.player}%`;
  await exec(
    tx,
    sql`insert into ledger_accounts (merchant_id, kind, owner_id, code, currency)
      select ${merchantId}, 'wallet', a.id, 'wallet:' || a.id, ${currency} from accounts a
      where a.merchant_id = ${merchantId} and a.username like ${player}
      on conflict do nothing`,
  );
  const demoWallet = await wallet.walletOf(tx, merchantId, demoId, currency);
  await exec(
    tx,
    sql`insert into wallet_balances (account_id, balance)
      select l.id, 0 from ledger_accounts l join accounts a on l.code = 'wallet:' || a.id
      where l.merchant_id = ${merchantId} and a.merchant_id = ${merchantId} and a.username like ${player}
      on conflict do nothing`,
  );
  await exec(
    tx,
    sql`create temp table scale_members on commit drop as
      select (row_number() over (order by a.id) - 1)::int as idx, a.id as member_id, l.id as wallet_id, 0::bigint as b0
      from accounts a join ledger_accounts l on l.merchant_id = ${merchantId} and l.code = 'wallet:' || a.id
      where a.merchant_id = ${merchantId} and a.username like ${player}`,
  );
  await exec(
    tx,
    sql`insert into scale_members (idx, member_id, wallet_id, b0)
      select (select count(*) from scale_members), ${demoId}, ${demoWallet.id}, b.balance
      from wallet_balances b where b.account_id = ${demoWallet.id}`,
  );
  await exec(tx, sql`create unique index on scale_members (idx)`);
}
