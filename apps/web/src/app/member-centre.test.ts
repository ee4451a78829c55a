import { describe, expect, test } from 'vitest';
import type { FeatureFlag } from '@jade/contract/flags';
import { centrePage, centrePages, type CentreOffer } from './member-centre';

describe('the personal centre pages', () => {
  test('offer the manual rebate only while MANPLAYREB3 is on, and VIP always', () => {
    const on = centrePages(new Set<FeatureFlag>(['MANPLAYREB3'])).map((p) => p.name);
    const off = centrePages(new Set<FeatureFlag>()).map((p) => p.name);
    expect(on).toContain('manualRebate');
    expect(off).not.toContain('manualRebate');
    expect(off).toContain('vip');
    expect(on.filter((n) => n !== 'manualRebate')).toEqual(off);
  });

  test('a page asked for by address opens only when offered, else my account', () => {
    const off = centrePages(new Set<FeatureFlag>());
    expect(centrePage('manualRebate', off).name).toBe('securityCenter');
    expect(centrePage('manualRebate', centrePages(new Set<FeatureFlag>(['MANPLAYREB3']))).name).toBe('manualRebate');
    expect(centrePage('vip', off).name).toBe('vip');
    expect(centrePage(null, off).name).toBe('securityCenter');
  });

  test('offer invite friends only while the referral promo is available', () => {
    expect(centrePages(new Set<CentreOffer>(['REFERRAL'])).map((p) => p.name)).toContain('referral');
    expect(centrePage('referral', centrePages(new Set<CentreOffer>())).name).toBe('securityCenter');
  });
});
