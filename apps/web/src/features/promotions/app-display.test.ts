import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { getRewardCount } from './api/get-reward-count';
import { getRewards } from './api/get-rewards';
import { appDisplayHeaders, isInstalledApp } from './app-display';

/** The page as the installed app (display mode standalone) or a browser tab. */
function displayMode(standalone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: standalone && query === '(display-mode: standalone)', media: query })),
  );
}

describe('the installed app’s marker on the reward centre’s reads', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('is sent from the installed app only', async () => {
    displayMode(true);
    expect(isInstalledApp()).toBe(true);
    expect(appDisplayHeaders()).toEqual({ 'x-jade-display-mode': 'standalone' });
    displayMode(false);
    expect(isInstalledApp()).toBe(false);
    expect(appDisplayHeaders()).toEqual({});
  });

  test('goes with the badge count and the reward list from the app, never from a browser tab', async () => {
    const sent: (string | null)[] = [];
    const api = mockApi((url, init) => {
      sent.push(new Headers(init.headers).get('x-jade-display-mode'));
      return url.startsWith('/wps/rewards/count')
        ? ok({ count: 1 })
        : ok({ list: [], pageNo: 1, pageSize: 10, total: 0, claimable: 0 });
    });
    displayMode(true);
    await getRewardCount();
    await getRewards('claimable', 1, 'en');
    displayMode(false);
    await getRewardCount();
    expect(api.calls.map((c) => c.url.split('?')[0])).toEqual(['/wps/rewards/count', '/wps/rewards', '/wps/rewards/count']);
    expect(sent).toEqual(['standalone', 'standalone', null]);
  });
});
