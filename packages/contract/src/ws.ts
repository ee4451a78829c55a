// The live-events WebSocket's constants, without the validation library (the web's socket code
// reads them on every page); `events.ts` holds the message schemas and re-exports these.

/**
 * The live-events WebSocket, `GET /ws`. The client's first message authenticates with the
 * session token (never in the URL, which ends up in logs); the server answers `ready` and from
 * then on pushes the member's events. `resync` means events may have been missed (the server's
 * event feed reconnected): re-read what is shown.
 */
export const WS_PATH = '/ws';

/** Larger client messages close the socket (the server refuses to buffer them). */
export const WS_MAX_MESSAGE_BYTES = 1024;

/** A socket that has not authenticated by then is closed. */
export const WS_AUTH_TIMEOUT_MS = 10_000;

/** Close codes of the protocol (4000-4999 are the application's range). */
export const WS_CLOSE = {
  /** Malformed, unexpected or binary message. */
  badMessage: 4400,
  /** The token is unknown, revoked or expired: do not reconnect with it. */
  unauthorized: 4401,
  /** No `auth` message within WS_AUTH_TIMEOUT_MS. */
  authTimeout: 4408,
  /** More messages a second than WS_LIMITS.messagesPerSecond (RFC 6455 policy violation). */
  tooManyMessages: 1008,
  /** Too many sockets from the address or of the member (RFC 6455 try again later): reconnect with a backoff. */
  tooManySockets: 1013,
  /**
   * The database could not check the sign-in in time (no free connection, statement cancelled; as
   * SERVER_BUSY over HTTP). Also RFC 6455 try again later: the socket was not refused.
   */
  serverBusy: 1013,
} as const;

/**
 * The limits of `/ws` and `/ws/chat`, each path on its own. Sockets are counted by the node that
 * holds them (a socket is that node's state), per address from the upgrade on and per member once
 * authenticated; messages per socket and second. Operator chat sockets count per address only.
 */
export const WS_LIMITS = {
  socketsPerAddress: 40,
  socketsPerMember: 8,
  messagesPerSecond: 10,
} as const;
