import type { QueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@jade/contract/messages';
import { MESSAGES_KEY, UNREAD_KEY } from './keys';

/** After a read or delete: the badges take the count the server answered, the list is read again. */
export function applyInboxChange(queryClient: QueryClient, result: UnreadCount) {
  queryClient.setQueriesData<UnreadCount>({ queryKey: UNREAD_KEY }, () => result);
  void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'inbox'] });
}
