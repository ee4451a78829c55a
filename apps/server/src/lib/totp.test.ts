import { describe, expect, test } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  hotp,
  otpauthUri,
  totp,
  totpCounter,
  verifyTotp,
} from './totp';

/** The RFC 6238 Appendix B / RFC 4226 Appendix D secret: ASCII '12345678901234567890'. */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('totp', () => {
  test('matches the RFC 6238 Appendix B SHA1 test vectors with 8 digits', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totp(RFC_SECRET, seconds * 1000, 30, 8), String(seconds)).toBe(code);
  });

  test('matches the RFC 4226 Appendix D HOTP test vectors', () => {
    const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    const key = Buffer.from('12345678901234567890', 'ascii');
    codes.forEach((code, counter) => expect(hotp(key, counter)).toBe(code));
  });

  test('produces 6-digit codes on 30-second steps by default', () => {
    expect(totp(RFC_SECRET, 59_000)).toBe('287082');
    expect(totp(RFC_SECRET, 0)).toBe(totp(RFC_SECRET, 29_999));
    expect(totp(RFC_SECRET, 30_000)).not.toBe(totp(RFC_SECRET, 29_999));
  });

  test('accepts codes within the window and returns the matched time-step counter', () => {
    const secret = generateTotpSecret();
    const now = 1_700_000_015_000;
    const step = totpCounter(now);
    expect(verifyTotp(secret, totp(secret, now), now)).toBe(step);
    expect(verifyTotp(secret, totp(secret, now - 30_000), now)).toBe(step - 1);
    expect(verifyTotp(secret, totp(secret, now + 30_000), now)).toBe(step + 1);
    expect(verifyTotp(secret, totp(secret, now - 60_000), now)).toBeNull();
    expect(verifyTotp(secret, totp(secret, now + 60_000), now)).toBeNull();
    expect(verifyTotp(secret, totp(secret, now - 60_000), now, 2)).toBe(step - 2);
    expect(verifyTotp(secret, totp(secret, now - 30_000), now, 0)).toBeNull();
  });

  test('refuses codes of the wrong shape or from another secret', () => {
    const secret = generateTotpSecret();
    const now = Date.now();
    const code = totp(secret, now);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(totpCounter(now));
    expect(verifyTotp(secret, code.slice(0, 5), now)).toBeNull();
    expect(verifyTotp(secret, `${code}0`, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now)).toBeNull();
    expect(verifyTotp(secret, '', now)).toBeNull();
    // Fixed secrets and time, so the other secret's code is known not to collide within the window.
    const at = 1_111_111_111_000;
    expect(verifyTotp(RFC_SECRET, totp('JBSWY3DPEHPK3PXP', at), at)).toBeNull();
  });

  test('round-trips base32 and matches the RFC 4648 test vectors without padding', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
    for (let length = 0; length < 40; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + length) & 0xff));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
    expect(base32Decode('mzxw 6ytb-oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow(RangeError);
  });

  test('generates 160-bit secrets as 32 base32 characters', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  test('builds an otpauth URI with the issuer prefix and encoded parts', () => {
    expect(otpauthUri({ issuer: 'Jade', account: 'alice', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/Jade:alice?secret=JBSWY3DPEHPK3PXP&issuer=Jade&algorithm=SHA1&digits=6&period=30',
    );
    expect(otpauthUri({ issuer: 'Jade Games & Co', account: 'a+b@example.com', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/Jade%20Games%20%26%20Co:a%2Bb%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Jade%20Games%20%26%20Co&algorithm=SHA1&digits=6&period=30',
    );
    expect(() => otpauthUri({ issuer: 'a:b', account: 'c', secret: 'JBSWY3DPEHPK3PXP' })).toThrow(RangeError);
  });

  test('generates distinct recovery codes in groups of four', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(generateRecoveryCodes(3)).toHaveLength(3);
  });

  test('hashes recovery codes in normalized form', () => {
    const hash = hashRecoveryCode('ab12-cd34-ef56');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('AB12 CD34 EF56')).toBe(hash);
    expect(hashRecoveryCode('ab12cd34ef56')).toBe(hash);
    expect(hashRecoveryCode('ab12-cd34-ef57')).not.toBe(hash);
  });
});
