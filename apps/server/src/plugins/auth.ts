import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error';
import { displayIp } from '../lib/ip';
import type { RequestContext } from '../modules/auth/auth.service';
import * as sessions from '../modules/auth/sessions.service';
import { SessionWatch } from '../modules/events/events.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route serves a self-excluded member's withdraw-only session (player protection: balance,
     * withdrawal and its payout accounts, the exclusion itself); every other guarded route refuses
     * such a session with PROTECTION_SELF_EXCLUDED, except the signed-in-only ones (member info,
     * sign-out).
     */
    withdrawOnly?: boolean;
  }
  interface FastifyInstance {
    /** Guard: a signed-in member, even one whose session must change its password first (member info, password change). */
    requireSignedIn: onRequestAsyncHookHandler;
    /** Guard: a signed-in member whose session may do everything. */
    requireMember: onRequestAsyncHookHandler;
    /** Guard: a signed-in member of a real (non-trial) account. */
    requireRealMember: onRequestAsyncHookHandler;
    /** Guard: a signed-in agent (the agent centre). */
    requireAgent: onRequestAsyncHookHandler;
    /**
     * For the WebSockets, which authenticate by their first message and re-check their sessions
     * now and then: so the events and chat modules need not import the auth module.
     */
    sessions: {
      /** The member of a live session token whose password need not change first, or null. */
      memberForToken(token: string): Promise<sessions.Authed | null>;
      /** Which of these sessions are still live. */
      liveSessionIds(ids: number[]): Promise<Set<number>>;
      /**
       * Calls `end` once the session is revoked on any node (sign-out, password change, revoked in
       * the security centre), at once if it just was; returns the unwatch. Sockets call it when
       * they authenticate, so a sign-out closes them at once, not at the next minute's sweep.
       */
      watch(sessionId: number, end: () => void): () => void;
      /** Ends the watched sockets of these sessions: the events hub's `revoked` notifications. */
      revoked(sessionIds: number[]): void;
      /**
       * After missed notifications (the LISTEN connection was re-opened): forgets the cached
       * session reads and ends the watched sockets whose sessions are no longer live.
       */
      recheck(): Promise<void>;
      /**
       * The node hears (true) or no longer hears (false) the events channel: the session cache
       * (`sessions.cache.ts`) is on only while it does.
       */
      listening(on: boolean): void;
      /** Accounts or their sessions changed on some node (the hub's `auth` notifications). */
      changed(accountIds: number[]): void;
    };
  }
  interface FastifyRequest {
    /** The caller a guard let through; reading it on a route without a guard is a programming error (500). */
    readonly member: sessions.Authed;
    /** The merchant, the caller's address and browser: what the sign-in services record. */
    readonly requestContext: RequestContext;
    /** The bearer token of the request, '' without one. */
    readonly sessionToken: string;
    /**
     * The guard for a route whose rule depends on its input (a real-money launch, a chat that a
     * guest may hold): the caller as the guard asks, also kept as `req.member`, or its refusal.
     */
    authenticate(guard: sessions.Guard): Promise<sessions.Authed>;
    /** The member of the request's token, or null for a guest: for public reads that a member sees more of. */
    optionalMember(): Promise<sessions.Authed | null>;
  }
}

/** The callers the guards let through, by request (a request is never shared, so this cannot leak). */
const callers = new WeakMap<FastifyRequest, sessions.Authed>();

/**
 * Authentication as a plugin: each route declares who may call it (`onRequest: app.requireMember`)
 * and reads the caller from `req.member`, so no route module reaches into the auth module for it.
 * The guard runs before validation: an anonymous caller learns nothing of a route's input schema.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('member', {
    getter(this: FastifyRequest) {
      const authed = callers.get(this);
      if (!authed) throw new Error(`req.member read on ${this.routeOptions.url ?? this.url}, which has no auth guard`);
      return authed;
    },
  });
  app.decorateRequest('requestContext', {
    getter(this: FastifyRequest): RequestContext {
      return { merchantId: this.server.merchantId, ip: displayIp(this.ip), userAgent: String(this.headers['user-agent'] ?? '') };
    },
  });
  app.decorateRequest('sessionToken', {
    getter(this: FastifyRequest) {
      const h = this.headers.authorization ?? '';
      return h.startsWith('Bearer ') ? h.slice(7).trim() : '';
    },
  });
  app.decorateRequest('authenticate', async function (this: FastifyRequest, guard: sessions.Guard) {
    const authed = await sessions.authenticate(this.server.db, this.sessionToken, guard);
    if (authed.session.withdrawOnly && guard !== 'signedIn' && !this.routeOptions.config.withdrawOnly)
      throw new AppError('PROTECTION_SELF_EXCLUDED', 'A self-excluded account may only withdraw');
    callers.set(this, authed);
    return authed;
  });
  app.decorateRequest('optionalMember', async function (this: FastifyRequest) {
    const token = this.sessionToken;
    return token ? sessions.memberForToken(this.server.db, token) : null;
  });

  const guard =
    (level: sessions.Guard): onRequestAsyncHookHandler =>
    async (req) => {
      await req.authenticate(level);
    };
  app.decorate('requireSignedIn', guard('signedIn'));
  app.decorate('requireMember', guard('member'));
  app.decorate('requireRealMember', guard('realMember'));
  app.decorate('requireAgent', guard('agent'));
  const watched = new SessionWatch();
  app.decorate('sessions', {
    memberForToken: (token: string) => sessions.memberForToken(app.db, token),
    liveSessionIds: (ids: number[]) => sessions.liveSessionIds(app.db, ids),
    watch: (sessionId: number, end: () => void) => watched.watch(sessionId, end),
    revoked: (sessionIds: number[]) => watched.revoked(sessionIds),
    async recheck() {
      sessions.cache.forgetAll(app.db);
      const ids = watched.sessionIds();
      if (ids.length === 0) return;
      const live = await sessions.liveSessionIds(app.db, ids);
      watched.revoked(ids.filter((id) => !live.has(id)));
    },
    listening: (on: boolean) => (on ? sessions.cache.cacheOn(app.db) : sessions.cache.cacheOff(app.db)),
    changed: (accountIds: number[]) => sessions.cache.accountsChanged(accountIds),
  });
}
