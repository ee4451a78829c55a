// The built server, started for a benchmark on a free-ish port: PGlite in a fresh temporary
// DATA_DIR unless `env.DATABASE_URL` is given. Resolves once it says it is listening.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BENCH_ADMIN_TOKEN = 'bench-admin-token-0123456789';
const root = path.resolve(import.meta.dirname, '../..');

export async function startServer(env = {}) {
  const dataDir = env.DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'jade-bench-'));
  const port = 18_500 + Math.floor(Math.random() * 1_400);
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = spawn(process.execPath, [...profile, path.join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('Jade is running') && resolve());
    server.on('exit', (c) => reject(new Error(`server exited ${c}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop() {
      server.kill('SIGTERM');
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
