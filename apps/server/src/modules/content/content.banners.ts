import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pickText } from '../../lib/lang';
import { cached, CONFIG_TTL_MS } from '../../lib/ttl-cache';
import { CACHE_PREFIX } from './content.announcements';
import { banners } from './content.tables';

/** The banners of a group (w_home, w_leftmenu …) in their sequence, titled in the language. */
export function listBanners(db: Db, merchantId: number, group: string, lang: string) {
  return cached(db, `${CACHE_PREFIX}banners:${merchantId}:${group}:${lang}`, CONFIG_TTL_MS, async () => {
    const rows = await db
      .select()
      .from(banners)
      .where(and(eq(banners.merchantId, merchantId), eq(banners.groupName, group)))
      .orderBy(asc(banners.sequence), asc(banners.id));
    return rows.map((b) => ({
      id: b.id,
      url: b.imageUrl,
      title: pickText(b.title, lang),
      linkageType: b.linkageType,
      linkageValue: b.linkageValue,
      sequence: b.sequence,
    }));
  });
}
