import { z } from 'zod';
import { GAME_CATEGORIES } from './catalog';
import { IdParam, MinorUnits } from './common';
import { LocalizedHtml, LocalizedTitle } from './announcements';
import { LanguageCodeSchema } from './languages';
import { UploadIds } from './payments';
import { RequestId } from './wallet';

/** The promotion types of spec §3, by which the promotions page filters (ALL shows every type). */
export const PROMOTION_TYPES = [
  'ALL',
  'OTHER',
  'SPORTS',
  'LIVE',
  'SLOTS',
  'CARDS',
  'FISH',
  'LOTTO',
  'REBATE',
  'POINTS',
  'RANKING',
  'DEPOSIT',
  'APP',
  'NEWBIE',
  'GAMES',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/**
 * What a promotion does (how it grants): a match of the member's first deposit after joining, a
 * match of each deposit after joining (at most `maxPerDay` a business day), a daily sign-in with a
 * reward per day of the streak, an application the operator issues or rejects, or a newbie reward
 * for a member registered while it runs who meets its conditions within `withinDays` of registering,
 * a ranking of the joined members by valid bet over its period, its prizes paid once at its end, or
 * a raffle: tickets earned by valid bet over its period, drawn provably fair at its end, or an
 * app-download reward: once per person, the first time a member uses the installed app while it
 * runs (docs/decisions/024-app-download-reward.md).
 */
export const PROMOTION_KINDS = [
  'FIRST_DEPOSIT',
  'RELOAD',
  'SIGN_IN',
  'APPLY',
  'NEWBIE',
  'RANKING',
  'RAFFLE',
  'APP_DOWNLOAD',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The activity states of spec §4, as the visitor sees a promotion or a reward. */
export const ACTIVITY_STATES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLAIMED',
  'ISSUED',
  'REJECTED',
  'CLOSED',
  'SIGNED',
  'IN_PROCESS',
  'JOINED',
  'COMING_SOON',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** Bounds of the operator's rules. */
export const PROMOTION_LIMITS = {
  /** A deposit match in percent of the deposit. */
  matchPctMax: 500,
  /** Turnover: the bonus times this in valid bets before it can be withdrawn. */
  turnoverMultipleMax: 100,
  /** Days a granted reward stays claimable in the reward centre. */
  claimDaysMax: 90,
  /** Days of a sign-in streak with their own reward (the last repeats after). */
  signInDaysMax: 31,
  reloadPerDayMax: 20,
  /** Largest single reward (minor units). */
  rewardMax: 100_000_000_00,
  /** An application's remark (spec §5) and images. */
  applicationRemarkMaxChars: 140,
  applicationImagesMax: 3,
  applicationsPerMemberMax: 10,
  rankingPrizesMax: 50,
  /** Rows of a ranking's leaderboard. */
  rankingBoardRows: 20,
} as const;

const Reward = z.number().int().min(0).max(PROMOTION_LIMITS.rewardMax);
const Categories = z
  .array(z.enum(GAME_CATEGORIES))
  .min(1)
  .max(GAME_CATEGORIES.length)
  .refine((c) => new Set(c).size === c.length, { message: 'a category is listed twice' })
  .nullable();

const depositRules = {
  /** The bonus is this percent of the deposit … */
  matchPct: z.number().int().min(1).max(PROMOTION_LIMITS.matchPctMax),
  /** … at most this much (minor units). */
  cap: Reward.min(1),
  /** Deposits below this earn nothing (minor units). */
  minDeposit: Reward,
  turnoverMultiple: z.number().int().min(0).max(PROMOTION_LIMITS.turnoverMultipleMax),
  /** The game categories whose valid bets count toward the turnover (null: every category). */
  categories: Categories,
  claimDays: z.number().int().min(1).max(PROMOTION_LIMITS.claimDaysMax),
};

export const PromotionRules = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FIRST_DEPOSIT'), ...depositRules }).strict(),
  z
    .object({
      kind: z.literal('RELOAD'),
      ...depositRules,
      maxPerDay: z.number().int().min(1).max(PROMOTION_LIMITS.reloadPerDayMax),
    })
    .strict(),
  z
    .object({
      kind: z.literal('SIGN_IN'),
      /** The reward of day 1, 2, … of a streak (minor units); past the last, the last repeats. */
      rewards: z.array(Reward).min(1).max(PROMOTION_LIMITS.signInDaysMax),
      turnoverMultiple: z.number().int().min(0).max(PROMOTION_LIMITS.turnoverMultipleMax),
      categories: Categories,
      claimDays: z.number().int().min(1).max(PROMOTION_LIMITS.claimDaysMax),
    })
    .strict(),
  z
    .object({
      kind: z.literal('APPLY'),
      /** The reward an approved application issues (the operator may change it when approving). */
      amount: Reward.min(1),
      turnoverMultiple: z.number().int().min(0).max(PROMOTION_LIMITS.turnoverMultipleMax),
      categories: Categories,
      claimDays: z.number().int().min(1).max(PROMOTION_LIMITS.claimDaysMax),
      /** Applications a member may have issued or waiting (rejected ones do not count). */
      perMember: z.number().int().min(1).max(PROMOTION_LIMITS.applicationsPerMemberMax),
      /** Images an application must carry (0–3). */
      imagesRequired: z.number().int().min(0).max(PROMOTION_LIMITS.applicationImagesMax),
    })
    .strict(),
  z
    .object({
      kind: z.literal('NEWBIE'),
      amount: Reward.min(1),
      turnoverMultiple: z.number().int().min(0).max(PROMOTION_LIMITS.turnoverMultipleMax),
      categories: Categories,
      claimDays: z.number().int().min(1).max(PROMOTION_LIMITS.claimDaysMax),
      /** Days after registering in which the conditions must be met. */
      withinDays: z.number().int().min(1).max(PROMOTION_LIMITS.claimDaysMax),
      /** Conditions: a verified mobile number, and a first deposit of at least this much (0: none). */
      mobileVerified: z.boolean(),
      minFirstDeposit: Reward,
    })
    .strict(),
  z
    .object({
      kind: z.literal('RANKING'),
      /** The prize of rank 1, 2, … (minor units). */
      prizes: z.array(Reward.min(1)).min(1).max(PROMOTION_LIMITS.rankingPrizesMax),
      /** Valid bet a member needs over the period to win a prize. */
      minValidBet: Reward,
      turnoverMultiple: z.number().int().min(0).max(PROMOTION_LIMITS.turnoverMultipleMax),
      /** The game categories whose valid bets count (null: every category). */
      categories: Categories,
      claimDays: z.number().int().min(1).max(PROMOTION_LIMITS.claimDaysMax),
    })
    .strict(),
  z
    .object({
      kind: z.literal('RAFFLE'),
      /** One ticket per this much valid bet over the period (minor units). */
      ticketPer: Reward.min(1),
      /** The prizes, each drawn to one member (a member wins at most one). */
      prizes: z.array(Reward.min(1)).min(1).max(PROMOTION_LIMITS.rankingPrizesMax),
      turnoverMultiple: z.number().int().min(0).max(PROMOTION_LIMITS.turnoverMultipleMax),
      categories: Categories,
      claimDays: z.number().int().min(1).max(PROMOTION_LIMITS.claimDaysMax),
    })
    .strict(),
  z
    .object({
      kind: z.literal('APP_DOWNLOAD'),
      /** The reward, to the reward centre once per person, from the installed app. */
      amount: Reward.min(1),
      turnoverMultiple: z.number().int().min(0).max(PROMOTION_LIMITS.turnoverMultipleMax),
      categories: Categories,
      claimDays: z.number().int().min(1).max(PROMOTION_LIMITS.claimDaysMax),
    })
    .strict(),
]);
export type PromotionRules = z.infer<typeof PromotionRules>;

