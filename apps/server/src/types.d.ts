import 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Notifier } from './modules/notify/notify.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: 'pglite' | 'postgres';
    merchantId: number;
    notifier: Notifier;
    /** Named prepared statements for hot paths (see Database.prepared). */
    prepared: Database['prepared'];
  }
}
