import { describe, expect, test } from 'vitest';
import type { GameCategory } from '@jade/contract/catalog';
import { bannerAction } from './banner-action';

const vendors: Record<string, GameCategory> = { LOTUS: 'RNG', ROYALDL: 'LIVE', INHOUSE: 'INHOUSE' };
const act = (linkageType: string, linkageValue: string) => bannerAction({ linkageType, linkageValue }, (v) => vendors[v]);

describe('banner linkage actions', () => {
  test('does nothing for NONE, unknown types and malformed values', () => {
    expect(act('NONE', '')).toEqual({ kind: 'none' });
    expect(act('POPUP', 'x')).toEqual({ kind: 'none' });
    expect(act('URL', 'javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(act('PAGE', '//evil.example/x')).toEqual({ kind: 'none' });
    expect(act('GAME', ' ')).toEqual({ kind: 'none' });
  });

  test('opens web addresses and routes of the site', () => {
    expect(act('URL', 'https://example.com/a')).toEqual({ kind: 'url', url: 'https://example.com/a' });
    expect(act('PAGE', '/promotions')).toEqual({ kind: 'route', to: '/promotions' });
    expect(act('ROUTE', '/live')).toEqual({ kind: 'route', to: '/live' });
    expect(act('PROMOTION', '12')).toEqual({ kind: 'route', to: '/promotions' });
  });

  test('launches a game by nodeId and opens a vendor on its category page', () => {
    expect(act('GAME', 'LOTUS-0001')).toEqual({ kind: 'game', nodeId: 'LOTUS-0001' });
    expect(act('VENDOR', 'ROYALDL')).toEqual({ kind: 'route', to: '/live?vassalage=ROYALDL' });
    expect(act('VENDOR', 'INHOUSE')).toEqual({ kind: 'route', to: '/rng?vassalage=INHOUSE' });
    expect(act('VENDOR', 'NEWCO')).toEqual({ kind: 'route', to: '/rng?vassalage=NEWCO' });
  });
});
