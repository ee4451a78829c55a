import { z } from 'zod';
import { MinorUnits } from './common';

/**
 * Player protection (issue 21). The reality check: every N minutes of a session (the member's
 * choice, 0 = off) a dialog shows the time played and the net position of the session.
 */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

const Minutes = z.union(
  REALITY_CHECK_MINUTES.map((m) => z.literal(m)) as [z.ZodLiteral<0>, ...z.ZodLiteral<RealityCheckMinutes>[]],
);

/** PUT /wps/protection/reality-check. */
export const RealityCheckSetting = z.object({ intervalMinutes: Minutes }).strict();
export type RealityCheckSetting = z.infer<typeof RealityCheckSetting>;

/**
 * GET and PUT /wps/protection/reality-check: the member's interval and the session it measures:
 * when it started (sign-in) and its settled rounds since, with stakes, wins and the net position
 * (wins − stakes).
 */
export const RealityCheck = z.object({
  intervalMinutes: Minutes,
  /** The merchant requires a reality check: "off" is not offered (the member picks an interval). */
  required: z.boolean(),
  sessionStartedAt: z.string(),
  rounds: z.number().int().nonnegative(),
  stakes: MinorUnits,
  wins: MinorUnits,
  net: MinorUnits,
});
export type RealityCheck = z.infer<typeof RealityCheck>;

/**
 * GET and PUT /ops/protection/defaults: the merchant's reality check for members who have not
 * chosen (`realityCheckMinutes`, 0 = off), and whether one is required of every member (then the
 * default cannot be off, and a member cannot turn it off).
 */
export const ProtectionDefaults = z
  .object({ realityCheckMinutes: Minutes, realityCheckRequired: z.boolean() })
  .strict()
  .refine((d) => !d.realityCheckRequired || d.realityCheckMinutes > 0, {
    path: ['realityCheckMinutes'],
    message: 'A required reality check needs an interval',
  });
export type ProtectionDefaults = z.infer<typeof ProtectionDefaults>;

/**
 * Limits the member sets on their own play (issue 21): deposits, losses (stakes − wins) and wagers
 * (stakes) per business day, week (from Monday) and month of the merchant's clock, and a session
 * time limit (minutes signed in, after which bets are refused until the next business day).
 * Lowering or setting a limit applies at once; raising or removing one waits out a cooling-off
 * period (`LIMIT_COOLING_OFF_HOURS`), shown as the pending change and cancellable.
 */
export const LIMIT_COOLING_OFF_HOURS = 24;
export const MONEY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const SESSION_LIMIT_MINUTES = { min: 15, max: 1_440 } as const;

export const MoneyLimitKind = z.enum(MONEY_LIMIT_KINDS);
export type MoneyLimitKind = z.infer<typeof MoneyLimitKind>;
export const LimitKind = z.enum([...MONEY_LIMIT_KINDS, 'SESSION']);
export type LimitKind = z.infer<typeof LimitKind>;
export const LimitPeriod = z.enum(LIMIT_PERIODS);
export type LimitPeriod = z.infer<typeof LimitPeriod>;

/** The largest money limit (minor units): far above any real one, and safe in every sum. */
export const MONEY_LIMIT_MAX = 1_000_000_000_000;

/**
 * PUT /wps/protection/limits: one limit, set (`amount`: minor units, or minutes for SESSION) or
 * removed (null). SESSION has the period DAY (its block lasts until the next business day).
 */
export const LimitSetting = z
  .object({
    kind: LimitKind,
    period: LimitPeriod,
    amount: z.number().int().min(1).max(MONEY_LIMIT_MAX).nullable(),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.kind !== 'SESSION') return;
    if (s.period !== 'DAY') ctx.addIssue({ code: 'custom', path: ['period'], message: 'A session limit has the period DAY' });
    if (s.amount !== null && (s.amount < SESSION_LIMIT_MINUTES.min || s.amount > SESSION_LIMIT_MINUTES.max))
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `${SESSION_LIMIT_MINUTES.min}-${SESSION_LIMIT_MINUTES.max}`,
      });
  });
export type LimitSetting = z.infer<typeof LimitSetting>;

