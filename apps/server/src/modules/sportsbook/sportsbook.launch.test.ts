import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/login';

const app = await buildTestApp();

type Lane = { vassalage: string; maintenance: boolean; launchItem: { nodeId: string } };
const laneOf = async (gameType: string, vendor: string) =>
  (
    (await app.inject({ method: 'GET', url: `/wps/relay/getVassGameType?gameType=${gameType}` })).json().value.data
      .lanes as Lane[]
  ).find((l) => l.vassalage === vendor)!;

describe('sportsbook launch', () => {
  test('sports, e-sports and cockfight are out of maintenance and open the book’s page in place for their vendor', async () => {
    const { headers } = await loginAs(app, 'demo01', 'Demo@1234');
    for (const [gameType, vendor] of [
      ['SPORTS', 'SUMMIT'],
      ['ESPORTS', 'IMES'],
      ['COCKFIGHT', 'DS88'],
    ] as const) {
      const lane = await laneOf(gameType, vendor);
      expect(lane.maintenance, vendor).toBe(false);
      const res = await app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers,
        payload: { nodeId: lane.launchItem.nodeId, backUrl: `/${gameType.toLowerCase()}`, device: 'mobile', language: 'ne' },
      });
      const { url, openIn } = res.json().value as { url: string; openIn: string };
      expect(openIn).toBe('frame');
      const [path, query] = url.split('?');
      expect(path).toBe('/sportsbook');
      expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
        vendor,
        device: 'MOBILE',
        backUrl: `/${gameType.toLowerCase()}`,
        language: 'ne',
      });
    }
  });

  test('a guest is asked to sign in and an unsafe return URL falls back to home', async () => {
    const lane = await laneOf('SPORTS', 'SUMMIT');
    const guest = await app.inject({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: lane.launchItem.nodeId } });
    expect(guest.json().code).toBe('AUTH_NOT_LOGGED_IN');
    const { headers } = await loginAs(app, 'demo01', 'Demo@1234');
    const res = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers,
      payload: { nodeId: lane.launchItem.nodeId, backUrl: '//evil.example' },
    });
    expect(new URLSearchParams(res.json().value.url.split('?')[1]).get('backUrl')).toBe('/');
  });
});
