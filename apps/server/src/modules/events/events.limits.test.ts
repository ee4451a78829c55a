import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { WS_CLOSE, WS_LIMITS } from '@jade/contract/events';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { openSocket, type TestSocket } from '../../test/ws-client';
import { addressKey } from '../../lib/ip';
import { SocketLimiter } from './events.limits';

let app: TestApp;
let base: string;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

type Member = { headers: Record<string, string> };
const tokenOf = (m: Member) => m.headers.authorization!.slice('Bearer '.length);

/** Each limited path, and how a member authenticates on it. */
const paths = [
  { path: '/ws', auth: async (m: Member) => ({ type: 'auth', token: tokenOf(m) }) },
  {
    path: '/ws/chat',
    auth: async (m: Member) => {
      const launch = await app.inject({ method: 'GET', url: '/wps/relay/CBS_launchChat?modelId=GENERAL', headers: m.headers });
      return { type: 'auth', conversationId: launch.json().value.conversationId as number, after: 0, token: tokenOf(m) };
    },
  },
];

/** The next message of a type, skipping others. */
async function nextOf(socket: TestSocket, type: string) {
  for (;;) {
    const m = (await socket.next()) as { type: string };
    if (m.type === type) return m;
  }
}

describe.each(paths)('WebSocket limits on $path', ({ path, auth }) => {
  const authed = async (m: Member) => {
    const socket = await openSocket(`${base}${path}`);
    socket.send(await auth(m));
    return socket;
  };

  test('closes the sockets of an address past the limit with 1013, and takes new ones once some close', async () => {
    const open: TestSocket[] = [];
    for (let i = 0; i < WS_LIMITS.socketsPerAddress; i++) open.push(await openSocket(`${base}${path}`));
    const extra = await openSocket(`${base}${path}`);
    expect(await extra.closed).toEqual({ code: WS_CLOSE.tooManySockets, reason: 'too many sockets' });

    await Promise.all(open.map((s) => (s.close(), s.closed)));
    const member = await fundedMember(app);
    await expect
      .poll(async () => {
        const socket = await authed(member);
        const first = await Promise.race([nextOf(socket, 'ready'), socket.closed.then(() => null)]);
        socket.close();
        return first?.type;
      })
      .toBe('ready');
  });

  test("closes a member's sockets past the limit with 1013, not another member's", async () => {
    const member = await fundedMember(app);
    const open: TestSocket[] = [];
    for (let i = 0; i < WS_LIMITS.socketsPerMember; i++) {
      const socket = await authed(member);
      await nextOf(socket, 'ready');
      open.push(socket);
    }
    const extra = await authed(member);
    expect(await extra.closed).toEqual({ code: WS_CLOSE.tooManySockets, reason: 'too many sockets' });
    const other = await authed(await fundedMember(app));
    await nextOf(other, 'ready');
    [...open, other].forEach((s) => s.close());
  });

  test('closes a socket that sends more messages a second than the limit with 1008', async () => {
    const socket = await authed(await fundedMember(app));
    await nextOf(socket, 'ready');
    for (let i = 0; i < WS_LIMITS.messagesPerSecond * 3; i++) socket.send({ type: 'ping' });
    expect(await socket.closed).toEqual({ code: WS_CLOSE.tooManyMessages, reason: 'too many messages' });
  });
});

describe('message rate', () => {
  afterEach(() => vi.useRealTimers());

  test('no second holds more than the limit, also across a second of the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = new SocketLimiter({ socketsPerAddress: 1, socketsPerMember: 1, messagesPerSecond: 5 });
    const ticket = limiter.open('198.51.100.7')!;
    // Five messages at the end of one clock second, five more just after it: the second five
    // are within a second of the first (a count per clock second let all ten through).
    vi.setSystemTime(new Date('2026-11-29T10:00:00.990Z'));
    expect([1, 2, 3, 4, 5].map(() => ticket.message())).toEqual([true, true, true, true, true]);
    vi.setSystemTime(new Date('2026-11-29T10:00:01.010Z'));
    expect(ticket.message()).toBe(false);
    // A second after the first five, the limit's room is back, one message per message that aged out.
    vi.setSystemTime(new Date('2026-11-29T10:00:01.990Z'));
    expect([1, 2, 3, 4, 5, 6].map(() => ticket.message())).toEqual([true, true, true, true, true, false]);
  });
});

describe('address of a limit', () => {
  test('counts IPv6 visitors by their /64 and IPv4-mapped ones as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  });
});
