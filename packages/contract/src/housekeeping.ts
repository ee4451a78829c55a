import { z } from 'zod';

/**
 * The operator's housekeeping settings (`/ops/housekeeping`): how long the game server keeps its
 * sessions and free-trial rounds, when an in-house round left waiting for the player is closed,
 * and how many days each table that only grows keeps its rows. Each is a whole number between
 * `min` and `max`; `value` is the default until the operator changes it.
 */
export const HOUSEKEEPING_SETTINGS = {
  /** Game-server sessions, counted from their expiry (never one an unsettled round still needs). */
  gameSessionsDays: { value: 7, min: 1, max: 3650 },
  /** Settled free-trial rounds (play money, no receipt), counted from their start. */
  trialRoundsDays: { value: 7, min: 1, max: 3650 },
  /** Minutes without a move after which an open mines round is cashed out (or, untouched, cancelled). */
  openRoundMinutes: { value: 60, min: 5, max: 10_080 },
  /** Rate counters, by their window's start: at least two days, as the daily limits count the day before. */
  rateCountersDays: { value: 2, min: 2, max: 3650 },
  loginAttemptsDays: { value: 180, min: 1, max: 3650 },
  verificationCodesDays: { value: 30, min: 1, max: 3650 },
  passwordResetsDays: { value: 30, min: 1, max: 3650 },
  oneTimeTokensDays: { value: 7, min: 1, max: 3650 },
  oidcStatesDays: { value: 1, min: 1, max: 3650 },
  signInSessionsDays: { value: 90, min: 1, max: 3650 },
  outboxDays: { value: 90, min: 1, max: 3650 },
  auditLogDays: { value: 1825, min: 365, max: 36_500 },
  paymentEventsDays: { value: 730, min: 90, max: 36_500 },
  messagesDays: { value: 365, min: 30, max: 36_500 },
  feedbackDays: { value: 730, min: 30, max: 36_500 },
  closedChatsDays: { value: 365, min: 30, max: 36_500 },
  unsentChatImagesDays: { value: 2, min: 1, max: 3650 },
  unattachedUploadsDays: { value: 7, min: 1, max: 3650 },
} as const;

export type HousekeepingKey = keyof typeof HOUSEKEEPING_SETTINGS;
export const HOUSEKEEPING_KEYS = Object.keys(HOUSEKEEPING_SETTINGS) as HousekeepingKey[];

/** Every setting's current value. */
export const HousekeepingSettings = z.object(
  Object.fromEntries(HOUSEKEEPING_KEYS.map((k) => [k, z.number().int()])) as Record<HousekeepingKey, z.ZodNumber>,
);
export type HousekeepingSettings = Record<HousekeepingKey, number>;

/** A change of some settings: each a whole number within its bounds; unknown names are refused. */
export const SetHousekeepingRequest = z
  .object(
    Object.fromEntries(
      HOUSEKEEPING_KEYS.map((k) => {
        const { min, max } = HOUSEKEEPING_SETTINGS[k];
        return [k, z.number().int().min(min).max(max).optional()];
      }),
    ) as Record<HousekeepingKey, z.ZodOptional<z.ZodNumber>>,
  )
  .strict();
export type SetHousekeepingRequest = Partial<HousekeepingSettings>;
