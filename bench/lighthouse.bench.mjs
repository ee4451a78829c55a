// Lighthouse mobile (simulated slow 4G and a 4× slower CPU, its defaults) in Debian's Chromium on
// the built app served by the real server: home, a game list (/rng) and an in-house game page
// (a fresh free-trial launch each run), each next to a bare static page of the same server
// (/offline.html) measured in the same run. Runs take turns, so a noisy moment hits every page
// alike; each figure is the median of RUNS. The ratio (page score / bare score) is what to
// compare across machines; the goals are for home.
//
// Lighthouse's TBT is its simulation of the trace's task durations, which are wall-clock: on a
// machine whose cores are busy with other work every task looks longer. `cpu TBT` is the same sum
// (after first paint, each task 4× slower, what passes 50 ms) from the tasks' thread time, which the
// machine's load does not stretch; the load average is printed with the figures.
import os from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// LIGHTHOUSE_PAGES=home (or a comma-separated list of page names' beginnings): only those pages,
// besides the bare reference page, are measured (a quicker run when one page is being worked on).
const ONLY = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * TBT from thread time: the main thread's tasks that end after first contentful paint, each
 * counted 4× (Lighthouse's phone) beyond 50 ms. Null when the trace has no thread times.
 */
function cpuBlockingTime(trace) {
  const events = trace?.traceEvents ?? [];
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const fcp = nav && events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts > nav.ts);
  if (!fcp) return null;
  return events
    .filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts + e.dur > fcp.ts)
    .reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? e.dur)) / 1000 - 50), 0);
}

/** The figures of one Lighthouse run: score 0–100, times in ms, bytes as transferred. */
function figures(lhr, trace) {
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script' && r.finished !== false)
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    js: scriptBytes,
    bytes: a['total-byte-weight'].numericValue,
    cpuTbt: cpuBlockingTime(trace),
  };
}

/** A one-time free-trial launch of the first in-house title: the URL of its game page. */
async function gamePageUrl(base) {
  const value = async (res) => {
    const body = await res.json();
    if (!body.success) throw new Error(`${res.url}: ${body.message}`);
    return body.value;
  };
  const list = await value(await fetch(`${base}/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE&pageSize=20`));
  const game = list.list[0];
  const launch = await value(
    await fetch(`${base}/wps/game/launchGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nodeId: game.nodeId, mode: 'trial', language: 'en' }),
    }),
  );
  return new URL(launch.url, base).href;
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS });
try {
  const { base } = server;
  const pages = [
    { name: 'bare page (reference)', url: () => `${base}/offline.html` },
    { name: 'home', url: () => `${base}/` },
    { name: 'game list /rng', url: () => `${base}/rng` },
    { name: 'game page (in-house)', url: () => gamePageUrl(base) },
  ].filter((p, i) => i === 0 || ONLY.length === 0 || ONLY.some((o) => p.name.startsWith(o)));
  const runs = new Map(pages.map((p) => [p.name, []]));
  // A first visit warms the server's caches (catalog, images) without being counted.
  for (const p of pages) await fetch(await p.url());
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again.
  const measure = async (p, tries = 3) => {
    const result = await lighthouse(
      await p.url(),
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
    );
    if (result?.lhr && !result.lhr.runtimeError) return figures(result.lhr, result.artifacts?.Trace);
    if (tries > 1) return measure(p, tries - 1);
    throw new Error(`${p.name}: ${result?.lhr?.runtimeError?.message ?? 'no result'}`);
  };
  const loadBefore = os.loadavg()[0];
  for (let i = 0; i < RUNS; i++) for (const p of pages) runs.get(p.name).push(await measure(p));
  const med = (name, key) => median(runs.get(name).map((r) => r[key]));
  const ref = pages[0].name;
  for (const p of pages) {
    const score = med(p.name, 'score');
    const line = [
      p.name.padEnd(22),
      `perf ${String(score).padStart(3)}`,
      `LCP ${(med(p.name, 'lcp') / 1000).toFixed(2)} s`,
      `TBT ${String(Math.round(med(p.name, 'tbt'))).padStart(4)} ms`,
      `CLS ${med(p.name, 'cls').toFixed(3)}`,
      `cpu TBT ${String(Math.round(med(p.name, 'cpuTbt'))).padStart(4)} ms`,
      `JS ${(med(p.name, 'js') / 1024).toFixed(0).padStart(4)} KB`,
      `all ${(med(p.name, 'bytes') / 1024).toFixed(0).padStart(4)} KB`,
    ].join('  ');
    const ratio = p.name === ref ? '' : `  ratio ${(score / med(ref, 'score')).toFixed(2)}`;
    const goal = p.name === 'home' ? '  (goal: perf ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05)' : '';
    console.log(`${line}${ratio}${goal}`);
  }
  console.log(
    `median of ${RUNS} runs each, Lighthouse mobile; JS: every script of the load, all: every byte, as transferred (brotli); ` +
      `cpu TBT: TBT from the tasks' thread time; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after (${os.cpus().length} cores)`,
  );
} finally {
  await chrome.kill();
  server.stop();
}
