import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MemberActionResult, MemberParams, SetMemberStatusRequest } from '@jade/contract/ops-members';
import type { Db } from '../../db/client';
import { ok, okResponse } from '../../lib/envelope';
import * as desk from '../members/members-desk.service';
import { deskMember, removeRecoveryCodes } from './auth.ops-reads';
import { listActiveSessions, revokeOtherSessions } from './sessions.service';

/**
 * The member desk's account actions (support, admin; never readonly), each audited with the
 * operator: disable or enable (a disabled member cannot sign in, and their sessions end), reset
 * the authenticator, end every session. Ending sessions tells every node, which closes the
 * member's sockets when the transaction commits (as a sign-out does).
 */
export async function memberActionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;

  /** Ends every session and unused remember-me or hand-off token of the account; answers how many sessions were live. */
  const endSessions = async (tx: Db, accountId: number) => {
    const live = await listActiveSessions(tx, accountId);
    await revokeOtherSessions(tx, accountId, null);
    return live.length;
  };

  r.post(
    '/members/:username/status',
    { schema: { params: MemberParams, body: SetMemberStatusRequest, response: okResponse(MemberActionResult) } },
    async (req) => {
      const a = await deskMember(app.db, m, req.params.username);
      const { status, reason } = req.body;
      let sessionsEnded = 0;
      await app.audited(
        req,
        status === 'disabled' ? 'members.disable' : 'members.enable',
        async () => ({ username: a.username, status: a.status }),
        async (tx) => {
          await desk.setStatus(tx, a.id, status);
          if (status === 'disabled') sessionsEnded = await endSessions(tx, a.id);
          return { username: a.username, status, reason, sessionsEnded };
        },
      );
      return ok({ status, sessionsEnded });
    },
  );

  r.post(
    '/members/:username/revoke-sessions',
    { schema: { params: MemberParams, response: okResponse(MemberActionResult) } },
    async (req) => {
      const a = await deskMember(app.db, m, req.params.username);
      const { sessionsEnded } = await app.audited(
        req,
        'members.revoke-sessions',
        async () => ({ username: a.username }),
        async (tx) => ({ username: a.username, sessionsEnded: await endSessions(tx, a.id) }),
      );
      return ok({ status: a.status, sessionsEnded });
    },
  );

  // The member set up a new authenticator on their next sign-in; the old one and its recovery codes stop working.
  r.post(
    '/members/:username/reset-2fa',
    { schema: { params: MemberParams, response: okResponse(MemberActionResult) } },
    async (req) => {
      const a = await deskMember(app.db, m, req.params.username);
      await app.audited(
        req,
        'members.reset-2fa',
        async () => ({ username: a.username, totpEnabled: a.totpEnabled }),
        async (tx) => {
          await desk.clearAuthenticator(tx, a.id);
          await removeRecoveryCodes(tx, a.id);
          return { username: a.username, totpEnabled: false };
        },
      );
      return ok({ status: a.status, sessionsEnded: 0 });
    },
  );
}
