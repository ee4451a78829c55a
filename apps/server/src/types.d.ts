import 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Notifier } from './modules/notify/notify.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: 'pglite' | 'postgres';
    merchantId: number;
    notifier: Notifier;
  }
}
