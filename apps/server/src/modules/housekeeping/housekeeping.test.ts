import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { HOUSEKEEPING_SETTINGS } from '@jade/contract/housekeeping';
import { runPurges } from '../../jobs/scheduler';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember, PNG_1PX } from '../../test/money';
import { LOCK_RETENTION, purgeRetained } from './housekeeping.retention';
import { readSettings } from './housekeeping.settings';

const app = await buildTestApp();
const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;
const put = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/ops/housekeeping', headers: opsHeaders, payload });
const audit = async () =>
  (await app.inject({ method: 'GET', url: '/ops/audit?limit=5', headers: opsHeaders })).json().value as {
    action: string;
    before: Record<string, number>;
    after: Record<string, number>;
  }[];

describe('housekeeping settings', () => {
  test('a change is audited with the values before and after, and the purge uses it', async () => {
    const got = await app.inject({ method: 'GET', url: '/ops/housekeeping', headers: opsHeaders });
    expect(got.json().value.outboxDays).toBe(HOUSEKEEPING_SETTINGS.outboxDays.value);
    const res = await put({ outboxDays: 10, openRoundMinutes: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ outboxDays: 10, openRoundMinutes: 30, auditLogDays: 1825 });
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: 'housekeeping.settings', before: { outboxDays: 90 }, after: { outboxDays: 10 } });
    expect((await readSettings(app.db)).outboxDays).toBe(10);
    expect((await app.inject({ method: 'GET', url: '/ops/housekeeping' })).statusCode).toBe(401);
  });

  test.each([
    [{ auditLogDays: 30 }, 'auditLogDays'],
    [{ outboxDays: 0 }, 'outboxDays'],
    [{ outboxDays: 1.5 }, 'outboxDays'],
    [{ loginAttemptsDays: '30' }, 'loginAttemptsDays'],
    [{ outboxDays: 20, ledgerDays: 30 }, 'ledgerDays'],
  ])('%j answers 400 naming the field and changes nothing', async (payload, field) => {
    const before = await readSettings(app.db);
    const auditBefore = (await audit()).length && (await audit())[0];
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json().value)).toContain(field);
    expect(await readSettings(app.db)).toEqual(before);
    expect((await audit())[0]).toEqual(auditBefore);
  });
});

describe('retention purge', () => {
  test("deletes exactly the rows past each table's retention, and keeps the uploads a deposit points to", async () => {
    await put({ outboxDays: 30, auditLogDays: 365, rateCountersDays: 2, loginAttemptsDays: 180, unattachedUploadsDays: 7 });
    const at = (days: number) => sql`now() - make_interval(days => ${days})`;
    const ins = async (q: ReturnType<typeof sql>) => rows<{ id: number | string }>(await app.db.execute(q))[0]!.id;
    const outboxOld = await ins(
      sql`insert into outbox (channel, recipient, body, provider, created_at) values ('sms', 'x', 'old', 'outbox', ${at(31)}) returning id`,
    );
    const outboxNew = await ins(
      sql`insert into outbox (channel, recipient, body, provider, created_at) values ('sms', 'x', 'new', 'outbox', ${at(29)}) returning id`,
    );
    const auditOld = await ins(
      sql`insert into audit_log (actor, action, created_at) values ('t', 'old', ${at(366)}) returning id`,
    );
    const auditNew = await ins(
      sql`insert into audit_log (actor, action, created_at) values ('t', 'new', ${at(364)}) returning id`,
    );
    await app.db.execute(
      sql`insert into rate_counters (key, window_start, count) values ('t:old', ${at(3)}, 1), ('t:new', ${at(1)}, 1)`,
    );
    const m = await fundedMember(app);
    let seq = 0;
    const upload = async (days: number) => {
      // Two uploads of the same age in the same millisecond need ids of their own.
      const id = `u${days}-${Date.now()}-${seq++}`;
      await app.db.execute(
        sql`insert into uploads (id, merchant_id, owner_id, content_type, size, bytes, created_at) values (${id}, ${app.merchantId}, ${m.id}, 'image/png', ${PNG_1PX.length}, ${PNG_1PX}, ${at(days)})`,
      );
      return id;
    };
    const [loose, kept, fresh] = [await upload(8), await upload(8), await upload(6)];
    await app.db.execute(sql`update deposits set receipt_upload_id = ${kept} where id = (select min(id) from deposits)`);
    const hasDeposit = rows<{ n: number }>(
      await app.db.execute(sql`select count(*)::int as n from deposits where receipt_upload_id = ${kept}`),
    )[0]!.n;

    const res = await runPurges(app);
    expect(res.retention.skipped).toBe(false);
    const left = async (table: string, ids: (number | string)[], col = 'id') =>
      rows<{ id: number | string }>(
        await app.db.execute(
          sql`select ${sql.raw(col)} as id from ${sql.raw(table)} where ${sql.raw(col)}::text in ${ids.map(String)}`,
        ),
      )
        .map((r) => String(r.id))
        .sort();
    expect(await left('outbox', [outboxOld, outboxNew])).toEqual([String(outboxNew)]);
    expect(await left('audit_log', [auditOld, auditNew])).toEqual([String(auditNew)]);
    expect(await left('rate_counters', ['t:old', 't:new'], 'key')).toEqual(['t:new']);
    expect(await left('uploads', [loose, kept, fresh])).toEqual((hasDeposit ? [kept, fresh] : [fresh]).sort());
  });

  test('deletes a backlog in batches of the given size', async () => {
    await app.db.execute(
      sql`insert into outbox (channel, recipient, body, provider, created_at) select 'sms', 'backlog', 'b', 'outbox', now() - interval '400 days' from generate_series(1, 25)`,
    );
    const done = await purgeRetained(app.db, await readSettings(app.db), new Date(), 10);
    expect(done.deleted.outbox).toBeGreaterThanOrEqual(25);
    const left = rows<{ n: number }>(
      await app.db.execute(sql`select count(*)::int as n from outbox where recipient = 'backlog'`),
    );
    expect(left[0]!.n).toBe(0);
  });

  // PGlite is one connection: a second node's transaction exists only on PostgreSQL.
  test.skipIf(app.dbKind === 'pglite')('skips while another node holds the lock', async () => {
    await app.db.execute(
      sql`insert into outbox (channel, recipient, body, provider, created_at) select 'sms', 'batch', 'b', 'outbox', now() - interval '400 days' from generate_series(1, 25)`,
    );
    const settings = await readSettings(app.db);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((r) => (locked = r));
    const other = app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_RETENTION})`);
      locked();
      await held;
    });
    await isLocked;
    const blocked = await purgeRetained(app.db, settings, new Date(), 10);
    release();
    await other;
    expect(blocked.skipped).toBe(true);
    const count = async () =>
      rows<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from outbox where recipient = 'batch'`))[0]!.n;
    expect(await count()).toBe(25);
    const done = await purgeRetained(app.db, settings, new Date(), 10);
    expect(done.skipped).toBe(false);
    expect(done.deleted.outbox).toBeGreaterThanOrEqual(25);
    expect(await count()).toBe(0);
  });
});
