import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { WS_CLOSE } from '@jade/contract/events';
import { subscribe, watchSports } from './realtime';
import { connect } from './realtime-socket';

/** A stand-in for the browser's WebSocket that the test drives by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
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
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

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

describe('realtime', () => {
  test('authenticates with the first message and hands each message to its subscribers', () => {
    const balances: number[] = [];
    const resyncs = vi.fn();
    const offBalance = subscribe('balance', (m) => balances.push(m.balance));
    const offResync = subscribe('resync', resyncs);
    const stop = connect('tok-1');
    expect(last().url).toBe(`ws://${location.host}/ws`);
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'tok-1' }]);
    last().receive({ type: 'ready' });
    expect(resyncs).toHaveBeenCalledOnce();
    last().receive({ type: 'balance', balance: 12345 });
    last().receive({ type: 'balance', balance: 'not a number' });
    expect(balances).toEqual([12345]);
    stop();
    offBalance();
    offResync();
  });

  test('reconnects after 1 s, then 2 s, resets after a success, and resyncs on each return', () => {
    const resyncs = vi.fn();
    const off = subscribe('resync', resyncs);
    const stop = connect('tok-1');
    last().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    last().receive({ type: 'ready' });
    expect(resyncs).toHaveBeenCalledOnce();
    last().drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(4);
    stop();
    off();
  });

  test('stops for good when the server says the session has ended, or when closed', () => {
    connect('tok-1');
    last().drop(WS_CLOSE.unauthorized);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);

    const stop = connect('tok-2');
    stop();
    last().drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  test('replaces a socket that stops answering pings', () => {
    const stop = connect('tok-1');
    last().open();
    last().receive({ type: 'ready' });
    vi.advanceTimersByTime(25_000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(2);
    stop();
  });

  test('asks for the book while a view watches it, again after a reconnection, and stops when the last view stops', () => {
    const sports = (i = FakeSocket.all.length - 1) =>
      FakeSocket.all[i]!.sent.filter((m) => (m as { type: string }).type === 'sports');
    const first = watchSports(); // before the socket: asked once it is authenticated
    const stop = connect('tok-1');
    last().open();
    expect(sports()).toEqual([]);
    last().receive({ type: 'ready' });
    expect(sports()).toEqual([{ type: 'sports', on: true }]);
    const second = watchSports(); // already watched: nothing more is sent
    first();
    first(); // a second call of the same stop counts once
    expect(sports()).toEqual([{ type: 'sports', on: true }]);
    last().drop();
    vi.advanceTimersByTime(1_000);
    last().open();
    last().receive({ type: 'ready' });
    expect(sports()).toEqual([{ type: 'sports', on: true }]);
    second();
    expect(sports()).toEqual([
      { type: 'sports', on: true },
      { type: 'sports', on: false },
    ]);
    stop();
    watchSports()(); // no socket: nothing is sent anywhere
    expect(sports(0)).toEqual([{ type: 'sports', on: true }]);
  });
});
