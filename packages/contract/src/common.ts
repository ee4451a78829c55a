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

export { issueNumber, numberIssue } from './issues';

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

/** The largest row id (ids are PostgreSQL `integer`): anything above cannot name a row. */
export const INT4_MAX = 2_147_483_647;

/** A row id in a JSON body: a positive `integer` (int4), so 2^31 is a 400, not a database error. */
export const Id = z.number().int().positive().max(INT4_MAX);

/** A row id in a path or query string (text coerced to a number), with the bounds of `Id`. */
export const IdParam = z.coerce.number().int().positive().max(INT4_MAX);

/** The `:id` path parameter of every route that names one row. */
export const IdParams = z.object({ id: IdParam }).strict();

/** A counter or sequence number in a query or body (int4, from 0). */
export const SeqParam = z.coerce.number().int().min(0).max(INT4_MAX);

/** The first and last day a date filter may name: records exist only in between. */
export const DAY_BOUNDS = { min: '2000-01-01', max: '2099-12-31' } as const;

/**
 * A calendar day `yyyy-MM-dd` within `DAY_BOUNDS` (a year-1 or year-9999 day would overflow the
 * timestamp arithmetic of a report range and reach the database as an error).
 */
export const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd')
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().startsWith(d);
  }, 'a real date (yyyy-MM-dd)')
  .refine((d) => d >= DAY_BOUNDS.min && d <= DAY_BOUNDS.max, `between ${DAY_BOUNDS.min} and ${DAY_BOUNDS.max}`);

/** For partial-update bodies: `{}` changes nothing and is refused (`.refine(changesSomething, NOTHING_TO_CHANGE)`). */
export const changesSomething = (o: Record<string, unknown>) => Object.values(o).some((v) => v !== undefined);
export const NOTHING_TO_CHANGE = { message: 'nothing to change' };
