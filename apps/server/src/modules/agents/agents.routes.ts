import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { dayRange } from '../../lib/dates';
import { ok, okResponse } from '../../lib/envelope';
import { decryptBody } from '../../plugins/encryption';
import * as auth from '../auth/auth.service';
import * as system from '../system/system.service';
import * as agents from './agents.service';

/** The agent centre's API (/wps/agent/…): every call is the signed-in agent's, scoped to its team. */
export async function agentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const agentOf = (req: FastifyRequest) => auth.requireAgent(app.db, req);
  const reportFilter = (q: z.infer<typeof TeamBetQuery>) => ({ ...q, ...dayRange(q) });

  r.get('/wps/agent/centre', { schema: { response: okResponse(AgentCentre) } }, async (req) =>
    ok(await agents.centreOf(app.db, await agentOf(req))),
  );

  r.get(
    '/wps/agent/team/overview',
    { schema: { querystring: TeamOverviewQuery, response: okResponse(TeamOverview) } },
    async (req) => ok(await agents.teamOverview(app.db, m, (await agentOf(req)).id, req.query.tz)),
  );

  r.get('/wps/agent/team/members', { schema: { querystring: DownlineQuery, response: okResponse(DownlinePage) } }, async (req) =>
    ok(await agents.listDownlines(app.db, m, (await agentOf(req)).id, req.query)),
  );

  r.get(
    '/wps/agent/team/members/:username',
    { schema: { params: z.object({ username: z.string().min(1).max(64) }).strict(), response: okResponse(DownlineDetail) } },
    async (req) => ok(await agents.downlineDetail(app.db, m, (await agentOf(req)).id, req.params.username)),
  );

  r.post('/wps/agent/transfer', { schema: { response: okResponse(AgentTransferResult) } }, async (req) => {
    const agent = await agentOf(req);
    const body = decryptBody(app, req, AgentTransferRequest);
    const { currency } = await system.getMerchant(app.db, m);
    return ok(await agents.agentTransfer(app.db, { merchantId: m, currency, agent }, body));
  });

  r.post('/wps/agent/downlines', { schema: { response: okResponse(CreatedDownline) } }, async (req) => {
    const agent = await agentOf(req);
    const body = decryptBody(app, req, CreateDownlineRequest);
    return ok(await agents.createDownline(app.db, m, agent, body));
  });

  r.get('/wps/agent/invite-links', { schema: { response: okResponse(InviteLinkList) } }, async (req) =>
    ok({ list: await agents.listInviteLinks(app.db, (await agentOf(req)).id) }),
  );

  r.post(
    '/wps/agent/invite-links',
    { schema: { body: CreateInviteLinkRequest, response: okResponse(InviteLink) } },
    async (req) => ok(await agents.createInviteLink(app.db, m, (await agentOf(req)).id, req.body)),
  );

  r.put(
    '/wps/agent/invite-links/:id',
    {
      schema: {
        params: IdParams,
        body: UpdateInviteLinkRequest,
        response: okResponse(InviteLink),
      },
    },
    async (req) => ok(await agents.setInviteLinkEnabled(app.db, (await agentOf(req)).id, req.params.id, req.body.enabled)),
  );

  r.get('/wps/agent/reports/bets', { schema: { querystring: TeamBetQuery, response: okResponse(TeamBetPage) } }, async (req) =>
    ok(await agents.teamBets(app.db, m, (await agentOf(req)).id, reportFilter(req.query))),
  );

  r.get(
    '/wps/agent/reports/profit',
    { schema: { querystring: TeamBetQuery, response: okResponse(TeamProfitPage) } },
    async (req) => ok(await agents.teamProfit(app.db, m, (await agentOf(req)).id, reportFilter(req.query))),
  );

  r.get(
    '/wps/agent/reports/transactions',
    { schema: { querystring: TeamBetQuery, response: okResponse(TeamTransactionPage) } },
    async (req) => ok(await agents.teamTransactions(app.db, m, (await agentOf(req)).id, reportFilter(req.query))),
  );
}
