/**
 * A per-node read cache for data that changes rarely (site config, flags, menus), kept per
 * database handle. Entries live a few seconds so other nodes' writes show up soon; writes on this
 * node clear them at once.
 */
type Entry = { at: number; value: Promise<unknown> };

export const CONFIG_TTL_MS = 2000;

/**
 * A map per database handle, for what a node remembers of one database: two apps in one process
 * (tests, a node serving two databases) never see each other's entries.
 */
export function perDatabase<K, V>(): (owner: object) => Map<K, V> {
  const maps = new WeakMap<object, Map<K, V>>();
  return (owner) => {
    let m = maps.get(owner);
    if (!m) maps.set(owner, (m = new Map()));
    return m;
  };
}

const storeFor = perDatabase<string, Entry>();

export function cached<T>(owner: object, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const store = storeFor(owner);
  const hit = store.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = load();
  store.set(key, { at: Date.now(), value });
  value.catch(() => store.delete(key));
  return value;
}

/** Clears every entry of this owner whose key starts with the prefix. */
export function invalidate(owner: object, prefix = '') {
  const store = storeFor(owner);
  for (const k of store.keys()) if (k.startsWith(prefix)) store.delete(k);
}
