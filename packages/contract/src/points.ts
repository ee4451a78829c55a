import { z } from 'zod';
import { IdParam, MinorUnits } from './common';
import { LocalizedHtml } from './announcements';
import { LANGUAGE_CODES, LanguageCodeSchema, withCanonicalLanguageKeys } from './languages';
import { RequestId } from './wallet';

/**
 * Points (spec §1, §7 Points; PTSYS3): earned on valid bet at the merchant's rate when each of its
 * business days is settled, never expiring; spent in the points mall or converted to money.
 */
export const POINT_LIMITS = {
  /** Points per 100.00 of valid bet. */
  earnPer100Max: 1_000,
  /** Money (minor units) per 100 points in an exchange tier. */
  rateMax: 1_000_000,
  itemPointsMax: 100_000_000,
  quantityMax: 100,
  deliveryMaxChars: 200,
} as const;

export const PointBalance = z.object({ points: z.number().int().nonnegative() });

export const ExchangeTier = z.object({
  /** From this many points converted at once… */
  fromPoints: z.number().int().min(1).max(POINT_LIMITS.itemPointsMax),
  /** …this much money (minor units) per 100 points. */
  rate: z.number().int().min(1).max(POINT_LIMITS.rateMax),
});

/** GET /wps/relay/getPointConfig — the rules and the exchange-rate table. */
export const PointConfig = z.object({
  earnPer100: z.number().int(),
  exchange: z.array(ExchangeTier),
  rules: z.string(),
});
export type PointConfig = z.infer<typeof PointConfig>;

export const POINT_ITEM_KINDS = ['CASH', 'GOODS'] as const;
export const REDEEM_STATES = ['IN_PROCESS', 'APPROVED', 'REJECTED'] as const;

/** A points-mall item as the member sees it (spec §3 points item). */
export const PointItem = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_ITEM_KINDS),
  name: z.string(),
  imageUrl: z.string(),
  /** The points requirement (per unit). */
  points: z.number().int(),
  /** Cash: credited to the wallet; goods: their value. */
  amount: MinorUnits,
  /** Left (null: unlimited). */
  stock: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  /** The amount requirement: cumulative valid bet needed. */
  minValidBet: MinorUnits,
  /** For the signed-in member: how many redeemed (not rejected), and whether one more can be. */
  redeemed: z.number().int(),
  available: z.boolean(),
});
export type PointItem = z.infer<typeof PointItem>;
export const PointItemList = z.object({ list: z.array(PointItem) });
export const PointListQuery = z.object({ lang: LanguageCodeSchema.optional() }).strict();

/** POST /wps/relay/MCS2_redeemPointReward (encrypted). */
export const RedeemRequest = z
  .object({
    itemId: IdParam,
    quantity: z.number().int().min(1).max(POINT_LIMITS.quantityMax),
    paymentPassword: z.string().min(1).max(128),
    requestId: RequestId,
    /** Goods: where to send them (name, phone, address in the member's words). */
    delivery: z.string().trim().max(POINT_LIMITS.deliveryMaxChars).optional(),
  })
  .strict();
export type RedeemRequest = z.infer<typeof RedeemRequest>;

export const Redemption = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  kind: z.enum(POINT_ITEM_KINDS),
  quantity: z.number().int(),
  points: z.number().int(),
  amount: MinorUnits,
  status: z.enum(REDEEM_STATES),
  remark: z.string().nullable(),
  time: z.string(),
});
export type Redemption = z.infer<typeof Redemption>;
export const RedeemResult = z.object({ redemption: Redemption, points: z.number().int(), balance: MinorUnits.nullable() });

/** POST /wps/relay/convertPoint (encrypted): points to money at the tier the amount reaches. */
export const ConvertRequest = z
  .object({
    points: z.number().int().min(1).max(POINT_LIMITS.itemPointsMax),
    paymentPassword: z.string().min(1).max(128),
    requestId: RequestId,
  })
  .strict();
