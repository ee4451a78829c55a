import { WS_LIMITS } from '@jade/contract/events';

type Limits = { socketsPerAddress: number; socketsPerMember: number; messagesPerSecond: number };

/** One socket's share of the limits: its member once known, its message rate, and its release. */
export type SocketTicket = {
  /** Counts the socket for its member; false when the member already holds the most sockets. */
  claimMember: (memberId: number) => boolean;
  /** Counts one message; false when the socket would pass the limit within a second. */
  message: () => boolean;
  /** Gives the socket's places back (on close; repeat calls do nothing). */
  release: () => void;
};

/**
 * Sockets per address and per member, and messages per socket and second, for one WebSocket path
 * on this node. Socket counts are per process: a socket is the state of the node that holds it,
 * and the node forgets it when it closes.
 */
export class SocketLimiter {
  private readonly byAddress = new Map<string, number>();
  private readonly byMember = new Map<number, number>();

  constructor(private readonly limits: Limits = WS_LIMITS) {}

  /** A ticket for a new socket from `address`, or null when the address holds the most sockets already. */
  open(address: string): SocketTicket | null {
    if ((this.byAddress.get(address) ?? 0) >= this.limits.socketsPerAddress) return null;
    bump(this.byAddress, address, 1);
    let member: number | null = null;
    let released = false;
    // The times of the last accepted messages, oldest first at `next` (a ring): a message is
    // accepted when the one `messagesPerSecond` back was a second ago or more, so no second's span
    // ever holds more than the limit (a clock-aligned count let twice through around a second's edge).
    const sent = new Array<number>(this.limits.messagesPerSecond).fill(Number.NEGATIVE_INFINITY);
    let next = 0;
    return {
      claimMember: (memberId) => {
        if (released || member !== null) return !released;
        if ((this.byMember.get(memberId) ?? 0) >= this.limits.socketsPerMember) return false;
        member = memberId;
        bump(this.byMember, memberId, 1);
        return true;
      },
      message: () => {
        const now = Date.now();
        if (sent.length === 0 || now - sent[next]! < 1000) return false;
        sent[next] = now;
        next = (next + 1) % sent.length;
        return true;
      },
      release: () => {
        if (released) return;
        released = true;
        bump(this.byAddress, address, -1);
        if (member !== null) bump(this.byMember, member, -1);
      },
    };
  }

  /** Sockets this node holds for an address (for tests and diagnostics). */
  socketsOf(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }
}

function bump<K>(map: Map<K, number>, key: K, by: number) {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}
