import { describe, expect, test } from 'vitest';
import { auditPath, NO_FILTERS } from './audit-api';

describe('audit query path', () => {
  test('sends only the filters given, trimmed, the times as ISO instants, and the cursor', () => {
    expect(auditPath(NO_FILTERS)).toBe('/ops/audit?limit=50');
    const from = '2026-11-28T10:30';
    const path = auditPath({ actor: ' admin01 ', action: 'operator.', q: '', from, to: 'not a time' }, 42, 500);
    const p = new URL(path, 'http://x').searchParams;
    expect(Object.fromEntries(p)).toEqual({
      limit: '500',
      actor: 'admin01',
      action: 'operator.',
      from: new Date(from).toISOString(),
      before: '42',
    });
  });
});
