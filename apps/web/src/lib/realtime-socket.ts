import { WS_PATH, WsServerMessage } from '@jade/contract/events';
import { attachSocket, emit } from './realtime';
import { createSocket } from './socket';

/**
 * Opens the tab's live-events socket for a session token and keeps it open (lib/socket: backoff
 * reconnects, stops on 4401); after every (re)authentication what the tab watches is asked again
 * (realtime.ts `watchSports`) and subscribers get a `resync`.
 * Returns the function that closes it for good.
 */
export function connect(token: string): () => void {
  const socket = createSocket({
    path: WS_PATH,
    schema: WsServerMessage,
    hello: () => ({ type: 'auth', token }),
    onReady: () => {
      attachSocket(socket.send);
      emit({ type: 'resync' });
    },
    onMessage: emit,
  });
  socket.start();
  return () => {
    attachSocket(null);
    socket.stop();
  };
}
