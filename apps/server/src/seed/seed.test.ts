import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { vendors } from '../modules/catalog/catalog.tables';
import { banners } from '../modules/content/content.tables';
import { buildTestApp, freshDatabase, TEST_ADMIN_TOKEN } from '../test/build-test-app';
import { seedDemo } from './demo';

describe('demo seed', () => {
  test('runs once: a second start or a second call adds nothing', async () => {
    const database = await freshDatabase();
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), adminToken: TEST_ADMIN_TOKEN };
    const first = await buildApp({ config, database, logger: false });
    const [before] = await database.db.select({ n: count() }).from(vendors);
    await first.close();
    const second = await buildApp({ config, database, logger: false });
    expect(await seedDemo(database.db, second.merchantId)).toBe(false);
    const [after] = await database.db.select({ n: count() }).from(vendors);
    expect(after!.n).toBe(before!.n);
    expect(before!.n).toBeGreaterThan(10);
    const groups = await database.db.selectDistinct({ g: banners.groupName }).from(banners);
    expect(groups.map((g) => g.g).sort()).toEqual(['w_forget', 'w_home', 'w_leftmenu', 'w_login', 'w_register']);
    await second.close();
    await database.close();
  }, 120_000); // migrates and seeds a database from nothing, twice: the heaviest setup of the suite

  test('SEED=none starts with the merchant but no demo content', async () => {
    const database = await freshDatabase();
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED: 'none' }), adminToken: TEST_ADMIN_TOKEN };
    const app = await buildApp({ config, database, logger: false });
    const [v] = await database.db.select({ n: count() }).from(vendors);
    expect(v!.n).toBe(0);
    const status = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.json().value.status).toBe(0);
    const flags = await app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(flags.json().value[0].children[0].enabled).toBe('0');
    await app.close();
    await database.close();
  });

  test('shows demo wins and rankings only on titles that can be played', async () => {
    const app = await buildTestApp();
    const closed = new Set(
      (await app.db.select({ code: vendors.code, maintenance: vendors.maintenance }).from(vendors))
        .filter((v) => v.maintenance)
        .map((v) => v.code),
    );
    expect(closed.has('CARDMS')).toBe(true);
    const winners = (await app.inject({ method: 'GET', url: '/wps/relay/getWinnerList?limitNum=50' })).json().value.list;
    expect(winners.length).toBeGreaterThan(5);
    for (const w of winners as { vassalage: string; nodeId: string }[]) {
      expect(closed.has(w.vassalage), w.vassalage).toBe(false);
      expect(w.nodeId).not.toBe('');
    }
    const ranked = (await app.inject({ method: 'GET', url: '/wps/relay/getRankList' })).json().value.list;
    for (const g of ranked as { vassalage: string }[]) expect(closed.has(g.vassalage), g.vassalage).toBe(false);
  });
});
