#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster: initdb in a temp dir, a free port on
// 127.0.0.1, TEST_DATABASE_URL set for the command, then the cluster stopped and removed.
// Tests run it without fsync; PG_DURABLE=1 (the benchmarks) keeps PostgreSQL's durable defaults.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function findBin() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  console.error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql-15).');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const bin = findBin();
const asRoot = process.getuid?.() === 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jade-pg-'));
const data = path.join(dir, 'data');
if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir], { stdio: 'inherit' });

function pg(tool, toolArgs) {
  const full = path.join(bin, tool);
  const r = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...toolArgs], { encoding: 'utf8' })
    : spawnSync(full, toolArgs, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} failed: ${r.stderr || r.stdout}`);
}

let started = false;
function cleanup() {
  if (started) {
    try {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      /* already stopped */
    }
    started = false;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

let code = 1;
try {
  const port = await freePort();
  pg('initdb', ['-D', data, '-U', 'jade', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  pg('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${process.env.PG_DURABLE ? '' : ' -c fsync=off -c synchronous_commit=off'}`,
    'start',
  ]);
  started = true;
  const url = `postgres://jade@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL (${path.basename(path.dirname(bin))}) started on port ${port}`);
  code = await new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url }, shell: false });
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (c, sig) => resolve(c ?? (sig ? 1 : 0)));
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
} finally {
  cleanup();
}
process.exit(code);
