import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DatabaseError, openDatabase } from './db/client';
import { DEFAULT_REPORT_POOL_SIZE } from './db/pool-settings';

describe('configuration and database opening', () => {
  test('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, seed: 'demo', trustProxy: false, databaseUrl: undefined });
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.pool).toMatchObject({
      size: 10,
      reportSize: DEFAULT_REPORT_POOL_SIZE,
      statementTimeoutMs: 15_000,
      acquireTimeoutMs: 5_000,
    });
    expect(loadConfig({ DB_REPORT_POOL_SIZE: '6', DATABASE_READ_URL: 'postgres://r/db' })).toMatchObject({
      pool: { reportSize: 6 },
      databaseReadUrl: 'postgres://r/db',
    });
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED: 'full' }, 'SEED'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_HTTP_URL'],
    [{ EMAIL_PROVIDER: 'smtp' }, 'SMTP_URL'],
    [{ SMTP_URL: 'http://x' }, 'SMTP_URL'],
    [{ DATABASE_READ_URL: 'replica' }, 'DATABASE_READ_URL'],
    [{ DB_POOL_SIZE: '1' }, 'DB_POOL_SIZE'],
    [{ DB_REPORT_POOL_SIZE: 'many' }, 'DB_REPORT_POOL_SIZE'],
    [{ DB_STATEMENT_TIMEOUT_MS: '0' }, 'DB_STATEMENT_TIMEOUT_MS'],
  ])('stops with one line naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message.startsWith(`Invalid ${name}`)).toBe(true);
      expect((err as Error).message).not.toContain('\n');
    }
  });

  test('refuses the demo data in production unless asked, and turns the sandbox gateway off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid SEED="demo": .*SEED=none.*ALLOW_DEMO_IN_PRODUCTION=true/,
    );
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'none' }).sandboxGateway).toBe(false);
    expect(loadConfig({ NODE_ENV: 'Production', SEED: 'none' }).sandboxGateway).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' })).toMatchObject({
      seed: 'demo',
      sandboxGateway: true,
    });
    expect(loadConfig({}).sandboxGateway).toBe(true);
  });

  test('reads TRUST_PROXY as a flag, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  test('refuses a DATA_DIR that is a file and leaves it as it was', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jade-')), 'not-a-dir');
    fs.writeFileSync(file, 'keep me');
    await expect(openDatabase({ dataDir: file })).rejects.toThrow(DatabaseError);
    expect(fs.readFileSync(file, 'utf8')).toBe('keep me');
  });

  test('refuses an unreachable PostgreSQL with the reason', async () => {
    await expect(openDatabase({ databaseUrl: 'postgres://nobody:secret@127.0.0.1:1/none' })).rejects.toThrow(
      /Cannot connect to PostgreSQL at postgres:\/\/nobody:\*\*\*@/,
    );
  });
});
