import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A port nobody listens on now (the OS picks it). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/**
 * Polls `probe` until it answers something other than null/undefined/false, or fails after
 * `timeoutMs` naming what it waited for: waits that hold on a loaded machine, without fixed sleeps.
 */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const v = await probe();
      if (v !== null && v !== undefined && v !== false) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await sleep(100);
  }
}

/** One server process of the platform (TypeScript through tsx), on its own port. */
export type ServerNode = {
  name: string;
  port: number;
  url: string;
  /** When the process was spawned: its job timers started after this. */
  spawnedAt: number;
  /** When it first answered: its job timers started before this. */
  readyAt: number;
  /** What it printed (its log at LOG_LEVEL), for the assertions and for failures. */
  output: () => string;
  /** SIGSTOP: the process does nothing (its timers fall due) until `thaw`. */
  freeze: () => void;
  /** SIGCONT: overdue timers fire at once. */
  thaw: () => void;
  kill: () => void;
};

/**
 * Starts one server process on `env` (DATABASE_URL, ADMIN_TOKEN, …) and a free port, and answers
 * once it serves `/wps/system/status`. The process is killed if the caller's process exits.
 */
export async function startNode(name: string, env: Record<string, string>, timeoutMs = 60_000): Promise<ServerNode> {
  const port = await freePort();
  const spawnedAt = Date.now();
  // One process (node with tsx's loader), so signals reach the server itself, not a wrapper.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SEED: 'demo', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString('utf8')));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString('utf8')));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + timeoutMs; ; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${out.slice(-2_000)}`);
    if (Date.now() > deadline) {
      kill();
      throw new Error(`${name} did not answer within ${timeoutMs} ms: ${out.slice(-2_000)}`);
    }
    if (
      await fetch(`${url}/wps/system/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  return {
    name,
    port,
    url,
    spawnedAt,
    readyAt: Date.now(),
    output: () => out,
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    kill,
  };
}
