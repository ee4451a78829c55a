import { describe, expect, test } from 'vitest';
import type { FeatureFlag } from '@jade/contract/flags';
import { pointMallGate } from './point-mall-page';

describe('pointMallGate', () => {
  test('waits for the site config, then shows the mall only while PTSYS3 is on', () => {
    expect(pointMallGate({ isPending: true, flags: new Set<FeatureFlag>() })).toBe('wait');
    expect(pointMallGate({ isPending: false, flags: new Set<FeatureFlag>(['PTSYS3']) })).toBe('on');
    expect(pointMallGate({ isPending: false, flags: new Set<FeatureFlag>(['MANPLAYREB3']) })).toBe('off');
  });
});
