import { describe, expect, test } from 'vitest';
import { APP_DOWNLOAD, APPLY, FIRST_DEPOSIT, NEWBIE, RANKING, RELOAD, SIGN_IN } from './promotions.fixtures';
import { actionGate, newbieConditions, newbieStillToDo, promotionAction, signInToday, stateBadge } from './promotion-state';

const application = (status: 'APPLYING' | 'ISSUED' | 'REJECTED', applications: number) => ({
  ...APPLY.progress!,
  application: {
    status,
    remark: 'Big win',
    decisionRemark: status === 'REJECTED' ? 'Blurry image' : null,
    time: '2026-03-01T10:00:00.000Z',
  },
  applications,
});

describe('promotion state', () => {
  test('a deposit promotion offers Join, then says Joined', () => {
    expect(promotionAction(FIRST_DEPOSIT)).toEqual({ kind: 'join', enabled: true });
    expect(promotionAction({ ...RELOAD, state: 'JOINED' })).toEqual({ kind: 'joined', enabled: false });
  });

  test('a ranking offers Join, then says Joined, and Ended once over', () => {
    expect(promotionAction(RANKING)).toEqual({ kind: 'join', enabled: true });
    expect(promotionAction({ ...RANKING, state: 'JOINED' })).toEqual({ kind: 'joined', enabled: false });
    expect(promotionAction({ ...RANKING, state: 'CLOSED' })).toEqual({ kind: 'ended', enabled: false });
  });

  test('a sign-in promotion offers today’s sign-in, then says Signed', () => {
    expect(promotionAction(SIGN_IN)).toEqual({ kind: 'sign', enabled: true });
    expect(promotionAction({ ...SIGN_IN, state: 'JOIN' })).toEqual({ kind: 'sign', enabled: true });
    expect(promotionAction({ ...SIGN_IN, state: 'SIGNED' })).toEqual({ kind: 'signed', enabled: false });
  });

  test('an application promotion offers Apply, then waits for review, then says Issued', () => {
    expect(promotionAction(APPLY)).toEqual({ kind: 'apply', enabled: true });
    expect(promotionAction({ ...APPLY, state: 'APPLYING', progress: application('APPLYING', 1) })).toEqual({
      kind: 'applying',
      enabled: false,
    });
    expect(promotionAction({ ...APPLY, state: 'ISSUED', progress: application('ISSUED', 1) })).toEqual({
      kind: 'issued',
      enabled: false,
    });
  });

  test('after a rejection an application promotion offers Apply again while the limit allows, and its card says Rejected', () => {
    const rejected = { ...APPLY, progress: application('REJECTED', 0) };
    expect(promotionAction(rejected)).toEqual({ kind: 'applyAgain', enabled: true });
    expect(stateBadge(rejected)).toBe('REJECTED');
    expect(stateBadge(APPLY)).toBe('JOIN');
    expect(promotionAction({ ...APPLY, state: 'CLOSED', progress: application('REJECTED', 1) })).toEqual({
      kind: 'limitReached',
      enabled: false,
    });
    expect(promotionAction({ ...APPLY, state: 'CLOSED', progress: null })).toEqual({ kind: 'ended', enabled: false });
  });

  test('a newbie promotion invites a guest to register, and tells a member whether the reward is due, waiting, issued or not for them', () => {
    const running = Date.parse('2026-06-01T00:00:00.000Z');
    const at = (state: typeof NEWBIE.state, progress = NEWBIE.progress) =>
      promotionAction({ ...NEWBIE, state, progress }, running);
    expect(at('JOIN', null)).toEqual({ kind: 'register', enabled: true });
    expect(at('JOIN')).toEqual({ kind: 'unavailable', enabled: false });
    expect(at('CLAIM')).toEqual({ kind: 'collect', enabled: true });
    expect(at('IN_PROCESS')).toEqual({ kind: 'waiting', enabled: false });
    expect(at('ISSUED')).toEqual({ kind: 'issued', enabled: false });
    expect(at('CLOSED')).toEqual({ kind: 'newMembersOnly', enabled: false });
    expect(at('COMING_SOON')).toEqual({ kind: 'comingSoon', enabled: false });
    expect(promotionAction({ ...NEWBIE, state: 'CLOSED' }, Date.parse('2027-01-01T00:00:00.000Z'))).toEqual({
      kind: 'ended',
      enabled: false,
    });
  });

  test('an app-download reward: Get the app, then Issued, or Once per person; ended after its end', () => {
    expect(promotionAction(APP_DOWNLOAD)).toEqual({ kind: 'getApp', enabled: true });
    expect(promotionAction({ ...APP_DOWNLOAD, state: 'ISSUED' })).toEqual({ kind: 'issued', enabled: false });
    expect(promotionAction({ ...APP_DOWNLOAD, state: 'REJECTED' })).toEqual({ kind: 'oncePerPerson', enabled: false });
    expect(promotionAction({ ...APP_DOWNLOAD, state: 'CLOSED' })).toEqual({ kind: 'ended', enabled: false });
  });

  test('a newbie card says Reward due, and For new members while it runs for a member who is not new', () => {
    const running = Date.parse('2026-06-01T00:00:00.000Z');
    expect(stateBadge({ ...NEWBIE, state: 'CLAIM' }, running)).toBe('DUE');
    expect(stateBadge({ ...NEWBIE, state: 'CLOSED' }, running)).toBe('NEW_MEMBERS');
    expect(stateBadge({ ...NEWBIE, state: 'CLOSED', endsAt: null }, running)).toBe('NEW_MEMBERS');
    expect(stateBadge({ ...NEWBIE, state: 'CLOSED' }, Date.parse('2027-01-01T00:00:00.000Z'))).toBe('CLOSED');
    expect(stateBadge(NEWBIE, running)).toBe('IN_PROCESS');
    expect(stateBadge({ ...SIGN_IN, state: 'CLAIM' }, running)).toBe('CLAIM');
  });

  test('a newbie promotion’s conditions are the ones its terms ask', () => {
    expect(newbieConditions(NEWBIE.terms)).toEqual(['mobile', 'deposit']);
    const terms = NEWBIE.terms.kind === 'NEWBIE' ? NEWBIE.terms : null;
    expect(newbieConditions({ ...terms!, mobileVerified: false })).toEqual(['deposit']);
    expect(newbieConditions({ ...terms!, minFirstDeposit: 0 })).toEqual(['mobile']);
    expect(newbieConditions({ ...terms!, mobileVerified: false, minFirstDeposit: 0 })).toEqual([]);
    expect(newbieConditions(FIRST_DEPOSIT.terms)).toEqual([]);
    // Still to do: a member's unmet conditions as the server counts them, a guest's all of them.
    expect(newbieStillToDo({ ...NEWBIE, progress: { ...NEWBIE.progress!, unmet: ['deposit'] } })).toEqual(['deposit']);
    expect(newbieStillToDo({ ...NEWBIE, progress: null })).toEqual(['mobile', 'deposit']);
  });

  test('a promotion not started is coming soon and one over has ended, whatever its kind', () => {
    for (const p of [FIRST_DEPOSIT, RELOAD, SIGN_IN, APPLY]) {
      expect(promotionAction({ ...p, state: 'COMING_SOON' })).toEqual({ kind: 'comingSoon', enabled: false });
      expect(promotionAction({ ...p, state: 'CLOSED' })).toEqual({ kind: 'ended', enabled: false });
    }
  });

  test('a state without an action on this page gives a disabled button', () => {
    expect(promotionAction({ ...FIRST_DEPOSIT, state: 'APPLYING' })).toEqual({ kind: 'unavailable', enabled: false });
    expect(promotionAction({ ...SIGN_IN, state: 'REJECTED' })).toEqual({ kind: 'unavailable', enabled: false });
  });

  test('a guest is asked to log in, a trial account to open a real one, a member acts', () => {
    expect(actionGate('guest')).toBe('login');
    expect(actionGate('trial')).toBe('trialBlocked');
    expect(actionGate('member')).toBe('call');
  });

  test('today is the next day of the streak, or the day just signed, and stays on the last day past it', () => {
    expect(signInToday(7, null)).toEqual({ day: 1, index: 0, streak: 0 });
    expect(
      signInToday(7, { joinedAt: null, streak: 2, signedToday: false, application: null, applications: 0, unmet: [] }),
    ).toEqual({
      day: 3,
      index: 2,
      streak: 2,
    });
    expect(
      signInToday(7, { joinedAt: null, streak: 3, signedToday: true, application: null, applications: 0, unmet: [] }),
    ).toEqual({
      day: 3,
      index: 2,
      streak: 3,
    });
    expect(
      signInToday(7, { joinedAt: null, streak: 9, signedToday: false, application: null, applications: 0, unmet: [] }),
    ).toEqual({
      day: 10,
      index: 6,
      streak: 9,
    });
  });
});
