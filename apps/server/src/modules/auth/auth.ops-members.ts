import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEMBER_SEARCH_PAGE,
  MemberParams,
  MemberProfile,
  MemberSearchPage,
  MemberSearchQuery,
  MemberSession,
  MemberSignIn,
  type MemberRow,
} from '@jade/contract/ops-members';
import { MEMBER_READERS } from '@jade/contract/operators';
import { MemberProtection } from '@jade/contract/protection';
import { BetPage, BonusList, RecordQuery, TransactionPage } from '@jade/contract/wallet';
import { toIso } from '../../db/normalize';
import { ok, okResponse } from '../../lib/envelope';
import * as desk from '../members/members-desk.service';
import * as payouts from '../payments/payout-search.service';
import * as protection from '../protection/protection.service';
import * as rounds from '../rounds/rounds.service';
import * as system from '../system/system.service';
import * as balances from '../wallet/balances.service';
import * as wallet from '../wallet/wallet.service';
import { accountIdsByIp, deskMember, signInHistory } from './auth.ops-reads';
import { memberActionRoutes } from './auth.ops-member-actions';
import { listActiveSessions } from './sessions.service';

const PageQuery = RecordQuery.pick({ pageNo: true, pageSize: true }).strict();

/**
 * The operator's member desk under /ops/members (issue 20), support's (admin's, and for its reads
 * readonly's, finance's and risk's: MEMBER_READERS): the search and a member's page. It lives here because it reads across
 * modules that all sit below auth (members, wallet, rounds, payments, protection) and the
 * sessions and sign-ins auth owns; the notes are the members module's own routes.
 */
export async function authMembersOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  // Every read of the desk is open to finance and risk too (MEMBER_READERS); its actions stay support's.
  app.addHook('onRoute', (route) => {
    if (route.method === 'GET') route.config = { ...route.config, ops: MEMBER_READERS } as typeof route.config;
  });

  r.get('/members', { schema: { querystring: MemberSearchQuery, response: okResponse(MemberSearchPage) } }, async (req) => {
    const { by, q, page } = req.query;
    const slice = { offset: (page - 1) * MEMBER_SEARCH_PAGE, size: MEMBER_SEARCH_PAGE };
    const found =
      by === 'ip' || by === 'payout'
        ? await desk.accountsAmong(
            app.db,
            m,
            by === 'ip' ? await accountIdsByIp(app.db, m, q) : await payouts.memberIdsByPayoutNumber(app.db, q),
            slice,
          )
        : await desk.findAccounts(app.db, m, by, q, slice);
    const rows = found.slice(0, MEMBER_SEARCH_PAGE);
    const money = await balances.mainBalances(
      app.db,
      m,
      rows.map((a) => a.id),
    );
    const list: MemberRow[] = rows.map((a) => ({
      username: a.username,
      kind: desk.kindOf(a),
      status: a.status,
      balance: money.get(a.id) ?? 0,
      createdAt: toIso(a.createdAt),
      lastLoginAt: a.lastLoginAt ? toIso(a.lastLoginAt) : null,
    }));
    return ok({ list, page, more: found.length > MEMBER_SEARCH_PAGE });
  });

  r.get('/members/:username', { schema: { params: MemberParams, response: okResponse(MemberProfile) } }, async (req) => {
    const a = await deskMember(app.db, m, req.params.username);
    const [money, locked, upline] = await Promise.all([
      balances.mainBalances(app.db, m, [a.id]),
      wallet.lockedBonus(app.db, a.id),
      a.uplineId ? desk.usernameOf(app.db, a.uplineId) : Promise.resolve(null),
    ]);
    return ok({
      username: a.username,
      kind: desk.kindOf(a),
      status: a.status,
      balance: money.get(a.id) ?? 0,
      lockedBonus: locked,
      createdAt: toIso(a.createdAt),
      lastLoginAt: a.lastLoginAt ? toIso(a.lastLoginAt) : null,
      nickname: a.nickname,
      realName: a.realName,
      countryDialingCode: a.countryDialingCode,
      mobile: a.mobile,
      mobileVerified: a.mobileVerified,
      email: a.email,
      emailVerified: a.emailVerified,
      birthday: a.birthday,
      upline,
      registerIp: a.registerIp,
      totpEnabled: a.totpEnabled,
    });
  });

  // The member's account record (the wallet's ledger) for the desk: support reads it here, finance at /ledger.
  r.get(
    '/members/:username/transactions',
    { schema: { params: MemberParams, querystring: PageQuery, response: okResponse(TransactionPage) } },
    async (req) => {
      const a = await deskMember(app.db, m, req.params.username);
      const { currency } = await system.getMerchant(app.db, m);
      return ok(await wallet.transactionsOf(app.db, (await wallet.walletOf(app.db, m, a.id, currency)).id, req.query));
    },
  );

  r.get(
    '/members/:username/bets',
    { schema: { params: MemberParams, querystring: PageQuery, response: okResponse(BetPage) } },
    async (req) => ok(await rounds.listRounds(app.db, (await deskMember(app.db, m, req.params.username)).id, req.query)),
  );

  r.get('/members/:username/bonuses', { schema: { params: MemberParams, response: okResponse(BonusList) } }, async (req) => {
    const a = await deskMember(app.db, m, req.params.username);
    const [list, locked] = await Promise.all([wallet.listBonuses(app.db, a.id), wallet.lockedBonus(app.db, a.id)]);
    return ok({ list, locked });
  });

  r.get(
    '/members/:username/sessions',
    { schema: { params: MemberParams, response: okResponse(z.array(MemberSession)) } },
    async (req) => {
      const a = await deskMember(app.db, m, req.params.username);
      const live = await listActiveSessions(app.db, a.id);
      return ok(
        live.map((s) => ({
          id: s.id,
          ip: s.ip,
          userAgent: s.userAgent,
          createdAt: toIso(s.createdAt),
          lastSeenAt: toIso(s.lastSeenAt),
        })),
      );
    },
  );

  r.get(
    '/members/:username/sign-ins',
    { schema: { params: MemberParams, response: okResponse(z.array(MemberSignIn)) } },
    async (req) => ok(await signInHistory(app.db, m, await deskMember(app.db, m, req.params.username))),
  );

  // Limits and exclusions as the member set them (risk's own read is /protection), read-only.
  r.get(
    '/members/:username/limits',
    { schema: { params: MemberParams, response: okResponse(MemberProtection) } },
    async (req) => {
      const a = await deskMember(app.db, m, req.params.username);
      const [exclusion, history, limits] = await Promise.all([
        protection.exclusionOf(app.db, a.id),
        protection.exclusionHistory(app.db, a.id),
        protection.getLimits(app.db, m, a.id),
      ]);
      return ok({ username: a.username, exclusion, history, limits: limits.limits });
    },
  );

  await memberActionRoutes(app);
}
