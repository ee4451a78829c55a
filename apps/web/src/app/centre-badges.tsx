import { useMember } from '@/features/auth/api/get-member-info';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { useMissionCount } from '@/features/missions/api/get-mission-count';
import { MissionBadge } from '@/features/missions/components/mission-badge';
import { UnreadBadge } from '@/features/messages/components/unread-badge';
import { useRewardCount } from '@/features/promotions/api/get-reward-count';
import { RewardBadge } from '@/features/promotions/components/reward-badge';
import { useAfterLoad } from '@/lib/after-load';

/** The red unread count on the personal centre's messages entry (spec §2), above 0 only. */
export function MessagesBadge() {
  const { token, member } = useMember();
  const unread = useUnreadCount(token, Boolean(member && !member.isTrial));
  return <UnreadBadge count={unread.data} />;
}

/** The red count of claimable rewards on the reward-centre entries (spec §2), above 0 only, real members only. */
export function RewardsBadge() {
  const { token, member } = useMember();
  const count = useRewardCount(token, Boolean(member && !member.isTrial));
  return <RewardBadge count={count.data} />;
}

/**
 * The red count of missions complete and not yet claimed on the missions entries (spec §2), above 0
 * only, real members only; asked once the first screen has loaded.
 */
export function MissionsBadge() {
  const { token, member } = useMember();
  const count = useMissionCount(token, Boolean(member && !member.isTrial), useAfterLoad());
  return <MissionBadge count={count.data} />;
}
