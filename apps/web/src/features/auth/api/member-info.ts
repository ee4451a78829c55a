import type { LoginResponse, MemberInfo } from '@jade/contract/auth';
import { answer } from '@/lib/answer';

/** The member info (first screen: the header reads it on every page). */
export const memberInfo = answer<typeof MemberInfo>({ id: 'number', account: 'string', isTrial: 'boolean' });

/** A sign-in's answer as a restored session reads it: the token and the member. */
export const loginResponse = answer<typeof LoginResponse>({ token: 'string', member: { id: 'number', account: 'string' } });
