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
