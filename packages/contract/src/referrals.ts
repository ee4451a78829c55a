import { z } from 'zod';
import { IdParam, MinorUnits } from './common';

/** Invite friends (spec §1 referral codes and links, §2 personal-centre page `referral`). */
export const REFERRAL_LIMITS = {
  /** A link's label, in characters. */
  labelMax: 40,
  /** Links a member may hold besides the default one (their own referral code). */
  linksMax: 20,
  /** Largest reward or threshold the operator may set (minor units). */
  amountMax: 100_000_000_00,
  /** The reward times this in valid bets before it can be withdrawn. */
  turnoverMultipleMax: 100,
  /** Days a granted referral reward stays claimable in the reward centre. */
  claimDays: 7,
} as const;

/** The registration address of a referral code, relative to the site (the web puts its origin before it). */
export const referralPath = (code: string) => `/register?referralCode=${encodeURIComponent(code)}`;

const Label = z.string().trim().min(1).max(REFERRAL_LIMITS.labelMax);

/** A link the member made: its own code, a label, on or off, and the members registered through it. */
export const ReferralLink = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  uses: z.number().int().nonnegative(),
  /** `referralPath(code)`: relative to the site's origin. */
  url: z.string(),
  createdAt: z.string(),
});
export type ReferralLink = z.infer<typeof ReferralLink>;

/** The reward rules as the member reads them (minor units). */
export const ReferralRules = z.object({
  rewardAmount: MinorUnits,
  minFirstDeposit: MinorUnits,
  validBetThreshold: MinorUnits,
  turnoverMultiple: z.number().int(),
  claimDays: z.number().int(),
});
export type ReferralRules = z.infer<typeof ReferralRules>;

/**
 * GET /wps/referral — the member's own code (the default link, with the members registered with
 * it), the links they made, how many friends registered and qualified, and the rewards earned.
 */
export const ReferralOverview = z.object({
  code: z.string(),
  url: z.string(),
  defaultUses: z.number().int().nonnegative(),
  links: z.array(ReferralLink),
  summary: z.object({
    registered: z.number().int().nonnegative(),
    qualified: z.number().int().nonnegative(),
    rewardsEarned: MinorUnits,
  }),
  rules: ReferralRules,
});
export type ReferralOverview = z.infer<typeof ReferralOverview>;

/** POST /wps/referral/links */
export const CreateReferralLinkRequest = z.object({ label: Label }).strict();
export type CreateReferralLinkRequest = z.infer<typeof CreateReferralLinkRequest>;

/** PUT /wps/referral/links/:id — rename, turn off or on (at least one of them). */
export const UpdateReferralLinkRequest = z
  .object({ label: Label.optional(), enabled: z.boolean().optional() })
  .strict()
  .refine((b) => b.label !== undefined || b.enabled !== undefined, { message: 'label or enabled is required', path: ['label'] });
export type UpdateReferralLinkRequest = z.infer<typeof UpdateReferralLinkRequest>;

export const ReferralLinkParams = z.object({ id: IdParam }).strict();

/** GET /wps/referral/available — "available promo (REFERRAL.enabled)" of spec §3, for guests too. */
export const AvailablePromo = z.object({ REFERRAL: z.object({ enabled: z.boolean() }) });
export type AvailablePromo = z.infer<typeof AvailablePromo>;

// ---------------------------------------------------------------- operator

const Amount = z.number().int().min(0).max(REFERRAL_LIMITS.amountMax);

/** GET/PUT /ops/referral/settings — the merchant's referral reward (REFERRAL.enabled is `enabled`). */
export const ReferralSettings = z
  .object({
    enabled: z.boolean(),
    /** Paid to the referrer once per friend who qualifies (minor units). */
    rewardAmount: Amount.min(1),
    /** The friend's first deposit must be at least this. */
    minFirstDeposit: Amount,
    /** … and their cumulative valid bet at least this. */
    validBetThreshold: Amount,
    turnoverMultiple: z.number().int().min(0).max(REFERRAL_LIMITS.turnoverMultipleMax),
  })
  .strict();
export type ReferralSettings = z.infer<typeof ReferralSettings>;
