import { describe, expect, test } from 'vitest';
import { issueNumber, numberIssue } from './common';

describe('numbers in error answers', () => {
  test('carries a number as the digits of the issue named by its path, and reads it back', () => {
    const issues = [{ path: 'captcha', message: 'wrong' }, numberIssue('retryAfterMinutes', 12), numberIssue('amount', 0)];
    expect(issues[1]).toEqual({ path: 'retryAfterMinutes', message: '12' });
    expect(issueNumber(issues, 'retryAfterMinutes')).toBe(12);
    expect(issueNumber(issues, 'amount')).toBe(0);
  });

  test('reads null for a missing path or an issue that is text', () => {
    const issues = [{ path: 'birthday', message: 'not a date' }];
    expect(issueNumber(issues, 'birthday')).toBeNull();
    expect(issueNumber(issues, 'amount')).toBeNull();
  });
});
