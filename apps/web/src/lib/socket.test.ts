import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { WS_CLOSE } from '@jade/contract/events';
import { createSocket, type SocketStatus } from './socket';

/** A stand-in for the browser's WebSocket that the test drives by hand. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const Message = z.object({ type: z.enum(['ready', 'pong', 'note']) });
const last = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup() {
  let seq = 0;
  const statuses: SocketStatus[] = [];
  const events: string[] = [];
  const socket = createSocket({
    path: '/ws/test',
    schema: Message,
    hello: () => ({ type: 'auth', after: seq++ }),
    onMessage: (m) => events.push(m.type),
    onReady: () => events.push('resume'),
    onStatus: (s) => statuses.push(s),
  });
  return { socket, statuses, events };
}

describe('createSocket', () => {
  test('opens nothing until started, asks the first message anew on each connection and resumes before ready', () => {
    const { socket, events } = setup();
    expect(FakeSocket.all).toHaveLength(0);
    socket.start();
    socket.start();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toBe(`ws://${location.host}/ws/test`);
    last().open();
    last().receive({ type: 'ready' });
    last().receive({ type: 'unknown' });
    expect(events).toEqual(['resume', 'ready']);
    last().drop();
    vi.advanceTimersByTime(1_000);
    last().open();
    expect(FakeSocket.all.map((s) => s.sent[0])).toEqual([
      { type: 'auth', after: 0 },
      { type: 'auth', after: 1 },
    ]);
    socket.stop();
  });

  test("reconnects with a backoff after the server's limits (1008, 1013), and stops on 4401 until started again", () => {
    const { socket, statuses } = setup();
    socket.start();
    last().drop(WS_CLOSE.tooManyMessages);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop(1013);
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    last().receive({ type: 'ready' });
    last().drop(WS_CLOSE.unauthorized);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
    expect(statuses).toEqual(['offline', 'open', 'denied']);
    socket.start();
    expect(FakeSocket.all).toHaveLength(4);
    expect(socket.status()).toBe('connecting');
    socket.stop();
  });

  test('sends only while authenticated, and retries at once when the browser comes back online', () => {
    const { socket } = setup();
    socket.start();
    last().open();
    expect(socket.send({ type: 'note' })).toBe(false);
    last().receive({ type: 'ready' });
    expect(socket.send({ type: 'note' })).toBe(true);
    expect(last().sent.at(-1)).toEqual({ type: 'note' });
    last().drop();
    vi.advanceTimersByTime(1_000);
    last().drop();
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(3);
    socket.stop();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(3);
  });
});
