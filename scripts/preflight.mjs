#!/usr/bin/env node
// What `npm test` needs from the system besides Node: Debian's Chromium (the E2E browser), the
// PostgreSQL server binaries (the second database of the server suite) and at least one font
// (Chromium lays text out with the system's fonts; the web ships its own Devanagari font).
// Run as root with apt, it installs what is missing; otherwise it stops with one line per
// missing piece naming the command that installs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const hasPostgres = () => {
  const root = '/usr/lib/postgresql';
  return fs.existsSync(root) && fs.readdirSync(root).some((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
};
/** Any TrueType/OpenType file where fontconfig looks (without needing the `fc-list` tool). */
const hasFont = (dirs = ['/usr/share/fonts', '/usr/local/share/fonts', path.join(os.homedir(), '.fonts')], depth = 4) =>
  dirs.some((dir) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    return entries.some((e) =>
      e.isDirectory() ? depth > 0 && hasFont([path.join(dir, e.name)], depth - 1) : /\.(ttf|otf|ttc)$/i.test(e.name),
    );
  });

/** Each need: how to tell it is there, the Debian package that brings it, what it is for. */
const NEEDS = [
  { ok: () => fs.existsSync('/usr/bin/chromium'), pkg: 'chromium', what: 'Chromium at /usr/bin/chromium (E2E browser)' },
  { ok: hasPostgres, pkg: 'postgresql-15', what: 'PostgreSQL server binaries (server suite on PostgreSQL)' },
  { ok: hasFont, pkg: 'fonts-dejavu-core', what: 'a system font (Chromium text layout)' },
];

export function preflight() {
  const missing = NEEDS.filter((n) => !n.ok());
  if (missing.length === 0) return true;
  const pkgs = missing.map((n) => n.pkg);
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (canInstall) {
    console.log(`Installing what the tests need: ${pkgs.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], { stdio: 'inherit', env });
    if (update.status === 0 && install.status === 0 && NEEDS.every((n) => n.ok())) return true;
  }
  for (const n of missing.filter((m) => !m.ok()))
    console.error(`Missing: ${n.what}. Install it with: sudo apt-get install -y --no-install-recommends ${n.pkg}`);
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(preflight() ? 0 : 1);
