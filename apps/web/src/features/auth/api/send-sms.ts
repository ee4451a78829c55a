import { SmsSent } from '@jade/contract/auth';
import { api } from '@/lib/api-client';

export type SmsPurpose = 'register' | 'login' | 'reset';

/** Sends an SMS code: registration codes go to new numbers, the others only to members' numbers. */
export const sendSms = (purpose: SmsPurpose, countryDialingCode: string, mobileNum: string) =>
  purpose === 'register'
    ? api('/wps/verification/sms/register', SmsSent, { method: 'POST', body: { countryDialingCode, mobileNum } })
    : api('/wps/verification/sms/noLogin', SmsSent, { method: 'POST', body: { countryDialingCode, mobileNum, purpose } });
