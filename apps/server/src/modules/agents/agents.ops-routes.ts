import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContractList } from '@jade/contract/agents';
import {
  OpsAgentLookup,
  OpsAgentTreePage,
  OpsAgentTreeQuery,
  OpsSettlementRunPage,
  OpsSettlementRunQuery,
  OpsStatementPage,
  OpsStatementQuery,
} from '@jade/contract/ops-agents';
import { AppError } from '../../lib/app-error';
import { dayRange } from '../../lib/dates';
import { ok, okResponse } from '../../lib/envelope';
import * as members from '../members/members.service';
import { listContracts } from './agents.contracts';
import { lookup, settlementRuns, statements, treeLevel } from './agents.ops-tree';

const UsernameParams = z.object({ username: z.string().min(1).max(64) }).strict();

/**
 * The console's agent pages (issue 20), read-only: the tree a level and a page at a time, an
 * agent's contracts, the settled periods and their statements. The writes (contracts, moves, the
 * settlement zone) are `agentsOpsRoutes`.
 */
export async function agentsConsoleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  r.get('/agents/tree', { schema: { querystring: OpsAgentTreeQuery, response: okResponse(OpsAgentTreePage) } }, async (req) =>
    ok(await treeLevel(app.db, m, req.query)),
  );
  r.get('/agents/tree/:username', { schema: { params: UsernameParams, response: okResponse(OpsAgentLookup) } }, async (req) =>
    ok(await lookup(app.db, m, req.params.username)),
  );
  r.get(
    '/agents/:username/contracts',
    { schema: { params: UsernameParams, response: okResponse(ContractList) } },
    async (req) => {
      const agent = await members.findByUsername(app.db, m, req.params.username);
      if (!agent) throw new AppError('USER_NOT_FOUND', 'No such account');
      const { held, given } = await listContracts(app.db, agent.id);
      return ok({ held, given });
    },
  );
  r.get(
    '/agents/settlement-runs',
    { schema: { querystring: OpsSettlementRunQuery, response: okResponse(OpsSettlementRunPage) } },
    async (req) => ok(await settlementRuns(app.db, m, { ...req.query, ...dayRange(req.query) })),
  );
  r.get(
    '/agents/statements',
    { schema: { querystring: OpsStatementQuery, response: okResponse(OpsStatementPage) } },
    async (req) => ok(await statements(app.db, m, { ...req.query, ...dayRange(req.query) })),
  );
}
