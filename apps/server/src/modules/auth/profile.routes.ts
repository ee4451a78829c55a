import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BindCodeRequest, BindRequest, PaymentPasswordRequest, ProfileUpdate, SmsSent } from '@jade/contract/auth';
import { Empty } from '@jade/contract/common';
import { EncryptedPayload } from '@jade/contract/crypto';
import { AppError, invalidField } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { displayIp } from '../../lib/ip';
import { requestLanguage } from '../../lib/lang';
import { hashSecret, verifySecret } from '../../lib/secrets';
import { decryptBody } from '../../plugins/encryption';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as verification from '../verification/verification.service';
import * as auth from './auth.service';

/** Age in whole years on a date. */
function ageOn(birthday: string, now = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** Security-centre writes: profile, binding a mobile or e-mail by code, the payment password. */
export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/wps/member/profile', { schema: { body: ProfileUpdate, response: okResponse(Empty) } }, async (req) => {
    const { account } = await auth.requireRealMember(app.db, req);
    if (req.body.birthday) {
      const date = new Date(`${req.body.birthday}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== req.body.birthday)
        throw invalidField('birthday', 'not a date');
      const { minimumAge } = await members.getRegisterSettings(app.db, app.merchantId);
      if (ageOn(req.body.birthday) < minimumAge) {
        throw new AppError('AGE_TOO_LOW', `You must be at least ${minimumAge}`, [
          { path: 'birthday', message: String(minimumAge) },
        ]);
      }
    }
    await members.updateAccount(app.db, account.id, {
      ...(req.body.nickname !== undefined ? { nickname: req.body.nickname } : {}),
      ...(req.body.realName !== undefined ? { realName: req.body.realName || null } : {}),
      ...(req.body.birthday !== undefined ? { birthday: req.body.birthday } : {}),
    });
    return ok(null);
  });

  /** The destination of a bind request, checked and normalized; a mobile taken by another account is refused. */
  async function target(
    accountId: number,
    body: {
      channel: 'sms' | 'email';
      countryDialingCode?: string | undefined;
      mobileNum?: string | undefined;
      email?: string | undefined;
    },
  ) {
    if (body.channel === 'email') {
      if (!body.email) throw invalidField('email', 'required');
      return { recipient: body.email.toLowerCase(), dialing: null, national: null };
    }
    if (!body.mobileNum || !body.countryDialingCode) throw invalidField('mobileNum', 'required');
    const recipient = verification.normalizeMobile(body.countryDialingCode, body.mobileNum);
    const national = recipient.slice(body.countryDialingCode.length);
    const owner = await members.findByMobile(app.db, app.merchantId, body.countryDialingCode, national);
    if (owner && owner.id !== accountId)
      throw new AppError('MOBILE_TAKEN', 'This mobile number is already registered', [{ path: 'mobileNum', message: 'taken' }]);
    return { recipient, dialing: body.countryDialingCode, national };
  }

  r.post('/wps/member/bind/code', { schema: { body: BindCodeRequest, response: okResponse(SmsSent) } }, async (req) => {
    const { account } = await auth.requireRealMember(app.db, req);
    const { recipient } = await target(account.id, req.body);
    const merchant = await system.getMerchant(app.db, app.merchantId);
    const t = verification.messageTexts(requestLanguage(req));
    return ok(
      await verification.sendCode(app.db, app.notifier, {
        merchantId: app.merchantId,
        channel: req.body.channel,
        recipient,
        purpose: 'bind',
        ip: displayIp(req.ip),
        subject: t.codeSubject,
        message: (c) => t.code(merchant.name, c),
      }),
    );
  });

  r.post('/wps/member/bind', { schema: { body: EncryptedPayload, response: okResponse(Empty) } }, async (req) => {
    const { account } = await auth.requireRealMember(app.db, req);
    const body = decryptBody(app, req, BindRequest);
    const { recipient, dialing, national } = await target(account.id, body);
    await verification.consumeCode(
      app.db,
      { merchantId: app.merchantId, channel: body.channel, recipient, purpose: 'bind' },
      body.code,
      'code',
    );
    await members.updateAccount(
      app.db,
      account.id,
      body.channel === 'email'
        ? { email: recipient, emailVerified: true }
        : { countryDialingCode: dialing, mobile: national, mobileVerified: true },
    );
    return ok(null);
  });

  r.put('/wps/member/payment-password', { schema: { body: EncryptedPayload, response: okResponse(Empty) } }, async (req) => {
    const { account } = await auth.requireRealMember(app.db, req);
    const body = decryptBody(app, req, PaymentPasswordRequest);
    if (account.paymentPasswordHash) {
      if (!body.oldPaymentPassword || !(await verifySecret(account.paymentPasswordHash, body.oldPaymentPassword))) {
        throw new AppError('AUTH_WRONG_PASSWORD', 'The current payment password is wrong', [
          { path: 'oldPaymentPassword', message: 'wrong' },
        ]);
      }
    } else if (!body.loginPassword || !(await verifySecret(account.passwordHash, body.loginPassword))) {
      throw new AppError('AUTH_WRONG_PASSWORD', 'The login password is wrong', [{ path: 'loginPassword', message: 'wrong' }]);
    }
    if (body.confirmPaymentPassword !== body.newPaymentPassword) throw invalidField('confirmPaymentPassword', 'inconsistent');
    await members.updateAccount(app.db, account.id, { paymentPasswordHash: await hashSecret(body.newPaymentPassword) });
    return ok(null);
  });
}
