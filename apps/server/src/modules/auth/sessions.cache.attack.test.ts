import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sha256 } from '../../lib/secrets';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { injectSealed, loginAs } from '../../test/login';
import { fundedMember } from '../../test/money';
import { until } from '../../test/nodes';
import { otherNode } from '../../test/other-node';
import * as cache from './sessions.cache';

const app = await buildTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const info = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/wps/member/security', headers });
const cachedOf = (headers: Record<string, string>) => cache.cachedSession(app.db, sha256(headers.authorization!.slice(7)));
/** Signed-in requests until one's read is kept (this node's own writes, such as the sign-in's, hold reads back until their commit is heard). */
const kept = (headers: Record<string, string>) =>
  until('the session read is kept', async () => (await info(headers)).statusCode === 200 && cachedOf(headers), 3_000);
const pin = (headers: Record<string, string>, oldPaymentPassword: string, next: string) =>
  injectSealed(app, {
    method: 'PUT',
    url: '/wps/member/payment-password',
    headers,
    payload: { loginPassword: 'Money2026x', oldPaymentPassword, newPaymentPassword: next, confirmPaymentPassword: next },
  });

describe('the session cache, attacked', () => {
  test('a stolen session is refused by the very next request after the password change on this node', async () => {
    const m = await fundedMember(app);
    const thief = await loginAs(app, m.username, 'Money2026x');
    await kept(thief.headers);
    expect(cachedOf(thief.headers)).not.toBeNull();
    const put = await injectSealed(app, {
      method: 'PUT',
      url: '/wps/member/password',
      headers: m.headers,
      payload: { oldPassword: 'Money2026x', newPassword: 'Changed2026y', confirmNewPassword: 'Changed2026y' },
    });
    expect(put.statusCode).toBe(200);
    expect((await info(thief.headers)).statusCode).toBe(401);
  });

  test('the old payment password stops working at once on this node (the cached account’s hash is not used)', async () => {
    const m = await fundedMember(app);
    expect((await pin(m.headers, '654321', '111222')).statusCode).toBe(200);
    expect((await pin(m.headers, '654321', '333444')).json().code).toBe('AUTH_WRONG_PASSWORD');
  });

  // PostgreSQL only: on PGlite a read waits for the writer's transaction (one connection), so it
  // cannot read the row the writer is replacing.
  test.skipIf(!onPostgres)(
    'a read racing an operator’s disable (after the writer’s forget, before its commit) is not kept',
    async () => {
      const victim = await fundedMember(app);
      await kept(victim.headers);
      // Hold the victim's sessions so the disable's transaction stops after its forgets, before its commit.
      const lock = otherNode(app.db, (tx) => tx.execute(sql`select 1 from sessions where account_id = ${victim.id} for update`));
      await lock.held;
      const off = app.inject({
        method: 'POST',
        url: `/ops/members/${victim.username}/status`,
        headers: opsHeaders,
        payload: { status: 'disabled', reason: 'stolen' },
      });
      await until(
        'the disable waits for the sessions lock',
        async () => {
          const r = (await app.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] };
          return r.rows[0]!.n > 0;
        },
        3_000,
      );
      // The attacker's request in the window is concurrent with the disable, so it may pass; but its
      // read (the row the disable is replacing) is not kept while this node writes the account.
      expect((await info(victim.headers)).statusCode).toBe(200);
      expect(cachedOf(victim.headers)).toBeNull();
      await lock.release();
      expect((await off).statusCode).toBe(200);
      // The disable has answered: the very next request is refused, whether or not the commit's
      // notification has landed yet.
      expect(cachedOf(victim.headers)).toBeNull();
      expect((await info(victim.headers)).statusCode).toBe(401);
    },
  );
});
