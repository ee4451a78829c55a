import { useMember } from '@/features/auth/api/get-member-info';
import { LiveChat } from '@/features/chat/components/live-chat';

/** /liveChat (spec §7 live chat): the member or guest talks to customer service. */
export function LiveChatPage() {
  const { token, member } = useMember();
  return <LiveChat viewer={{ signedIn: token !== null, isTrial: member?.isTrial ?? false }} />;
}
