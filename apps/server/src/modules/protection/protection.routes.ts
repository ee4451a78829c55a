import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LimitRef,
  Limits,
  LimitSetting,
  MemberProtection,
  ProtectionDefaults,
  RealityCheck,
  RealityCheckSetting,
} from '@jade/contract/protection';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import { ok, okResponse } from '../../lib/envelope';
import * as protection from './protection.service';

/**
 * The member's player-protection calls: the reality check's interval and the session it reports
 * on; the limits on deposits, losses, wagers and session time, with what each period has left.
 */
export async function protectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;
  const m = app.merchantId;

  r.get('/wps/protection/reality-check', { onRequest, schema: { response: okResponse(RealityCheck) } }, async (req) =>
    ok(await protection.realityCheck(app.db, m, req.member.account.id, req.member.session.createdAt)),
  );

  r.put(
    '/wps/protection/reality-check',
    { onRequest, schema: { body: RealityCheckSetting, response: okResponse(RealityCheck) } },
    async (req) => {
      await protection.setRealityCheckMinutes(app.db, m, req.member.account.id, req.body.intervalMinutes);
      return ok(await protection.realityCheck(app.db, m, req.member.account.id, req.member.session.createdAt));
    },
  );

  const limitsOf = (req: { member: { account: { id: number } } }) => protection.getLimits(app.db, m, req.member.account.id);

  r.get('/wps/protection/limits', { onRequest, schema: { response: okResponse(Limits) } }, async (req) =>
    ok(await limitsOf(req)),
  );

  r.put('/wps/protection/limits', { onRequest, schema: { body: LimitSetting, response: okResponse(Limits) } }, async (req) => {
    await protection.setLimit(app.db, req.member.account.id, req.body);
    return ok(await limitsOf(req));
  });

  r.post(
    '/wps/protection/limits/cancel',
    { onRequest, schema: { body: LimitRef, response: okResponse(Limits) } },
    async (req) => {
      await protection.cancelPending(app.db, req.member.account.id, req.body);
      return ok(await limitsOf(req));
    },
  );
}

/** The merchant's player-protection defaults under /ops (inside the operator scope), audited. */
export async function protectionOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;

  r.get('/protection/defaults', { schema: { response: okResponse(ProtectionDefaults) } }, async () =>
    ok(await protection.getDefaults(app.db, m)),
  );

  // What a member set, for the operator: exclusions (never lifted here: no route changes one) and limits.
  r.get(
    '/members/:username/protection',
    { schema: { params: z.object({ username: z.string().min(1).max(64) }).strict(), response: okResponse(MemberProtection) } },
    async (req) => {
      const account = await members.findByUsername(app.db, m, req.params.username);
      if (!account) throw new AppError('USER_NOT_FOUND', 'No such account');
      const [exclusion, history, limits] = await Promise.all([
        protection.exclusionOf(app.db, account.id),
        protection.exclusionHistory(app.db, account.id),
        protection.getLimits(app.db, m, account.id),
      ]);
      return ok({ username: account.username, exclusion, history, limits: limits.limits });
    },
  );

  r.put('/protection/defaults', { schema: { body: ProtectionDefaults, response: okResponse(ProtectionDefaults) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'protection.defaults',
        (tx) => protection.getDefaults(tx, m),
        (tx) => protection.saveDefaults(tx, m, req.body),
      ),
    ),
  );
}
