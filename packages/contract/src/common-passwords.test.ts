import { describe, expect, test } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  test('holds about three hundred lower-case passwords', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(250);
    expect(COMMON_PASSWORDS.size).toBeLessThanOrEqual(400);
    for (const pw of COMMON_PASSWORDS) expect(pw).toBe(pw.toLowerCase());
  });

  test('recognizes the usual suspects', () => {
    for (const pw of ['password', '123456', 'qwerty', 'password1', 'iloveyou', 'admin123', 'password@123']) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
  });

  test('compares without regard to case', () => {
    expect(isCommonPassword('Password@123')).toBe(true);
    expect(isCommonPassword('QWERTY')).toBe(true);
    expect(isCommonPassword('ILoveYou')).toBe(true);
  });

  test('lets the demo accounts keep their passwords', () => {
    for (const pw of ['Demo@1234', 'Agent@1234', 'Expired@1234']) expect(isCommonPassword(pw), pw).toBe(false);
  });

  test('does not flag an uncommon password or a common one with extra characters', () => {
    expect(isCommonPassword('Kx7#pLm2-Tr9')).toBe(false);
    expect(isCommonPassword(' password')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
