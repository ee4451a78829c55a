import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RaffleBoard } from '@jade/contract/promotions';
import type { Db } from '../../db/client';
import { LOCKS, tryXactLock } from '../../db/locks';
import * as catalog from '../catalog/catalog.service';
import * as figures from '../figures/figures.service';
import * as members from '../members/members.service';
import { grantRewards, type Grant } from './promotions.rewards';
import { promotionJoins, promotions, raffleDraws, rewardGrants } from './promotions.tables';

type PromotionRow = typeof promotions.$inferSelect;
type RaffleTerms = Extract<PromotionRow['terms'], { kind: 'RAFFLE' }>;
/** A raffle is drawn this long after it ends (rounds settling at its end still commit). */
export const RAFFLE_GRACE_MS = 10 * 60_000;

/** The draw's commitment, made with the raffle: a secret seed and its SHA-256, shown from the start. */
export async function commitRaffle(db: Db, promotionId: number) {
  const seed = randomBytes(32).toString('hex');
  await db
    .insert(raffleDraws)
    .values({ promotionId, seed, seedHash: createHash('sha256').update(seed).digest('hex') })
    .onConflictDoNothing();
}

/**
 * The draw (pure, so anyone can replay it from the revealed seed): tickets numbered from 0 in the
 * order of member ids; prize i goes to the holder of ticket HMAC-SHA256(seed, "<id>:<i>:<try>")
 * (first 8 bytes, unsigned) mod the total; a try that lands on a member who already won moves on.
 */
export function drawRaffle(
  seed: string,
  promotionId: number,
  prizes: number[],
  tickets: { memberId: number; tickets: number }[],
): { memberId: number; ticket: number; prize: number }[] {
  const holders = [...tickets].filter((t) => t.tickets > 0).sort((a, b) => a.memberId - b.memberId);
  const total = holders.reduce((s, h) => s + h.tickets, 0);
  const won = new Set<number>();
  const out: { memberId: number; ticket: number; prize: number }[] = [];
  for (let i = 0; i < prizes.length && won.size < holders.length; i++) {
    for (let attempt = 0; ; attempt++) {
      const h = createHmac('sha256', seed).update(`${promotionId}:${i}:${attempt}`).digest();
      const ticket = Number(h.readBigUInt64BE(0) % BigInt(total));
      let at = 0;
      const holder = holders.find((x) => (at += x.tickets) > ticket)!;
      if (won.has(holder.memberId)) continue;
      won.add(holder.memberId);
      out.push({ memberId: holder.memberId, ticket, prize: prizes[i]! });
      break;
    }
  }
  return out;
}

/** Each joined member's tickets: their valid bet in the counted games over the period, per ticket. */
async function ticketsOf(db: Db, p: PromotionRow, terms: RaffleTerms, now: Date) {
  const joins = await db.select().from(promotionJoins).where(eq(promotionJoins.promotionId, p.id));
  if (joins.length === 0) return [];
  const to = p.endsAt && p.endsAt < now ? p.endsAt : now;
  const sums = await figures.sums(
    db,
    p.merchantId,
    { members: joins.map((j) => j.memberId) },
    [{ label: 'r', from: p.startsAt, to }],
    ['S'],
  );
  const bet = new Map<number, number>();
  for (const s of sums)
    if (s.memberId !== null && (terms.categories === null || (terms.categories as string[]).includes(s.key)))
      bet.set(s.memberId, (bet.get(s.memberId) ?? 0) + s.a);
  return joins.map((j) => ({ memberId: j.memberId, tickets: Math.floor((bet.get(j.memberId) ?? 0) / terms.ticketPer) }));
}