export const APPLICATION_STATES = ['APPLYING', 'ISSUED', 'REJECTED'] as const;

/** A newbie promotion's conditions: a verified mobile number, a first deposit of at least its minimum. */
export const NEWBIE_CONDITIONS = ['mobile', 'deposit'] as const;
export type NewbieCondition = (typeof NEWBIE_CONDITIONS)[number];

/** The visitor's own progress in a promotion (members only). */
export const PromotionProgress = z.object({
  joinedAt: z.string().nullable(),
  /** Sign-in: days in the current streak, and whether today (the merchant's day) is signed. */
  streak: z.number().int(),
  signedToday: z.boolean(),
  /** Application promotions: the latest application, and how many count toward the limit. */
  application: z
    .object({
      status: z.enum(APPLICATION_STATES),
      remark: z.string(),
      decisionRemark: z.string().nullable(),
      time: z.string(),
    })
    .nullable(),
  applications: z.number().int(),
  /** Newbie promotions: the conditions the member has still to meet (empty when none is left, and for other kinds). */
  unmet: z.array(z.enum(NEWBIE_CONDITIONS)),
});

/** One promotion card as the visitor sees it (spec §2 promotions): texts in the asked language. */
export const PromotionItem = z.object({
  id: z.number().int(),
  type: z.enum(PROMOTION_TYPES),
  title: z.string(),
  /** Sanitized HTML (as announcements). */
  rules: z.string(),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(ACTIVITY_STATES),
  terms: PromotionRules,
  progress: PromotionProgress.nullable(),
});
export type PromotionItem = z.infer<typeof PromotionItem>;

