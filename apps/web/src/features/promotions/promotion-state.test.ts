import { describe, expect, test } from 'vitest';
import { FIRST_DEPOSIT, RELOAD, SIGN_IN } from './promotions.fixtures';
import { actionGate, promotionAction, signInToday } from './promotion-state';

describe('promotion state', () => {
  test('a deposit promotion offers Join, then says Joined', () => {
    expect(promotionAction(FIRST_DEPOSIT)).toEqual({ kind: 'join', enabled: true });
    expect(promotionAction({ ...RELOAD, state: 'JOINED' })).toEqual({ kind: 'joined', enabled: false });
  });

  test('a sign-in promotion offers today’s sign-in, then says Signed', () => {
    expect(promotionAction(SIGN_IN)).toEqual({ kind: 'sign', enabled: true });
    expect(promotionAction({ ...SIGN_IN, state: 'JOIN' })).toEqual({ kind: 'sign', enabled: true });
    expect(promotionAction({ ...SIGN_IN, state: 'SIGNED' })).toEqual({ kind: 'signed', enabled: false });
  });

  test('a promotion not started is coming soon and one over has ended, whatever its kind', () => {
    for (const p of [FIRST_DEPOSIT, RELOAD, SIGN_IN]) {
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
    expect(signInToday(7, { joinedAt: null, streak: 2, signedToday: false })).toEqual({ day: 3, index: 2, streak: 2 });
    expect(signInToday(7, { joinedAt: null, streak: 3, signedToday: true })).toEqual({ day: 3, index: 2, streak: 3 });
    expect(signInToday(7, { joinedAt: null, streak: 9, signedToday: false })).toEqual({ day: 10, index: 6, streak: 9 });
  });
});