/** POST /wps/protection/limits/cancel: drops the pending change of one limit. */
export const LimitRef = z.object({ kind: LimitKind, period: LimitPeriod }).strict();
export type LimitRef = z.infer<typeof LimitRef>;

/** A raise or removal waiting out the cooling-off period: the value it brings (null: no limit) and when. */
export const PendingLimit = z.object({ amount: z.number().int().nullable(), effectiveAt: z.string() });

/**
 * One limit as the member sees it: the value in force (null: none), what the current period used
 * (minor units; minutes of the session for SESSION), what is left, when the period ends, and the
 * pending change.
 */
export const Limit = z.object({
  kind: LimitKind,
  period: LimitPeriod,
  amount: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  periodEndsAt: z.string(),
  pending: PendingLimit.nullable(),
});
export type Limit = z.infer<typeof Limit>;

/**
 * GET, PUT /wps/protection/limits: every limit the member can set (each money kind × period, then
 * the session limit), and until when bets are refused because a session reached its limit.
 */
export const Limits = z.object({
  limits: z.array(Limit),
  sessionBlockedUntil: z.string().nullable(),
});
export type Limits = z.infer<typeof Limits>;

/**
 * Time-out and self-exclusion (issue 21): a break of 24 hours, 7 days or 30 days, or an exclusion
 * of 6 months, 1 year, 5 years or for good; confirmed with the password, in force at once (every
 * session ends), never lifted early. On a break the member cannot sign in; a self-excluded member
 * may sign in only to withdraw. Bets, promotions and marketing stop for both.
 */
export const EXCLUSION_DURATIONS = {
  BREAK: ['DAY', 'WEEK', 'MONTH'],
  EXCLUSION: ['HALF_YEAR', 'YEAR', 'FIVE_YEARS', 'PERMANENT'],
} as const;
export const ExclusionKind = z.enum(['BREAK', 'EXCLUSION']);
export type ExclusionKind = z.infer<typeof ExclusionKind>;
export const ExclusionDuration = z.enum([...EXCLUSION_DURATIONS.BREAK, ...EXCLUSION_DURATIONS.EXCLUSION]);
export type ExclusionDuration = z.infer<typeof ExclusionDuration>;

const DAY_MS = 86_400_000;
const addMonths = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/** When a break or exclusion of this length taken at `from` ends (null: for good). */
export function endOf(duration: ExclusionDuration, from: Date): Date | null {
  switch (duration) {
    case 'DAY':
      return new Date(from.getTime() + DAY_MS);
    case 'WEEK':
      return new Date(from.getTime() + 7 * DAY_MS);
    case 'MONTH':
      return new Date(from.getTime() + 30 * DAY_MS);
    case 'HALF_YEAR':
      return addMonths(from, 6);
    case 'YEAR':
      return addMonths(from, 12);
    case 'FIVE_YEARS':
      return addMonths(from, 60);
    case 'PERMANENT':
      return null;
  }
}

/** POST /wps/protection/exclusion: the kind, its length (of that kind) and the sign-in password. */
export const ExclusionRequest = z
  .object({ kind: ExclusionKind, duration: ExclusionDuration, password: z.string().min(1).max(128) })
  .strict()
  .refine((r) => (EXCLUSION_DURATIONS[r.kind] as readonly string[]).includes(r.duration), {
    path: ['duration'],
    message: 'Not a length of this kind',
  });
export type ExclusionRequest = z.infer<typeof ExclusionRequest>;

/** A break or exclusion in force: since when, and until when (null: for good). */
export const Exclusion = z.object({ kind: ExclusionKind, startedAt: z.string(), endsAt: z.string().nullable() });
export type Exclusion = z.infer<typeof Exclusion>;

/**
 * GET /ops/members/:username/protection: what a member set — the break or exclusion in force,
 * every one ever taken (newest first), and the limits with this period's use. Read-only: nobody
 * lifts an exclusion early.
 */
export const MemberProtection = z.object({
  username: z.string(),
  exclusion: Exclusion.nullable(),
  history: z.array(Exclusion.extend({ duration: ExclusionDuration })),
  limits: z.array(Limit),
});
export type MemberProtection = z.infer<typeof MemberProtection>;
