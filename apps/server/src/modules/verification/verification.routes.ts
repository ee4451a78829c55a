import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SmsRegisterRequest, SmsRequest, SmsSent } from '@jade/contract/auth';
import { CODE_LIMITS } from '@jade/contract/limits';
import { AltchaChallenge } from '@jade/contract/register';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { displayIp } from '../../lib/ip';
import { requestLanguage } from '../../lib/lang';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import { texts } from './verification.messages';
import * as verification from './verification.service';

export async function verificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Sign-in and reset codes: the answer is the same whether or not the number has an account, so
  // the call cannot be used to find members; a code is sent only to a member's number.
  r.post('/wps/verification/sms/noLogin', { schema: { body: SmsRequest, response: okResponse(SmsSent) } }, async (req) => {
    const recipient = verification.normalizeMobile(req.body.countryDialingCode, req.body.mobileNum);
    const account = await members.findByMobile(
      app.db,
      app.merchantId,
      req.body.countryDialingCode,
      recipient.slice(req.body.countryDialingCode.length),
    );
    if (!account) return ok({ expiredMinutes: CODE_LIMITS.expiredMinutes });
    return ok(await sendSms(req, recipient, req.body.purpose));
  });

  r.post(
    '/wps/verification/sms/register',
    { schema: { body: SmsRegisterRequest, response: okResponse(SmsSent) } },
    async (req) => {
      const recipient = verification.normalizeMobile(req.body.countryDialingCode, req.body.mobileNum);
      const national = recipient.slice(req.body.countryDialingCode.length);
      if (await members.findByMobile(app.db, app.merchantId, req.body.countryDialingCode, national)) {
        throw new AppError('MOBILE_TAKEN', 'This mobile number is already registered', [{ path: 'mobileNum', message: 'taken' }]);
      }
      return ok(await sendSms(req, recipient, 'register'));
    },
  );

  r.get('/wps/verification/altcha', { schema: { response: okResponse(AltchaChallenge) } }, async () =>
    ok(await verification.createHumanChallenge(app.humanCheckKey)),
  );

  async function sendSms(req: FastifyRequest, recipient: string, purpose: 'register' | 'login' | 'reset') {
    const merchant = await system.getMerchant(app.db, app.merchantId);
    const t = texts(requestLanguage(req));
    return verification.sendCode(app.db, app.notifier, {
      merchantId: app.merchantId,
      channel: 'sms',
      recipient,
      purpose,
      ip: displayIp(req.ip),
      message: (code) => t.code(merchant.name, code),
    });
  }
}
