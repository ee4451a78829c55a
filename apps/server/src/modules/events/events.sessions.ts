/** How long a revocation is remembered for a socket that authenticated just before it arrived. */
const REMEMBER_MS = 120_000;

/**
 * The node's sockets by the site session they authenticated with (`/ws`, `/ws/chat`), so that a
 * `revoked` notification — a sign-out, a password change or a revoked session on any node —
 * closes them at once instead of at the next session sweep. A revocation that arrives while a
 * socket is still authenticating is remembered for a while, so that socket closes as soon as it
 * is watched.
 */
export class SessionWatch {
  private readonly bySession = new Map<number, Set<() => void>>();
  /** Recently revoked session ids, oldest first, with when the node heard of them. */
  private readonly recent = new Map<number, number>();

  /** Calls `end` once the session is revoked (at once if it just was); returns the unwatch. */
  watch(sessionId: number, end: () => void): () => void {
    this.forget();
    if (this.recent.has(sessionId)) {
      end();
      return () => undefined;
    }
    const set = this.bySession.get(sessionId) ?? new Set<() => void>();
    set.add(end);
    this.bySession.set(sessionId, set);
    return () => {
      set.delete(end);
      if (set.size === 0 && this.bySession.get(sessionId) === set) this.bySession.delete(sessionId);
    };
  }

  /** Ends the watched sockets of these sessions (a `revoked` notification, or a re-check). */
  revoked(sessionIds: readonly number[]): void {
    this.forget();
    const now = Date.now();
    for (const id of sessionIds) {
      this.recent.delete(id);
      this.recent.set(id, now);
      const set = this.bySession.get(id);
      if (!set) continue;
      this.bySession.delete(id);
      for (const end of set) end();
    }
  }

  /** The sessions with a watched socket on this node. */
  sessionIds(): number[] {
    return [...this.bySession.keys()];
  }

  private forget() {
    const before = Date.now() - REMEMBER_MS;
    for (const [id, at] of this.recent) {
      if (at > before) break;
      this.recent.delete(id);
    }
  }
}
