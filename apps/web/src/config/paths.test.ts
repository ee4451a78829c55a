import { describe, expect, test } from 'vitest';
import { CHAT_PAGE_PATH } from '@jade/contract/chat';
import { categoryPath, isGamePage, paths } from './paths';

describe('route registry', () => {
  test('recognises game pages whatever their case', () => {
    for (const p of [
      '/seamless',
      '/vnLottery',
      '/vnlottery',
      '/seaLottery',
      '/lottert',
      '/lottery/',
      '/sportsbook',
      '/SportsBook/',
    ])
      expect(isGamePage(p), p).toBe(true);
    for (const p of ['/', '/rng', '/promotions', '/lott', '/sports']) expect(isGamePage(p), p).toBe(false);
  });

  test('sends in-house to the RNG centre filtered by vassalage', () => {
    expect(categoryPath('INHOUSE')).toBe('/rng?vassalage=INHOUSE');
    expect(categoryPath('COCKFIGHT')).toBe('/cockfight');
  });

  test('has the chat page where CBS_launchChat sends a conversation', () => {
    expect(paths.liveChat).toBe(CHAT_PAGE_PATH);
  });
});
