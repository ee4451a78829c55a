import type { FastifyInstance } from 'fastify';
import { opsHeaders } from '../../test/build-test-app';
import { solveHumanCheck } from '../../test/human';
import { injectSealed } from '../../test/login';
import * as members from '../members/members.service';

type Headers = Record<string, string>;
let seq = 0;

/** The tests' calls of the referral API and the operator's settings. */
export function referralCalls(app: FastifyInstance) {
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    inject,
    overview: async (headers: Headers) => (await inject('GET', '/wps/referral', headers)).json().value,
    createLink: (headers: Headers, label: unknown) => inject('POST', '/wps/referral/links', headers, { label }),
    updateLink: (headers: Headers, id: number | string, body: object) =>
      inject('PUT', `/wps/referral/links/${id}`, headers, body),
    settings: (body: object) => inject('PUT', '/ops/referral/settings', opsHeaders, body),
  };
}

/**
 * A visitor registers through the real (encrypted, proof-of-work checked) call with a referral
 * code, each from an address of its own (the per-address registration limit). Answers the new
 * member's id, username and headers.
 */
export async function registerWithCode(app: FastifyInstance, referralCode: string) {
  const n = seq++;
  const remoteAddress = `198.51.100.${(n % 250) + 1}`;
  const username = `rf${Date.now().toString(36).slice(-6)}${n}`;
  const altcha = await solveHumanCheck(app, remoteAddress);
  const res = await injectSealed(app, {
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress,
    payload: {
      termsAccepted: true,
      ageConfirmed: true,
      altcha,
      username,
      password: 'Lotus2026x',
      confirmPassword: 'Lotus2026x',
      referralCode,
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const { token } = res.json().value as { token: string };
  const account = await members.findByUsername(app.db, app.merchantId, username);
  return { id: account!.id, username, headers: { authorization: `Bearer ${token}` } };
}
