// API throughput: the platform's hot read endpoints against a bare Fastify "hello" measured in the
// same run on the same machine, so the ratio means something on a shared, noisy host.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startServer } from './lib/server.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;

async function load(url) {
  const r = await autocannon({ url, connections, duration });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const ref = Fastify();
ref.get('/hello', async () => ({ success: true, code: 'OK', message: 'OK', value: { status: 0 } }));
await ref.listen({ port: 0, host: '127.0.0.1' });
const refUrl = `http://127.0.0.1:${ref.server.address().port}/hello`;

const server = await startServer();

try {
  const { base } = server;
  const reference = await load(refUrl);
  console.log(`reference  fastify hello          ${reference.rps.toFixed(0).padStart(7)} req/s  p99 ${reference.p99} ms`);
  for (const [name, p] of [
    ['system status', '/wps/system/status'],
    ['site config', '/wps/system/permission'],
    ['game menus', '/lgw/games/game_menus'],
    ['SPA index', '/promotions'],
  ]) {
    const r = await load(base + p);
    console.log(
      `jade       ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${r.p99} ms  ratio ${(r.rps / reference.rps).toFixed(2)}${r.errors ? `  errors ${r.errors}` : ''}`,
    );
  }
} finally {
  server.stop();
  await ref.close();
}