export const ConvertResult = z.object({ points: z.number().int(), amount: MinorUnits, balance: MinorUnits });

/** POST /wps/relay/passwordCheck (encrypted): is this the payment password (counted like every try). */
export const PasswordCheckRequest = z.object({ paymentPassword: z.string().min(1).max(128) }).strict();
export const PasswordCheckResult = z.object({ ok: z.literal(true) });

export const PageQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
    lang: LanguageCodeSchema.optional(),
  })
  .strict();
const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

/** GET /wps/relay/getRedeemPointList — redeem history, newest first. */
export const RedemptionPage = page(Redemption);

export const POINT_MOVEMENT_KINDS = ['EARN', 'REDEEM', 'REFUND', 'CONVERT'] as const;
/** GET /wps/relay/ODSFE2_MemTransDet — points details: every movement, newest first. */
export const PointMovement = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_MOVEMENT_KINDS),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  time: z.string(),
});
export const PointMovementPage = page(PointMovement);

// ---------------------------------------------------------------- operator

const LocalizedName = withCanonicalLanguageKeys(
  z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(80))
    .refine((t) => Boolean(t.en), { message: 'English text is required' }),
);

export const OpsPointSettings = z
  .object({
    earnPer100: z.number().int().min(0).max(POINT_LIMITS.earnPer100Max),
    exchange: z
      .array(ExchangeTier)
      .min(1)
      .max(10)
      .refine((t) => t.every((x, i) => i === 0 || (x.fromPoints > t[i - 1]!.fromPoints && x.rate >= t[i - 1]!.rate)), {
        message: 'tiers ask more points each, at a rate never lower',
      }),
    rules: LocalizedHtml,
  })
  .strict();
export const OpsPointSettingsView = z.object({
  earnPer100: z.number().int(),
  exchange: z.array(ExchangeTier),
  rules: z.record(z.string(), z.string()),
});

export const OpsPointItemInput = z
  .object({
    kind: z.enum(POINT_ITEM_KINDS),
    name: LocalizedName,
    imageUrl: z.string().trim().max(500),
    points: z.number().int().min(1).max(POINT_LIMITS.itemPointsMax),
    amount: z.number().int().min(0).max(1_000_000_000_00),
    stock: z.number().int().min(0).max(1_000_000).nullable(),
    perMemberLimit: z.number().int().min(1).max(1_000).nullable(),
    minValidBet: z.number().int().min(0).max(1_000_000_000_000_00),
    enabled: z.boolean(),
    sequence: z.number().int().min(0).max(10_000),
  })
  .strict()
  .refine((i) => i.kind === 'GOODS' || i.amount > 0, { message: 'a cash item credits some money', path: ['amount'] });
export const OpsPointItem = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_ITEM_KINDS),
  name: z.record(z.string(), z.string()),
  imageUrl: z.string(),
  points: z.number().int(),
  amount: MinorUnits,
  stock: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  minValidBet: MinorUnits,
  enabled: z.boolean(),
  sequence: z.number().int(),
});
export const OpsRedemptionQuery = z
  .object({ status: z.enum(REDEEM_STATES).optional(), pageNo: PageQuery.shape.pageNo, pageSize: PageQuery.shape.pageSize })
  .strict();
export const OpsRedemption = Redemption.extend({ username: z.string(), delivery: z.string().nullable() });
export const OpsRedemptionPage = page(OpsRedemption);
export const OpsRedemptionDecision = z.object({ remark: z.string().trim().max(200).optional() }).strict();

export type PointBalance = z.infer<typeof PointBalance>;
export type ExchangeTier = z.infer<typeof ExchangeTier>;
export type RedeemResult = z.infer<typeof RedeemResult>;
export type ConvertRequest = z.infer<typeof ConvertRequest>;
export type ConvertResult = z.infer<typeof ConvertResult>;
export type PointMovement = z.infer<typeof PointMovement>;
export type RedemptionPage = z.infer<typeof RedemptionPage>;
export type PointMovementPage = z.infer<typeof PointMovementPage>;
