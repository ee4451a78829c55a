import type { PromotionItem } from '@jade/contract/promotions';

/** What the detail view offers for a promotion: a button that acts, or one that only says why not. */
export type PromotionAction =
  | { kind: 'join' | 'sign'; enabled: true }
  | { kind: 'joined' | 'signed' | 'comingSoon' | 'ended' | 'unavailable'; enabled: false };

/**
 * The action of a promotion by its activity state (spec §4): a deposit promotion is joined once
 * (Join, then Joined); a sign-in promotion is signed once a day (Sign in today, then Signed);
 * before its start it is coming soon, after its end it has ended. A state the page has no action
 * for (applying, issued, …) shows a disabled button with that state.
 */
export function promotionAction(p: Pick<PromotionItem, 'state' | 'terms'>): PromotionAction {
  if (p.state === 'COMING_SOON') return { kind: 'comingSoon', enabled: false };
  if (p.state === 'CLOSED') return { kind: 'ended', enabled: false };
  if (p.terms.kind === 'SIGN_IN') {
    if (p.state === 'SIGNED') return { kind: 'signed', enabled: false };
    if (p.state === 'CLAIM' || p.state === 'JOIN' || p.state === 'JOINED') return { kind: 'sign', enabled: true };
    return { kind: 'unavailable', enabled: false };
  }
  if (p.state === 'JOIN') return { kind: 'join', enabled: true };
  if (p.state === 'JOINED') return { kind: 'joined', enabled: false };
  return { kind: 'unavailable', enabled: false };
}

/** Who presses the button: a guest is asked to log in, a trial account to open a real one, a member acts. */
export type Viewer = 'guest' | 'trial' | 'member';

/** What pressing an enabled action does for this viewer (the server refuses guests and trial accounts). */
export function actionGate(viewer: Viewer): 'login' | 'trialBlocked' | 'call' {
  if (viewer === 'guest') return 'login';
  if (viewer === 'trial') return 'trialBlocked';
  return 'call';
}

type Progress = NonNullable<PromotionItem['progress']>;

/**
 * The sign-in day to highlight as today: the day just signed when today is signed, else the next
 * day of the streak (day 1 for a visitor without one). Past the last day the last reward repeats,
 * so `index` (into the rewards) stops there while `day` keeps counting.
 */
export function signInToday(days: number, progress: Progress | null): { day: number; index: number; streak: number } {
  const streak = Math.max(0, progress?.streak ?? 0);
  const day = progress?.signedToday ? Math.max(1, streak) : streak + 1;
  return { day, index: Math.min(day, days) - 1, streak };
}
