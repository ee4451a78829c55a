import type { TFunction } from 'i18next';
import { checkMobile } from '@jade/contract/countries';
import { checkNewPassword } from '@jade/contract/passwords';
import { checkField, type FieldRule } from '@jade/contract/patterns';
import { REGISTER_FIELDS, type RegisterConfig } from '@jade/contract/register';
import { fieldProblemText, issueText, passwordProblemText } from '@/lib/field-messages';

export type RegisterMethod = 'username' | 'mobile';
export type Values = Record<string, string>;

/** Optional fields shown on a tab: enabled in the config (and the affiliate code when the URL's failed). */
export function visibleFields(config: RegisterConfig, method: RegisterMethod, affiliateForced: boolean) {
  return REGISTER_FIELDS.filter((f) => {
    if (f === 'captcha' || (f === 'mobileNum' && method === 'mobile')) return false;
    if (f === 'affiliateCode' && affiliateForced) return true;
    return config.fields[f]?.enabled === true;
  });
}

/** The same checks the server makes, as the user types; messages in the user's language. */
export function clientIssues(
  t: TFunction,
  config: RegisterConfig,
  method: RegisterMethod,
  v: Values,
  affiliateForced: boolean,
): Values {
  const out: Values = {};
  const rule = (f: string): FieldRule | undefined => config.fields[f as keyof RegisterConfig['fields']];
  if (method === 'username') {
    const p = checkField(v.username?.trim() ?? '', config.usernameRule);
    if (p) out.username = fieldProblemText(t, p);
  }
  if (method === 'username' || config.mobilePassword) {
    const p = checkNewPassword(v.password ?? '', v.confirmPassword ?? '', { rule: config.passwordRule });
    if (p) out[p.path === 'newPassword' ? 'password' : 'confirmPassword'] = passwordProblemText(t, p);
  }
  const mobileRule = rule('mobileNum');
  const mobileNeeded = method === 'mobile' || Boolean(mobileRule?.enabled && mobileRule.required);
  if (mobileNeeded || (mobileRule?.enabled && v.mobileNum)) {
    if (!v.mobileNum?.trim()) out.mobileNum = t('form.required');
    else if (checkMobile(v.countryDialingCode ?? '', v.mobileNum) !== 'ok') out.mobileNum = t('form.issues.wrong_length');
  }
  if (method === 'mobile' && config.smsVerification && !v.verificationCode?.trim()) out.verificationCode = t('form.required');
  for (const f of visibleFields(config, method, affiliateForced)) {
    if (f === 'mobileNum') continue;
    const r = rule(f) ?? { enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 1, maxLength: 40 };
    const p = checkField(v[f] ?? '', affiliateForced && f === 'affiliateCode' ? { ...r, required: true } : r);
    if (p) out[f] = fieldProblemText(t, p);
  }
  if (config.fields.captcha?.enabled && !v.captcha?.trim()) out.captcha = t('form.enterCaptcha');
  return out;
}

/** A server field issue in words: `pattern:ID` uses the field's rule for the length range. */
export function serverIssueText(t: TFunction, config: RegisterConfig, path: string, message: string): string {
  if (message.startsWith('pattern:')) {
    const r =
      path === 'username' ? config.usernameRule : path === 'password' ? config.passwordRule : config.fields[path as 'email'];
    if (r) return fieldProblemText(t, { key: 'pattern', patternId: r.patternId, min: r.minLength, max: r.maxLength });
  }
  return issueText(t, message);
}
