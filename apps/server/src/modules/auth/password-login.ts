import type { LoginResponse } from '@jade/contract/auth';
import { numberIssue } from '@jade/contract/common';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dummyHash, verifySecret } from '../../lib/secrets';
import * as members from '../members/members.service';
import type { Notifier } from '../notify/notify.service';
import * as system from '../system/system.service';
import { failureState, knownAddress, reserveAttempt, settleAttempt } from './attempts';
import { assertMaySignIn, startSession, type RequestContext } from './auth.service';
import { consumeCaptcha } from './captcha';
import { checkSecondFactor, getSecuritySettings, needsSecondFactor } from './twofa';

type LoginInput = {
  username: string;
  password: string;
  captchaId?: string | undefined;
  captcha?: string | undefined;
  twoFactorCode?: string | undefined;
  site: 'member' | 'agent';
};

/** What a sign-in needs beyond the request: where to send a second-factor code, in which language. */
export type LoginDeps = { notifier: Notifier; lang: string };

const captchaIssue = [{ path: 'captcha', message: 'required' }];

function throttledError(retryAt: Date) {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 60_000));
  return new AppError('AUTH_THROTTLED', `Too many failed sign-ins. Try again in ${minutes} minutes.`, [
    numberIssue('retryAfterMinutes', minutes),
  ]);
}

/**
 * Password sign-in (spec §4): throttle, captcha after repeated failures, password check, account
 * rules (staff never, agent site agents only), then a new session. The attempt is taken (written
 * as a failure) before anything is checked, so parallel guesses count one another; it becomes a
 * success, stays a failure (wrong password or code), or is dropped when refused before the check.
 */
export async function login(db: Db, ctx: RequestContext & LoginDeps, input: LoginInput): Promise<LoginResponse> {
  const who = { merchantId: ctx.merchantId, username: input.username, ip: ctx.ip };
  const account = await members.findByUsername(db, ctx.merchantId, input.username);
  const known = account ? await knownAddress(db, account.id, ctx.ip) : false;
  const limits = { knownAddress: known, passwordChangedAt: account?.passwordChangedAt };
  const attempt = await reserveAttempt(db, { ...who, accountId: account?.id ?? null, userAgent: ctx.userAgent });
  let outcome: 'void' | 'failure' | 'success' = 'void';
  try {
    const before = await failureState(db, who, { exclude: attempt, ...limits });
    if (before.throttled) throw throttledError(before.retryAt);
    if (before.captchaRequired) {
      if (!input.captcha) throw new AppError('AUTH_CAPTCHA_INVALID', 'Please enter captcha', captchaIssue);
      if (!(await consumeCaptcha(db, input.captchaId, input.captcha))) {
        throw new AppError('AUTH_CAPTCHA_INVALID', 'The captcha is wrong', [{ path: 'captcha', message: 'wrong' }]);
      }
    }

    const ok = await verifySecret(account?.passwordHash ?? (await dummyHash()), input.password);
    if (!account || !ok) {
      outcome = 'failure';
      const after = await failureState(db, who, limits);
      throw new AppError(
        'AUTH_INVALID_CREDENTIALS',
        'Username or password is incorrect',
        after.captchaRequired ? captchaIssue : null,
      );
    }
    assertMaySignIn(account, input.site);

    const security = await getSecuritySettings(db, ctx.merchantId);
    const method = security.newIpVerification ? await needsSecondFactor(db, account, ctx.ip) : null;
    if (method) {
      const merchant = await system.getMerchant(db, ctx.merchantId);
      try {
        await checkSecondFactor(db, { ...ctx, brand: merchant.name }, account, method, input.twoFactorCode);
      } catch (err) {
        if (err instanceof AppError && err.code !== 'AUTH_2FA_REQUIRED') outcome = 'failure';
        throw err;
      }
    }

    outcome = 'success';
    await settleAttempt(db, attempt, 'success');
    return await startSession(db, ctx, account);
  } catch (err) {
    if (outcome === 'void') await settleAttempt(db, attempt, 'void');
    throw err;
  }
}
