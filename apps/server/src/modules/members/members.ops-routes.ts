import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OpsAccount, OpsCreateAccountRequest } from '@jade/contract/auth';
import { AddMemberNoteRequest, MemberNote, MemberParams } from '@jade/contract/ops-members';
import { SetRegisterConfigRequest } from '@jade/contract/register';
import { AppError, invalidField } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import * as desk from './members-desk.service';
import * as members from './members.service';

/**
 * The operator's member desk under /ops (inside the operator scope): the registration rules, and
 * accounts created by the operator, to whom no self-service rule applies. Audited without secrets.
 */
export async function membersOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;

  r.put(
    '/register-settings',
    // The registration rules (minimum age among them) are the admin's, not support's.
    {
      config: { ops: 'admin' },
      schema: { body: SetRegisterConfigRequest, response: okResponse(z.object({ minimumAge: z.number() })) },
    },
    async (req) => {
      const patch = {
        ...(req.body.usernameRule ? { usernameRule: req.body.usernameRule } : {}),
        ...(req.body.passwordRule ? { passwordRule: req.body.passwordRule } : {}),
        ...(req.body.fields ? { fields: req.body.fields } : {}),
        ...(req.body.minimumAge !== undefined ? { minimumAge: req.body.minimumAge } : {}),
      };
      const saved = await app.audited(
        req,
        'register.settings',
        (tx) => members.getRegisterSettings(tx, m),
        (tx) => members.saveRegisterSettings(tx, m, patch),
      );
      return ok({ minimumAge: saved.minimumAge });
    },
  );

  r.post('/accounts', { schema: { body: OpsCreateAccountRequest, response: okResponse(OpsAccount) } }, async (req) => {
    const input = req.body;
    const created = await app.db.transaction(async (tx) => {
      if (await members.findByUsername(tx, m, input.username)) {
        throw new AppError('USERNAME_TAKEN', 'This username is already taken', [{ path: 'username', message: 'taken' }]);
      }
      const upline = input.uplineUsername ? await members.findByUsername(tx, m, input.uplineUsername) : null;
      if (input.uplineUsername && !upline) throw invalidField('uplineUsername', 'no such account');
      const account = await members.createAccount(tx, {
        merchantId: m,
        username: input.username,
        password: input.password,
        type: input.type,
        nickname: input.nickname ?? input.username,
        countryDialingCode: input.mobile ? (input.countryDialingCode ?? '+977') : null,
        mobile: input.mobile ?? null,
        mobileVerified: Boolean(input.mobile),
        email: input.email ?? null,
        emailVerified: Boolean(input.email),
        uplineId: upline?.id ?? null,
        affiliateCode: input.affiliateCode ?? null,
      });
      const after = { id: account.id, username: account.username, type: account.type };
      await app.recordAudit(tx, req, 'accounts.create', null, {
        ...after,
        mobile: account.mobile,
        email: account.email,
        uplineId: account.uplineId,
      });
      return after;
    });
    return ok(created);
  });

  // The operators' notes on a member (the member desk): read by support, admin and readonly; added by support and admin, audited.
  const noteMember = async (username: string) => {
    const account = await desk.deskAccount(app.db, m, username);
    if (!account) throw new AppError('USER_NOT_FOUND', 'No such member');
    return account;
  };

  r.get(
    '/members/:username/notes',
    { schema: { params: MemberParams, response: okResponse(z.array(MemberNote)) } },
    async (req) => ok(await desk.listNotes(app.db, m, (await noteMember(req.params.username)).id)),
  );

  r.post(
    '/members/:username/notes',
    { schema: { params: MemberParams, body: AddMemberNoteRequest, response: okResponse(MemberNote) } },
    async (req) => {
      const account = await noteMember(req.params.username);
      const { note } = await app.audited(
        req,
        'members.note',
        async () => null,
        async (tx) => ({
          username: account.username,
          note: await desk.addNote(tx, m, account.id, req.body.body, req.opsCaller.name),
        }),
      );
      return ok(note);
    },
  );
}
