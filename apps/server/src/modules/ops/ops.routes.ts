import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditEntry, AuditQuery, OutboxMessage, OutboxQuery } from '@jade/contract/system';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { readCookie } from '../../lib/cookies';
import { displayIp } from '../../lib/ip';
import { OPS_CONSOLE_COOKIE, OPS_CONSOLE_HEADER, type OperatorRole, type OpsAccess } from '@jade/contract/operators';
import * as notify from '../notify/notify.service';
import * as operators from '../operators/operators.service';
import * as ops from './ops.service';

/** The audit's name for a call made with the ADMIN_TOKEN. */
export const ADMIN_TOKEN_ACTOR = 'admin-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call an /ops route (see `mayCall`); a module's routes ask its access by default. */
    ops?: OpsAccess;
  }
  interface FastifyRequest {
    /** The operator (or ADMIN_TOKEN) an /ops route was called by; not on `public` routes. */
    readonly opsCaller: operators.Caller;
  }
  interface FastifyInstance {
    /**
     * Operator scope only (the modules' `*.ops-routes.ts`): one audited write — read the state
     * before, write, record both with the operator and its address, in one transaction.
     */
    audited<T>(
      req: FastifyRequest,
      action: string,
      read: (tx: Db) => Promise<unknown>,
      write: (tx: Db) => Promise<T>,
    ): Promise<T>;
    /**
     * Operator scope only: four eyes on a money move of `amount` (issue 20). Above the merchant's
     * amount, the first operator's call records their approval and is answered
     * OPS_SECOND_APPROVAL_PENDING; the same call by another operator (same terms) goes ahead.
     */
    fourEyes(req: FastifyRequest, action: string, subject: string, amount: number, terms: unknown): Promise<void>;
    /** Operator scope only: records one operator write inside the caller's transaction `tx`. */
    recordAudit(tx: Db, req: FastifyRequest, action: string, before: unknown, after: unknown): Promise<void>;
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** A module's operator routes: registered inside the operator scope, so the caller and role checks cover them. */
export type OpsRoutes = (app: FastifyInstance) => Promise<void>;
/** A module's operator routes and the access they ask by default (a route's `config.ops` overrides it). */
export type OpsModule = { routes: OpsRoutes; access: OpsAccess };

/** Whether a caller of this role may call a route asking `access` with this method. */
export function mayCall(role: OperatorRole, access: OpsAccess | undefined, method: string): boolean {
  if (access === 'public' || access === 'any') return true;
  if (role === 'admin') return true;
  if (access === undefined) return false;
  if (role === 'readonly') return (method === 'GET' || method === 'HEAD') && access !== 'admin';
  return typeof access === 'string' ? role === access : (access as readonly string[]).includes(role);
}

/** Every /ops route with the access it asks, by the app's database (the role test walks it). */
export type OpsRouteEntry = { method: string; url: string; access: OpsAccess | undefined };
export const opsRouteTables = new WeakMap<object, OpsRouteEntry[]>();

/** The caller an /ops request was let in as, by request. */
const callers = new WeakMap<FastifyRequest, operators.Caller>();
export const callerOf = (req: FastifyRequest): operators.Caller | null => callers.get(req) ?? null;

/**
 * The operator API under /ops. A caller is a named operator's session (`Authorization: Bearer`
 * token of POST /ops/session/login) or the ADMIN_TOKEN (bootstrap and automation: an admin, audited
 * as `admin-token`). Every route declares who may call it (`config.ops`: a role, `any`, `public`;
 * by default its module's), checked here before anything else. It is not behind the system gate,
 * so an operator can always lift maintenance or a block. Each module's operator routes are
 * registered inside this scope, which hands them the audit as `app.audited` / `app.recordAudit`
 * with the caller's name and address, so no module imports `ops` for it.
 */
export async function opsRoutes(app: FastifyInstance, opts: { adminToken: string; modules?: OpsModule[] }) {
  const expected = digest(opts.adminToken);
  const table: OpsRouteEntry[] = [];
  opsRouteTables.set(app.db, table);
  app.addHook('onRoute', (route) => {
    // Read when asked: a module's scope sets its default access after this hook has run.
    for (const method of [route.method].flat())
      table.push({
        method,
        url: route.url,
        get access() {
          return route.config?.ops;
        },
      });
  });
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.ops;
    if (access === 'public') return;
    const h = req.headers.authorization ?? '';
    const bearer = h.startsWith('Bearer ') ? h.slice(7).trim() : '';
    // The console's cookie holds a session's token only (never the ADMIN_TOKEN).
    const cookie = !bearer && req.headers[OPS_CONSOLE_HEADER] === '1' ? readCookie(req, OPS_CONSOLE_COOKIE) : '';
    const caller: operators.Caller | null = bearer
      ? timingSafeEqual(digest(bearer), expected)
        ? { name: ADMIN_TOKEN_ACTOR, role: 'admin', operatorId: null, sessionId: null }
        : await operators.callerOfToken(app.db, app.merchantId, bearer)
      : cookie
        ? await operators.callerOfToken(app.db, app.merchantId, cookie)
        : null;
    if (!caller) throw new AppError('OPS_UNAUTHORIZED', 'A valid operator session or token is required');
    if (!mayCall(caller.role, access, req.method)) throw new AppError('OPS_FORBIDDEN', 'Your operator role does not allow this');
    callers.set(req, caller);
  });
  const actor = (req: FastifyRequest): ops.Actor => ({ name: callerOf(req)?.name ?? 'unknown', ip: displayIp(req.ip) });
  app.decorate(
    'audited',
    <T>(req: FastifyRequest, action: string, read: (tx: Db) => Promise<unknown>, write: (tx: Db) => Promise<T>) =>
      ops.audited(app.db, actor(req), action, read, write),
  );
  app.decorate('recordAudit', (tx: Db, req: FastifyRequest, action: string, before: unknown, after: unknown) =>
    ops.recordAudit(tx, actor(req), action, before, after),
  );
  app.decorate('fourEyes', async (req: FastifyRequest, action: string, subject: string, amount: number, terms: unknown) => {
    const by = callerOf(req)?.name ?? 'unknown';
    const step = await operators.secondApproval(app.db, app.merchantId, { action, subject, amount, terms, by });
    if (step === 'first') {
      await ops.recordAudit(app.db, actor(req), `${action}.first-approval`, null, { subject, terms });
      throw new AppError('OPS_SECOND_APPROVAL_PENDING', 'Your approval is recorded; a second operator must approve this');
    }
  });
  app.decorateRequest('opsCaller', {
    getter(this: FastifyRequest) {
      const c = callers.get(this);
      if (!c) throw new Error(`req.opsCaller read on ${this.routeOptions.url ?? this.url}, which lets anyone in`);
      return c;
    },
  });
  // Each module in its own scope, whose routes ask the module's access unless they say otherwise.
  for (const m of opts.modules ?? [])
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ops: m.access, ...(route.config ?? {}) } as typeof route.config;
      });
      await scope.register(m.routes);
    });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/outbox',
    { config: { ops: 'admin' }, schema: { querystring: OutboxQuery, response: okResponse(z.array(OutboxMessage)) } },
    async (req) => ok(await notify.listOutbox(app.db, req.query)),
  );

  r.get(
    '/audit',
    { config: { ops: 'admin' }, schema: { querystring: AuditQuery, response: okResponse(z.array(AuditEntry)) } },
    async (req) => ok(await ops.listAudit(app.db, req.query)),
  );
}
