import { useMember } from '@/features/auth/api/get-member-info';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { UnreadBadge } from '@/features/messages/components/unread-badge';

/** The red unread count on the personal centre's messages entry (spec §2), above 0 only. */
export function MessagesBadge() {
  const { token, member } = useMember();
  const unread = useUnreadCount(token, Boolean(member && !member.isTrial));
  return <UnreadBadge count={unread.data} />;
}
