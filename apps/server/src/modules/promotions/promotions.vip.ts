import { asc, eq } from 'drizzle-orm';
import type { GameCategory } from '@jade/contract/catalog';
import type { OpsVipTable, VipLevel, VipStatus } from '@jade/contract/vip';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { pickText } from '../../lib/lang';
import * as figures from '../figures/figures.service';
import { grantReward } from './promotions.rewards';
import { vipLevels } from './promotions.tables';

export type LevelRow = typeof vipLevels.$inferSelect;
/** Claim days of a VIP upgrade bonus or a rebate in the reward centre. */
export const SYSTEM_REWARD_CLAIM_DAYS = 7;

export async function levelsOf(db: Db, merchantId: number): Promise<LevelRow[]> {
  return db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level));
}

/** The highest level whose valid bet and deposits the member has both reached (0 without a table). */
export function levelFor(levels: LevelRow[], validBet: number, deposits: number): LevelRow | null {
  let reached: LevelRow | null = null;
  for (const l of levels) if (validBet >= toInt(l.minValidBet) && deposits >= toInt(l.minDeposits)) reached = l;
  return reached;
}

/** Basis points of valid bet the level pays back on a category. */
export const rateOf = (level: LevelRow | null, category: string) => toInt(level?.rebateRates[category] ?? 0);

/**
 * Each member's cumulative valid bet (settled stakes) and deposits, from the figures (the queue
 * included): what VIP levels rest on.
 */
export async function totalsOf(db: Db, merchantId: number, memberIds: number[]) {
  const out = new Map(memberIds.map((id) => [id, { validBet: 0, deposits: 0 }]));
  if (memberIds.length === 0) return out;
  const rows = await figures.sums(db, merchantId, { members: memberIds }, [{ label: 'all', from: null, to: null }], ['S', 'L']);
  for (const r of rows) {
    const t = out.get(r.memberId!);
    if (!t) continue;
    if (r.kind === 'S') t.validBet += r.a;
    if (r.kind === 'L' && r.key === 'DEPOSIT') t.deposits += r.a;
  }
  return out;
}

function present(l: LevelRow, lang: string): VipLevel {
  return {
    level: l.level,
    name: pickText(l.name, lang),
    minValidBet: toInt(l.minValidBet),
    minDeposits: toInt(l.minDeposits),
    upgradeBonus: toInt(l.upgradeBonus),
    rebateRates: l.rebateRates as Partial<Record<GameCategory, number>>,
  };
}

/** The reward-centre title of a level's upgrade bonus, per language of the level's name. */
const bonusTitle = (l: LevelRow) =>
  Object.fromEntries(
    Object.entries(l.name).map(([lang, name]) => [lang, lang === 'ne' ? `${name} अपग्रेड बोनस` : `${name} upgrade bonus`]),
  );

/**
 * GET /wps/vip: the member's level and progress. The upgrade bonus of every level reached is put
 * in the reward centre once (its key `vip:<level>`), whichever node or tab looks first.
 */
export async function vipStatus(db: Db, merchantId: number, memberId: number, lang: string): Promise<VipStatus> {
  const levels = await levelsOf(db, merchantId);
  const totals = (await totalsOf(db, merchantId, [memberId])).get(memberId)!;
  const reached = levelFor(levels, totals.validBet, totals.deposits);
  const now = new Date();
  for (const l of levels) {
    if (!reached || l.level > reached.level || toInt(l.upgradeBonus) === 0) continue;
    await grantReward(db, {
      merchantId,
      memberId,
      source: 'VIP',
      promotionId: null,
      title: bonusTitle(l),
      sourceKey: `vip:${l.level}`,
      amount: toInt(l.upgradeBonus),
      turnover: toInt(l.upgradeBonus) * l.turnoverMultiple,
      categories: null,
      claimDays: SYSTEM_REWARD_CLAIM_DAYS,
      now,
    });
  }
  const next = levels.find((l) => l.level === (reached?.level ?? -1) + 1) ?? null;
  return {
    level: reached?.level ?? 0,
    name: reached ? pickText(reached.name, lang) : '',
    validBet: totals.validBet,
    deposits: totals.deposits,
    next: next && present(next, lang),
    levels: levels.map((l) => present(l, lang)),
  };
}

export async function vipTableForOps(db: Db, merchantId: number): Promise<OpsVipTable> {
  const rows = await levelsOf(db, merchantId);
  return {
    levels: rows.map((l) => ({
      level: l.level,
      name: l.name,
      minValidBet: toInt(l.minValidBet),
      minDeposits: toInt(l.minDeposits),
      upgradeBonus: toInt(l.upgradeBonus),
      turnoverMultiple: l.turnoverMultiple,
      rebateRates: l.rebateRates as Partial<Record<GameCategory, number>>,
    })),
  };
}

/** Replaces the VIP table (bonuses already granted stay granted). */
export async function setVipTable(db: Db, merchantId: number, table: OpsVipTable): Promise<OpsVipTable> {
  await db.delete(vipLevels).where(eq(vipLevels.merchantId, merchantId));
  await db.insert(vipLevels).values(table.levels.map((l) => ({ merchantId, ...l, name: l.name as Record<string, string> })));
  return vipTableForOps(db, merchantId);
}
