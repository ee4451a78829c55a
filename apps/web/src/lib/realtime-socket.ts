import { WS_PATH, WsServerMessage } from '@jade/contract/events';
import { emit } from './realtime';
import { createSocket } from './socket';

/**
 * Opens the tab's live-events socket for a session token and keeps it open (lib/socket: backoff
 * reconnects, stops on 4401); after every (re)authentication subscribers get a `resync`.
 * Returns the function that closes it for good.
 */
export function connect(token: string): () => void {
  const socket = createSocket({
    path: WS_PATH,
    schema: WsServerMessage,
    hello: () => ({ type: 'auth', token }),
    onReady: () => emit({ type: 'resync' }),
    onMessage: emit,
  });
  socket.start();
  return socket.stop;
}
