import type { FastifyInstance } from 'fastify';
import { hashSecret } from '../../lib/secrets';
import { opsHeaders } from '../../test/build-test-app';
import { solveHumanCheck } from '../../test/human';
import { injectSealed, loginAs } from '../../test/login';
import * as members from '../members/members.service';

let seq = 0;

/**
 * A fresh team for a test file: top agent A with a downline agent B (whose member is C) and a
 * direct member D; a sibling agent S with member S1 in another team. Every account has payment
 * password 654321 and password Team2026x.
 */
export async function buildTeams(app: FastifyInstance) {
  const tag = `${Date.now().toString(36).slice(-5)}${seq++}`;
  const make = async (name: string, type: number, uplineId?: number) => {
    const a = await members.createAccount(app.db, {
      merchantId: app.merchantId,
      username: `${name}${tag}`,
      password: 'Team2026x',
      type,
      ...(uplineId ? { uplineId } : {}),
    });
    await members.updateAccount(app.db, a.id, { paymentPasswordHash: await hashSecret('654321') });
    return a;
  };
  const a = await make('ta', 1);
  const b = await make('tb', 2, a.id);
  const c = await make('tc', 0, b.id);
  const d = await make('td', 0, a.id);
  const s = await make('ts', 1);
  const s1 = await make('tsm', 0, s.id);
  const login = async (x: { username: string }) => (await loginAs(app, x.username, 'Team2026x')).headers;
  return { a, b, c, d, s, s1, login };
}

/** A contract tier with no conditions but those given. */
export const tier = (rate: number, extra: Partial<{ activeMembers: number; validBet: number; profitLoss: number }> = {}) => ({
  activeMembers: 0,
  validBet: 0,
  profitLoss: 0,
  rate,
  ...extra,
});

/** The operator sets a top agent's contract of one tier. */
export const setTopContract = (app: FastifyInstance, username: string, kind: string, rate: number) =>
  app.inject({
    method: 'PUT',
    url: `/ops/agents/${username}/contract`,
    headers: opsHeaders,
    payload: { kind, tiers: [tier(rate)] },
  });

/** A visitor registers with an affiliate or invitation-link code. */
export const registerWithCode = async (app: FastifyInstance, code: string, username: string) =>
  injectSealed(app, {
    method: 'PUT',
    url: '/wps/member/register',
    payload: {
      termsAccepted: true,
      ageConfirmed: true,
      altcha: await solveHumanCheck(app),
      username,
      password: 'Lotus2026x',
      confirmPassword: 'Lotus2026x',
      affiliateCode: code,
    },
  });
