import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_TYPE } from '@jade/contract/auth';
import { APP_DISPLAY_HEADER, APP_DISPLAY_STANDALONE } from '@jade/contract/limits';
import {
  ApplyRequest,
  ClaimResult,
  OpsApplicationDecision,
  OpsApplication,
  OpsApplicationPage,
  OpsApplicationQuery,
  OpsPromotion,
  OpsPromotionInput,
  OpsPromotionList,
  OpsPromotionTexts,
  PromotionIdParams,
  PromotionItem,
  PromotionList,
  PromotionListQuery,
  RaffleBoard,
  RaffleClaimRequest,
  RaffleClaimResult,
  RankingBoard,
  RewardCount,
  RewardIdParams,
  RewardListQuery,
  RewardPage,
  SignInResult,
} from '@jade/contract/promotions';
import { OpsVipTable, OpsVipTableView, RebateAccrual, RebateClaimResult, VipQuery, VipStatus } from '@jade/contract/vip';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { requestLanguage } from '../../lib/lang';
import * as system from '../system/system.service';
import * as wallet from '../wallet/wallet.service';
import * as rebate from './promotions.rebate';
import * as grants from './promotions.grants';
import * as rewards from './promotions.rewards';
import * as promotions from './promotions.service';
import { updateTexts } from './promotions.texts';
import * as vip from './promotions.vip';

/**
 * Promotions (spec §2 /promotions) and the reward centre (rewardCenter): guests read the cards;
 * joining, signing in and rewards are for real members (trial accounts get in_need_true_account).
 */
export async function promotionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;
  const me = (req: FastifyRequest) => {
    const a = req.member.account;
    return { id: a.id, merchantId: app.merchantId, username: a.username };
  };
  /**
   * The rewards due since the last look (deposit bonuses, invited friends…) are granted before the
   * reward centre answers; from the installed app (its display-mode marker, decision 024) the
   * app-download rewards too.
   */
  const upToDate = async (req: FastifyRequest) => {
    const member = me(req);
    const { currency } = await system.getMerchant(app.db, app.merchantId);
    const w = await wallet.walletOf(app.db, app.merchantId, member.id, currency);
    const fromApp = req.headers[APP_DISPLAY_HEADER] === APP_DISPLAY_STANDALONE;
    await grants.grantDueRewards(app.db, member, w.id, { fromApp });
    return member;
  };

  r.get('/wps/promotions', { schema: { querystring: PromotionListQuery, response: okResponse(PromotionList) } }, async (req) => {
    const authed = await req.optionalMember();
    const member =
      authed && authed.account.type !== ACCOUNT_TYPE.trial ? { id: authed.account.id, merchantId: app.merchantId } : null;
    return ok(await promotions.listFor(app.db, app.merchantId, member, req.query.type, requestLanguage(req)));
  });

  r.get(
    '/wps/promotions/:id/ranking',
    { schema: { params: PromotionIdParams, response: okResponse(RankingBoard) } },
    async (req) => {
      const authed = await req.optionalMember();
      return ok(await promotions.rankingOf(app.db, app.merchantId, req.params.id, authed?.account.id ?? null));
    },
  );

  r.get(
    '/wps/promotions/:id/raffle',
    { schema: { params: PromotionIdParams, response: okResponse(RaffleBoard) } },
    async (req) => {
      const authed = await req.optionalMember();
      return ok(await promotions.raffleOf(app.db, app.merchantId, req.params.id, authed?.account.id ?? null));
    },
  );

  r.post(
    '/wps/relay/MCS2_claimRafflePromotion',
    { onRequest, schema: { body: RaffleClaimRequest, response: okResponse(RaffleClaimResult) } },
    async (req) => ok(await promotions.claimRafflePrizes(app.db, me(req), req.body.promotionId, requestLanguage(req))),
  );

  r.post(
    '/wps/promotions/:id/join',
    { onRequest, schema: { params: PromotionIdParams, response: okResponse(PromotionItem) } },
    async (req) => ok(await promotions.join(app.db, me(req), req.params.id, requestLanguage(req))),
  );

  r.post(
    '/wps/promotions/:id/apply',
    { onRequest, schema: { params: PromotionIdParams, body: ApplyRequest, response: okResponse(PromotionItem) } },
    async (req) => ok(await promotions.applyTo(app.db, me(req), req.params.id, req.body, requestLanguage(req))),
  );

  r.post(
    '/wps/promotions/:id/sign',
    { onRequest, schema: { params: PromotionIdParams, response: okResponse(SignInResult) } },
    async (req) => ok(await promotions.signIn(app.db, me(req), req.params.id, requestLanguage(req))),
  );

  r.get(
    '/wps/rewards',
    { onRequest, schema: { querystring: RewardListQuery, response: okResponse(RewardPage) } },
    async (req) => {
      const member = await upToDate(req);
      return ok(await rewards.rewardPage(app.db, member.id, req.query, requestLanguage(req)));
    },
  );

  r.get('/wps/rewards/count', { onRequest, schema: { response: okResponse(RewardCount) } }, async (req) => {
    const member = await upToDate(req);
    return ok({ count: await rewards.claimableCount(app.db, member.id) });
  });

  r.get('/wps/vip', { onRequest, schema: { querystring: VipQuery, response: okResponse(VipStatus) } }, async (req) =>
    ok(await vip.vipStatus(app.db, app.merchantId, me(req).id, requestLanguage(req))),
  );

  /** The manual rebate (spec §2 account menu) exists only while MANPLAYREB3 is on. */
  const manualRebate = async () => {
    if (!(await system.getFlags(app.db, app.merchantId)).MANPLAYREB3)
      throw new AppError('FEATURE_DISABLED', 'Manual rebate is not offered');
  };
  r.get('/wps/rebate', { onRequest, schema: { response: okResponse(RebateAccrual) } }, async (req) => {
    await manualRebate();
    return ok(await rebate.accrual(app.db, app.merchantId, me(req).id));
  });
  r.post('/wps/rebate/claim', { onRequest, schema: { response: okResponse(RebateClaimResult) } }, async (req) => {
    await manualRebate();
    return ok(await rebate.claimManual(app.db, app.merchantId, me(req).id));
  });

  r.post(
    '/wps/rewards/:id/claim',
    { onRequest, schema: { params: RewardIdParams, response: okResponse(ClaimResult) } },
    async (req) => ok(await rewards.claim(app.db, me(req), req.params.id, requestLanguage(req))),
  );
}

