import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Captcha, ChangePasswordRequest, LoginRequest, LoginResponse, MemberInfo } from '@jade/contract/auth';
import { Empty } from '@jade/contract/common';
import { EncryptedPayload } from '@jade/contract/crypto';
import { decryptBody } from '../../plugins/encryption';
import { ok, okResponse } from '../../lib/envelope';
import * as system from '../system/system.service';
import * as members from '../members/members.service';
import * as auth from './auth.service';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/wps/session/login', { schema: { body: EncryptedPayload, response: okResponse(LoginResponse) } }, async (req) =>
    ok(await auth.login(app.db, auth.contextOf(req, app.merchantId), decryptBody(app, req, LoginRequest))),
  );

  r.delete('/wps/session/logout', { schema: { response: okResponse(Empty) } }, async (req) => {
    await auth.logout(app.db, req);
    return ok(null);
  });

  r.put('/wps/member/password', { schema: { body: EncryptedPayload, response: okResponse(Empty) } }, async (req) => {
    const authed = await auth.requireMember(app.db, req);
    await auth.changeOwnPassword(app.db, authed, decryptBody(app, req, ChangePasswordRequest));
    return ok(null);
  });

  r.get('/wps/captcha', { schema: { response: okResponse(Captcha) } }, async () => ok(await auth.createCaptcha(app.db)));

  r.get('/wps/member/info', { schema: { response: okResponse(MemberInfo) } }, async (req) => {
    const { account } = await auth.requireMember(app.db, req);
    const flags = await system.getFlags(app.db, app.merchantId);
    return ok(members.presentMember(account, { forceExpiry: flags.PWDEXPFORCECHANGE3 }));
  });
}
