import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LeaderboardQuery,
  MissionClaimResult,
  MissionCount,
  MissionIdParams,
  MissionLeaderboard,
  MissionQuery,
  MissionSummary,
  OpsMission,
  OpsMissionInput,
  OpsMissionList,
} from '@jade/contract/missions';
import { ok, okResponse } from '../../lib/envelope';
import { requestLanguage } from '../../lib/lang';
import * as promotions from './promotions.service';

/** Missions and their leaderboard (spec §2 missionLeaderboard): real members only (trial accounts are refused). */
export async function missionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRealMember;
  const m = app.merchantId;
  const me = (req: FastifyRequest) => ({ id: req.member.account.id, merchantId: m, username: req.member.account.username });

  r.get(
    '/wps/missions',
    { onRequest, schema: { querystring: MissionQuery, response: okResponse(MissionSummary) } },
    async (req) => ok(await promotions.missionSummary(app.db, m, me(req).id, requestLanguage(req))),
  );
  r.get('/wps/missions/count', { onRequest, schema: { response: okResponse(MissionCount) } }, async (req) =>
    ok({ count: await promotions.completeMissionCount(app.db, m, me(req).id) }),
  );
  r.get(
    '/wps/missions/leaderboard',
    { onRequest, schema: { querystring: LeaderboardQuery, response: okResponse(MissionLeaderboard) } },
    async (req) => ok(await promotions.missionLeaderboard(app.db, m, me(req).id, req.query.week)),
  );
  r.post(
    '/wps/missions/:id/claim',
    { onRequest, schema: { params: MissionIdParams, response: okResponse(MissionClaimResult) } },
    async (req) => ok(await promotions.claimMission(app.db, me(req), req.params.id, requestLanguage(req))),
  );
}

/** The operator's missions under /ops: list with their claims, create, change (audited). */
export async function missionsOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  r.get('/missions', { schema: { response: okResponse(OpsMissionList) } }, async () =>
    ok({ list: await promotions.listMissionsForOps(app.db, m) }),
  );
  r.post('/missions', { schema: { body: OpsMissionInput, response: okResponse(OpsMission) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'missions.create',
        async () => null,
        (tx) => promotions.createMission(tx, m, req.body),
      ),
    ),
  );
  r.put(
    '/missions/:id',
    { schema: { params: MissionIdParams, body: OpsMissionInput, response: okResponse(OpsMission) } },
    async (req) =>
      ok(
        await app.audited(
          req,
          'missions.update',
          (tx) => promotions.findMissionForOps(tx, m, req.params.id),
          (tx) => promotions.updateMission(tx, m, req.params.id, req.body),
        ),
      ),
  );
}
