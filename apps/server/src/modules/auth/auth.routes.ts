import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Captcha,
  ChangePasswordRequest,
  HandoffExchangeRequest,
  HandoffToken,
  REMEMBER_COOKIE,
  ForgotByEmailRequest,
  FreeplayRequest,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  ResetByLinkRequest,
  ResetByMobileRequest,
  SmsLoginRequest,
} from '@jade/contract/auth';
import { Empty } from '@jade/contract/common';
import { EncryptedPayload } from '@jade/contract/crypto';
import { requestLanguage } from '../../lib/lang';
import { decrypted } from '../../plugins/encryption';
import * as recovery from './auth.recovery';
import { trustedOrigin } from './origin';
import * as tokens from './auth.tokens';
import { readCookie, setRememberCookie } from './cookies';
import { COUNTRIES } from '@jade/contract/countries';
import { AffiliateCheck, AffiliateQuery, RegisterConfig, RegisterRequest } from '@jade/contract/register';
import { ok, okResponse } from '../../lib/envelope';
import { register } from './auth.register';
import { retryAfterOf } from './register-limit';
import * as system from '../system/system.service';
import * as agents from '../agents/agents.service';
import * as members from '../members/members.service';
import * as protection from '../protection/protection.service';
import * as verification from '../verification/verification.service';
import * as auth from './auth.service';

/** A sign-in is by username and password unless it says `type: 'sms'`. */
const loginBody = decrypted((plain) => ((plain as { type?: unknown } | null)?.type === 'sms' ? SmsLoginRequest : LoginRequest));
const resetByLinkBody = decrypted(ResetByLinkRequest);
const resetByMobileBody = decrypted(ResetByMobileRequest);
const changePasswordBody = decrypted(ChangePasswordRequest);
const registerBody = decrypted(RegisterRequest);

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // One sign-in call for both types (spec §7): `type` 'username' (default) or 'sms'.
  r.post(
    '/wps/session/login',
    { schema: { body: EncryptedPayload, response: okResponse(LoginResponse) }, preHandler: loginBody },
    async (req, reply) => {
      const input = loginBody.of(req);
      const ctx = req.requestContext;
      if (input.type === 'sms') return ok(await recovery.loginBySms(app.db, ctx, input));
      const res = await auth.login(app.db, { ...ctx, notifier: app.notifier, lang: requestLanguage(req) }, input);
      if (input.remember && input.site === 'member') {
        const carried = { passwordChangeRequired: res.member.passwordExpired };
        setRememberCookie(req, reply, await tokens.issueRememberToken(app.db, res.member.id, carried));
      }
      return ok(res);
    },
  );

  r.post('/wps/session/remember', { schema: { response: okResponse(LoginResponse) } }, async (req, reply) => {
    try {
      const { login, next } = await tokens.loginByRememberToken(app.db, req.requestContext, readCookie(req, REMEMBER_COOKIE));
      setRememberCookie(req, reply, next);
      return ok(login);
    } catch (err) {
      setRememberCookie(req, reply, '');
      throw err;
    }
  });

  r.post(
    '/wps/session/handoff',
    { onRequest: app.requireMember, schema: { response: okResponse(HandoffToken) } },
    async (req) => {
      const { account, session } = req.member;
      return ok(await tokens.issueHandoff(app.db, account.id, { passwordChangeRequired: session.passwordChangeRequired }));
    },
  );

  r.post(
    '/wps/session/handoff/exchange',
    { schema: { body: HandoffExchangeRequest, response: okResponse(LoginResponse) } },
    async (req) => ok(await tokens.exchangeHandoff(app.db, req.requestContext, req.body.handoffToken)),
  );

  r.post('/wps/session/login/freeplay', { schema: { body: FreeplayRequest, response: okResponse(LoginResponse) } }, async (req) =>
    ok(await recovery.freeplay(app.db, req.requestContext)),
  );

  // Spec §7: form-encoded (username, email); JSON is accepted too.
  r.post('/wps/member/password/email', { schema: { body: ForgotByEmailRequest, response: okResponse(Empty) } }, async (req) => {
    const origin = await trustedOrigin(app, req);
    await recovery.forgotByEmail(
      app.db,
      verification.deliverInBackground(app.notifier, (err) => req.log.warn({ err }, 'reset e-mail not delivered')),
      { ...req.requestContext, origin, lang: requestLanguage(req) },
      req.body,
    );
    return ok(null);
  });

  r.post(
    '/wps/member/password/reset',
    { schema: { body: EncryptedPayload, response: okResponse(Empty) }, preHandler: resetByLinkBody },
    async (req) => {
      await recovery.resetByLink(app.db, resetByLinkBody.of(req));
      return ok(null);
    },
  );

  r.put(
    '/wps/member/password/verification',
    { schema: { body: EncryptedPayload, response: okResponse(LoginResponse) }, preHandler: resetByMobileBody },
    async (req) => ok(await recovery.resetByMobile(app.db, req.requestContext, resetByMobileBody.of(req))),
  );

  r.delete('/wps/session/logout', { schema: { response: okResponse(Empty) } }, async (req, reply) => {
    await auth.logout(app.db, req.sessionToken);
    await tokens.revokeRememberToken(app.db, readCookie(req, REMEMBER_COOKIE));
    setRememberCookie(req, reply, '');
    return ok(null);
  });

  // Allowed while the session must change its password: that is what it is for.
  r.put(
    '/wps/member/password',
    {
      onRequest: app.requireSignedIn,
      schema: { body: EncryptedPayload, response: okResponse(Empty) },
      preHandler: changePasswordBody,
    },
    async (req) => {
      await auth.changeOwnPassword(app.db, req.member, changePasswordBody.of(req));
      return ok(null);
    },
  );

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

  r.get(
    '/wps/agent/affiliate',
    { schema: { querystring: AffiliateQuery, response: okResponse(AffiliateCheck) } },
    async (req) => {
      const code = req.query.code || (await system.affiliateCodeOfDomain(app.db, app.merchantId, req.query.domain));
      if (!code) return ok({ valid: false, code: null });
      const agent =
        (await members.findByAffiliateCode(app.db, app.merchantId, code)) ??
        (await agents.inviteLinkOf(app.db, app.merchantId, code));
      return ok({ valid: agent !== null, code: agent ? code : null });
    },
  );

  for (const [url, method] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    r.put(
      url,
      { schema: { body: EncryptedPayload, response: okResponse(LoginResponse) }, preHandler: registerBody },
      async (req, reply) => {
        const input = registerBody.of(req);
        const ctx = { ...req.requestContext, humanCheckKey: app.humanCheckKey };
        return ok(
          await register(app.db, ctx, input, method).catch((err: unknown) => {
            const retryAfter = retryAfterOf(err);
            if (retryAfter) reply.header('Retry-After', retryAfter);
            throw err;
          }),
        );
      },
    );
  }

  r.get('/wps/captcha', { schema: { response: okResponse(Captcha) } }, async () => ok(await auth.createCaptcha(app.db)));

  // Allowed while the session must change its password (`passwordExpired`) or only withdraws (`excludedUntil`).
  r.get('/wps/member/info', { onRequest: app.requireSignedIn, schema: { response: okResponse(MemberInfo) } }, async (req) => {
    const { account, session } = req.member;
    const excluded = session.withdrawOnly ? await protection.exclusionOf(app.db, account.id) : null;
    return ok({
      ...members.presentMember(account, { forceExpiry: false }),
      passwordExpired: session.passwordChangeRequired,
      excludedUntil: excluded ? (excluded.endsAt ?? 'PERMANENT') : null,
    });
  });
}
