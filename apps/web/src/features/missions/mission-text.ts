import type { MissionItem } from '@jade/contract/missions';

const HOUR = 3_600_000;

/** How far along a mission is, 0–100 (whole percent, never past 100). */
export function percentDone(m: Pick<MissionItem, 'progress' | 'goal'>): number {
  return Math.min(100, Math.floor((m.progress / m.goal.target) * 100));
}

/** Whether the goal counts money (shown formatted) rather than rounds or days. */
export const countsMoney = (m: Pick<MissionItem, 'goal'>) => m.goal.kind === 'VALID_BET' || m.goal.kind === 'DEPOSIT';

/** The categories a rounds or valid-bet goal counts (none: every game). */
export const categoriesOf = (m: Pick<MissionItem, 'goal'>) =>
  m.goal.kind === 'ROUNDS' || m.goal.kind === 'VALID_BET' ? (m.goal.categories ?? []) : [];

/**
 * When the period ends, as the card shows it: a countdown in hours and minutes within the last
 * day, else the date.
 */
export function periodLeft(endIso: string, now: number): { hours: number; minutes: number } | null {
  const left = Math.max(0, Date.parse(endIso) - now);
  if (left >= 24 * HOUR) return null;
  return { hours: Math.floor(left / HOUR), minutes: Math.floor((left % HOUR) / 60_000) };
}
