import { describe, expect, test } from 'vitest';
import type { AnnouncementContent } from '@jade/contract/announcements';
import type { JackpotPools } from '@jade/contract/games';
import type { SiteConfig } from '@jade/contract/system';
import type { VendorLanes } from '@jade/contract/catalog';
import { mockApi, ok } from '@/test/mock-api';
import { answer, answerList, noValue } from './answer';
import { api } from './api-client';

describe('first-screen answer guards', () => {
  const config = answer<typeof SiteConfig>({ merchant: { name: 'string' }, imageCDNs: 'array' });

  test('hand back an answer of the shape the page reads as it came', () => {
    const value = { merchant: { name: 'Jade', extra: 1 }, imageCDNs: ['/'], more: true };
    expect(config.parse(value)).toBe(value);
    const lanes = answer<typeof VendorLanes>({ data: { lanes: 'array' } });
    expect(lanes.parse({ data: { lanes: [] } })).toEqual({ data: { lanes: [] } });
  });

  test('ask only for the kinds the contract gives (checked by the compiler)', () => {
    // @ts-expect-error: the contract's whitelabel is a list, not an object
    const wrong = answer<typeof SiteConfig>({ whitelabel: 'object' });
    expect(() => wrong.parse({ whitelabel: [] })).toThrow(/Unexpected answer/);
  });

  test('refuse an answer missing a field, with a field of another kind, or of another kind at all', () => {
    expect(() => config.parse({ merchant: { name: 'Jade' } })).toThrow(/Unexpected answer/);
    expect(() => config.parse({ merchant: { name: 7 }, imageCDNs: [] })).toThrow(/Unexpected answer/);
    expect(() => config.parse({ merchant: null, imageCDNs: [] })).toThrow(/Unexpected answer/);
    expect(() => config.parse([])).toThrow(/Unexpected answer/);
    expect(() => config.parse(null)).toThrow(/Unexpected answer/);
  });

  test('check every item of a list answer, and that an empty answer is null', () => {
    const pools = answerList<typeof JackpotPools>({ gameCode: 'string', pool: 'number' });
    expect(pools.parse([{ gameCode: 'DICE', pool: 5, ratePerSecond: 1 }])).toHaveLength(1);
    expect(() => pools.parse([{ gameCode: 'DICE', pool: '5' }])).toThrow(/Unexpected answer/);
    expect(() => pools.parse({ list: [] })).toThrow(/Unexpected answer/);
    expect(noValue.parse(null)).toBeNull();
    expect(() => noValue.parse({})).toThrow(/Unexpected answer/);
  });

  test('check every item of the list fields named, and refuse one item of another shape', () => {
    const content = answer<typeof AnnouncementContent>(
      { banners: 'array', popup: 'array' },
      { popup: { title: 'string', content: 'string' } },
    );
    const popup = { id: 1, type: 'PU', title: 'Welcome', content: '<p>Hi</p>', time: '', execution: 'B' };
    expect(content.parse({ banners: [], popup: [popup] }).popup).toHaveLength(1);
    expect(() => content.parse({ banners: [], popup: [popup, { ...popup, content: null }] })).toThrow(/Unexpected answer/);
    expect(() => content.parse({ banners: [], popup: {} })).toThrow(/Unexpected answer/);
  });

  test('make the API call fail, not the page, when the server answers another shape', async () => {
    mockApi(() => ok({ merchant: 'Jade' }));
    await expect(api('/wps/system/permission', config)).rejects.toThrow(/Unexpected answer/);
  });
});
