import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { OpsBanner, OpsBannerInput as OpsBannerInputSchema } from '@jade/contract/banners';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { banners } from './content.tables';

type Row = typeof banners.$inferSelect;
type Input = z.output<typeof OpsBannerInputSchema>;

function present(b: Row): OpsBanner {
  return {
    id: b.id,
    groupName: b.groupName,
    imageUrl: b.imageUrl,
    title: b.title,
    linkageType: b.linkageType,
    linkageValue: b.linkageValue,
    sequence: b.sequence,
  };
}

/** Every banner of the merchant (or of one group), by group then sequence. */
export async function bannersForOps(db: Db, merchantId: number, group?: string): Promise<OpsBanner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), group ? eq(banners.groupName, group) : undefined))
    .orderBy(asc(banners.groupName), asc(banners.sequence), asc(banners.id));
  return rows.map(present);
}

export async function bannerForOps(db: Db, merchantId: number, id: number): Promise<OpsBanner> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)));
  if (!row) throw new AppError('NOT_FOUND', `No banner ${id}`);
  return present(row);
}

const toRow = (input: Input) => ({
  groupName: input.groupName,
  imageUrl: input.imageUrl,
  title: input.title as Record<string, string>,
  linkageType: input.linkageType,
  linkageValue: input.linkageType === 'NONE' || input.linkageType === 'PROMOTION' ? '' : input.linkageValue,
  sequence: input.sequence,
});

export async function createBanner(db: Db, merchantId: number, input: Input): Promise<OpsBanner> {
  const [row] = await db
    .insert(banners)
    .values({ merchantId, ...toRow(input) })
    .returning();
  return present(row!);
}

export async function updateBanner(db: Db, merchantId: number, id: number, input: Input): Promise<OpsBanner> {
  const [row] = await db
    .update(banners)
    .set(toRow(input))
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', `No banner ${id}`);
  return present(row);
}

export async function deleteBanner(db: Db, merchantId: number, id: number) {
  const gone = await db
    .delete(banners)
    .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
    .returning({ id: banners.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', `No banner ${id}`);
  return { id };
}
