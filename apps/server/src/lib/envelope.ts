import { z } from 'zod';
import { Envelope } from '@jade/contract/common';

/** Wraps a value in the success envelope. */
export function ok<T>(value: T): { success: true; code: 'OK'; message: string; value: T } {
  return { success: true, code: 'OK', message: 'OK', value };
}

/** Response schema map for a route answering `value` with 200 (errors are rendered by the handler). */
export function okResponse<T extends z.ZodType>(value: T) {
  return { 200: Envelope(value) };
}
