/** One leaf of a before/after pair: its path (`a.b.0`), its values, and what happened to it. */
export type DiffRow = { path: string; before: unknown; after: unknown; kind: 'added' | 'removed' | 'changed' | 'same' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The leaves of a JSON value by path; a scalar (or an empty object) is its own leaf at `prefix`. */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (isObject(value) && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The before/after of an audit entry, leaf by leaf, in the order of the keys (before's first). */
export function diffOf(before: unknown, after: unknown): DiffRow[] {
  const b = leaves(before ?? undefined, '', new Map());
  const a = leaves(after ?? undefined, '', new Map());
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  return paths
    .map((path): DiffRow => {
      const was = b.has(path) && b.get(path) !== undefined;
      const is = a.has(path) && a.get(path) !== undefined;
      const kind = !was ? 'added' : !is ? 'removed' : same(b.get(path), a.get(path)) ? 'same' : 'changed';
      return { path, before: b.get(path), after: a.get(path), kind };
    })
    .filter((r) => r.before !== undefined || r.after !== undefined);
}

/** A value as the diff shows it: strings as they are, the rest as JSON. */
export const shown = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
