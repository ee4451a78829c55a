import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { encryptPayload } from '@jade/contract/crypto-encrypt';
import { WS_CLOSE } from '@jade/contract/events';
import { openDatabase, type Database } from '../db/client';
import { JOB_EVERY_MS } from '../jobs/scheduler';
import { agentContracts, agentSettlementRuns, agentSettlements } from '../modules/agents/agents.tables';
import { ledgerTransfers } from '../modules/wallet/wallet.tables';
import { deposits, paymentChannels } from '../modules/payments/payments.tables';
import { gsRounds, gsSessions } from '../modules/gameserver/gameserver.tables';
import { launchTokens } from '../modules/catalog/catalog.tables';
import * as agents from '../modules/agents/agents.service';
import * as members from '../modules/members/members.service';
import * as rounds from '../modules/rounds/rounds.service';
import * as system from '../modules/system/system.service';
import * as wallet from '../modules/wallet/wallet.service';
import { startNode, until, type ServerNode } from './nodes';
import { openSocket, type TestSocket } from './ws-client';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: what one node does
 * reaches the sockets of the other, and every timed job's work is done once although both nodes
 * run it — at the same moment: both are frozen (SIGSTOP) until their job timers are overdue and
 * woken together (SIGCONT). PostgreSQL only (the second run of `npm test`); PGlite is one node.
 */
const admin = process.env.TEST_DATABASE_URL;
const TOKEN = 'two-nodes-admin-token-0123456789';
const PASSWORD = 'Money2026x';
/** Far below the 60 s session sweep: closed within this, a socket was closed by the sign-out. */
const AT_ONCE_MS = 5_000;

type Headers = Record<string, string>;

