import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FairState } from '@jade/contract/games';
import { hashServerSeed, type HmacFn } from '@jade/engines/rng';
import type { Db } from '../../db/client';
import { gsSeeds } from './gameserver.tables';

/** node:crypto's HMAC: the same bytes as the browser's, faster on the server. */
export const nodeHmac: HmacFn = (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest());

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

type SeedRow = typeof gsSeeds.$inferSelect;
const fairOf = (s: SeedRow): FairState => ({
  seedId: s.id,
  serverSeedHash: s.serverSeedHash,
  clientSeed: s.clientSeed,
  nonce: s.nonce,
});

async function active(db: Db, merchantId: number, owner: string) {
  const [row] = await db
    .select()
    .from(gsSeeds)
    .where(and(eq(gsSeeds.merchantId, merchantId), eq(gsSeeds.owner, owner), eq(gsSeeds.active, true)));
  return row ?? null;
}

async function create(db: Db, merchantId: number, owner: string, clientSeed = newClientSeed()) {
  const serverSeed = newServerSeed();
  await db
    .insert(gsSeeds)
    .values({ merchantId, owner, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed })
    .onConflictDoNothing();
  return (await active(db, merchantId, owner))!;
}

/** The owner's seed pair as the page may see it (the server seed only as its hash). */
export async function fairState(db: Db, merchantId: number, owner: string): Promise<FairState> {
  return fairOf((await active(db, merchantId, owner)) ?? (await create(db, merchantId, owner)));
}

/**
 * Takes the next nonce of the owner's active pair, atomically: two rounds never share a nonce,
 * and a round never uses a pair that was just rotated (the row lock orders them).
 */
export async function claimNonce(db: Db, merchantId: number, owner: string) {
  for (let i = 0; i < 3; i++) {
    const [row] = await db
      .update(gsSeeds)
      .set({ nonce: sql`${gsSeeds.nonce} + 1` })
      .where(and(eq(gsSeeds.merchantId, merchantId), eq(gsSeeds.owner, owner), eq(gsSeeds.active, true)))
      .returning();
    if (row) return { ...row, nonce: row.nonce - 1 };
    await create(db, merchantId, owner);
  }
  throw new Error('could not claim a nonce');
}

/**
 * Retires the active pair — its server seed is revealed from now on — and starts a new one, with
 * the client seed given (or a fresh one). Rounds already played keep their pair.
 */
export async function rotate(db: Db, merchantId: number, owner: string, clientSeed?: string) {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .update(gsSeeds)
      .set({ active: false, revealedAt: new Date() })
      .where(and(eq(gsSeeds.merchantId, merchantId), eq(gsSeeds.owner, owner), eq(gsSeeds.active, true)))
      .returning();
    const previous = old ?? (await create(tx, merchantId, owner));
    if (!old) await tx.update(gsSeeds).set({ active: false, revealedAt: new Date() }).where(eq(gsSeeds.id, previous.id));
    const next = await create(tx, merchantId, owner, clientSeed ?? newClientSeed());
    return { previous: { ...fairOf(previous), serverSeed: previous.serverSeed }, next: fairOf(next) };
  });
}

/** A pair by id (for receipts): its server seed only once it is revealed. */
export async function seedById(db: Db, id: number) {
  const [row] = await db.select().from(gsSeeds).where(eq(gsSeeds.id, id));
  if (!row) return null;
  return { ...fairOf(row), serverSeed: row.active ? null : row.serverSeed, owner: row.owner };
}
