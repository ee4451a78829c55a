import type { Db } from '../../db/client';
import { announcements, banners } from './content.tables';

/**
 * Adds announcements as given, in bulk: for the demo seed (`src/seed/`), whose texts are known
 * clean, so none of the operator rules of `createAnnouncement` apply. Not for request handlers.
 */
export async function addAnnouncements(db: Db, rows: (typeof announcements.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(announcements).values(rows);
}

/** Adds banners as given, in bulk: for the demo seed. */
export async function addBanners(db: Db, rows: (typeof banners.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(banners).values(rows);
}
