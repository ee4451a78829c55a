import { z } from 'zod';

/**
 * The one response shape of every JSON endpoint: `{ success, code, message, value }`.
 * `code` is a stable machine code from the error catalogue (`OK` on success); `message` is
 * English text for logs; clients translate `code`.
 */
export const Envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.string(),
    message: z.string(),
    value,
  });

/** One problem found in a request: the dotted path of the field and what is wrong with it. */
export const ValidationIssue = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** The error envelope: `value` holds validation issues when there are any. */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.array(ValidationIssue).nullable(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** An empty success value. */
export const Empty = z.null();

/** Integer minor units of money (e.g. paisa for NPR). Never a float. */
export const MinorUnits = z.number().int().safe();
