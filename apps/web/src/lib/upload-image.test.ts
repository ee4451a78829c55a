import { describe, expect, test } from 'vitest';
import { imageProblem } from './upload-image';

describe('imageProblem', () => {
  test('accepts png and jpg up to 5 MB and names the problem of anything else', () => {
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('UPLOAD_INVALID');
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('UPLOAD_TOO_LARGE');
  });
});
