import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribe } from '@/lib/realtime';
import { MESSAGES_KEY } from '../api/keys';

/**
 * Keeps the unread badges and the open inbox current from the live-events socket: an `unread`
 * event (a message arrived, or was read or deleted in another tab) or a `resync` reads them again.
 */
export function useLiveUnread(active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    const offUnread = subscribe('unread', refresh);
    const offResync = subscribe('resync', refresh);
    return () => {
      offUnread();
      offResync();
    };
  }, [queryClient, active]);
}