/** GET /wps/promotions/:id/raffle: the commitment, the caller's tickets, and after the draw the seed, the tickets and the winners. */
export async function raffleBoard(db: Db, p: PromotionRow, memberId: number | null): Promise<RaffleBoard> {
  const terms = p.terms as RaffleTerms;
  await commitRaffle(db, p.id);
  const [d] = await db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, p.id));
  const drawn = d!.drawnAt !== null;
  // Before the draw the tickets are counted now; after it, they are the draw's own (kept with it).
  const live = drawn ? null : await ticketsOf(db, p, terms, new Date());
  const mine =
    memberId === null
      ? null
      : drawn
        ? (d!.memberTickets?.[String(memberId)] ?? 0)
        : (live!.find((t) => t.memberId === memberId)?.tickets ?? 0);
  // Prize i was granted to its winner as `p<id>:raffle:<i>` (read by the grants' member and key index).
  const drawnWinners = d!.winners ?? [];
  const claimed = new Set(
    drawnWinners.length === 0
      ? []
      : (
          await db
            .select({ key: rewardGrants.sourceKey })
            .from(rewardGrants)
            .where(
              and(
                inArray(
                  rewardGrants.memberId,
                  drawnWinners.map((w) => w.memberId),
                ),
                inArray(
                  rewardGrants.sourceKey,
                  drawnWinners.map((_, i) => `p${p.id}:raffle:${i}`),
                ),
                eq(rewardGrants.state, 'CLAIMED'),
              ),
            )
        ).map((g) => g.key),
  );
  const winners = [];
  for (const [i, w] of drawnWinners.entries())
    winners.push({
      prize: w.prize,
      name: catalog.maskName((await members.findById(db, w.memberId))?.username ?? ''),
      ticket: w.ticket,
      mine: w.memberId === memberId,
      claimed: claimed.has(`p${p.id}:raffle:${i}`),
    });
  return {
    seedHash: d!.seedHash,
    seed: drawn ? d!.seed : null,
    totalTickets: drawn ? (d!.totalTickets ?? 0) : live!.reduce((s, t) => s + t.tickets, 0),
    ticketCounts: drawn ? (d!.ticketCounts ?? []) : null,
    myTickets: mine,
    drawn,
    winners,
  };
}

/**
 * The raffle job: each raffle that ended more than RAFFLE_GRACE_MS ago is drawn once — the draw
 * (winners and total kept, the seed revealed) and the prizes (to the reward centre,
 * `p<id>:raffle:<i>`) in one transaction, one node at a time (a try-lock). `only` is the
 * operator's "settle now" of one ended raffle: the same draw for that one, without the grace.
 */
export async function drawRaffles(
  db: Db,
  merchantId: number,
  now = new Date(),
  only?: { promotionId: number },
): Promise<{ drawn: number }> {
  const endedBy = only ? now : new Date(now.getTime() - RAFFLE_GRACE_MS);
  const due = await db
    .select({ p: promotions })
    .from(promotions)
    .leftJoin(raffleDraws, eq(raffleDraws.promotionId, promotions.id))
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.kind, 'RAFFLE'),
        sql`${promotions.endsAt} <= ${endedBy.toISOString()}::timestamptz`,
        sql`${raffleDraws.drawnAt} is null`,
        only ? eq(promotions.id, only.promotionId) : undefined,
      ),
    );
  let drawn = 0;
  for (const { p } of due) {
    if (p.terms.kind !== 'RAFFLE') continue;
    const terms = p.terms;
    await commitRaffle(db, p.id);
    const done = await db.transaction(async (tx) => {
      if (!(await tryXactLock(tx, LOCKS.merchant.raffles, merchantId))) return false;
      const [d] = await tx.select().from(raffleDraws).where(eq(raffleDraws.promotionId, p.id)).for('update');
      if (!d || d.drawnAt) return false;
      const tickets = await ticketsOf(tx, p, terms, now);
      const winners = drawRaffle(d.seed, p.id, terms.prizes, tickets);
      const grants: Grant[] = winners.map((w, i) => ({
        merchantId,
        memberId: w.memberId,
        source: 'PROMOTION',
        promotionId: p.id,
        title: p.title,
        sourceKey: `p${p.id}:raffle:${i}`,
        amount: w.prize,
        turnover: w.prize * terms.turnoverMultiple,
        categories: terms.categories,
        claimDays: terms.claimDays,
        now,
      }));
      await grantRewards(tx, grants);
      const inOrder = tickets.filter((t) => t.tickets > 0).sort((a, b) => a.memberId - b.memberId);
      await tx
        .update(raffleDraws)
        .set({
          drawnAt: now,
          winners,
          totalTickets: inOrder.reduce((s, t) => s + t.tickets, 0),
          ticketCounts: inOrder.map((t) => t.tickets),
          memberTickets: Object.fromEntries(inOrder.map((t) => [String(t.memberId), t.tickets])),
        })
        .where(eq(raffleDraws.promotionId, p.id));
      return true;
    });
    if (done) drawn++;
  }
  return { drawn };
}
