import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { freshDatabase, TEST_ADMIN_TOKEN } from '../test/build-test-app';
import { fundedMember } from '../test/money';

// The real app with its real logger, writing into `lines`.
const lines: string[] = [];
const database = await freshDatabase({ seeded: true });
const app = await buildApp({
  config: { ...loadConfig({ SEED: 'demo', LOG_LEVEL: 'info' }), adminToken: TEST_ADMIN_TOKEN },
  database,
  jobs: false,
  logger: { stream: { write: (line: string) => void lines.push(line) } },
});
// A query the schemas cannot foresee: the database itself refuses the value.
app.get('/wps/test/cast', async (req) => {
  const { v } = req.query as { v: string };
  await app.db.execute(sql`select ${v}::int`);
  return { ok: true };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('database errors and the log', () => {
  test('answers a value the database refuses with 400 VALIDATION_FAILED, not 500', async () => {
    for (const v of ['abc', '2147483648']) {
      const res = await app.inject({ method: 'GET', url: `/wps/test/cast?v=${v}` });
      expect(res.statusCode, v).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  test('logs a failed query without the payout account number or name it carried', async () => {
    const m = await fundedMember(app);
    // Make the next payout-account insert fail inside the database, as an outage or a bug would.
    await app.db.execute(
      sql`alter table payout_accounts add constraint test_refuse check (length(account_number) < 0) not valid`,
    );
    try {
      lines.length = 0;
      const res = await app.inject({
        method: 'POST',
        url: '/wps/payments/payout-accounts',
        headers: m.headers,
        payload: { kind: 'BANK', provider: 'Nabil Bank', accountName: 'Sita Secretname', accountNumber: '98765432101234' },
      });
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('Failed query');
      expect(log).not.toContain('98765432101234');
      expect(log).not.toContain('Secretname');
      expect(log).toContain('params: [redacted]');
    } finally {
      await app.db.execute(sql`alter table payout_accounts drop constraint test_refuse`);
    }
  });
});
