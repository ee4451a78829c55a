import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL, type PoolSettings } from './db/pool-settings';
import { defaultWebDist } from './paths';

const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((s) => s.trim());
    if (list.some((s) => !/^[0-9a-fA-F:./]+$/.test(s))) {
      ctx.addIssue({ code: 'custom', message: 'use true, a hop count, or a comma-separated list of addresses/CIDR ranges' });
      return z.NEVER;
    }
    return list;
  });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(DEFAULT_POOL.size),
  DB_REPORT_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL.reportSize),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_POOL.statementTimeoutMs),
  DB_REPORT_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_POOL.reportStatementTimeoutMs),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(DEFAULT_POOL.acquireTimeoutMs),
  ADMIN_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  NODE_ENV: z.string().trim().optional(),
  ALLOW_DEMO_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  MERCHANT_CODE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{2,32}$/, 'must be 2-32 letters, digits or underscores')
    .default('JADE'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST: z.string().trim().min(1).optional(),
  PUBLIC_URL: z.url('must be an absolute URL such as https://play.example.com').optional(),
  PAYLOAD_PRIVATE_KEY: z
    .string()
    .trim()
    .refine((v) => v.includes('BEGIN PRIVATE KEY'), 'must be a PKCS#8 PEM RSA private key')
    .optional(),
  OIDC_A_NAME: z.string().trim().min(1).max(40).optional(),
  OIDC_A_ISSUER: z.url('must be the issuer URL').optional(),
  OIDC_A_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_A_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_B_NAME: z.string().trim().min(1).max(40).optional(),
  OIDC_B_ISSUER: z.url('must be the issuer URL').optional(),
  OIDC_B_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_B_CLIENT_SECRET: z.string().min(1).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.url('must be an absolute URL').optional(),
  SMS_HTTP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().trim().min(3).default('Jade <no-reply@localhost>'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read replica for heavy reports; they read the primary when it is not set. */
  databaseReadUrl: string | undefined;
  /** Connection budgets and statement limits on PostgreSQL (db/client.ts). */
  pool: PoolSettings;
  adminToken: string | undefined;
  seed: 'demo' | 'none';
  /**
   * The local sandbox payment gateway (its checkout page approves deposits with a click): on
   * outside production, and in production only with ALLOW_DEMO_IN_PRODUCTION=true.
   */
  sandboxGateway: boolean;
  merchantCode: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean | number | string[];
  webDist: string;
  publicUrl: string | undefined;
  payloadPrivateKey: string | undefined;
  /** Social sign-in providers (OpenID Connect), each on only when its issuer and client are set. */
  oidc: OidcProvider[];
  sms: { provider: 'outbox' } | { provider: 'http'; url: string; secret: string };
  email: { provider: 'outbox'; from: string } | { provider: 'smtp'; url: string; from: string };
};

export type OidcProvider = { id: 'a' | 'b'; name: string; issuer: string; clientId: string; clientSecret: string };

/** Thrown when an environment variable is wrong; its message is the one line printed at start. */
export class ConfigError extends Error {}

/**
 * Reads the environment once, validates every variable and returns the typed configuration.
 * A wrong value throws a ConfigError whose message names the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    throw new ConfigError(`Invalid ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${issue.message}`);
  }
  const e = parsed.data;
  const demoAllowed = e.NODE_ENV?.toLowerCase() !== 'production' || e.ALLOW_DEMO_IN_PRODUCTION === 'true';
  if (e.SEED === 'demo' && !demoAllowed) {
    throw new ConfigError(
      'Invalid SEED="demo": demo accounts are refused when NODE_ENV=production; set SEED=none, or ALLOW_DEMO_IN_PRODUCTION=true to run the demo anyway',
    );
  }
  let sms: Config['sms'] = { provider: 'outbox' };
  if (e.SMS_PROVIDER === 'http') {
    if (!e.SMS_HTTP_URL) throw new ConfigError('Invalid SMS_HTTP_URL: required when SMS_PROVIDER=http');
    if (!e.SMS_HTTP_SECRET) throw new ConfigError('Invalid SMS_HTTP_SECRET: required when SMS_PROVIDER=http');
    sms = { provider: 'http', url: e.SMS_HTTP_URL, secret: e.SMS_HTTP_SECRET };
  }
  let email: Config['email'] = { provider: 'outbox', from: e.EMAIL_FROM };
  if (e.EMAIL_PROVIDER === 'smtp') {
    if (!e.SMTP_URL) throw new ConfigError('Invalid SMTP_URL: required when EMAIL_PROVIDER=smtp');
    email = { provider: 'smtp', url: e.SMTP_URL, from: e.EMAIL_FROM };
  }
  const oidc: OidcProvider[] = [];
  for (const id of ['a', 'b'] as const) {
    const p =
      id === 'a'
        ? { n: e.OIDC_A_NAME, i: e.OIDC_A_ISSUER, c: e.OIDC_A_CLIENT_ID, s: e.OIDC_A_CLIENT_SECRET }
        : { n: e.OIDC_B_NAME, i: e.OIDC_B_ISSUER, c: e.OIDC_B_CLIENT_ID, s: e.OIDC_B_CLIENT_SECRET };
    if (!p.i && !p.c) continue;
    const key = `OIDC_${id.toUpperCase()}`;
    if (!p.i) throw new ConfigError(`Invalid ${key}_ISSUER: required when ${key}_CLIENT_ID is set`);
    if (!p.c) throw new ConfigError(`Invalid ${key}_CLIENT_ID: required when ${key}_ISSUER is set`);
    if (!p.s) throw new ConfigError(`Invalid ${key}_CLIENT_SECRET: required when ${key}_ISSUER is set`);
    oidc.push({ id, name: p.n ?? new URL(p.i).hostname, issuer: p.i.replace(/\/+$/, ''), clientId: p.c, clientSecret: p.s });
  }
  return {
    oidc,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    pool: {
      size: e.DB_POOL_SIZE,
      reportSize: e.DB_REPORT_POOL_SIZE,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      reportStatementTimeoutMs: e.DB_REPORT_STATEMENT_TIMEOUT_MS,
      acquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
      reportAcquireTimeoutMs: DEFAULT_POOL.reportAcquireTimeoutMs,
    },
    adminToken: e.ADMIN_TOKEN,
    seed: e.SEED,
    sandboxGateway: demoAllowed,
    merchantCode: e.MERCHANT_CODE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    publicUrl: e.PUBLIC_URL,
    payloadPrivateKey: e.PAYLOAD_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    sms,
    email,
  };
}