/** GET /wps/promotions?type=DEPOSIT — every running or coming promotion; guests too. */
export const PromotionListQuery = z
  .object({ type: z.enum(PROMOTION_TYPES).default('ALL'), lang: LanguageCodeSchema.optional() })
  .strict();
export const PromotionList = z.object({ list: z.array(PromotionItem) });
export type PromotionList = z.infer<typeof PromotionList>;

export const PromotionIdParams = z.object({ id: IdParam }).strict();

/** POST /wps/promotions/:id/apply — an application: remark and images (ids from POST /wps/uploads). */
export const ApplyRequest = z
  .object({
    remark: z.string().trim().min(1).max(PROMOTION_LIMITS.applicationRemarkMaxChars),
    uploadIds: UploadIds,
    requestId: RequestId,
  })
  .strict();
export type ApplyRequest = z.infer<typeof ApplyRequest>;

/** POST /wps/promotions/:id/sign — today's sign-in: the promotion again and the reward it put in the reward centre. */
export const SignInResult = z.object({ promotion: PromotionItem, reward: MinorUnits });
export type SignInResult = z.infer<typeof SignInResult>;

// ---------------------------------------------------------------- reward centre

/**
 * A reward's state in the reward centre: claimable, claimed (in the wallet), expired unclaimed, or
 * rejected (a first-deposit bonus another account of the same person already had: `reason`).
 */
export const REWARD_STATES = ['CLAIM', 'CLAIMED', 'CLOSED', 'REJECTED'] as const;
/** Why a reward was rejected: another account with the same payout account, or registered from the same address. */
export const REWARD_REJECTIONS = ['DUPLICATE_PAYOUT_ACCOUNT', 'DUPLICATE_DEVICE'] as const;
export type RewardRejection = (typeof REWARD_REJECTIONS)[number];
export type RewardState = (typeof REWARD_STATES)[number];

/** What granted a reward: a promotion, a VIP level's upgrade bonus, a day's rebate, or an invited friend. */
export const REWARD_SOURCES = ['PROMOTION', 'VIP', 'REBATE', 'REFERRAL', 'MISSION'] as const;
export type RewardSource = (typeof REWARD_SOURCES)[number];

export const RewardItem = z.object({
  id: z.number().int(),
  source: z.enum(REWARD_SOURCES),
  promotionId: z.number().int().nullable(),
  title: z.string(),
  amount: MinorUnits,
  /** Valid bet to reach before the bonus is withdrawable, and what is done of it (once claimed). */
  turnover: MinorUnits,
  turnoverDone: MinorUnits,
  state: z.enum(REWARD_STATES),
  grantedAt: z.string(),
  claimableUntil: z.string(),
  claimedAt: z.string().nullable(),
  reason: z.enum(REWARD_REJECTIONS).nullable(),
});
export type RewardItem = z.infer<typeof RewardItem>;

/** GET /wps/rewards?tab=claimable|history — the reward centre, newest first. */
export const RewardListQuery = z
  .object({
    tab: z.enum(['claimable', 'history']).default('claimable'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
    lang: LanguageCodeSchema.optional(),
  })
  .strict();
export const RewardPage = z.object({
  list: z.array(RewardItem),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Claimable now (the red badge). */
  claimable: z.number().int(),
});
export type RewardPage = z.infer<typeof RewardPage>;

/** GET /wps/rewards/count — the badge of the reward centre. */
export const RewardCount = z.object({ count: z.number().int().nonnegative() });

export const RewardIdParams = z.object({ id: IdParam }).strict();

/** POST /wps/rewards/:id/claim — the reward, now in the wallet, and the new balance. */
export const ClaimResult = z.object({ reward: RewardItem, balance: MinorUnits });
export type ClaimResult = z.infer<typeof ClaimResult>;

// ---------------------------------------------------------------- operator

export const OpsPromotionInput = z
  .object({
    type: z.enum(PROMOTION_TYPES).exclude(['ALL']),
    title: LocalizedTitle,
    rules: LocalizedHtml,
    bannerUrl: z.string().trim().max(500),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
    /** Hidden from members and closed to joins and sign-ins; deposits made while it was enabled are still paid, and rewards granted stay claimable. */
    enabled: z.boolean(),
    sequence: z.number().int().min(0).max(10_000),
    terms: PromotionRules,
  })
  .strict()
  .refine((p) => p.endsAt === null || Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  })
  .refine((p) => (p.terms.kind !== 'RANKING' && p.terms.kind !== 'RAFFLE') || p.endsAt !== null, {
    message: 'a ranking or a raffle ends: its prizes are paid at its end',
    path: ['endsAt'],
  });
export type OpsPromotionInput = z.infer<typeof OpsPromotionInput>;

