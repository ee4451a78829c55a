import { and, eq, sql } from 'drizzle-orm';
import type { RankingBoard } from '@jade/contract/promotions';
import type { Db } from '../../db/client';
import { LOCKS, tryXactLock } from '../../db/locks';
import * as catalog from '../catalog/catalog.service';
import * as figures from '../figures/figures.service';
import * as members from '../members/members.service';
import { grantRewards, type Grant } from './promotions.rewards';
import { promotionJoins, promotions, rankingSettlements } from './promotions.tables';

type PromotionRow = typeof promotions.$inferSelect;
type RankingTerms = Extract<PromotionRow['terms'], { kind: 'RANKING' }>;
/** Prizes are paid this long after a ranking ends (rounds settling at its end still commit). */
export const RANKING_GRACE_MS = 10 * 60_000;

type Standing = { memberId: number; validBet: number; joinedAt: Date; rank: number; prize: number };

/**
 * The standings of a ranking (pure once the figures are read): joined members by valid bet over
 * the period, most first, a tie to the one who joined first; a prize to each of the first ranks
 * that reached the minimum.
 */
export function standings(terms: RankingTerms, rows: { memberId: number; validBet: number; joinedAt: Date }[]): Standing[] {
  return [...rows]
    .sort((a, b) => b.validBet - a.validBet || a.joinedAt.getTime() - b.joinedAt.getTime() || a.memberId - b.memberId)
    .map((r, i) => ({
      ...r,
      rank: i + 1,
      prize: i < terms.prizes.length && r.validBet >= terms.minValidBet && r.validBet > 0 ? terms.prizes[i]! : 0,
    }));
}

/** Each joined member's valid bet over the ranking's period (up to now), from the figures. */
async function standingsOf(db: Db, p: PromotionRow, terms: RankingTerms, now: Date): Promise<Standing[]> {
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
  return standings(
    terms,
    joins.map((j) => ({ memberId: j.memberId, validBet: bet.get(j.memberId) ?? 0, joinedAt: j.joinedAt })),
  );
}

/** GET /wps/promotions/:id/ranking: the first rows with masked names, and the caller's own place. */
export async function rankingBoard(db: Db, p: PromotionRow, memberId: number | null, rows: number): Promise<RankingBoard> {
  if (p.terms.kind !== 'RANKING') return { list: [], me: null, final: false };
  const all = await standingsOf(db, p, p.terms, new Date());
  const [settled] = await db.select().from(rankingSettlements).where(eq(rankingSettlements.promotionId, p.id));
  const top = all.slice(0, rows);
  const names = new Map<number, string>();
  for (const s of top) names.set(s.memberId, (await members.findById(db, s.memberId))?.username ?? '');
  const row = (s: Standing, name: string) => ({ rank: s.rank, name, validBet: s.validBet, prize: s.prize });
  const mine = memberId === null ? undefined : all.find((s) => s.memberId === memberId);
  return {
    list: top.map((s) => row(s, catalog.maskName(names.get(s.memberId) ?? ''))),
    me: mine ? row(mine, catalog.maskName((await members.findById(db, mine.memberId))?.username ?? '')) : null,
    final: Boolean(settled),
  };
}

/**
 * The ranking job: each ranking that ended more than RANKING_GRACE_MS ago pays its prizes once —
 * the settlement row and the prizes (to the reward centre, `p<id>:rank:<rank>`) in one transaction,
 * one node at a time (a try-lock: a busy node skips). `only` is the operator's "settle now" of one
 * ended ranking (`POST /ops/promotions/:id/settle`): the same run for that one, without the grace.
 */
export async function settleRankings(
  db: Db,
  merchantId: number,
  now = new Date(),
  only?: { promotionId: number },
): Promise<{ settled: number }> {
  const endedBy = only ? now : new Date(now.getTime() - RANKING_GRACE_MS);
  const due = await db
    .select({ p: promotions })
    .from(promotions)
    .leftJoin(rankingSettlements, eq(rankingSettlements.promotionId, promotions.id))
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.kind, 'RANKING'),
        sql`${promotions.endsAt} <= ${endedBy.toISOString()}::timestamptz`,
        sql`${rankingSettlements.promotionId} is null`,
        only ? eq(promotions.id, only.promotionId) : undefined,
      ),
    );
  let settled = 0;
  for (const { p } of due) {
    const done = await db.transaction(async (tx) => {
      if (!(await tryXactLock(tx, LOCKS.merchant.rankings, merchantId)) || p.terms.kind !== 'RANKING') return false;
      const [claimed] = await tx
        .insert(rankingSettlements)
        .values({ promotionId: p.id, winners: 0, paid: 0 })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false;
      const terms = p.terms;
      const winners = (await standingsOf(tx, p, terms, now)).filter((s) => s.prize > 0);
      const grants: Grant[] = winners.map((w) => ({
        merchantId,
        memberId: w.memberId,
        source: 'PROMOTION',
        promotionId: p.id,
        title: p.title,
        sourceKey: `p${p.id}:rank:${w.rank}`,
        amount: w.prize,
        turnover: w.prize * terms.turnoverMultiple,
        categories: terms.categories,
        claimDays: terms.claimDays,
        now,
      }));
      await grantRewards(tx, grants);
      await tx
        .update(rankingSettlements)
        .set({ winners: winners.length, paid: winners.reduce((s, w) => s + w.prize, 0) })
        .where(eq(rankingSettlements.promotionId, p.id));
      return true;
    });
    if (done) settled++;
  }
  return { settled };
}
