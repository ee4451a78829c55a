import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Captcha, ChangePasswordRequest, LoginRequest, LoginResponse, MemberInfo } from '@jade/contract/auth';
import { Empty } from '@jade/contract/common';
import { ok, okResponse } from '../../lib/envelope';
import * as system from '../system/system.service';
import * as members from '../members/members.service';
import * as auth from './auth.service';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/wps/session/login', { schema: { body: LoginRequest, response: okResponse(LoginResponse) } }, async (req) =>
    ok(await auth.login(app.db, auth.contextOf(req, app.merchantId), req.body)),
  );

  r.delete('/wps/session/logout', { schema: { response: okResponse(Empty) } }, async (req) => {
    await auth.logout(app.db, req);
    return ok(null);
  });

  r.put('/wps/member/password', { schema: { body: ChangePasswordRequest, response: okResponse(Empty) } }, async (req) => {
    await auth.changeOwnPassword(app.db, await auth.requireMember(app.db, req), req.body);
    return ok(null);
  });

  r.get('/wps/captcha', { schema: { response: okResponse(Captcha) } }, async () => ok(await auth.createCaptcha(app.db)));

  r.get('/wps/member/info', { schema: { response: okResponse(MemberInfo) } }, async (req) => {
    const { account } = await auth.requireMember(app.db, req);
    const flags = await system.getFlags(app.db, app.merchantId);
    return ok(members.presentMember(account, { forceExpiry: flags.PWDEXPFORCECHANGE3 }));
  });
}
