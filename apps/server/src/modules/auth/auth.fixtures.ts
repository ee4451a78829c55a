import type { TestApp } from '../../test/build-test-app';
import { injectSealed } from '../../test/login';
import * as members from '../members/members.service';

/** The recovery calls of the recovery and account-secrecy tests, on one test app. */
export function recoveryFixtures(app: TestApp) {
  /** A member with a verified e-mail and mobile, made for one test. */
  const member = (username: string, mobile: string) =>
    members.createAccount(app.db, {
      merchantId: app.merchantId,
      username,
      password: 'Keep2026ok',
      nickname: username,
      email: `${username}@example.com`,
      emailVerified: true,
      countryDialingCode: '+977',
      mobile,
      mobileVerified: true,
      referralCode: `r${username}`,
    });
  const askLink = (username: string, email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/wps/member/password/email', remoteAddress, payload: { username, email } });
  const askCode = (mobileNum: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      remoteAddress,
      payload: { countryDialingCode: '+977', mobileNum, purpose: 'reset' },
    });
  const resetByMobile = (mobileNum: string, verificationCode: string) =>
    injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/password/verification',
      payload: {
        countryDialingCode: '+977',
        mobileNum,
        verificationCode,
        newPassword: 'Mobile2027ok',
        confirmNewPassword: 'Mobile2027ok',
      },
    });
  return { member, askLink, askCode, resetByMobile };
}
