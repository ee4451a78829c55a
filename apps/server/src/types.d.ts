import 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Ctx as GameServerCtx } from './modules/gameserver/gameserver.play';
import type { LotteryCtx } from './modules/lottery/lottery.wallet';
import type { SportsCtx } from './modules/sportsbook/sportsbook.wallet';
import type { Notifier } from './modules/notify/notify.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Heavy reads only (reports, records, profit and loss): their own pool, or the read replica. */
    reportsDb: Db;
    dbKind: 'pglite' | 'postgres';
    merchantId: number;
    notifier: Notifier;
    /** The in-house game server's context (its wallet client); tests drive recovery with it. */
    gameServer: GameServerCtx;
    /** The lottery's context (its wallet client): the lottery job pays and refunds through it. */
    lottery: LotteryCtx;
    /** The sportsbook's context (its wallet client): the sportsbook job settles and pays through it. */
    sportsbook: SportsCtx;
    /** Named prepared statements for hot paths (see Database.prepared). */
    prepared: Database['prepared'];
  }
}
