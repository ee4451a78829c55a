// The game list with the full demo catalog (10,000 titles) at 200 connections on one node:
// a page of 20 with a vendor filter, and a name search, each next to the same server's /healthz
// measured in the same run (the ratio is what to compare across machines). Then the home page's
// first-load JavaScript in Chromium, gzipped as served.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { startServer } from './lib/server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 200;
const server = await startServer();
const { base } = server;
const words = ['dragon', 'lotus', 'golden', 'phoenix', 'koi', 'temple', 'royal', 'mega', 'yeti', 'stars'];
const vendors = ['LOTUS', 'HIMAL', 'EVEREST', 'YETI', 'RHINO'];
let n = 0;

async function load(name, pathFor) {
  const r = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathFor(n++) }) }],
  });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

try {
  await fetch(`${base}/wps/relay/GCSGAME_gameList?gameType=RNG`); // loads the catalog into memory
  const runs = [
    await load('healthz (reference)', () => '/healthz'),
    await load(
      'game list, vendor page',
      (i) => `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendors[i % 5]}&pageNo=${1 + (i % 100)}&pageSize=20`,
    ),
    await load(
      'game list, name search',
      (i) => `/wps/relay/GCSGAME_gameList?gameType=RNG&name=${words[i % words.length]}&pageSize=20`,
    ),
  ];
  const ref = runs[0];
  for (const r of runs)
    console.log(
      `${r.name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms${r === ref ? '' : `  ratio ${(r.rps / ref.rps).toFixed(2)}  (goal: p99 < 20 ms)`}${r.errors ? `  errors ${r.errors}` : ''}`,
    );

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  await browser.close();
  // Sized as the .gz files the server sends to browsers without Brotli (the budget is gzip).
  const web = path.join(root, 'apps/web/dist');
  const gz = (p) => {
    const file = path.join(web, p);
    return fs.statSync(fs.existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
  };
  const kb = scripts.reduce((sum, p) => sum + gz(p), 0) / 1024;
  console.log(`home first-load JavaScript  ${kb.toFixed(0).padStart(5)} KB gzip in ${scripts.length} files  (goal < 200 KB)`);
} finally {
  server.stop();
}
