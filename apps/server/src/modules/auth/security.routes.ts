import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RecoveryCodes,
  SecurityOverview,
  SessionIdParams,
  TotpCodeRequest,
  TotpEnableRequest,
  TotpSetup,
} from '@jade/contract/auth';
import { Empty } from '@jade/contract/common';
import { EncryptedPayload } from '@jade/contract/crypto';
import { toIso } from '../../db/normalize';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { requestLanguage } from '../../lib/lang';
import { decrypted } from '../../plugins/encryption';
import * as system from '../system/system.service';
import { loginHistory } from './attempts';
import { listActiveSessions, revokeSession } from './sessions.service';
import { destination, disableAuthenticator, enableAuthenticator, setupAuthenticator } from './twofa';

/** Shortens a user agent to what a person recognises ("Chrome on Windows"). */
function device(ua: string): string {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return os ? `${browser} · ${os}` : browser;
}

/** The security centre: overview, authenticator app, sessions. Real members only. */
const totpEnableBody = decrypted(TotpEnableRequest);
const totpDisableBody = decrypted(TotpCodeRequest);

export async function securityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;

  r.get('/wps/member/security', { onRequest, schema: { response: okResponse(SecurityOverview) } }, async (req) => {
    const { account, session } = req.member;
    const [history, sessions] = await Promise.all([loginHistory(app.db, account.id), listActiveSessions(app.db, account.id)]);
    return ok({
      account: account.username,
      nickname: account.nickname || account.username,
      realName: account.realName,
      birthday: account.birthday,
      mobile: account.mobile ? destination(account, 'sms') : null,
      mobileVerified: account.mobileVerified,
      email: account.email ? destination(account, 'email') : null,
      emailVerified: account.emailVerified,
      totpEnabled: account.totpEnabled,
      hasPaymentPassword: account.paymentPasswordHash !== null,
      loginHistory: history.map((h) => ({ time: toIso(h.createdAt), ip: h.ip, device: device(h.userAgent) })),
      sessions: sessions.map((s) => ({
        id: s.id,
        ip: s.ip,
        device: device(s.userAgent),
        createdAt: toIso(s.createdAt),
        lastSeenAt: toIso(s.lastSeenAt),
        current: s.id === session.id,
      })),
    });
  });

  r.post('/wps/member/totp/setup', { onRequest, schema: { response: okResponse(TotpSetup) } }, async (req) => {
    const { account } = req.member;
    const merchant = await system.getMerchant(app.db, app.merchantId);
    return ok(await setupAuthenticator(app.db, account, merchant.name));
  });

  const enable = {
    onRequest,
    schema: { body: EncryptedPayload, response: okResponse(RecoveryCodes) },
    preHandler: totpEnableBody,
  };
  r.post('/wps/member/totp/enable', enable, async (req) => {
    const { account } = req.member;
    const body = totpEnableBody.of(req);
    const merchant = await system.getMerchant(app.db, app.merchantId);
    const notice = { notifier: app.notifier, lang: requestLanguage(req), brand: merchant.name };
    return ok({ codes: await enableAuthenticator(app.db, account, body, notice) });
  });

  const disable = { onRequest, schema: { body: EncryptedPayload, response: okResponse(Empty) }, preHandler: totpDisableBody };
  r.post('/wps/member/totp/disable', disable, async (req) => {
    await disableAuthenticator(app.db, req.member.account, totpDisableBody.of(req).code);
    return ok(null);
  });

  r.delete(
    '/wps/member/sessions/:id',
    { onRequest, schema: { params: SessionIdParams, response: okResponse(Empty) } },
    async (req) => {
      const { account } = req.member;
      const mine = await listActiveSessions(app.db, account.id);
      if (!mine.some((s) => s.id === req.params.id)) throw new AppError('NOT_FOUND', 'No such session');
      await revokeSession(app.db, req.params.id);
      return ok(null);
    },
  );
}
