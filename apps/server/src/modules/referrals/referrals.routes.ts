import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AvailablePromo,
  CreateReferralLinkRequest,
  ReferralLink,
  ReferralLinkParams,
  ReferralOverview,
  ReferralSettings,
  UpdateReferralLinkRequest,
} from '@jade/contract/referrals';
import { ok, okResponse } from '../../lib/envelope';
import * as promotions from '../promotions/promotions.service';
import * as referrals from './referrals.service';

/**
 * Invite friends (spec §2 personal-centre page `referral`, referral link management): the
 * member's code and links, for real members (trial accounts get in_need_true_account) while the
 * merchant offers it (REFERRAL.enabled, else FEATURE_DISABLED); and who can see that it is offered.
 * The reward centre grants the referral rewards due before it answers (the evaluator below).
 */
export async function referralsRoutes(app: FastifyInstance) {
  promotions.registerRewardEvaluator(referrals.grantDueReferralRewards);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;
  // Checked before the input: while it is off, every call is the same refusal.
  const preValidation = async () => referrals.assertEnabled(app.db, app.merchantId);
  const me = (req: FastifyRequest) => ({ id: req.member.account.id, merchantId: app.merchantId });

  r.get('/wps/referral/available', { schema: { response: okResponse(AvailablePromo) } }, async () =>
    ok({ REFERRAL: { enabled: await referrals.isEnabled(app.db, app.merchantId) } }),
  );

  r.get('/wps/referral', { onRequest, preValidation, schema: { response: okResponse(ReferralOverview) } }, async (req) =>
    ok(await referrals.overviewOf(app.db, me(req))),
  );

  r.post(
    '/wps/referral/links',
    { onRequest, preValidation, schema: { body: CreateReferralLinkRequest, response: okResponse(ReferralLink) } },
    async (req) => ok(await referrals.createLink(app.db, me(req), req.body.label)),
  );

  r.put(
    '/wps/referral/links/:id',
    {
      onRequest,
      preValidation,
      schema: { params: ReferralLinkParams, body: UpdateReferralLinkRequest, response: okResponse(ReferralLink) },
    },
    async (req) => ok(await referrals.updateLink(app.db, me(req).id, req.params.id, req.body)),
  );
}

/** The operator's referral reward under /ops (audited). */
export async function referralsOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  r.get('/referral/settings', { schema: { response: okResponse(ReferralSettings) } }, async () =>
    ok(await referrals.settingsOf(app.db, m)),
  );
  r.put('/referral/settings', { schema: { body: ReferralSettings, response: okResponse(ReferralSettings) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'referral.settings',
        (tx) => referrals.settingsOf(tx, m),
        (tx) => referrals.saveSettings(tx, m, req.body),
      ),
    ),
  );
}
