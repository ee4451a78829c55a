#!/usr/bin/env node
// `npm test`: checks the system (preflight.mjs), then runs every stage in order and stops at the
// first that fails. At the end it prints each stage's time, so a slow stage is seen at once.
// `npm test -- <stage> …` runs only the named stages (e.g. `npm test -- unit server`).
import { spawn } from 'node:child_process';
import { preflight } from './preflight.mjs';

// Stages with the same `group` run side by side (typecheck and lint are each one core's work; the
// server suite on PGlite and on PostgreSQL fill each other's waits and tails: PostgreSQL works in
// its own processes, and each run ends on a few long files); their output is printed whole when
// each ends, so it never interleaves. (Running unit and the server suites beside E2E at the lowest
// CPU priority was tried: E2E still slowed by a third, stories flaked, and starved server tests
// timed out — every stage but E2E keeps both cores busy.)
const STAGES = [
  { name: 'typecheck', script: 'typecheck', group: 'static' },
  { name: 'lint', script: 'lint', group: 'static' },
  { name: 'unit', script: 'test:unit' },
  { name: 'server', script: 'test:server', group: 'server' },
  { name: 'server-pg', script: 'test:server:pg', group: 'server' },
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
/** Side-by-side stages that failed: their output's end is printed again last (see `report`). */
const failedOutputs = [];
const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
const report = (failed) => {
  // A failed stage's output may have been printed before a longer one beside it, far from the end
  // of the log (and from what a CI page shows): its last lines, where the failures are summed up,
  // come again here.
  for (const f of failedOutputs) {
    const lines = f.out.trimEnd().split('\n');
    console.log(
      `\n=== ${f.name} FAILED: the last ${Math.min(200, lines.length)} lines of its output again\n${lines.slice(-200).join('\n')}`,
    );
  }
  console.log('\nStage times:');
  for (const t of times) console.log(`  ${t.name.padEnd(10)} ${minutes(t.ms).padStart(6)}  ${t.ok ? 'ok' : 'FAILED'}`);
  // Wall-clock time: stages side by side overlap, so their times add up to more than the run.
  console.log(`  ${'total'.padEnd(10)} ${minutes(Date.now() - started).padStart(6)}${failed ? '  FAILED' : ''}`);
};

const started = Date.now();
if (!preflight()) process.exit(1);
times.push({ name: 'preflight', ms: Date.now() - started, ok: true });

/** Runs one stage; alone it streams its output, beside others it prints it whole at its end. */
function runStage(stage, alone) {
  const t0 = Date.now();
  if (alone) console.log(`\n=== ${stage.name} (npm run ${stage.script})`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage.script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code) => {
      if (!alone) console.log(`\n=== ${stage.name} (npm run ${stage.script})\n${out.trimEnd()}`);
      times.push({ name: stage.name, ms: Date.now() - t0, ok: code === 0 });
      if (code !== 0 && !alone) failedOutputs.push({ name: stage.name, out });
      resolve(code ?? 1);
    });
  });
}

const batches = [];
for (const stage of run) {
  const last = batches.at(-1);
  if (stage.group && last?.[0].group === stage.group) last.push(stage);
  else batches.push([stage]);
}
for (const batch of batches) {
  const codes = await Promise.all(batch.map((stage) => runStage(stage, batch.length === 1)));
  const failed = codes.find((c) => c !== 0);
  if (failed !== undefined) {
    report(true);
    process.exit(failed);
  }
}
report(false);
