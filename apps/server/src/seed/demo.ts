import { eq } from 'drizzle-orm';
import { FEATURE_FLAGS } from '@jade/contract/flags';
import type { Db } from '../db/client';
import { vendors } from '../modules/catalog/catalog.tables';
import * as system from '../modules/system/system.service';
import {
  announcements,
  banners,
  customerServiceChannels,
  domainRoutes,
  merchants,
  resources,
} from '../modules/system/system.tables';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS, DEMO_CUSTOMER_SERVICE, DEMO_RESOURCES, DEMO_VENDORS } from './demo-data';
import { seeds } from './seed.tables';

/**
 * Seeds the demo merchant in one transaction. The `seeds` row makes it run once per database,
 * however many times or on however many nodes the server starts. Returns true when it ran.
 */
export async function seedDemo(db: Db, merchantId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seeds).values({ name: 'demo' }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;

    await tx
      .update(merchants)
      .set({
        name: 'Jade Demo',
        currency: 'NPR',
        currencySymbol: 'रु',
        defaultLanguage: 'en',
        mainDomain: 'localhost',
        imageCdns: ['/'],
        launchGameCdns: ['/'],
        registerMethods: { username: true, mobile: true, socialProviders: ['google', 'facebook'] },
      })
      .where(eq(merchants.id, merchantId));
    await system.setFlags(tx, merchantId, Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])));

    await tx.insert(vendors).values(DEMO_VENDORS.map((v, i) => ({ merchantId, ...v, sort: i })));
    await tx.insert(banners).values(
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
    await tx.insert(announcements).values(DEMO_ANNOUNCEMENTS.map((a, i) => ({ merchantId, ...a, sort: i })));
    await tx.insert(customerServiceChannels).values(DEMO_CUSTOMER_SERVICE.map((c, i) => ({ merchantId, ...c, sort: i })));
    await tx.insert(resources).values(DEMO_RESOURCES.map((r, i) => ({ merchantId, ...r, sort: i })));
    await tx.insert(domainRoutes).values([{ merchantId, domain: 'localhost', route: '/' }]);
    return true;
  });
}
