import { describe, expect, test } from 'vitest';
import { ERROR_CODES } from './errors';
import { FEATURE_FLAGS } from './flags';
import { LANGUAGES } from './languages';
import { LIMITS } from './limits';
import { LocalizedText, SetBlockedRangesRequest, SetFlagsRequest } from './system';

describe('contract', () => {
  test('maps every error code to an HTTP error status (OK aside)', () => {
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      if (code === 'OK') expect(status).toBe(200);
      else expect(status, code).toBeGreaterThanOrEqual(400);
    }
  });

  test('lists the nine feature flags of the spec once each', () => {
    expect(new Set(FEATURE_FLAGS).size).toBe(9);
  });

  test('offers about 35 interface languages with English and Nepali complete', () => {
    const codes = LANGUAGES.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(35);
    expect(LANGUAGES.filter((l) => l.hasLocale).map((l) => l.code)).toEqual(['en', 'ne']);
  });

  test('requires English in localized text and refuses unknown languages', () => {
    expect(LocalizedText.safeParse({ en: 'Hi', ne: 'नमस्ते' }).success).toBe(true);
    expect(LocalizedText.safeParse({ ne: 'नमस्ते' }).success).toBe(false);
    expect(LocalizedText.safeParse({ en: 'Hi', xx: 'x' }).success).toBe(false);
  });

  test('refuses unknown fields and unknown flags in operator requests', () => {
    expect(SetBlockedRangesRequest.safeParse({ ranges: [], extra: 1 }).success).toBe(false);
    expect(SetFlagsRequest.safeParse({ flags: { PTSYS3: true } }).success).toBe(true);
    expect(SetFlagsRequest.safeParse({ flags: { NOPE: true } }).success).toBe(false);
  });

  test('keeps the spec constants', () => {
    expect(LIMITS.announcementPageSize).toBe(9);
    expect(LIMITS.gameListPageSize).toBe(20);
    expect(LIMITS.bannerAutoplayMs).toBe(5000);
    expect(LIMITS.agentTypes).toEqual([1, 2, 41, 42]);
    expect(LIMITS.trialType).toBe(4);
  });
});
