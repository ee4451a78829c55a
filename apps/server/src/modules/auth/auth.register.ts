import { randomBytes } from 'node:crypto';
import type { ValidationIssue } from '@jade/contract/common';
import type { LoginResponse } from '@jade/contract/auth';
import { checkMobile } from '@jade/contract/countries';
import { checkNewPassword } from '@jade/contract/passwords';
import { checkField, type FieldRule } from '@jade/contract/patterns';
import { REGISTER_FIELDS, RegisterRequest } from '@jade/contract/register';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { hashSecret } from '../../lib/secrets';
import * as agents from '../agents/agents.service';
import * as members from '../members/members.service';
import * as referrals from '../referrals/referrals.service';
import * as system from '../system/system.service';
import * as verification from '../verification/verification.service';
import { startSession, type RequestContext } from './auth.service';
import { consumeCaptcha } from './captcha';
import { assertMayRegister, countRegistration } from './register-limit';

type Input = z.output<typeof RegisterRequest>;
export type RegisterMethod = 'username' | 'mobile';

/** Every problem with the form at once, each naming its field, before anything is consumed or written. */
function validate(
  input: Input,
  method: RegisterMethod,
  s: members.RegisterSettingsRow,
  cfg: { smsVerification: boolean; mobilePassword: boolean },
) {
  const issues: ValidationIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const fieldRule = (f: string): FieldRule | undefined => (s.fields as Record<string, FieldRule>)[f];

  if (method === 'username') {
    const p = checkField(input.username?.trim() ?? '', s.usernameRule);
    if (p) add('username', p.key === 'required' ? 'required' : `pattern:${p.patternId}`);
  }
  const needsPassword = method === 'username' || cfg.mobilePassword;
  if (needsPassword) {
    const p = checkNewPassword(input.password ?? '', input.confirmPassword ?? '', { rule: s.passwordRule });
    if (p)
      add(
        p.path === 'newPassword' ? 'password' : 'confirmPassword',
        'problem' in p && p.key === 'pattern' ? `pattern:${p.problem.patternId}` : p.key,
      );
  }
  const mobileRule = fieldRule('mobileNum');
  const mobileNeeded = method === 'mobile' || Boolean(mobileRule?.enabled && mobileRule.required);
  const mobileGiven = Boolean(input.mobileNum?.trim());
  if (mobileNeeded || (mobileRule?.enabled && mobileGiven)) {
    if (!mobileGiven) add('mobileNum', 'required');
    else {
      const check = checkMobile(input.countryDialingCode ?? '', input.mobileNum!);
      if (check !== 'ok') add('mobileNum', check);
    }
  }
  if (method === 'mobile' && cfg.smsVerification && !input.verificationCode?.trim()) add('verificationCode', 'required');

  for (const f of REGISTER_FIELDS) {
    if (f === 'mobileNum' || f === 'captcha') continue;
    const rule = fieldRule(f);
    if (!rule?.enabled) continue;
    const p = checkField((input[f] as string | undefined) ?? '', rule);
    if (p) add(f, p.key === 'required' ? 'required' : `pattern:${p.patternId}`);
  }
  if (fieldRule('captcha')?.enabled && !input.captcha?.trim()) add('captcha', 'required');
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', `${issues[0]!.path}: ${issues[0]!.message}`, issues);
}

/**
 * Registers a member (spec §4 "Registration"): validate, the per-address limit, human check and
 * captcha, affiliate, SMS code, then the account and its first session in one transaction. A
 * duplicate username or mobile answers its own field error and creates nothing; with SMS
 * verification a taken mobile is told only after its code was verified.
 */