/**
 * PUT /ops/promotions/:id/texts — a promotion's texts only (title and rules per language), which
 * the content role changes (issue 20); anything else in the body is refused.
 */
export const OpsPromotionTexts = z.object({ title: LocalizedTitle, rules: LocalizedHtml }).strict();
export type OpsPromotionTexts = z.infer<typeof OpsPromotionTexts>;

/**
 * What a promotion cost (the finance view; how each figure is counted: the server's
 * promotions.finance.ts): rewards granted, claimed (paid into wallets), claimed bonuses whose
 * turnover is reached, the part of those withdrawn, expired unclaimed, rejected duplicates.
 */
export const PromotionCost = z.object({
  granted: z.number().int(),
  grantedAmount: MinorUnits,
  claimed: z.number().int(),
  claimedAmount: MinorUnits,
  turnoverComplete: z.number().int(),
  turnoverCompleteAmount: MinorUnits,
  /** Bonuses any of which left by withdrawal, and how much of them did. */
  withdrawn: z.number().int(),
  withdrawnAmount: MinorUnits,
  expired: z.number().int(),
  /** First-deposit bonuses refused to a second account of the same person. */
  rejected: z.number().int(),
});

export const OpsPromotion = z.object({
  id: z.number().int(),
  type: z.enum(PROMOTION_TYPES),
  title: z.record(z.string(), z.string()),
  rules: z.record(z.string(), z.string()),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  sequence: z.number().int(),
  terms: PromotionRules,
  cost: PromotionCost,
});
export type OpsPromotion = z.infer<typeof OpsPromotion>;
/** GET /ops/promotions — every promotion with its cost, and the cost of all of them together. */
export const OpsPromotionList = z.object({ list: z.array(OpsPromotion), totals: PromotionCost });
export type OpsPromotionList = z.infer<typeof OpsPromotionList>;

/** GET /ops/promotions/applications?status=APPLYING — the queue, newest first. */
export const OpsApplicationQuery = z
  .object({
    status: z.enum(APPLICATION_STATES).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();
export const OpsApplication = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  title: z.string(),
  username: z.string(),
  remark: z.string(),
  uploadIds: z.array(z.string()),
  status: z.enum(APPLICATION_STATES),
  amount: MinorUnits.nullable(),
  decisionRemark: z.string().nullable(),
  time: z.string(),
});
export type OpsApplication = z.infer<typeof OpsApplication>;
export const OpsApplicationPage = z.object({
  list: z.array(OpsApplication),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
/** POST …/approve `{ amount?, remark? }` (the promotion's amount unless given) or …/reject `{ remark? }`. */
export const OpsApplicationDecision = z
  .object({ amount: Reward.min(1).optional(), remark: z.string().trim().max(200).optional() })
  .strict();

/** GET /wps/promotions/:id/ranking — a ranking's leaderboard (masked names), and the caller's own place. */
export const RankingRow = z.object({
  rank: z.number().int(),
  name: z.string(),
  validBet: MinorUnits,
  prize: MinorUnits,
});
export const RankingBoard = z.object({
  list: z.array(RankingRow),
  me: RankingRow.nullable(),
  /** The ranking has ended and its prizes are paid. */
  final: z.boolean(),
});
export type RankingBoard = z.infer<typeof RankingBoard>;

/**
 * GET /wps/promotions/:id/raffle — the draw's commitment (SHA-256 of its seed, published from the
 * start), the caller's tickets, and after the draw the seed and the winners (masked), so anyone can
 * recompute it: winner i holds ticket `HMAC-SHA256(seed, "<promotionId>:<i>:<try>")` (first 8 bytes
 * as an unsigned integer) mod the total, tickets numbered from 0 in the order of member ids; a try
 * that lands on a member who already won moves to the next try.
 */
export const RaffleBoard = z.object({
  seedHash: z.string(),
  seed: z.string().nullable(),
  totalTickets: z.number().int(),
  /** After the draw: each participant's tickets in the order of member ids (the draw's input). */
  ticketCounts: z.array(z.number().int()).nullable(),
  myTickets: z.number().int().nullable(),
  drawn: z.boolean(),
  /** The winners in prize order; `claimed`: the prize has been claimed into the winner's wallet. */
  winners: z.array(
    z.object({ prize: MinorUnits, name: z.string(), ticket: z.number().int(), mine: z.boolean(), claimed: z.boolean() }),
  ),
});
export type RaffleBoard = z.infer<typeof RaffleBoard>;

/** POST /wps/relay/MCS2_claimRafflePromotion `{ promotionId }` — claims the member's raffle prizes. */
export const RaffleClaimRequest = z.object({ promotionId: IdParam }).strict();
export const RaffleClaimResult = z.object({ claimed: z.array(RewardItem), balance: MinorUnits });
