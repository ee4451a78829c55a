import { FEATURE_FLAGS } from '@jade/contract/flags';
import type { Db } from '../db/client';
import { hashSecret } from '../lib/secrets';
import * as catalog from '../modules/catalog/catalog.service';
import * as content from '../modules/content/content.service';
import * as members from '../modules/members/members.service';
import * as system from '../modules/system/system.service';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS, DEMO_CUSTOMER_SERVICE, DEMO_RESOURCES, DEMO_VENDORS } from './demo-data';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoLiveChat } from './demo-chat';
import { seedDemoLottery } from './demo-lottery';
import { seedDemoWallet } from './demo-wallet';
import { seedDemoMessages } from './demo-messages';
import { seedDemoMissions } from './demo-missions';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoReferrals } from './demo-referrals';
import { seeds } from './seed.tables';

/**
 * Seeds the demo merchant in one transaction. Each data set is claimed by a `seeds` row, so it runs
 * once per database however many times or on however many nodes the server starts, and data sets
 * added later reach databases seeded before them. Returns true when anything ran.
 */
export async function seedDemo(db: Db, merchantId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const a = await seedOnce(tx, 'demo', () => seedDemoContent(tx, merchantId));
    const b = await seedOnce(tx, 'demo-accounts', () => seedDemoAccounts(tx, merchantId));
    const d = await seedOnce(tx, 'demo-catalog', () => seedDemoCatalog(tx, merchantId));
    const c = await seedOnce(tx, 'demo-wallet', () => seedDemoWallet(tx, merchantId));
    const e = await seedOnce(tx, 'demo-messages', () => seedDemoMessages(tx, merchantId));
    const f = await seedOnce(tx, 'demo-livechat', () => seedDemoLiveChat(tx, merchantId));
    const g = await seedOnce(tx, 'demo-lottery', () => seedDemoLottery(tx, merchantId));
    const h = await seedOnce(tx, 'demo-promotions', () => seedDemoPromotions(tx, merchantId));
    const i = await seedOnce(tx, 'demo-referrals', () => seedDemoReferrals(tx, merchantId));
    const j = await seedOnce(tx, 'demo-missions', () => seedDemoMissions(tx, merchantId));
    return a || b || c || d || e || f || g || h || i || j;
  });
}

async function seedOnce(tx: Db, name: string, run: () => Promise<void>): Promise<boolean> {
  const claimed = await tx.insert(seeds).values({ name }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  await run();
  return true;
}

async function seedDemoContent(tx: Db, merchantId: number) {
  await system.updateMerchant(tx, merchantId, {
    name: 'Jade Demo',
    currency: 'NPR',
    currencySymbol: 'रु',
    defaultLanguage: 'en',
    mainDomain: 'localhost',
    imageCdns: ['/'],
    launchGameCdns: ['/'],
    registerMethods: { username: true, mobile: true },
    // Nepal Time: agent contracts settle on Kathmandu days.
    utcOffsetMinutes: 345,
  });
  await system.setFlags(tx, merchantId, Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])));

  await catalog.addVendors(
    tx,
    DEMO_VENDORS.map((v, i) => ({ merchantId, ...v, sort: i })),
  );
  await content.addBanners(
    tx,
    DEMO_BANNERS.map((b, i) => ({
      merchantId,
      groupName: b.groupName,
      imageUrl: `/img/banners/${b.slug}.svg`,
      title: b.title,
      linkageType: b.linkageType,
      linkageValue: b.linkageValue,
      sequence: i,
    })),
  );
  await content.addAnnouncements(
    tx,
    DEMO_ANNOUNCEMENTS.map((a, i) => ({ merchantId, ...a, sort: i })),
  );
  await system.addCustomerServiceChannels(
    tx,
    DEMO_CUSTOMER_SERVICE.map((c, i) => ({ merchantId, ...c, sort: i })),
  );
  await system.addResources(
    tx,
    DEMO_RESOURCES.map((r, i) => ({ merchantId, ...r, sort: i })),
  );
  await system.setDomainRoutes(tx, merchantId, [
    { domain: 'localhost', route: '/' },
    { domain: '127.0.0.1', route: '/' },
  ]);
}

/** The demo accounts that checks and operators rely on (exact names and passwords). */
async function seedDemoAccounts(tx: Db, merchantId: number) {
  const agent01 = await members.createAccount(tx, {
    merchantId,
    username: 'agent01',
    password: 'Agent@1234',
    type: 1,
    nickname: 'Agent 01',
    affiliateCode: 'JADE01',
    // The agent centre's transfers ask for it (same as demo01's).
    paymentPasswordHash: await hashSecret('123456'),
  });
  await members.createAccount(tx, {
    merchantId,
    username: 'agent02',
    password: 'Agent@1234',
    type: 2,
    nickname: 'Agent 02',
    affiliateCode: 'JADE02',
    uplineId: agent01.id,
  });
  await members.createAccount(tx, {
    merchantId,
    username: 'demo01',
    password: 'Demo@1234',
    type: 0,
    nickname: 'Demo 01',
    referralCode: 'DEMO01REF',
    uplineId: agent01.id,
    countryDialingCode: '+977',
    mobile: '9800000001',
    mobileVerified: true,
    email: 'demo01@example.com',
    emailVerified: true,
  });
  await members.createAccount(tx, {
    merchantId,
    username: 'expired01',
    password: 'Expired@1234',
    type: 0,
    nickname: 'Expired 01',
    passwordExpiresAt: new Date('2020-01-01T00:00:00Z'),
  });
}
