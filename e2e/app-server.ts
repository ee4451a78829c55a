import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_ADMIN_TOKEN, E2E_IDP_PORT, REPO_ROOT, SERVER_BUNDLE } from './playwright.config';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** One Jade server of the built bundle, on its own port and its own fresh DATA_DIR (PGlite). */
export type AppServer = { baseURL: string; stop: () => Promise<void> };

/** Fails at once when something else (a left-over run, someone else's server) holds the port. */
async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err) => reject(new Error(`port ${port} is taken (${err.message}); choose another E2E_PORT`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Starts the server and resolves once GET /wps/system/status answers 200. */
export async function startAppServer(port: number): Promise<AppServer> {
  await assertPortFree(port);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jade-e2e-'));
  // A DATABASE_URL from the shell would point every worker at one shared database.
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      SEED: 'demo',
      OIDC_A_NAME: 'Test ID',
      OIDC_A_ISSUER: `http://127.0.0.1:${E2E_IDP_PORT}`,
      OIDC_A_CLIENT_ID: 'jade-e2e',
      OIDC_A_CLIENT_SECRET: 'jade-e2e-secret',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });

  // The server's stderr is passed through, and its tail kept to explain a server that dies.
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8_000);
    process.stderr.write(chunk);
  });
  let serving = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const describeExit = () => `the Jade server on ${baseURL} exited (${child.exitCode ?? child.signalCode})`;
  child.once('exit', () => {
    if (serving) console.error(`${describeExit()} during the run. Its stderr:\n${stderr}`);
  });
  // Should the worker go without its teardown, the server must not outlive it and keep the port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    serving = false;
    process.off('exit', killOnExit);
    if (!hasExited()) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(force);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (hasExited()) {
      await stop();
      throw new Error(`${describeExit()} before it was ready. Its stderr:\n${stderr}`);
    }
    const status = await fetch(`${baseURL}/wps/system/status`, { signal: AbortSignal.timeout(5_000) }).then(
      async (res) => {
        await res.body?.cancel();
        return res.status;
      },
      () => 0,
    );
    if (status === 200) {
      serving = true;
      return { baseURL, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the Jade server on ${baseURL} was not ready within ${READY_TIMEOUT_MS / 1000} s. Its stderr:\n${stderr}`);
    }
    await sleep(200);
  }
}
