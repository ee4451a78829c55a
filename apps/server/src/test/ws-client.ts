import { createRequire } from 'node:module';

/** The part of the `ws` client the tests use (the package ships no types and @types/ws is not installed). */
type WsClient = {
  on: ((event: 'open', fn: () => void) => void) &
    ((event: 'message', fn: (data: Buffer) => void) => void) &
    ((event: 'close', fn: (code: number, reason: Buffer) => void) => void) &
    ((event: 'error', fn: (err: Error) => void) => void);
  send: (data: string | Buffer) => void;
  close: () => void;
};

const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: new (url: string) => WsClient };

export type TestSocket = {
  send: (message: unknown) => void;
  sendRaw: (data: string | Buffer) => void;
  /** The next message (parsed JSON); rejects when none arrives in time. */
  next: (timeoutMs?: number) => Promise<unknown>;
  /** Messages received and not yet taken by `next`. */
  pending: () => unknown[];
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
};

/** Opens a WebSocket to a listening app and queues what it receives. */
export async function openSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const queue: unknown[] = [];
  const waiters: ((m: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const message: unknown = JSON.parse(data.toString('utf8'));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  return {
    send: (message) => ws.send(JSON.stringify(message)),
    sendRaw: (data) => ws.send(data),
    next: (timeoutMs = 5_000) =>
      queue.length > 0
        ? Promise.resolve(queue.shift())
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              waiters.splice(waiters.indexOf(done), 1);
              reject(new Error(`no message within ${timeoutMs} ms`));
            }, timeoutMs);
            const done = (m: unknown) => {
              clearTimeout(timer);
              resolve(m);
            };
            waiters.push(done);
          }),
    pending: () => [...queue],
    closed,
    close: () => ws.close(),
  };
}