describe.skipIf(!admin)('two nodes on one PostgreSQL', () => {
  const name = `jade_nodes_${randomBytes(5).toString('hex')}`;
  let database: Database;
  let nodes: ServerNode[] = [];
  let A: ServerNode;
  let B: ServerNode;
  let merchantId = 0;
  const tag = randomBytes(3).toString('hex');
  const fixtures = { agentId: 0, agentBalance: 0, depositId: 0, launchToken: '', trialSession: 0, trialRound: 0 };
  const TRIAL_START = 1_000_000;
  const TRIAL_WIN = 5_000;

  const call = async (node: ServerNode, method: string, url: string, opts: { headers?: Headers; body?: unknown } = {}) => {
    const res = await fetch(`${node.url}${url}`, {
      method,
      headers: { ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }), ...opts.headers },
      ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
    });
    const json = (await res.json()) as { value?: unknown; code?: string };
    if (res.status !== 200) throw new Error(`${method} ${url} on ${node.name}: ${res.status} ${JSON.stringify(json)}`);
    return json.value as Record<string, unknown>;
  };
  const ops = { authorization: `Bearer ${TOKEN}` };

  /** Signs in on `on` with a body sealed with the key `keyFrom` publishes (one key pair for every node). */
  const signIn = async (on: ServerNode, keyFrom: ServerNode, username: string): Promise<{ token: string; headers: Headers }> => {
    const key = await call(keyFrom, 'GET', '/wps/system/publicKey');
    const body = await encryptPayload({ username, password: PASSWORD }, key as never, '/wps/session/login');
    const token = (await call(on, 'POST', '/wps/session/login', { body })).token as string;
    return { token, headers: { authorization: `Bearer ${token}` } };
  };
  const newMember = async (prefix: string, type = 0, uplineId?: number) =>
    members.createAccount(database.db, {
      merchantId,
      username: `${prefix}${tag}`,
      password: PASSWORD,
      type,
      ...(uplineId ? { uplineId } : {}),
    });
  const ws = (node: ServerNode, path: string) => openSocket(`${node.url.replace('http', 'ws')}${path}`);
  const closedWithin = (socket: TestSocket, ms = AT_ONCE_MS) =>
    Promise.race([socket.closed.then((c) => c.code), new Promise<null>((r) => setTimeout(() => r(null), ms))]);
  async function nextOf(socket: TestSocket, type: string): Promise<Record<string, unknown>> {
    for (;;) {
      const m = (await socket.next(10_000)) as Record<string, unknown>;
      if (m.type === type) return m;
    }
  }

  /** The accounts the settlement needs: an agent and its member, who bet 100,000 an hour ago. */
  async function accounts() {
    const db = database.db;
    const agent = await newMember('na', 1);
    const member = await newMember('nm', 0, agent.id);
    fixtures.agentId = agent.id;
    await db.transaction(async (tx) => {
      await wallet.transfer(tx, {
        merchantId,
        from: await wallet.systemAccount(tx, merchantId, 'adjustments', 'NPR'),
        to: await wallet.walletOf(tx, merchantId, member.id, 'NPR'),
        amount: 100_000,
        idempotencyKey: `nodes-fund-${tag}`,
        type: 'ADJUST',
        reason: 'two nodes test',
        actor: 'test',
      });
      await rounds.settleRound(tx, {
        merchantId,
        memberId: member.id,
        currency: 'NPR',
        vendor: 'LOTUS',
        category: 'RNG',
        gameCode: 'LOTUS-0001',
        gameName: 'Lotus Fortune',
        roundRef: `nodes-${tag}`,
        stake: 100_000,
        win: 0,
        result: 'lost',
        at: new Date(Date.now() - 3_600_000),
      });
    });
    fixtures.agentBalance = await wallet.balanceOf(db, await wallet.walletOf(db, merchantId, agent.id, 'NPR'));
  }

  /**
   * What the timed jobs find when both nodes wake, made just before they are frozen: due contract
   * periods, an expired deposit and launch token, and a free-trial round left CREDITING (its
   * process stopped before paying the win; recovery takes rounds older than 15 s, so neither node
   * touches it before both wake).
   */
  async function dueWork() {
    const db = database.db;
    const agent = await members.findById(db, fixtures.agentId);
    await agents.setTopContract(db, merchantId, agent!, {
      kind: 'REALTIME_SALARY',
      tiers: [{ activeMembers: 0, validBet: 0, profitLoss: 0, rate: 100 }],
    });
    // Accepted two hours ago: 24 five-minute periods are due, one of them with the 100,000 bet.
    await db
      .update(agentContracts)
      .set({ acceptedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(agentContracts.agentId, fixtures.agentId));
    const [channel] = await db.select().from(paymentChannels).where(eq(paymentChannels.merchantId, merchantId)).limit(1);
    const [deposit] = await db
      .insert(deposits)
      .values({
        merchantId,
        memberId: fixtures.agentId,
        orderNo: `NODES${tag}`,
        channelId: channel!.id,
        amount: 50_000,
        fee: 0,
        requestId: `nodes-${tag}`,
        expiresAt: new Date(Date.now() - 60_000),
      })
      .returning();
    fixtures.depositId = deposit!.id;
    fixtures.launchToken = `nodes-${tag}`;
    await db.insert(launchTokens).values({
      tokenHash: fixtures.launchToken,
      merchantId,
      vendor: 'LOTUS',
      gameCode: 'LOTUS-0001',
      mode: 'trial',
      language: 'en',
      backUrl: '/',
      expiresAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await stuckTrialRound();
  }

  async function stuckTrialRound() {
    const [s] = await database.db
      .insert(gsSessions)
      .values({
        merchantId,
        tokenHash: `nodes-${tag}`,
        vendor: 'JADE',
        gameCode: 'nodes-test',
        mode: 'trial',
        owner: `trial:nodes-${tag}`,
        currency: 'NPR',
        trialBalance: TRIAL_START,
        language: 'en',
        backUrl: '/',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const [r] = await database.db
      .insert(gsRounds)
      .values({
        merchantId,
        sessionId: s!.id,
        owner: s!.owner,
        mode: 'trial',
        vendor: 'JADE',
        gameCode: 'nodes-test',
        engine: 'nodes-test',
        params: {},
        seedId: 0,
        nonce: 0,
        bet: {},
        stake: 1_000,
        win: TRIAL_WIN,
        status: 'CREDITING',
      })
      .returning();
    fixtures.trialSession = s!.id;
    fixtures.trialRound = r!.id;
  }

  beforeAll(async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    await c.end();
    const url = new URL(admin!);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    merchantId = (await system.ensureMerchant(database.db, 'JADE')).id;
    await accounts();
    const env = { DATABASE_URL: url.toString(), ADMIN_TOKEN: TOKEN };
    const started = await Promise.allSettled([startNode('node A', env), startNode('node B', env)]);
    nodes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    [A, B] = nodes as [ServerNode, ServerNode];

    // Both nodes stop right after the work is due; a full job period later every job timer of both
    // is overdue, and they wake together: each job runs on both nodes at the same moment.
    await dueWork();
    nodes.forEach((n) => n.freeze());
    await new Promise((r) => setTimeout(r, JOB_EVERY_MS + 1_000));
    nodes.forEach((n) => n.thaw());
  }, 120_000);

  afterAll(async () => {
    nodes.forEach((n) => n.kill());
    await database?.close();
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });

  test("a balance change made through node A reaches the member's socket on node B", async () => {
    const m = await newMember('nb');
    const { token } = await signIn(A, B, m.username);
    const socket = await ws(B, '/ws');
    socket.send({ type: 'auth', token });
    expect(await socket.next(10_000)).toEqual({ type: 'ready' });
    const credit = { amount: 12_345, reason: 'two nodes', idempotencyKey: `nodes-credit-${tag}` };
    const { balance } = await call(A, 'POST', `/ops/members/${m.username}/adjust`, { headers: ops, body: credit });
    expect(balance).toBe(12_345);
    expect(await nextOf(socket, 'balance')).toEqual({ type: 'balance', balance: 12_345 });
    socket.close();
  });

  test('a chat message sent through node A reaches the conversation on node B, both ways', async () => {
    const m = await newMember('nc');
    const { token, headers } = await signIn(A, A, m.username);
    const { conversationId } = await call(A, 'GET', '/wps/relay/CBS_launchChat?modelId=GENERAL', { headers });
    const operator = await ws(B, '/ws/chat');
    operator.send({ type: 'auth', operatorToken: TOKEN });
    expect(await operator.next(10_000)).toEqual({ type: 'ready', conversation: null });
    const customer = await ws(B, '/ws/chat');
    customer.send({ type: 'auth', conversationId, after: 0, token });
    expect(await customer.next(10_000)).toMatchObject({ type: 'ready', conversation: { id: conversationId } });

    const say = { text: 'hello from node A', clientId: `nodes-say-${tag}` };
    await call(A, 'POST', `/wps/chat/conversations/${conversationId}/messages`, { headers, body: say });
    expect(await nextOf(operator, 'message')).toMatchObject({ message: { conversationId, seq: 1, text: say.text } });
    expect(await nextOf(customer, 'message')).toMatchObject({ message: { seq: 1, text: say.text } });
    const reply = { text: 'hello back through node A', clientId: `nodes-reply-${tag}` };
    await call(A, 'POST', `/ops/chat/conversations/${conversationId}/messages`, { headers: ops, body: reply });
    expect(await nextOf(customer, 'message')).toMatchObject({ message: { seq: 2, sender: 'OPERATOR', text: reply.text } });
    operator.close();
    customer.close();
  });

  test("a sign-out on node A closes the member's sockets on node B at once", async () => {
    const m = await newMember('ns');
    const { token, headers } = await signIn(A, A, m.username);
    const { conversationId } = await call(A, 'GET', '/wps/relay/CBS_launchChat?modelId=GENERAL', { headers });
    const events = await ws(B, '/ws');
    events.send({ type: 'auth', token });
    expect(await events.next(10_000)).toEqual({ type: 'ready' });
    const chat = await ws(B, '/ws/chat');
    chat.send({ type: 'auth', conversationId, after: 0, token });
    expect(await chat.next(10_000)).toMatchObject({ type: 'ready' });

    await call(A, 'DELETE', '/wps/session/logout', { headers });
    expect(await closedWithin(events)).toBe(WS_CLOSE.unauthorized);
    expect(await closedWithin(chat)).toBe(WS_CLOSE.unauthorized);
  });

  test("a self-exclusion taken on node A ends the member's session on node B at once; B's new sign-in only withdraws", async () => {
    const m = await newMember('nx');
    const onA = await signIn(A, A, m.username);
    const onB = await signIn(B, B, m.username);
    const events = await ws(B, '/ws');
    events.send({ type: 'auth', token: onB.token });
    expect(await events.next(10_000)).toEqual({ type: 'ready' });

    const key = await call(A, 'GET', '/wps/system/publicKey');
    const body = await encryptPayload(
      { kind: 'EXCLUSION', duration: 'HALF_YEAR', password: PASSWORD },
      key as never,
      '/wps/protection/exclusion',
    );
    expect(await call(A, 'POST', '/wps/protection/exclusion', { headers: onA.headers, body })).toMatchObject({
      kind: 'EXCLUSION',
    });
    expect(await closedWithin(events)).toBe(WS_CLOSE.unauthorized);
    expect((await fetch(`${B.url}/wps/member/info`, { headers: onB.headers })).status).toBe(401);
    const again = await signIn(B, B, m.username);
    expect((await call(B, 'GET', '/wps/member/info', { headers: again.headers })).excludedUntil).toEqual(expect.any(String));
    const refused = await fetch(`${B.url}/wps/payments/channels`, { headers: again.headers });
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([403, 'PROTECTION_SELF_EXCLUDED']);
  });

  test("every timed job's work is done once when both nodes run it at the same moment", async () => {
    const db = database.db;
    // Agent settlement: each due five-minute period once, in order, its statement once, paid once.
    const prefix = 'REALTIME_SALARY:';
    await until(
      'the due periods to be settled',
      async () => {
        const rows = await db
          .select()
          .from(agentSettlementRuns)
          .where(and(eq(agentSettlementRuns.merchantId, merchantId), like(agentSettlementRuns.periodKey, `${prefix}%`)))
          .orderBy(agentSettlementRuns.periodStart);
        const last = rows.at(-1);
        return rows.length >= 24 && last && Date.now() - new Date(last.periodEnd).getTime() < 5 * 60_000;
      },
      30_000,
    );
    const settled = await db
      .select()
      .from(agentSettlementRuns)
      .where(and(eq(agentSettlementRuns.merchantId, merchantId), like(agentSettlementRuns.periodKey, `${prefix}%`)))
      .orderBy(agentSettlementRuns.periodStart);
    for (let i = 1; i < settled.length; i++)
      expect(new Date(settled[i]!.periodStart).getTime()).toBe(new Date(settled[i - 1]!.periodEnd).getTime());
    expect(new Set(settled.map((r) => r.periodKey)).size).toBe(settled.length);
    const statements = await db.select().from(agentSettlements).where(eq(agentSettlements.agentId, fixtures.agentId));
    expect(statements).toHaveLength(settled.length);
    expect(statements.filter((s) => s.amount > 0).map((s) => s.amount)).toEqual([1_000]);
    const paid = await db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `contract:${prefix}%:${fixtures.agentId}`));
    expect(paid).toHaveLength(1);
    const agentWallet = await wallet.walletOf(db, merchantId, fixtures.agentId, 'NPR');
    expect(await wallet.balanceOf(db, agentWallet)).toBe(fixtures.agentBalance + 1_000);

    // Payment jobs: the expired gateway deposit.
    await until('the deposit to expire', async () => {
      const [d] = await db.select().from(deposits).where(eq(deposits.id, fixtures.depositId));
      return d?.status === 'EXPIRED';
    });
    // Round recovery: the stuck free-trial round is paid its win once.
    const session = await until('the stuck trial round to be paid', async () => {
      const [r] = await db.select().from(gsRounds).where(eq(gsRounds.id, fixtures.trialRound));
      if (r?.status !== 'SETTLED') return null;
      const [s] = await db.select().from(gsSessions).where(eq(gsSessions.id, fixtures.trialSession));
      return s;
    });
    expect(session.trialBalance).toBe(TRIAL_START + TRIAL_WIN);
    // Launch-token purge.
    await until('the expired launch token to be purged', async () => {
      return (await db.$count(launchTokens, eq(launchTokens.tokenHash, fixtures.launchToken))) === 0;
    });
    // Neither node logged a failed job (a race would show as one).
    for (const n of nodes) expect(n.output(), `${n.name}'s log`).not.toContain('"level":50');
  });
});
