import { z } from 'zod';
import { GAME_CATEGORIES } from './catalog';
import { MinorUnits } from './common';
import { LanguageCodeSchema, LANGUAGE_CODES, withCanonicalLanguageKeys } from './languages';

/** Highest rebate rate: basis points (1/100 of a percent) of valid bet, so 300 is 3%. */
export const REBATE_RATE_MAX_BP = 300;
/** VIP levels a merchant may define (level 0, the start, included). */
export const VIP_LEVELS_MAX = 20;

const Money = z.number().int().min(0).max(1_000_000_000_000_00);
const Rates = z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(REBATE_RATE_MAX_BP));

/** One VIP level as the member sees it: reached by cumulative valid bet and deposits. */
export const VipLevel = z.object({
  level: z.number().int(),
  name: z.string(),
  minValidBet: MinorUnits,
  minDeposits: MinorUnits,
  /** Paid once into the reward centre on reaching the level. */
  upgradeBonus: MinorUnits,
  /** The daily rebate per game category, in basis points of valid bet. */
  rebateRates: Rates,
});
export type VipLevel = z.infer<typeof VipLevel>;

/** GET /wps/vip — the member's level, what it rests on, the next level and the whole table. */
export const VipStatus = z.object({
  level: z.number().int(),
  name: z.string(),
  validBet: MinorUnits,
  deposits: MinorUnits,
  next: VipLevel.nullable(),
  levels: z.array(VipLevel),
});
export type VipStatus = z.infer<typeof VipStatus>;
export const VipQuery = z.object({ lang: LanguageCodeSchema.optional() }).strict();

/** GET /wps/rebate (MANPLAYREB3) — today's accrued rebate by category (the merchant's day). */
export const RebateAccrual = z.object({
  day: z.string(),
  level: z.number().int(),
  lines: z.array(
    z.object({
      category: z.enum(GAME_CATEGORIES),
      validBet: MinorUnits,
      rateBp: z.number().int(),
      /** Earned today so far, and what of it was claimed already. */
      amount: MinorUnits,
      claimed: MinorUnits,
    }),
  ),
  /** What a claim now would put in the reward centre. */
  claimable: MinorUnits,
});
export type RebateAccrual = z.infer<typeof RebateAccrual>;

/** POST /wps/rebate/claim — the accrual after the claim, and what went to the reward centre. */
export const RebateClaimResult = z.object({ accrual: RebateAccrual, granted: MinorUnits });
export type RebateClaimResult = z.infer<typeof RebateClaimResult>;

// ---------------------------------------------------------------- operator

const LocalizedName = withCanonicalLanguageKeys(
  z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(40))
    .refine((t) => Boolean(t.en), { message: 'English text is required' }),
);

export const OpsVipLevel = z
  .object({
    level: z
      .number()
      .int()
      .min(0)
      .max(VIP_LEVELS_MAX - 1),
    name: LocalizedName,
    minValidBet: Money,
    minDeposits: Money,
    upgradeBonus: Money,
    rebateRates: Rates,
    /** Turnover of the upgrade bonus, as a multiple of it. */
    turnoverMultiple: z.number().int().min(0).max(100),
  })
  .strict();
export type OpsVipLevel = z.infer<typeof OpsVipLevel>;

/**
 * PUT /ops/vip/levels — the whole table: levels 0, 1, 2… in order, level 0 from nothing, each
 * further level asking more valid bet or more deposits than the one below (never less of either).
 */
export const OpsVipTable = z
  .object({ levels: z.array(OpsVipLevel).min(1).max(VIP_LEVELS_MAX) })
  .strict()
  .superRefine(({ levels }, ctx) => {
    levels.forEach((l, i) => {
      if (l.level !== i) ctx.addIssue({ code: 'custom', path: ['levels', i, 'level'], message: `must be ${i}` });
      if (i === 0 && (l.minValidBet !== 0 || l.minDeposits !== 0 || l.upgradeBonus !== 0))
        ctx.addIssue({ code: 'custom', path: ['levels', 0], message: 'level 0 asks nothing and pays no bonus' });
      const below = levels[i - 1];
      if (
        below &&
        (l.minValidBet < below.minValidBet ||
          l.minDeposits < below.minDeposits ||
          (l.minValidBet === below.minValidBet && l.minDeposits === below.minDeposits))
      )
        ctx.addIssue({ code: 'custom', path: ['levels', i], message: 'asks more than the level below' });
    });
  });
export type OpsVipTable = z.infer<typeof OpsVipTable>;

/** The table as the operator reads it back (the same fields, names as stored). */
export const OpsVipTableView = z.object({
  levels: z.array(OpsVipLevel.extend({ name: z.record(z.string(), z.string()) })),
});
