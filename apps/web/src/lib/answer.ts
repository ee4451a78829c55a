import type { z } from 'zod';

/** What checks an answer's value and gives it its type: a contract zod schema, or a guard below. */
export type Check<T> = { parse(value: unknown): T };

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array';

/** The kind a field of type V is checked as (never for a field that may be null or missing: not checked). */
type KindOf<V> = null extends V
  ? never
  : undefined extends V
    ? never
    : [V] extends [string]
      ? 'string'
      : [V] extends [number]
        ? 'number'
        : [V] extends [boolean]
          ? 'boolean'
          : [V] extends [readonly unknown[]]
            ? 'array'
            : [V] extends [object]
              ? 'object' | Shape<V>
              : never;

/**
 * The fields of an answer a guard checks, each by its kind or, for an object, by its own fields;
 * the kinds follow the contract's types, so a guard cannot ask for a kind the contract does not give.
 */
export type Shape<T> = { [K in keyof T]?: KindOf<T[K]> };

const kindOf = (v: unknown): Kind | null => {
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  if (t === 'string' || t === 'number' || t === 'boolean') return t;
  return t === 'object' && v !== null ? 'object' : null;
};

function matches(value: unknown, shape: Kind | object): boolean {
  if (typeof shape === 'string') return kindOf(value) === shape;
  if (kindOf(value) !== 'object') return false;
  const obj = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, inner]) => matches(obj[key], inner as Kind | object));
}

function refuse(value: unknown): never {
  throw new TypeError(`Unexpected answer: ${JSON.stringify(value)?.slice(0, 200)}`);
}

/**
 * The first screen's answers (status, site config, member, home sections, game lists, jackpots,
 * balance, favourites, unread count, the announcement popups) are checked by these guards instead of their zod schemas, so a
 * first visit does not download or run the validation library: the server already serializes every
 * answer through its contract response schema, and the guard only makes sure the answer has the
 * shape the page reads (a deploy mismatch fails as a failed call, never as a crash while rendering).
 * The type is the contract schema's, imported with `import type`. Every other call still parses
 * with its contract schema, which loads with the feature that makes it.
 *
 * `answer<typeof SiteConfig>({ merchant: 'object', imageCDNs: 'array' })`
 */
export function answer<S extends z.ZodType>(shape: Shape<z.output<S>>, items: Items<z.output<S>> = {}): Check<z.output<S>> {
  const lists = Object.entries(items) as [string, object][];
  return {
    parse(value) {
      const ok =
        matches(value, shape) &&
        lists.every(([key, item]) => {
          const list = (value as Record<string, unknown>)[key];
          return Array.isArray(list) && list.every((v) => matches(v, item));
        });
      return ok ? (value as z.output<S>) : refuse(value);
    },
  };
}

/** The shape of every item of an answer's list fields (`answer`'s second argument). */
export type Items<T> = { [K in keyof T]?: T[K] extends readonly (infer I)[] ? Shape<I> : never };

/** A list answer (an array at the top): every item has the shape given. */
export function answerList<S extends z.ZodType<unknown[]>>(item: Shape<z.output<S>[number]>): Check<z.output<S>> {
  return {
    parse(value) {
      return Array.isArray(value) && value.every((v) => matches(v, item)) ? (value as z.output<S>) : refuse(value);
    },
  };
}

/** An answer without a value (`null`), such as the sign-out's. */
export const noValue: Check<null> = {
  parse: (value) => (value === null ? null : refuse(value)),
};
