import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Empty, IdParams } from '@jade/contract/common';
import {
  CreateOperatorRequest,
  Operator,
  OperatorLoginRequest,
  OperatorLoginResponse,
  OperatorRole,
  OperatorSession,
  OperatorTotpSetupRequest,
  OPERATOR_SESSION,
  OPS_CONSOLE_COOKIE,
  OPS_CONSOLE_HEADER,
  UpdateOperatorRequest,
} from '@jade/contract/operators';
import { AppError } from '../../lib/app-error';
import { setHttpOnlyCookie } from '../../lib/cookies';
import { ok, okResponse } from '../../lib/envelope';
import { displayIp } from '../../lib/ip';
import * as operators from './operators.service';

/** The console's session cookie (OPS_CONSOLE_COOKIE); an empty token clears it. */
function setConsoleCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  setHttpOnlyCookie(req, reply, {
    name: OPS_CONSOLE_COOKIE,
    value: token,
    path: '/ops',
    maxAgeSeconds: OPERATOR_SESSION.absoluteHours * 3600,
  });
}

/**
 * A sign-in from the web console (OPS_CONSOLE_HEADER): the session's token goes in the httpOnly
 * cookie and not in the answer, so no script of the page ever holds it. Other callers get it.
 */
function toConsole(req: FastifyRequest, reply: FastifyReply, res: OperatorLoginResponse): OperatorLoginResponse {
  if (!res.token || req.headers[OPS_CONSOLE_HEADER] !== '1') return res;
  setConsoleCookie(req, reply, res.token);
  return { ...res, token: null };
}

const Username = z.object({ username: z.string().min(1).max(64) }).strict();

/**
 * Operator accounts under /ops (admin by default): sign-in with the authenticator (public),
 * one's own session and sessions (any operator), and the operators' administration, audited.
 */
export async function operatorsOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const ctx = (req: FastifyRequest) => ({
    merchantId: m,
    ip: displayIp(req.ip),
    userAgent: String(req.headers['user-agent'] ?? ''),
  });

  r.post(
    '/session/login',
    { config: { ops: 'public' }, schema: { body: OperatorLoginRequest, response: okResponse(OperatorLoginResponse) } },
    async (req, reply) => ok(toConsole(req, reply, await operators.login(app.db, ctx(req), req.body))),
  );
  r.post(
    '/session/totp',
    { config: { ops: 'public' }, schema: { body: OperatorTotpSetupRequest, response: okResponse(OperatorLoginResponse) } },
    async (req, reply) => ok(toConsole(req, reply, await operators.completeTotpSetup(app.db, ctx(req), req.body))),
  );
  r.get(
    '/session',
    { config: { ops: 'any' }, schema: { response: okResponse(z.object({ name: z.string(), role: OperatorRole })) } },
    async (req) => ok({ name: req.opsCaller.name, role: req.opsCaller.role }),
  );
  r.delete('/session', { config: { ops: 'any' }, schema: { response: okResponse(Empty) } }, async (req, reply) => {
    const { sessionId, operatorId } = req.opsCaller;
    if (sessionId === null) throw new AppError('VALIDATION_FAILED', 'The ADMIN_TOKEN has no session to end');
    await operators.revokeSession(app.db, sessionId, operatorId);
    if (req.headers[OPS_CONSOLE_HEADER] === '1') setConsoleCookie(req, reply, '');
    return ok(null);
  });
  r.get('/sessions', { config: { ops: 'any' }, schema: { response: okResponse(z.array(OperatorSession)) } }, async (req) => {
    const { operatorId, sessionId } = req.opsCaller;
    return ok(operatorId === null ? [] : await operators.listSessions(app.db, operatorId, sessionId));
  });
  r.delete(
    '/sessions/:id',
    { config: { ops: 'any' }, schema: { params: IdParams, response: okResponse(Empty) } },
    async (req) => {
      const c = req.opsCaller;
      // An operator ends its own sessions; an admin anyone's.
      await app.audited(
        req,
        'operator.session.revoke',
        async () => ({ session: req.params.id }),
        (tx) => operators.revokeSession(tx, req.params.id, c.role === 'admin' ? null : (c.operatorId ?? -1)),
      );
      return ok(null);
    },
  );

  const FourEyes = z.object({ fourEyesAmount: z.number().int().min(0).max(1_000_000_000_000).nullable() }).strict();
  r.get('/operator-settings', { schema: { response: okResponse(FourEyes) } }, async () =>
    ok({ fourEyesAmount: await operators.fourEyesAmount(app.db, m) }),
  );
  r.put('/operator-settings', { schema: { body: FourEyes, response: okResponse(FourEyes) } }, async (req) => {
    // Loosening four eyes (a higher amount, or none) takes four eyes itself.
    const current = await operators.fourEyesAmount(app.db, m);
    const next = req.body.fourEyesAmount;
    const subject = `${current}->${next}`;
    const loosens = current !== null && (next === null || next > current);
    if (loosens) await app.fourEyes(req, 'operator.settings', subject, Number.MAX_SAFE_INTEGER, { from: current, to: next });
    const saved = await app.audited(
      req,
      'operator.settings',
      async () => ({ fourEyesAmount: current }),
      (tx) => operators.setFourEyesAmount(tx, m, next),
    );
    if (loosens) await operators.forgetApproval(app.db, m, 'operator.settings', subject);
    return ok(saved);
  });

  r.get('/operators', { schema: { response: okResponse(z.array(Operator)) } }, async () =>
    ok(await operators.listOperators(app.db, m)),
  );
  r.post('/operators', { schema: { body: CreateOperatorRequest, response: okResponse(Operator) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'operator.create',
        async () => null,
        (tx) => operators.createOperator(tx, m, req.body, req.opsCaller.name),
      ),
    ),
  );
  r.put(
    '/operators/:username',
    { schema: { params: Username, body: UpdateOperatorRequest, response: okResponse(Operator) } },
    async (req) =>
      ok(
        await app.audited(
          req,
          'operator.update',
          async (tx) => {
            const row = await operators.findOperator(tx, m, req.params.username);
            return row ? operators.present(row) : null;
          },
          (tx) => operators.updateOperator(tx, m, req.params.username, req.body),
        ),
      ),
  );
  r.post('/operators/:username/reset-totp', { schema: { params: Username, response: okResponse(Operator) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'operator.totp.reset',
        async () => ({ username: req.params.username }),
        (tx) => operators.resetTotp(tx, m, req.params.username),
      ),
    ),
  );
}
