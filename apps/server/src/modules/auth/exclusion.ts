import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EncryptedPayload } from '@jade/contract/crypto';
import { Exclusion, ExclusionRequest } from '@jade/contract/protection';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok, okResponse } from '../../lib/envelope';
import { decrypted } from '../../plugins/encryption';
import * as members from '../members/members.service';
import * as protection from '../protection/protection.service';
import { revokeOtherSessions, type Authed } from './sessions.service';

/**
 * A break or a self-exclusion (player protection, issue 21), taken by the member with their
 * password: recorded for good and, in the same transaction, every session of the account and every
 * remember-me and hand-off token ends — on every node, whose sockets close when it commits.
 */
export async function takeExclusion(db: Db, authed: Authed, req: ExclusionRequest) {
  await members.checkLoginPassword(db, authed.account, req.password, 'password');
  return db.transaction(async (tx) => {
    const exclusion = await protection.exclude(tx, authed.account.id, req.kind, req.duration);
    await revokeOtherSessions(tx, authed.account.id, null);
    return exclusion;
  });
}

const exclusionBody = decrypted(ExclusionRequest);

/** The member's break or self-exclusion: the one in force, and taking one (sealed body: it carries the password). */
export async function exclusionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;

  r.get(
    '/wps/protection/exclusion',
    {
      onRequest,
      config: { withdrawOnly: true },
      schema: { response: okResponse(z.object({ exclusion: Exclusion.nullable() })) },
    },
    async (req) => ok({ exclusion: await protection.exclusionOf(app.db, req.member.account.id) }),
  );

  r.post(
    '/wps/protection/exclusion',
    { onRequest, preHandler: exclusionBody, schema: { body: EncryptedPayload, response: okResponse(Exclusion) } },
    async (req) => ok(await takeExclusion(app.db, req.member, exclusionBody.of(req))),
  );
}
