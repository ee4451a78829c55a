import type { PromotionItem } from '@jade/contract/promotions';

type Progress = NonNullable<PromotionItem['progress']>;

/** What the detail view offers for a promotion: a button that acts, or one that only says why not. */
export type PromotionAction =
  | { kind: 'join' | 'sign' | 'apply' | 'applyAgain' | 'register' | 'collect' | 'getApp'; enabled: true }
  | {
      kind:
        | 'joined'
        | 'signed'
        | 'applying'
        | 'issued'
        | 'limitReached'
        | 'waiting'
        | 'newMembersOnly'
        | 'oncePerPerson'
        | 'comingSoon'
        | 'ended'
        | 'unavailable';
      enabled: false;
    };

/**
 * The action of a promotion by its activity state (spec §4): a deposit promotion is joined once
 * (Join, then Joined), and so is a ranking; a sign-in promotion is signed once a day (Sign in
 * today, then Signed); an application promotion is applied to (Apply, Waiting for review, Issued;
 * after a rejection Apply again while the limit allows, else the limit is reached); before its
 * start it is coming soon, after its end it has ended. A newbie promotion needs no joining (see
 * newbieAction). A state the page has no action for shows a disabled button. `now` tells a
 * promotion over from one running.
 */
export function promotionAction(
  p: Pick<PromotionItem, 'state' | 'terms'> & { progress?: PromotionItem['progress']; endsAt?: string | null },
  now = Date.now(),
): PromotionAction {
  if (p.state === 'COMING_SOON') return { kind: 'comingSoon', enabled: false };
  if (p.terms.kind === 'APPLY') return applyAction(p.state, p.terms.perMember, p.progress ?? null);
  if (p.terms.kind === 'NEWBIE') return newbieAction(p.state, p.progress ?? null, isOver(p.endsAt, now));
  if (p.state === 'CLOSED') return { kind: 'ended', enabled: false };
  if (p.terms.kind === 'APP_DOWNLOAD') return appAction(p.state);
  if (p.terms.kind === 'SIGN_IN') {
    if (p.state === 'SIGNED') return { kind: 'signed', enabled: false };
    if (p.state === 'CLAIM' || p.state === 'JOIN' || p.state === 'JOINED') return { kind: 'sign', enabled: true };
    return { kind: 'unavailable', enabled: false };
  }
  if (p.state === 'JOIN') return { kind: 'join', enabled: true };
  if (p.state === 'JOINED') return { kind: 'joined', enabled: false };
  return { kind: 'unavailable', enabled: false };
}

/**
 * An application promotion's action. The server says CLOSED both after the end and when the
 * member's issued or waiting applications reach the limit: the count tells them apart.
 */
function applyAction(state: PromotionItem['state'], perMember: number, progress: Progress | null): PromotionAction {
  if (state === 'APPLYING') return { kind: 'applying', enabled: false };
  if (state === 'ISSUED') return { kind: 'issued', enabled: false };
  if (state === 'CLOSED')
    return progress && progress.applications >= perMember
      ? { kind: 'limitReached', enabled: false }
      : { kind: 'ended', enabled: false };
  if (state !== 'JOIN') return { kind: 'unavailable', enabled: false };
  return progress?.application?.status === 'REJECTED' ? { kind: 'applyAgain', enabled: true } : { kind: 'apply', enabled: true };
}

const isOver = (endsAt: string | null | undefined, now: number) => endsAt != null && Date.parse(endsAt) <= now;

/**
 * A newbie promotion's action: nothing to join. A guest (no progress) is invited to register (or
 * log in); a member's reward is due (Collect in the reward centre), waiting on a condition, or
 * issued. CLOSED while the promotion runs means the member is not new (registered before it, or
 * past its days): it is for new members; after its end it has ended.
 */
function newbieAction(state: PromotionItem['state'], progress: Progress | null, over: boolean): PromotionAction {
  if (state === 'JOIN') return progress ? { kind: 'unavailable', enabled: false } : { kind: 'register', enabled: true };
  if (state === 'CLAIM') return { kind: 'collect', enabled: true };
  if (state === 'IN_PROCESS') return { kind: 'waiting', enabled: false };
  if (state === 'ISSUED') return { kind: 'issued', enabled: false };
  if (state === 'CLOSED') return over ? { kind: 'ended', enabled: false } : { kind: 'newMembersOnly', enabled: false };
  return { kind: 'unavailable', enabled: false };
}

/**
 * An app-download reward's action: nothing to join — Get the app (the download page; the reward
 * comes the first time the member uses the installed app), then Issued, or Once per person when
 * another account of the same person had it.
 */
function appAction(state: PromotionItem['state']): PromotionAction {
  if (state === 'ISSUED') return { kind: 'issued', enabled: false };
  if (state === 'REJECTED') return { kind: 'oncePerPerson', enabled: false };
  if (state === 'JOIN') return { kind: 'getApp', enabled: true };
  return { kind: 'unavailable', enabled: false };
}

/** What a card's badge says: an activity state, or a newbie promotion's due reward or not-new member. */
export type Badge = PromotionItem['state'] | 'DUE' | 'NEW_MEMBERS';

/**
 * The badge of a promotion's card: its activity state, except that an application promotion open
 * again after a rejection says Rejected (the details say why and offer Apply again), and a newbie
 * promotion's due reward says Reward due and its CLOSED while running says For new members.
 */
export function stateBadge(p: Pick<PromotionItem, 'state' | 'terms' | 'progress' | 'endsAt'>, now = Date.now()): Badge {
  if (p.terms.kind === 'NEWBIE') {
    if (p.state === 'CLAIM') return 'DUE';
    if (p.state === 'CLOSED' && !isOver(p.endsAt, now)) return 'NEW_MEMBERS';
  }
  return p.terms.kind === 'APPLY' && p.state === 'JOIN' && p.progress?.application?.status === 'REJECTED' ? 'REJECTED' : p.state;
}

/** The conditions a newbie promotion asks of a new member, each with where to meet it. */
export function newbieConditions(terms: PromotionItem['terms']): ('mobile' | 'deposit')[] {
  if (terms.kind !== 'NEWBIE') return [];
  return [...(terms.mobileVerified ? (['mobile'] as const) : []), ...(terms.minFirstDeposit > 0 ? (['deposit'] as const) : [])];
}

/**
 * What a newbie promotion still asks of the viewer: a member's unmet conditions (the server's
 * `progress.unmet`), or every condition of its terms for a guest.
 */
export function newbieStillToDo(p: Pick<PromotionItem, 'terms' | 'progress'>): ('mobile' | 'deposit')[] {
  return p.progress ? p.progress.unmet : newbieConditions(p.terms);
}

/** Who presses the button: a guest is asked to log in, a trial account to open a real one, a member acts. */
export type Viewer = 'guest' | 'trial' | 'member';

/** What pressing an enabled action does for this viewer (the server refuses guests and trial accounts). */
export function actionGate(viewer: Viewer): 'login' | 'trialBlocked' | 'call' {
  if (viewer === 'guest') return 'login';
  if (viewer === 'trial') return 'trialBlocked';
  return 'call';
}

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
