#!/usr/bin/env node
// `npm run bench`: builds what is stale, then runs every bench/*.bench.mjs in turn.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (
  !fs.existsSync(path.join(root, 'apps/server/dist/server.js')) ||
  !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))
) {
  const b = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
for (const f of fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  console.log(`\n== ${f}`);
  const r = spawnSync(process.execPath, [path.join(root, 'bench', f)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
