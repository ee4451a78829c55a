import { describe, expect, test } from 'vitest';
import { checkNewPassword } from './passwords';

describe('new password rules', () => {
  test('accepts a good password confirmed the same', () => {
    expect(checkNewPassword('Lotus2026x', 'Lotus2026x')).toBeNull();
  });

  test('names the rule each bad password breaks', () => {
    expect(checkNewPassword('', '')).toMatchObject({ path: 'newPassword', key: 'required' });
    expect(checkNewPassword('short1', 'short1')).toMatchObject({ path: 'newPassword', key: 'pattern' });
    expect(checkNewPassword('has space 2026', 'has space 2026')).toMatchObject({ key: 'pattern' });
    expect(checkNewPassword('Demo@1234x', 'Demo@1234x')).toBeNull();
    expect(checkNewPassword('password1', 'password1')).toMatchObject({ key: 'common' });
    expect(checkNewPassword('Lotus2026x', 'Lotus2026x', { old: 'Lotus2026x' })).toMatchObject({ key: 'same' });
    expect(checkNewPassword('Lotus2026x', '')).toMatchObject({ path: 'confirmNewPassword', key: 'required' });
    expect(checkNewPassword('Lotus2026x', 'Lotus2026y')).toMatchObject({ path: 'confirmNewPassword', key: 'inconsistent' });
  });
});
