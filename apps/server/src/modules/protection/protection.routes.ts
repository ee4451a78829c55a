import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RealityCheck, RealityCheckSetting } from '@jade/contract/protection';
import { ok, okResponse } from '../../lib/envelope';
import * as protection from './protection.service';

/** The member's player-protection calls: the reality check's interval and the session it reports on. */
export async function protectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;

  r.get('/wps/protection/reality-check', { onRequest, schema: { response: okResponse(RealityCheck) } }, async (req) =>
    ok(await protection.realityCheck(app.db, req.member.account.id, req.member.session.createdAt)),
  );

  r.put(
    '/wps/protection/reality-check',
    { onRequest, schema: { body: RealityCheckSetting, response: okResponse(RealityCheck) } },
    async (req) => {
      await protection.setRealityCheckMinutes(app.db, req.member.account.id, req.body.intervalMinutes);
      return ok(await protection.realityCheck(app.db, req.member.account.id, req.member.session.createdAt));
    },
  );
}
