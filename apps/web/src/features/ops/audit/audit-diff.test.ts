import { describe, expect, test } from 'vitest';
import { diffOf, shown } from './audit-diff';

describe('audit diff', () => {
  test('names each leaf added, removed, changed or the same, by its path', () => {
    const rows = diffOf(
      { role: 'finance', status: 'active', limits: { daily: 5, weekly: 10 }, gone: 'x' },
      { role: 'support', status: 'active', limits: { daily: 6, weekly: 10 }, added: [1, 2] },
    );
    const kinds = Object.fromEntries(rows.map((r) => [r.path, r.kind]));
    expect(kinds).toEqual({
      role: 'changed',
      status: 'same',
      'limits.daily': 'changed',
      'limits.weekly': 'same',
      gone: 'removed',
      'added.0': 'added',
      'added.1': 'added',
    });
    expect(rows.find((r) => r.path === 'role')).toMatchObject({ before: 'finance', after: 'support' });
  });

  test('an entry created from nothing is all added; one with no state has no rows', () => {
    expect(diffOf(null, { username: 'fin01' })).toEqual([{ path: 'username', before: undefined, after: 'fin01', kind: 'added' }]);
    expect(diffOf(null, null)).toEqual([]);
    expect(diffOf('a', 'b')).toEqual([{ path: '', before: 'a', after: 'b', kind: 'changed' }]);
  });

  test('shows strings as they are and the rest as JSON', () => {
    expect(shown('text')).toBe('text');
    expect(shown(false)).toBe('false');
    expect(shown(null)).toBe('null');
    expect(shown(undefined)).toBe('');
  });
});
