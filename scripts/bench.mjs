#!/usr/bin/env node
// `npm run bench`: builds what is stale, then runs every bench/*.bench.mjs in turn, or only those
// whose names contain one of the arguments (`npm run bench -- lighthouse`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** The newest modification time of the files under these directories (0 when none exist). */
const newest = (...dirs) =>
  Math.max(
    0,
    ...dirs.flatMap((d) =>
      fs.existsSync(path.join(root, d))
        ? fs
            .readdirSync(path.join(root, d), { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => fs.statSync(path.join(e.parentPath, e.name)).mtimeMs)
        : [],
    ),
  );
const builtAt = (file) => (fs.existsSync(path.join(root, file)) ? fs.statSync(path.join(root, file)).mtimeMs : 0);
const shared = ['packages/contract/src', 'packages/engines/src'];
// A build older than any of its sources is stale: a benchmark measures the code as it is.
if (
  builtAt('apps/server/dist/server.js') < newest('apps/server/src', 'apps/server/migrations', ...shared) ||
  builtAt('apps/web/dist/index.html') < newest('apps/web/src', ...shared)
) {
  const b = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const only = process.argv.slice(2);
// Lighthouse (bench/lighthouse.bench.mjs) runs Debian's Chromium.
const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
for (const f of fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort()) {
  console.log(`\n== ${f}`);
  const r = spawnSync(process.execPath, [path.join(root, 'bench', f)], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
