import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { WS_MAX_MESSAGE_BYTES } from '@jade/contract/events';
import { LIMITS } from '@jade/contract/limits';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { agentContractRoutes, agentsOpsRoutes } from './modules/agents/agents.contract-routes';
import { agentsConsoleRoutes } from './modules/agents/agents.ops-routes';
import { agentsRoutes } from './modules/agents/agents.routes';
import { authMembersOpsRoutes } from './modules/auth/auth.ops-members';
import { authOpsRoutes } from './modules/auth/auth.ops-routes';
import { authRoutes } from './modules/auth/auth.routes';
import { profileRoutes } from './modules/auth/profile.routes';
import { exclusionRoutes } from './modules/auth/exclusion';
import { securityRoutes } from './modules/auth/security.routes';
import { socialRoutes } from './modules/auth/social.routes';
import { catalogOpsRoutes } from './modules/catalog/catalog.ops-routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import * as catalog from './modules/catalog/catalog.service';
import { chatOpsRoutes } from './modules/chat/chat.ops-routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { contentOpsRoutes } from './modules/content/content.ops-routes';
import { contentRoutes } from './modules/content/content.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { feedbackOpsRoutes, feedbackRoutes } from './modules/feedback/feedback.routes';
import { figuresOpsRoutes } from './modules/figures/figures.ops-routes';
import { newPlayers } from './modules/members/members.counts';
import { membersOpsRoutes } from './modules/members/members.ops-routes';
import { messagesOpsRoutes } from './modules/messages/messages.ops-routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { walletOpsRoutes } from './modules/wallet/wallet.ops-routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { protectionOpsRoutes, protectionRoutes } from './modules/protection/protection.routes';
import { roundsRoutes } from './modules/rounds/rounds.routes';
import { gatewayCallbackRoutes } from './modules/payments/payments.gateway-routes';
import { paymentsOpsRoutes } from './modules/payments/payments.ops-routes';
import { queueCounts } from './modules/payments/payments.queues';
import { paymentsRoutes } from './modules/payments/payments.routes';
import * as payments from './modules/payments/payments.service';
import { sandboxGatewayRoutes } from './modules/payments/sandbox-gateway.routes';
import { seamlessOpsRoutes, seamlessRoutes } from './modules/seamless/seamless.routes';
import { seamlessConsoleRoutes } from './modules/seamless/seamless.ops-routes';
import { gameServerOpsRoutes } from './modules/gameserver/gameserver.ops-routes';
import { gameServerModule } from './modules/gameserver/gameserver.routes';
import { housekeepingOpsRoutes } from './modules/housekeeping/housekeeping.ops-routes';
import { lotteryOpsRoutes } from './modules/lottery/lottery.ops-routes';
import { lotteryModule } from './modules/lottery/lottery.routes';
import { sportsbookOpsRoutes } from './modules/sportsbook/sportsbook.ops-routes';
import { sportsbookModule } from './modules/sportsbook/sportsbook.routes';
import type { WalletTransport } from './modules/gameserver/wallet-client';
import { startJobs } from './jobs/scheduler';
import { serializeError } from './lib/log-redact';
import { notifierFor, type Notifier } from './modules/notify/notify.service';
import { opsRoutes } from './modules/ops/ops.routes';
import { settingsReadsOpsRoutes } from './modules/ops/settings-reads.ops-routes';
import { operatorsOpsRoutes } from './modules/operators/operators.routes';
import { pointsOpsRoutes, pointsRoutes } from './modules/promotions/points.routes';
import { missionsOpsRoutes, missionsRoutes } from './modules/promotions/promotions.missions.routes';
import { promotionsOpsRoutes, promotionsRoutes } from './modules/promotions/promotions.routes';
import { referralsOpsRoutes, referralsRoutes } from './modules/referrals/referrals.routes';
import { systemOpsRoutes } from './modules/system/system.ops-routes';
import { systemRoutes } from './modules/system/system.routes';
import { ensureMerchant } from './modules/system/system.service';
import { registerAuth } from './plugins/auth';
import { registerEncryption } from './plugins/encryption';
import { registerErrorHandling } from './plugins/errors';
import { registerInputCheck } from './plugins/input-check';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSystemGate } from './plugins/system-gate';
import { registerWeb } from './plugins/web';
import { seedDemo } from './seed/demo';

