#!/usr/bin/env node
// `npm test`: checks the system (preflight.mjs), then runs every stage in order and stops at the
// first that fails. At the end it prints each stage's time, so a slow stage is seen at once.
// `npm test -- <stage> …` runs only the named stages (e.g. `npm test -- unit server`).
import { spawnSync } from 'node:child_process';
import { preflight } from './preflight.mjs';

const STAGES = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
  { name: 'server', script: 'test:server' },
  { name: 'server-pg', script: 'test:server:pg' },
  { name: 'e2e', script: 'test:e2e' },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !STAGES.some((s) => s.name === a));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages are: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const run = asked.length ? STAGES.filter((s) => asked.includes(s.name)) : STAGES;

const times = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
const report = (failed) => {
  console.log('\nStage times:');
  for (const t of times) console.log(`  ${t.name.padEnd(10)} ${minutes(t.ms).padStart(6)}  ${t.ok ? 'ok' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(10)} ${minutes(times.reduce((a, t) => a + t.ms, 0)).padStart(6)}${failed ? '  FAILED' : ''}`);
};

const started = Date.now();
if (!preflight()) process.exit(1);
times.push({ name: 'preflight', ms: Date.now() - started, ok: true });

for (const stage of run) {
  const t0 = Date.now();
  console.log(`\n=== ${stage.name} (npm run ${stage.script})`);
  const r = spawnSync('npm', ['run', '--silent', stage.script], { stdio: 'inherit' });
  const ok = r.status === 0;
  times.push({ name: stage.name, ms: Date.now() - t0, ok });
  if (!ok) {
    report(true);
    process.exit(r.status ?? 1);
  }
}
report(false);