/**
 * The operator's promotions under /ops: list with what each cost, create, change (audited). The
 * content role (and readonly) reads the list and changes the texts only (issue 20); the rest is admin's.
 */
export async function promotionsOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  r.get('/promotions', { config: { ops: ['content'] }, schema: { response: okResponse(OpsPromotionList) } }, async () =>
    ok(await promotions.listForOps(app.db, m)),
  );
  r.put(
    '/promotions/:id/texts',
    {
      config: { ops: ['content'] },
      schema: { params: PromotionIdParams, body: OpsPromotionTexts, response: okResponse(OpsPromotion) },
    },
    async (req) =>
      ok(
        await app.audited(
          req,
          'promotions.texts',
          async (tx) => {
            const { title, rules } = await promotions.findForOps(tx, m, req.params.id);
            return { id: req.params.id, title, rules };
          },
          (tx) => updateTexts(tx, m, req.params.id, req.body),
        ),
      ),
  );
  r.post('/promotions', { schema: { body: OpsPromotionInput, response: okResponse(OpsPromotion) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'promotions.create',
        async () => null,
        (tx) => promotions.createPromotion(tx, m, req.body),
      ),
    ),
  );
  r.get(
    '/promotions/applications',
    { schema: { querystring: OpsApplicationQuery, response: okResponse(OpsApplicationPage) } },
    async (req) => ok(await promotions.applicationsForOps(app.db, m, req.query)),
  );
  for (const [path, issue] of [
    ['approve', true],
    ['reject', false],
  ] as const)
    r.post(
      `/promotions/applications/:id/${path}`,
      { schema: { params: PromotionIdParams, body: OpsApplicationDecision, response: okResponse(OpsApplication) } },
      async (req) =>
        ok(
          await app.audited(
            req,
            `promotions.application.${path}`,
            async () => ({ id: req.params.id }),
            (tx) => promotions.decideApplication(tx, m, req.params.id, issue, req.body),
          ),
        ),
    );
  r.get('/vip/levels', { schema: { response: okResponse(OpsVipTableView) } }, async () =>
    ok(await vip.vipTableForOps(app.db, m)),
  );
  r.put('/vip/levels', { schema: { body: OpsVipTable, response: okResponse(OpsVipTableView) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'vip.levels',
        (tx) => vip.vipTableForOps(tx, m),
        (tx) => vip.setVipTable(tx, m, req.body),
      ),
    ),
  );
  r.post('/promotions/:id/settle', { schema: { params: PromotionIdParams, response: okResponse(OpsPromotion) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'promotions.settle',
        (tx) => promotions.findForOps(tx, m, req.params.id),
        (tx) => promotions.settleNow(tx, m, req.params.id),
      ),
    ),
  );
  r.put(
    '/promotions/:id',
    { schema: { params: PromotionIdParams, body: OpsPromotionInput, response: okResponse(OpsPromotion) } },
    async (req) =>
      ok(
        await app.audited(
          req,
          'promotions.update',
          (tx) => promotions.findForOps(tx, m, req.params.id),
          (tx) => promotions.updatePromotion(tx, m, req.params.id, req.body),
        ),
      ),
  );
}
