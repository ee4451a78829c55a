import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SmsRegisterRequest, SmsRequest, SmsSent } from '@jade/contract/auth';
import { AltchaChallenge } from '@jade/contract/register';
import { ok, okResponse } from '../../lib/envelope';
import { displayIp } from '../../lib/ip';
import { requestLanguage } from '../../lib/lang';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as notify from '../notify/notify.service';
import * as verification from './verification.service';

export async function verificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Sign-in and reset codes: the answer (code, shape, time) is the same whether or not the number
  // has an account, so the call cannot be used to find members. The request is recorded and
  // throttled either way; a code is sent only to a member's number, delivered after the answer.
  const later = verification.deliverInBackground(app.notifier, (err) => app.log.warn({ err }, 'SMS code not delivered'));
  r.post('/wps/verification/sms/noLogin', { schema: { body: SmsRequest, response: okResponse(SmsSent) } }, async (req) => {
    const recipient = verification.normalizeMobile(req.body.countryDialingCode, req.body.mobileNum);
    const account = await members.findByMobile(
      app.db,
      app.merchantId,
      req.body.countryDialingCode,
      recipient.slice(req.body.countryDialingCode.length),
    );
    return ok(await sendSms(req, recipient, req.body.purpose, { notifier: later, deliver: account !== null }));
  });

  // Registration codes go to any valid number, registered or not: only the holder of the number
  // learns, after entering the code at registration, that it is already registered.
  r.post(
    '/wps/verification/sms/register',
    { schema: { body: SmsRegisterRequest, response: okResponse(SmsSent) } },
    async (req) => {
      const recipient = verification.normalizeMobile(req.body.countryDialingCode, req.body.mobileNum);
      return ok(await sendSms(req, recipient, 'register'));
    },
  );

  r.get('/wps/verification/altcha', { schema: { response: okResponse(AltchaChallenge) } }, async () =>
    ok(await verification.createHumanChallenge(app.humanCheckKey)),
  );

  async function sendSms(
    req: FastifyRequest,
    recipient: string,
    purpose: 'register' | 'login' | 'reset',
    opts: { notifier?: typeof app.notifier; deliver?: boolean } = {},
  ) {
    const merchant = await system.getMerchant(app.db, app.merchantId);
    const t = notify.messageTexts(requestLanguage(req));
    return verification.sendCode(app.db, opts.notifier ?? app.notifier, {
      deliver: opts.deliver ?? true,
      merchantId: app.merchantId,
      channel: 'sms',
      recipient,
      purpose,
      ip: displayIp(req.ip),
      message: (code) => t.code(merchant.name, code),
    });
  }
}