export async function register(
  db: Db,
  ctx: RequestContext & { humanCheckKey: string },
  input: Input,
  method: RegisterMethod,
): Promise<LoginResponse> {
  const [merchant, flags, settings] = await Promise.all([
    system.getMerchant(db, ctx.merchantId),
    system.getFlags(db, ctx.merchantId),
    members.getRegisterSettings(db, ctx.merchantId),
  ]);
  const methodOn =
    method === 'username' ? merchant.registerMethods.username : merchant.registerMethods.mobile && flags.MOBILENUMREG3;
  if (!methodOn) throw new AppError('FORBIDDEN', 'This registration method is not available');
  const cfg = { smsVerification: flags.REGMOBVERF3, mobilePassword: flags.MOBILENUMPASSREG3 };
  validate(input, method, settings, cfg);
  await assertMayRegister(db, ctx.merchantId, ctx.ip);

  await verification.consumeHumanCheck(db, ctx.humanCheckKey, input.altcha);
  if (
    (settings.fields as Record<string, FieldRule>).captcha?.enabled &&
    !(await consumeCaptcha(db, input.captchaId, input.captcha))
  ) {
    throw new AppError('AUTH_CAPTCHA_INVALID', 'The captcha is wrong', [{ path: 'captcha', message: 'wrong' }]);
  }

  const dialing = input.countryDialingCode?.trim() ?? null;
  const national = input.mobileNum?.trim() ? input.mobileNum.replace(/[\s-]/g, '') : null;
  const username = method === 'username' ? input.username!.trim() : await freeUsername(db, ctx.merchantId, `m${national}`);
  if (method === 'username' && (await members.findByUsername(db, ctx.merchantId, username))) {
    throw new AppError('USERNAME_TAKEN', 'This username is already taken', [{ path: 'username', message: 'taken' }]);
  }
  // A code typed or from the link wins; otherwise the agent whose campaign domain this is.
  const domainCode = input.affiliateCode?.trim() ? null : await system.affiliateCodeOfDomain(db, ctx.merchantId, input.domain);
  const affiliateCode = input.affiliateCode?.trim() || domainCode;
  const agentOfCode = affiliateCode ? await members.findByAffiliateCode(db, ctx.merchantId, affiliateCode) : null;
  // An agent's invitation link (register centre): its code names the agent and the new account's kind.
  const link = affiliateCode && !agentOfCode ? await agents.inviteLinkOf(db, ctx.merchantId, affiliateCode) : null;
  const linkAgent = link ? await members.findById(db, link.agentId) : null;
  const affiliate = agentOfCode ?? (linkAgent?.status === 'active' ? linkAgent : null);
  if (input.affiliateCode?.trim() && !affiliate) {
    throw new AppError('AFFILIATE_INVALID', 'Invalid invitation code', [{ path: 'affiliateCode', message: 'invalid' }]);
  }
  // A member's own code or one of their enabled referral links; another code names no one.
  const referral = input.referralCode?.trim() ? await referrals.referrerOf(db, ctx.merchantId, input.referralCode.trim()) : null;

  let smsVerified = false;
  if (method === 'mobile' && cfg.smsVerification) {
    await verification.consumeCode(
      db,
      { merchantId: ctx.merchantId, channel: 'sms', recipient: `${dialing}${national}`, purpose: 'register' },
      input.verificationCode!,
    );
    smsVerified = true;
  }
  // Only now, once the code proved the caller holds the number, may the answer say it is registered.
  if (national && (await members.findByMobile(db, ctx.merchantId, dialing!, national))) {
    throw new AppError('MOBILE_TAKEN', 'This mobile number is already registered', [{ path: 'mobileNum', message: 'taken' }]);
  }

  try {
    return await db.transaction(async (tx) => {
      await countRegistration(tx, ctx.merchantId, ctx.ip);
      const account = await members.createAccount(tx, {
        merchantId: ctx.merchantId,
        username,
        password:
          input.password && (method === 'username' || cfg.mobilePassword)
            ? input.password
            : randomBytes(24).toString('base64url'),
        type: link && affiliate && link.kind === 'AGENT' ? agents.DOWNLINE_AGENT_TYPE : 0,
        affiliateCode: link && affiliate && link.kind === 'AGENT' ? await agents.newAffiliateCode(tx, ctx.merchantId) : null,
        nickname: username,
        realName: input.payeeName?.trim() || null,
        paymentPasswordHash: input.paymentPassword ? await hashSecret(input.paymentPassword) : null,
        countryDialingCode: national ? dialing : null,
        mobile: national,
        mobileVerified: smsVerified,
        email: input.email?.trim() || null,
        uplineId: affiliate?.id ?? null,
        referredById: referral?.referrerId ?? null,
        referralCode: randomBytes(5).toString('hex'),
        registerIp: ctx.ip,
      });
      if (link && affiliate) await agents.registeredThroughLink(tx, link, account.id);
      if (referral) await referrals.registered(tx, { merchantId: ctx.merchantId, refereeId: account.id, ...referral });
      return startSession(tx, ctx, account);
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('USERNAME_TAKEN', 'This username or mobile number is already registered', [
        { path: method === 'username' ? 'username' : 'mobileNum', message: 'taken' },
      ]);
    }
    throw err;
  }
}

async function freeUsername(db: Db, merchantId: number, base: string): Promise<string> {
  let name = base.slice(0, 16);
  while (await members.findByUsername(db, merchantId, name)) name = `${base.slice(0, 12)}${Math.floor(Math.random() * 10_000)}`;
  return name;
}
