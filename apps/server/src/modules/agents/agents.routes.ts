import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AgentCentre,
  AgentTransferRequest,
  AgentTransferResult,
  CreatedDownline,
  CreateDownlineRequest,
  CreateInviteLinkRequest,
  DownlineDetail,
  DownlinePage,
  DownlineQuery,
  InviteLink,
  InviteLinkList,
  TeamBetPage,
  TeamBetQuery,
  TeamOverview,
  TeamOverviewQuery,
  TeamProfitPage,
  TeamTransactionPage,
  UpdateInviteLinkRequest,
} from '@jade/contract/agents';
import { IdParams } from '@jade/contract/common';
import { SetLotteryPrizeLevel } from '@jade/contract/lottery';
import { EncryptedPayload } from '@jade/contract/crypto';
import { dayRange } from '../../lib/dates';
import { ok, okResponse } from '../../lib/envelope';
import { decrypted } from '../../plugins/encryption';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as agents from './agents.service';

const transferBody = decrypted(AgentTransferRequest);
const downlineBody = decrypted(CreateDownlineRequest);

/** The agent centre's API (/wps/agent/…): every call is the signed-in agent's, scoped to its team. */
export async function agentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const onRequest = app.requireAgent;
  const reportFilter = (q: z.infer<typeof TeamBetQuery>) => ({ ...q, ...dayRange(q) });
  // Team views and reports are heavy reads: they go through the reports' pool (db/pool-settings.ts).

  r.get('/wps/agent/centre', { onRequest, schema: { response: okResponse(AgentCentre) } }, async (req) =>
    ok(await agents.centreOf(app.db, req.member.account)),
  );

  r.get(
    '/wps/agent/team/overview',
    { onRequest, schema: { querystring: TeamOverviewQuery, response: okResponse(TeamOverview) } },
    async (req) => ok(await agents.teamOverview(app.reportsDb, m, req.member.account.id, req.query.tz)),
  );

  r.get(
    '/wps/agent/team/members',
    { onRequest, schema: { querystring: DownlineQuery, response: okResponse(DownlinePage) } },
    async (req) => ok(await agents.listDownlines(app.reportsDb, m, req.member.account.id, req.query)),
  );

  r.get(
    '/wps/agent/team/members/:username',
    {
      onRequest,
      schema: { params: z.object({ username: z.string().min(1).max(64) }).strict(), response: okResponse(DownlineDetail) },
    },
    async (req) => ok(await agents.downlineDetail(app.reportsDb, m, req.member.account.id, req.params.username)),
  );

  // A direct downline's lottery prize level (at most the agent's own): the agent's rebate is the difference.
  r.put(
    '/wps/agent/team/members/:username/prize-level',
    {
      onRequest,
      schema: {
        params: z.object({ username: z.string().min(1).max(64) }).strict(),
        body: SetLotteryPrizeLevel,
        response: okResponse(DownlineDetail),
      },
    },
    async (req) => {
      const agent = req.member.account;
      await members.setLevel(app.db, m, { agent }, req.params.username, req.body.level);
      return ok(await agents.downlineDetail(app.db, m, agent.id, req.params.username));
    },
  );

  const transfer = {
    onRequest,
    schema: { body: EncryptedPayload, response: okResponse(AgentTransferResult) },
    preHandler: transferBody,
  };
  r.post('/wps/agent/transfer', transfer, async (req) => {
    const agent = req.member.account;
    const body = transferBody.of(req);
    const { currency } = await system.getMerchant(app.db, m);
    return ok(await agents.agentTransfer(app.db, { merchantId: m, currency, agent }, body));
  });

  const downline = {
    onRequest,
    schema: { body: EncryptedPayload, response: okResponse(CreatedDownline) },
    preHandler: downlineBody,
  };
  r.post('/wps/agent/downlines', downline, async (req) => {
    const agent = req.member.account;
    const body = downlineBody.of(req);
    return ok(await agents.createDownline(app.db, m, agent, body));
  });

  r.get('/wps/agent/invite-links', { onRequest, schema: { response: okResponse(InviteLinkList) } }, async (req) =>
    ok({ list: await agents.listInviteLinks(app.db, req.member.account.id) }),
  );

  r.post(
    '/wps/agent/invite-links',
    { onRequest, schema: { body: CreateInviteLinkRequest, response: okResponse(InviteLink) } },
    async (req) => ok(await agents.createInviteLink(app.db, m, req.member.account.id, req.body)),
  );

  r.put(
    '/wps/agent/invite-links/:id',
    {
      onRequest,
      schema: {
        params: IdParams,
        body: UpdateInviteLinkRequest,
        response: okResponse(InviteLink),
      },
    },
    async (req) => ok(await agents.setInviteLinkEnabled(app.db, req.member.account.id, req.params.id, req.body.enabled)),
  );

  r.get(
    '/wps/agent/reports/bets',
    { onRequest, schema: { querystring: TeamBetQuery, response: okResponse(TeamBetPage) } },
    async (req) => ok(await agents.teamBets(app.reportsDb, m, req.member.account.id, reportFilter(req.query))),
  );

  r.get(
    '/wps/agent/reports/profit',
    { onRequest, schema: { querystring: TeamBetQuery, response: okResponse(TeamProfitPage) } },
    async (req) => ok(await agents.teamProfit(app.reportsDb, m, req.member.account.id, reportFilter(req.query))),
  );

  r.get(
    '/wps/agent/reports/transactions',
    { onRequest, schema: { querystring: TeamBetQuery, response: okResponse(TeamTransactionPage) } },
    async (req) => ok(await agents.teamTransactions(app.reportsDb, m, req.member.account.id, reportFilter(req.query))),
  );
}
