import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FairState } from '@jade/contract/games';
import { hashServerSeed } from '@jade/engines/rng';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { gsRounds, gsSeeds, type GsRoundStatus } from './gameserver.tables';

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
 * the client seed given (or a fresh one). Rounds already played keep their pair. Refused while a
 * round on the active pair is unsettled (a mines round in play, a bet or a win in flight), in any
 * game or tab of the owner: its seed stays secret until it is settled, or it could be played
 * knowing the outcome. The row lock orders this against a round claiming a nonce.
 */
export async function rotate(db: Db, merchantId: number, owner: string, clientSeed?: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: gsSeeds.id })
      .from(gsSeeds)
      .where(and(eq(gsSeeds.merchantId, merchantId), eq(gsSeeds.owner, owner), eq(gsSeeds.active, true)))
      .for('update');
    if (current && (await unsettledOn(tx, merchantId, owner, current.id)))
      throw new AppError('GS_ROUND_OPEN', 'Finish the round in progress first: its seed is revealed once it is settled');
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

/** Whether a round on this pair is not settled yet (being staked, in play or being paid). */
async function unsettledOn(db: Db, merchantId: number, owner: string, seedId: number) {
  const [row] = await db
    .select({ id: gsRounds.id })
    .from(gsRounds)
    .where(
      and(
        eq(gsRounds.merchantId, merchantId),
        eq(gsRounds.owner, owner),
        eq(gsRounds.seedId, seedId),
        inArray(gsRounds.status, UNSETTLED),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Round states whose outcome the player can still act on or that are not final yet. */
export const UNSETTLED: GsRoundStatus[] = ['DEBITING', 'OPEN', 'CREDITING'];

/**
 * A pair by id, for the receipt of a round: its server seed only once the pair is retired and the
 * round itself is settled (a receipt of a round in play never shows a seed, whatever the pair).
 */
export async function seedById(db: Db, id: number, roundStatus: GsRoundStatus) {
  const [row] = await db.select().from(gsSeeds).where(eq(gsSeeds.id, id));
  if (!row) return null;
  const revealed = !row.active && !UNSETTLED.includes(roundStatus);
  return { ...fairOf(row), serverSeed: revealed ? row.serverSeed : null, owner: row.owner };
}
