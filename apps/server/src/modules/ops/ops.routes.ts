import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditEntry, AuditQuery, OutboxMessage, OutboxQuery } from '@jade/contract/system';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { displayIp } from '../../lib/ip';
import * as notify from '../notify/notify.service';
import * as ops from './ops.service';

declare module 'fastify' {
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
    /** Operator scope only: records one operator write inside the caller's transaction `tx`. */
    recordAudit(tx: Db, req: FastifyRequest, action: string, before: unknown, after: unknown): Promise<void>;
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** A module's operator routes: registered inside the operator scope, so the token check covers them. */
export type OpsRoutes = (app: FastifyInstance) => Promise<void>;

/**
 * The operator API under /ops, authenticated by `Authorization: Bearer $ADMIN_TOKEN`. It is not
 * behind the system gate, so an operator can always lift maintenance or a block. Each module's
 * operator routes (`modules`) are registered inside this scope, which hands them the audit as
 * `app.audited` / `app.recordAudit`, so no module imports `ops` for it.
 */
export async function opsRoutes(app: FastifyInstance, opts: { adminToken: string; modules?: OpsRoutes[] }) {
  const expected = digest(opts.adminToken);
  app.addHook('onRequest', async (req) => {
    const h = req.headers.authorization ?? '';
    const token = h.startsWith('Bearer ') ? h.slice(7).trim() : '';
    if (!token || !timingSafeEqual(digest(token), expected)) {
      throw new AppError('OPS_UNAUTHORIZED', 'A valid operator token is required');
    }
  });
  const actor = (req: FastifyRequest): ops.Actor => ({ name: 'operator', ip: displayIp(req.ip) });
  app.decorate(
    'audited',
    <T>(req: FastifyRequest, action: string, read: (tx: Db) => Promise<unknown>, write: (tx: Db) => Promise<T>) =>
      ops.audited(app.db, actor(req), action, read, write),
  );
  app.decorate('recordAudit', (tx: Db, req: FastifyRequest, action: string, before: unknown, after: unknown) =>
    ops.recordAudit(tx, actor(req), action, before, after),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const routes of opts.modules ?? []) await app.register(routes);

  r.get('/outbox', { schema: { querystring: OutboxQuery, response: okResponse(z.array(OutboxMessage)) } }, async (req) =>
    ok(await notify.listOutbox(app.db, req.query)),
  );

  r.get('/audit', { schema: { querystring: AuditQuery, response: okResponse(z.array(AuditEntry)) } }, async (req) =>
    ok(await ops.listAudit(app.db, req.query.limit)),
  );
}