export type AppOptions = {
  config: Config & { adminToken: string };
  /** An already-open database (tests); otherwise opened from the config. */
  database?: Database;
  notifier?: Notifier;
  /** `false` for none; a stream to capture the log (tests); otherwise standard output. */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Run the scheduled jobs (withdrawal auto-receive, deposit expiry); tests call them directly. */
  jobs?: boolean;
  /** How the game server reaches the wallet (tests inject failures); in-process by default. */
  gameTransport?: () => WalletTransport;
  /** Called with every route as it is added (the hostile-input test walks them all). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole platform: database, plugins, then each module's routes, then the web. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      readUrl: config.databaseReadUrl,
      pool: config.pool,
      dataDir: config.dataDir,
    }));
  const merchant = await ensureMerchant(database.db, config.merchantCode);
  if (config.seed === 'demo') await seedDemo(database.db, merchant.id);

  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            // Failed queries carry their bound values (account numbers, names): never log them.
            serializers: { err: serializeError },
            ...(typeof opts.logger === 'object' ? { stream: opts.logger.stream } : {}),
          },
    trustProxy: config.trustProxy as boolean | string[],
    bodyLimit: LIMITS.maxBodyBytes,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  // Spec §7 sends the forgot-password call form-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('reportsDb', database.reports);
  app.decorate('prepared', database.prepared);
  app.decorate('dbKind', database.kind);
  app.decorate('merchantId', merchant.id);
  app.decorate('notifier', opts.notifier ?? notifierFor(config));
  app.addHook('onClose', async () => {
    if (!opts.database) await database.close();
  });

  registerErrorHandling(app);
  registerInputCheck(app);
  registerSecurityHeaders(app);
  registerSystemGate(app);
  registerRateLimits(app);
  registerAuth(app);
  await registerEncryption(app, config.payloadPrivateKey);
  await app.register(fastifyWebsocket, { options: { maxPayload: WS_MAX_MESSAGE_BYTES } });

  await app.register(systemRoutes);
  await app.register(catalogRoutes);
  await app.register(contentRoutes);
  await app.register(messagesRoutes);
  await app.register(feedbackRoutes);
  await app.register(promotionsRoutes);
  await app.register(referralsRoutes);
  await app.register(pointsRoutes);
  await app.register(missionsRoutes);
  await app.register(authRoutes);
  await app.register(securityRoutes);
  await app.register(exclusionRoutes);
  await app.register(profileRoutes);
  await app.register(socialRoutes);
  await app.register(verificationRoutes);
  await app.register(walletRoutes, {
    vendors: catalog.menuVendors,
    singleWallet: async (db, m) => (await payments.getPaymentSettings(db, m)).walletMode === 'SINGLE',
  });
  await app.register(protectionRoutes);
  await app.register(roundsRoutes);
  await app.register(paymentsRoutes);
  await app.register(agentsRoutes);
  await app.register(agentContractRoutes);
  await app.register(gatewayCallbackRoutes);
  if (config.sandboxGateway) await app.register(sandboxGatewayRoutes);
  await app.register(seamlessRoutes);
  await lotteryModule(app);
  await sportsbookModule(app);
  await gameServerModule(app, { ...(opts.gameTransport ? { transport: opts.gameTransport } : {}) });
  await app.register(eventsRoutes, { listen: database.listen });
  await app.register(chatRoutes, { listen: database.listen, adminToken: config.adminToken });
  await app.register(opsRoutes, {
    prefix: '/ops',
    adminToken: config.adminToken,
    // Each module's operator routes with the role they ask by default (issue 20; a route may say otherwise).
    modules: [
      { routes: operatorsOpsRoutes, access: 'admin' },
      { routes: figuresOpsRoutes({ pending: queueCounts, newPlayers }), access: 'any' },
      { routes: systemOpsRoutes, access: 'admin' },
      { routes: membersOpsRoutes, access: 'support' },
      { routes: authOpsRoutes, access: 'admin' },
      { routes: authMembersOpsRoutes, access: 'support' },
      { routes: walletOpsRoutes, access: 'finance' },
      { routes: agentsOpsRoutes, access: 'admin' },
      { routes: paymentsOpsRoutes, access: 'finance' },
      { routes: seamlessOpsRoutes, access: 'admin' },
      { routes: agentsConsoleRoutes, access: 'admin' },
      { routes: catalogOpsRoutes, access: 'admin' },
      { routes: seamlessConsoleRoutes, access: 'admin' },
      { routes: gameServerOpsRoutes, access: 'admin' },
      { routes: chatOpsRoutes, access: 'support' },
      { routes: contentOpsRoutes, access: 'content' },
      { routes: messagesOpsRoutes, access: 'support' },
      { routes: feedbackOpsRoutes, access: 'support' },
      { routes: housekeepingOpsRoutes, access: 'admin' },
      { routes: settingsReadsOpsRoutes, access: 'admin' },
      { routes: lotteryOpsRoutes, access: 'admin' },
      { routes: sportsbookOpsRoutes, access: 'admin' },
      { routes: promotionsOpsRoutes, access: 'admin' },
      { routes: referralsOpsRoutes, access: 'admin' },
      { routes: pointsOpsRoutes, access: 'admin' },
      { routes: missionsOpsRoutes, access: 'admin' },
      { routes: protectionOpsRoutes, access: 'risk' },
    ],
  });
  if (opts.jobs !== false) startJobs(app);
  await registerWeb(app, config.webDist);
  return app;
}
