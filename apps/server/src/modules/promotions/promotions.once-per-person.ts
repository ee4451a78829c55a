import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RewardRejection } from '@jade/contract/promotions';
import type { Db } from '../../db/client';
import { LOCKS } from '../../db/locks';
import * as members from '../members/members.service';
import * as payments from '../payments/payments.service';
import { grantReward, type Grant } from './promotions.rewards';
import { rewardGrants } from './promotions.tables';

/**
 * A reward given once per person, not per account — a first-deposit bonus (decision 022), an
 * app-download reward (decision 024): when another account that shares a payout account with this
 * one (same provider and number), or was registered from the same address, already holds this
 * promotion's reward (the same source key), the grant is recorded as REJECTED with the reason and
 * that account. Granted under the promotion's lock (`LOCKS.merchant.firstDeposit`, the once-per-person
 * lock, second half the promotion), so two linked accounts at once get one reward between them.
 */
export async function grantOncePerPerson(db: Db, g: Grant) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.merchant.firstDeposit}::int, ${g.promotionId}::int)`);
    const [mine] = await tx
      .select({ id: rewardGrants.id })
      .from(rewardGrants)
      .where(and(eq(rewardGrants.memberId, g.memberId), eq(rewardGrants.sourceKey, g.sourceKey)));
    if (mine) return;
    const { byPayout, byDevice } = await linkedAccounts(tx, g.merchantId, g.memberId);
    const holders = async (ids: number[]) =>
      ids.length === 0
        ? []
        : tx
            .select({ memberId: rewardGrants.memberId })
            .from(rewardGrants)
            .where(
              and(
                inArray(rewardGrants.memberId, ids),
                eq(rewardGrants.sourceKey, g.sourceKey),
                ne(rewardGrants.state, 'REJECTED'),
              ),
            )
            .limit(1);
    const [payoutHolder] = await holders(byPayout);
    const [deviceHolder] = payoutHolder ? [] : await holders(byDevice);
    const holder = payoutHolder ?? deviceHolder;
    if (!holder) return grantReward(tx, g);
    const reason = payoutHolder ? 'DUPLICATE_PAYOUT_ACCOUNT' : 'DUPLICATE_DEVICE';
    await grantReward(tx, { ...g, rejected: { reason, firstMemberId: holder.memberId } });
  });
}

/** The other accounts linked to this one as one person's (decision 022): by a payout account, by the registration address. */
export async function linkedAccounts(db: Db, merchantId: number, memberId: number) {
  return {
    byPayout: await payments.membersSharingPayoutAccount(db, memberId),
    byDevice: await members.accountsSharingRegisterIp(db, merchantId, memberId),
  };
}

/** Why `other` is the same person as `memberId` (decision 022), or null. */
export async function samePerson(db: Db, merchantId: number, memberId: number, other: number): Promise<RewardRejection | null> {
  const { byPayout, byDevice } = await linkedAccounts(db, merchantId, memberId);
  if (byPayout.includes(other)) return 'DUPLICATE_PAYOUT_ACCOUNT';
  return byDevice.includes(other) ? 'DUPLICATE_DEVICE' : null;
}
