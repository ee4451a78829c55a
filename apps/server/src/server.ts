import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseError } from './db/client';

/** Starts the platform: one line on a wrong setting, the URL when it listens, a clean close. */
async function main() {
  const config = loadConfig();
  let adminToken = config.adminToken;
  if (!adminToken) {
    adminToken = randomBytes(24).toString('base64url');
    console.log(`ADMIN_TOKEN was not set; this run's operator token is: ${adminToken}`);
  }
  const app = await buildApp({ config: { ...config, adminToken } });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Jade is running at http://${shownHost}:${port} (database: ${app.dbKind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseError) {
    console.error(err.message);
  } else {
    console.error('Jade could not start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
