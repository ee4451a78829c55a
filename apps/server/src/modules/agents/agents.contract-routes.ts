import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConsolidatedContracts,
  Contract,
  ContractAnswerRequest,
  ContractList,
  MyContracts,
  MyContractsQuery,
  OfferContractRequest,
  OpsContractRequest,
  SettlementPage,
  SettlementQuery,
  SettlementZone,
  SpecContractCall,
  type ContractKind,
} from '@jade/contract/agents';
import { OpsMoveAccountRequest, OpsMovedAccount } from '@jade/contract/auth';
import { IdParams } from '@jade/contract/common';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dayRange } from '../../lib/dates';
import { ok, okResponse } from '../../lib/envelope';
import * as members from '../members/members.service';
import * as system from '../system/system.service';
import * as agents from './agents.service';

/** Contracts: offers, answers, the consolidated call and my income. */
export async function agentContractRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const onRequest = app.requireAgent;

  r.get(
    '/wps/agent/contracts',
    { onRequest, schema: { querystring: MyContractsQuery, response: okResponse(MyContracts) } },
    async (req) => ok(await agents.listContracts(app.db, req.member.account.id, { ...req.query, rejected: false })),
  );
  r.post(
    '/wps/agent/contracts',
    { onRequest, schema: { body: OfferContractRequest, response: okResponse(Contract) } },
    async (req) => ok(await agents.offerContract(app.db, m, req.member.account, req.body)),
  );
  r.post(
    '/wps/agent/contracts/:id/answer',
    { onRequest, schema: { params: IdParams, body: ContractAnswerRequest, response: okResponse(Contract) } },
    async (req) => ok(await agents.answerContract(app.db, req.member.account, req.params.id, req.body.action)),
  );
  // Spec §4: loaded after sign-in for non-trial users; members hold no contracts, so theirs is empty.
  r.get(
    '/wps/agent/contracts/consolidated',
    { onRequest: app.requireRealMember, schema: { response: okResponse(ConsolidatedContracts) } },
    async (req) => ok(await agents.consolidated(app.db, req.member.account.id)),
  );
  // The spec's names for the same calls (§7 "Salary and dividends").
  const byKind = async (req: FastifyRequest, kind: ContractKind) => {
    const { held, given } = await agents.listContracts(app.db, req.member.account.id, { kind, pageNo: 1, pageSize: 100 });
    return { held, given };
  };
  r.get('/wps/relay/MCS2_processDividendReq', { onRequest, schema: { response: okResponse(ContractList) } }, async (req) =>
    ok(await byKind(req, 'DIVIDEND')),
  );
  r.get('/wps/relay/processDailySalContract', { onRequest, schema: { response: okResponse(ContractList) } }, async (req) =>
    ok(await byKind(req, 'DAILY_SALARY')),
  );
  for (const [name, kind] of [
    ['MCSFE_processRealTimeSalaryContract', 'REALTIME_SALARY'],
    ['processContractHourSalary', 'HOURLY_SALARY'],
  ] as const) {
    r.post(
      `/wps/relay/${name}`,
      { onRequest, schema: { body: SpecContractCall, response: okResponse(Contract) } },
      async (req) => {
        const agent = req.member.account;
        const body = req.body;
        return ok(
          'action' in body
            ? await agents.answerContract(app.db, agent, body.id, body.action)
            : await agents.offerContract(app.db, m, agent, { ...body, kind }),
        );
      },
    );
  }
  r.get(
    '/wps/agent/settlements',
    { onRequest, schema: { querystring: SettlementQuery, response: okResponse(SettlementPage) } },
    async (req) => ok(await agents.settlementsOf(app.db, req.member.account.id, { ...req.query, ...dayRange(req.query) })),
  );
}

/** Operator: the top agent's contract of a kind (its rate caps the whole chain below), the settlement day. */
export async function agentsOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/agents/settlement-zone', { schema: { response: okResponse(SettlementZone) } }, async () => {
    const { utcOffsetMinutes } = await system.getMerchant(app.db, app.merchantId);
    return ok({ utcOffsetMinutes });
  });
  r.put('/agents/settlement-zone', { schema: { body: SettlementZone, response: okResponse(SettlementZone) } }, async (req) =>
    ok(
      await app.audited(
        req,
        'agents.settlementZone',
        async (tx) => ({ utcOffsetMinutes: (await system.getMerchant(tx, app.merchantId)).utcOffsetMinutes }),
        async (tx) => ({
          utcOffsetMinutes: (await system.setUtcOffset(tx, app.merchantId, req.body.utcOffsetMinutes)).utcOffsetMinutes,
        }),
      ),
    ),
  );
  r.put(
    '/accounts/:username/upline',
    {
      schema: {
        params: z.object({ username: z.string().min(1).max(64) }).strict(),
        body: OpsMoveAccountRequest,
        response: okResponse(OpsMovedAccount),
      },
    },
    async (req) => {
      const before = async (tx: Db) => {
        const a = await members.findByUsername(tx, app.merchantId, req.params.username);
        const u = a?.uplineId ? await members.findById(tx, a.uplineId) : null;
        return { username: req.params.username, upline: u?.username ?? null };
      };
      const moved = await app.audited(req, 'accounts.move', before, (tx) =>
        agents.moveAccount(tx, app.merchantId, req.params.username, req.body.uplineUsername),
      );
      return ok(moved);
    },
  );
  r.put(
    '/agents/:username/contract',
    {
      schema: {
        params: z.object({ username: z.string().min(1).max(64) }).strict(),
        body: OpsContractRequest,
        response: okResponse(Contract),
      },
    },
    async (req) => {
      const agent = await members.findByUsername(app.db, app.merchantId, req.params.username);
      if (!agent) throw new AppError('USER_NOT_FOUND', 'No such account');
      const contract = await agents.setTopContract(app.db, app.merchantId, agent, req.body);
      await app.recordAudit(app.db, req, 'agents.contract', null, contract);
      return ok(contract);
    },
  );
}
