#!/usr/bin/env node
// `npm start`: builds the web app and the server if they are missing or older than their
// sources, then runs the server (it prints the URL when it listens).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (...p) => path.join(root, ...p);

function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const e of fs.readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(path.join(p, e));
    } else max = Math.max(max, st.mtimeMs);
  };
  paths.forEach(walk);
  return max;
}

function stale(output, sources) {
  return !fs.existsSync(output) || fs.statSync(output).mtimeMs < newest(sources);
}

function run(args) {
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const contract = rel('packages/contract/src');
if (stale(rel('apps/web/dist/index.html'), [rel('apps/web/src'), rel('apps/web/public'), rel('apps/web/index.html'), contract])) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', '@jade/web']);
}
if (stale(rel('apps/server/dist/server.js'), [rel('apps/server/src'), contract])) {
  console.log('Building the server…');
  run(['run', 'build', '-w', '@jade/server']);
}

const child = spawn(process.execPath, ['--enable-source-maps', rel('apps/server/dist/server.js')], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, sig) => process.exit(code ?? (sig ? 0 : 1)));
