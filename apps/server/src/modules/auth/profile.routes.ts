import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BindCodeRequest, BindRequest, PaymentPasswordRequest, ProfileUpdate, SmsSent } from '@jade/contract/auth';
import { Empty, numberIssue } from '@jade/contract/common';
import { EncryptedPayload } from '@jade/contract/crypto';
import { AppError, invalidField } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { displayIp } from '../../lib/ip';
import { requestLanguage } from '../../lib/lang';
import { hashSecret } from '../../lib/secrets';
import { decrypted } from '../../plugins/encryption';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as notify from '../notify/notify.service';
import * as verification from '../verification/verification.service';

/** Age in whole years on a date. */
function ageOn(birthday: string, now = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * Security-centre writes: profile, binding a mobile or e-mail by code, the payment password. The
 * last two also need the login password (a stolen session alone cannot take the account over) and
 * are told to the contacts the account already had.
 */
const bindCodeBody = decrypted(BindCodeRequest);
const bindBody = decrypted(BindRequest);
const paymentPasswordBody = decrypted(PaymentPasswordRequest);

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;

  r.put('/wps/member/profile', { onRequest, schema: { body: ProfileUpdate, response: okResponse(Empty) } }, async (req) => {
    const { account } = req.member;
    if (req.body.birthday) {
      const date = new Date(`${req.body.birthday}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== req.body.birthday)
        throw invalidField('birthday', 'not a date');
      const { minimumAge } = await members.getRegisterSettings(app.db, app.merchantId);
      if (ageOn(req.body.birthday) < minimumAge) {
        throw new AppError('AGE_TOO_LOW', `You must be at least ${minimumAge}`, [numberIssue('birthday', minimumAge)]);
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

  /** The language and brand the security notices of a request are written in. */
  async function noticeContext(req: FastifyRequest) {
    return { lang: requestLanguage(req), brand: (await system.getMerchant(app.db, app.merchantId)).name };
  }

  const bindCode = { onRequest, schema: { body: EncryptedPayload, response: okResponse(SmsSent) }, preHandler: bindCodeBody };
  r.post('/wps/member/bind/code', bindCode, async (req) => {
    const { account } = req.member;
    const body = bindCodeBody.of(req);
    await members.checkLoginPassword(app.db, account, body.loginPassword);
    const { recipient } = await target(account.id, body);
    const { lang, brand } = await noticeContext(req);
    const t = notify.messageTexts(lang);
    return ok(
      await verification.sendCode(app.db, app.notifier, {
        merchantId: app.merchantId,
        channel: body.channel,
        recipient,
        purpose: 'bind',
        ip: displayIp(req.ip),
        subject: t.codeSubject,
        message: (c) => t.code(brand, c),
      }),
    );
  });

  r.post(
    '/wps/member/bind',
    { onRequest, schema: { body: EncryptedPayload, response: okResponse(Empty) }, preHandler: bindBody },
    async (req) => {
      const { account } = req.member;
      const body = bindBody.of(req);
      await members.checkLoginPassword(app.db, account, body.loginPassword);
      const { recipient, dialing, national } = await target(account.id, body);
      await verification.consumeCode(
        app.db,
        { merchantId: app.merchantId, channel: body.channel, recipient, purpose: 'bind' },
        body.code,
        'code',
      );
      const notice = await noticeContext(req);
      await app.db.transaction(async (tx) => {
        await members.updateAccount(
          tx,
          account.id,
          body.channel === 'email'
            ? { email: recipient, emailVerified: true }
            : { countryDialingCode: dialing, mobile: national, mobileVerified: true },
        );
        const kind = body.channel === 'email' ? 'email' : 'mobile';
        await members.noticeSecurityChange(tx, app.notifier, account, { kind, ...notice, except: recipient });
      });
      return ok(null);
    },
  );

  const paymentPassword = {
    onRequest,
    // A self-excluded member sets it to withdraw (player protection).
    config: { withdrawOnly: true },
    schema: { body: EncryptedPayload, response: okResponse(Empty) },
    preHandler: paymentPasswordBody,
  };
  r.put('/wps/member/payment-password', paymentPassword, async (req) => {
    const { account } = req.member;
    const body = paymentPasswordBody.of(req);
    if (account.paymentPasswordHash && !body.oldPaymentPassword) throw invalidField('oldPaymentPassword', 'required');
    if (body.confirmPaymentPassword !== body.newPaymentPassword) throw invalidField('confirmPaymentPassword', 'inconsistent');
    await members.checkLoginPassword(app.db, account, body.loginPassword);
    if (body.oldPaymentPassword && account.paymentPasswordHash)
      await members.checkPaymentPassword(app.db, account, body.oldPaymentPassword, {
        code: 'AUTH_WRONG_PASSWORD',
        path: 'oldPaymentPassword',
      });
    const notice = await noticeContext(req);
    const hash = await hashSecret(body.newPaymentPassword);
    await app.db.transaction(async (tx) => {
      await members.updateAccount(tx, account.id, { paymentPasswordHash: hash });
      await members.noticeSecurityChange(tx, app.notifier, account, { kind: 'paymentPassword', ...notice });
    });
    return ok(null);
  });
}
