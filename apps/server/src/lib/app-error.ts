import { ERROR_CODES, type ErrorCode } from '@jade/contract/errors';
import type { ValidationIssue } from '@jade/contract/common';

/** The one error type: a catalogue code, its HTTP status, and validation issues when any. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly issues: ValidationIssue[] | null = null,
    status?: number,
  ) {
    super(message ?? code);
    this.status = status ?? ERROR_CODES[code];
  }
}

/** A 400 naming the field that is wrong. */
export function invalidField(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message }]);
}
