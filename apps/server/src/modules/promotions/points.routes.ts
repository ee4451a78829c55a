import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '@jade/contract/common';
import { EncryptedPayload } from '@jade/contract/crypto';
import {
  ConvertRequest,
  ConvertResult,
  OpsPointItem,
  OpsPointItemInput,
  OpsPointSettings,
  OpsPointSettingsView,
  OpsRedemption,
  OpsRedemptionDecision,
  OpsRedemptionPage,
  OpsRedemptionQuery,
  PageQuery,
  PasswordCheckRequest,
  PasswordCheckResult,
  PointBalance,
  PointConfig,
  PointItemList,
  PointListQuery,
  PointMovementPage,
  RedeemRequest,
  RedeemResult,
  RedemptionPage,
} from '@jade/contract/points';
import { z } from 'zod';
import { ok, okResponse } from '../../lib/envelope';
import { requestLanguage } from '../../lib/lang';
import { decrypted } from '../../plugins/encryption';
import * as members from '../members/members.service';
import * as mall from './promotions.mall';
import * as mallOps from './promotions.mall-ops';
import * as pts from './promotions.points';

const points = { ...pts, ...mall, ...mallOps };

const redeemBody = decrypted(RedeemRequest);
const convertBody = decrypted(ConvertRequest);
const checkBody = decrypted(PasswordCheckRequest);

/**
 * Points and the points mall (spec §7 Points; PTSYS3): the spec's call names under /wps/relay.
 * The mall's items are public (guests browse them); everything of a member's points is for real
 * members; redeeming and converting are encrypted and ask the payment password.
 */
export async function pointsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const member = (req: FastifyRequest) => ({ id: req.member.account.id, merchantId: m, username: req.member.account.username });
  const on = async () => points.assertPointsOn(app.db, m);
  const onRequest = app.requireRealMember;
  const withPassword = async (req: FastifyRequest, password: string) =>
    members.checkPaymentPassword(app.db, req.member.account, password);

  r.get(
    '/wps/relay/getPointConfig',
    { schema: { querystring: PointListQuery, response: okResponse(PointConfig) } },
    async (req) => {
      await on();
      return ok(await points.pointConfig(app.db, m, requestLanguage(req)));
    },
  );
  r.get(
    '/wps/relay/getPointReward',
    { schema: { querystring: PointListQuery, response: okResponse(PointItemList) } },
    async (req) => {
      await on();
      const authed = await req.optionalMember();
      const who = authed ? { id: authed.account.id, merchantId: m, username: authed.account.username } : null;
      return ok({ list: await points.mallOf(app.db, m, who, requestLanguage(req)) });
    },
  );
  r.get('/wps/relay/MCS2_getPointBalance', { onRequest, schema: { response: okResponse(PointBalance) } }, async (req) => {
    await on();
    return ok({ points: await points.balanceOf(app.db, member(req).id) });
  });
  r.get(
    '/wps/relay/getRedeemPointList',
    { onRequest, schema: { querystring: PageQuery, response: okResponse(RedemptionPage) } },
    async (req) => {
      await on();
      return ok(await points.redemptionsOf(app.db, { merchantId: m, memberId: member(req).id }, req.query, requestLanguage(req)));
    },
  );
  r.get(
    '/wps/relay/ODSFE2_MemTransDet',
    { onRequest, schema: { querystring: PageQuery, response: okResponse(PointMovementPage) } },
    async (req) => {
      await on();
      return ok(await points.movementsOf(app.db, member(req).id, req.query));
    },
  );
  r.post(
    '/wps/relay/passwordCheck',
    { onRequest, schema: { body: EncryptedPayload, response: okResponse(PasswordCheckResult) }, preHandler: checkBody },
    async (req) => {
      await on();
      await withPassword(req, checkBody.of(req).paymentPassword);
      return ok({ ok: true as const });
    },
  );
  r.post(
    '/wps/relay/MCS2_redeemPointReward',
    { onRequest, schema: { body: EncryptedPayload, response: okResponse(RedeemResult) }, preHandler: redeemBody },
    async (req) => {
      await on();
      const input = redeemBody.of(req);
      await withPassword(req, input.paymentPassword);
      return ok(await points.redeem(app.db, member(req), input, requestLanguage(req)));
    },
  );
  r.post(
    '/wps/relay/convertPoint',
    { onRequest, schema: { body: EncryptedPayload, response: okResponse(ConvertResult) }, preHandler: convertBody },
    async (req) => {
      await on();
      const input = convertBody.of(req);
      await withPassword(req, input.paymentPassword);
      return ok(await points.convert(app.db, member(req), input.points, input.requestId));
    },
  );
}

/** The operator's points: rules and exchange table, mall items, the goods queue (all audited). */
export async function pointsOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  r.get('/points/settings', { schema: { response: okResponse(OpsPointSettingsView) } }, async () =>
    ok(await points.settingsOf(app.db, m)),
  );
  r.put('/points/settings', { schema: { body: OpsPointSettings, response: okResponse(OpsPointSettingsView) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'points.settings',
        (tx) => points.settingsOf(tx, m),
        (tx) => points.saveSettings(tx, m, req.body),
      ),
    ),
  );
  r.get('/points/items', { schema: { response: okResponse(z.object({ list: z.array(OpsPointItem) })) } }, async () =>
    ok({ list: await points.itemsForOps(app.db, m) }),
  );
  r.post('/points/items', { schema: { body: OpsPointItemInput, response: okResponse(OpsPointItem) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'points.item.create',
        async () => null,
        (tx) => points.saveItem(tx, m, null, req.body),
      ),
    ),
  );
  r.put(
    '/points/items/:id',
    { schema: { params: IdParams, body: OpsPointItemInput, response: okResponse(OpsPointItem) } },
    async (req) =>
      ok(
        await app.audited(
          req,
          'points.item.update',
          (tx) => points.itemForOps(tx, m, req.params.id),
          (tx) => points.saveItem(tx, m, req.params.id, req.body),
        ),
      ),
  );
  r.get(
    '/points/redemptions',
    { schema: { querystring: OpsRedemptionQuery, response: okResponse(OpsRedemptionPage) } },
    async (req) => ok(await points.redemptionsOf(app.db, { merchantId: m, status: req.query.status }, req.query, 'en')),
  );
  for (const [path, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const)
    r.post(
      `/points/redemptions/:id/${path}`,
      {
        schema: {
          params: IdParams,
          body: OpsRedemptionDecision,
          response: okResponse(OpsRedemption.omit({ username: true, delivery: true })),
        },
      },
      async (req) =>
        ok(
          await app.audited(
            req,
            `points.redemption.${path}`,
            async () => ({ id: req.params.id }),
            (tx) => points.decide(tx, m, req.params.id, approve, req.body.remark),
          ),
        ),
    );
}
