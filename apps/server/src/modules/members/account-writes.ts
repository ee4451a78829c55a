type Listener = (accountIds: readonly number[]) => void;
const listeners = new Set<Listener>();

/**
 * Who hears of this node's writes to accounts: the auth module's session cache, which holds
 * accounts it read. Every write to `accounts` in this module calls `accountsWritten` (other nodes
 * hear of the same writes from the database: migration 0068's trigger). Answers the unsubscribe.
 */
export function onAccountsWritten(fn: Listener): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/** Tells the listeners these accounts were written (called before the write commits: see the cache). */
export function accountsWritten(accountIds: readonly number[]) {
  for (const fn of listeners) fn(accountIds);
}
