import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Captcha, ChangePasswordRequest, LoginRequest, LoginResponse, MemberInfo } from '@jade/contract/auth';
import { Empty } from '@jade/contract/common';
import { EncryptedPayload } from '@jade/contract/crypto';
import { decryptBody } from '../../plugins/encryption';
import { COUNTRIES } from '@jade/contract/countries';
import { AffiliateCheck, AffiliateQuery, RegisterConfig, RegisterRequest } from '@jade/contract/register';
import { ok, okResponse } from '../../lib/envelope';
import { register } from './auth.register';
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

  r.get('/wps/system/setting/register', { schema: { response: okResponse(RegisterConfig) } }, async () => {
    const [settings, flags, merchant] = await Promise.all([
      members.getRegisterSettings(app.db, app.merchantId),
      system.getFlags(app.db, app.merchantId),
      system.getMerchant(app.db, app.merchantId),
    ]);
    return ok({
      methods: { username: merchant.registerMethods.username, mobile: merchant.registerMethods.mobile && flags.MOBILENUMREG3 },
      smsVerification: flags.REGMOBVERF3,
      mobilePassword: flags.MOBILENUMPASSREG3,
      usernameRule: settings.usernameRule,
      passwordRule: settings.passwordRule,
      fields: settings.fields,
      minimumAge: settings.minimumAge,
      countries: [...COUNTRIES],
    });
  });

  r.get('/wps/agent/affiliate', { schema: { querystring: AffiliateQuery, response: okResponse(AffiliateCheck) } }, async (req) =>
    ok({ valid: (await members.findByAffiliateCode(app.db, app.merchantId, req.query.code)) !== null }),
  );

  for (const [url, method] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    r.put(url, { schema: { body: EncryptedPayload, response: okResponse(LoginResponse) } }, async (req) => {
      const input = decryptBody(app, req, RegisterRequest);
      const ctx = { ...auth.contextOf(req, app.merchantId), humanCheckKey: app.humanCheckKey };
      return ok(await register(app.db, ctx, input, method));
    });
  }

  r.get('/wps/captcha', { schema: { response: okResponse(Captcha) } }, async () => ok(await auth.createCaptcha(app.db)));

  r.get('/wps/member/info', { schema: { response: okResponse(MemberInfo) } }, async (req) => {
    const { account } = await auth.requireMember(app.db, req);
    const flags = await system.getFlags(app.db, app.merchantId);
    return ok(members.presentMember(account, { forceExpiry: flags.PWDEXPFORCECHANGE3 }));
  });
}
