// The odds fan-out of the sportsbook bench (issue 19): SPORTS_SOCKETS (default 2,000) visitor
// sockets on `/ws` watching the book as the web client does (`{ type: 'sports', on: true }`), then
// SPORTS_MOVES (default 100) price moves through the operator API (PUT /ops/sports/events/:id/odds);
// each move's time is from just before its request to the last socket's `sportsOdds` message with
// the move's version. Sockets are opened from 127.0.1.x, as many to an address as WS_LIMITS lets
// one address hold, so the per-address limit is kept, not lifted. The sockets are one Node process
// on the server's machine: its own handling of 2,000 messages is in the figure (an upper bound).
// Until the server sends the book's live messages there is nothing to measure, and the bench says
// so instead of a figure.
import fs from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';

const SOCKETS = Number(process.env.SPORTS_SOCKETS ?? 2_000);
const MOVES = Number(process.env.SPORTS_MOVES ?? 100);
/** How long one move may take to reach every socket before it counts as missed. */
const MOVE_TIMEOUT_MS = 5_000;

/**
 * Whether the book's odds reach the live socket: the contract declares the `sportsOdds` message
 * (packages/contract/src/events.ts) and the server's code (not its tests) sends it.
 */
export function liveOddsDeclared(root) {
  const p = path.join(root, 'packages/contract/src/events.ts');
  if (!fs.existsSync(p) || !/type:\s*z\.literal\(\s*'sportsOdds'\s*\)/.test(fs.readFileSync(p, 'utf8'))) return false;
  const src = path.join(root, 'apps/server/src');
  return fs
    .readdirSync(src, { recursive: true })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .some((f) => /type:\s*'sportsOdds'/.test(fs.readFileSync(path.join(src, f), 'utf8')));
}

/** The sockets one address may hold (WS_LIMITS.socketsPerAddress in packages/contract/src/ws.ts). */
function perAddress(root) {
  const m = /socketsPerAddress:\s*(\d+)/.exec(fs.readFileSync(path.join(root, 'packages/contract/src/ws.ts'), 'utf8'));
  return m ? Number(m[1]) : 40;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** Opens the watching sockets; answers them with each one's listener of `sportsOdds` messages. */
async function openSockets(base, root, onOdds) {
  const url = `${base.replace(/^http/, 'ws')}/ws`;
  const each = perAddress(root);
  const sockets = [];
  let closed = 0;
  const open = (i) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(url, {
        localAddress: `127.0.${1 + Math.floor(i / each / 250)}.${1 + (Math.floor(i / each) % 250)}`,
      });
      ws.on('open', () => {
        ws.send(JSON.stringify({ type: 'sports', on: true }));
        resolve(ws);
      });
      ws.on('error', reject);
      ws.on('close', () => closed++);
      ws.on('message', (data) => {
        const at = performance.now();
        const text = String(data);
        if (text.includes('"sportsOdds"')) onOdds(i, JSON.parse(text), at);
      });
    });
  for (let i = 0; i < SOCKETS; i += 100)
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, SOCKETS - i) }, (_, k) => open(i + k)))));
  return { sockets, closed: () => closed };
}

/** Answers the line to print and whether the measurement failed. */
export async function fanOutLine({ base, ops, root, selection }) {
  if (!liveOddsDeclared(root))
    return {
      failed: false,
      line: `odds fan-out to ${SOCKETS.toLocaleString('en')} sockets: not measured — the book has no live socket messages for odds yet (no figure)`,
    };
  // move → socket → time of arrival
  const arrivals = new Map();
  const { sockets, closed } = await openSockets(base, root, (i, msg, at) => {
    const s = msg.selections?.find((x) => x.id === selection.eventSelectionId);
    if (!s) return;
    const got = arrivals.get(s.version);
    if (got && !got.has(i)) got.set(i, at);
  });
  // The watch requests are in; give the server a moment to register the last ones.
  await new Promise((r) => setTimeout(r, 1_000));
  const times = [];
  let missed = 0;
  let version = selection.version;
  let closedByServer;
  try {
    for (let k = 0; k < MOVES; k++) {
      version++;
      const got = new Map();
      arrivals.set(version, got);
      const odds = k % 2 === 0 ? selection.odds + 100 : selection.odds;
      const began = performance.now();
      await ops('PUT', `/ops/sports/events/${selection.eventId}/odds`, {
        odds: [{ selectionId: selection.eventSelectionId, odds }],
      });
      for (let waited = 0; got.size < sockets.length && waited < MOVE_TIMEOUT_MS; waited += 5)
        await new Promise((r) => setTimeout(r, 5));
      if (got.size < sockets.length) missed += sockets.length - got.size;
      else times.push(Math.max(...got.values()) - began);
      // A move that reached no socket at all: the book does not fan out; the other moves would not either.
      if (got.size === 0) {
        missed += (MOVES - k - 1) * sockets.length;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    closedByServer = closed();
    for (const ws of sockets) ws.terminate();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (x) => (x === undefined ? '—' : `${Math.round(x)} ms`);
  return {
    failed: missed > 0,
    line:
      `odds fan-out to ${sockets.length.toLocaleString('en')} sockets (operator price move → last socket's sportsOdds): ` +
      `p99 ${ms(quantile(sorted, 0.99))}, median ${ms(quantile(sorted, 0.5))} over ${times.length} moves` +
      `${missed ? `; MISSED ${missed} deliveries` : ''}${closedByServer ? `; ${closedByServer} sockets closed by the server` : ''} (information: no goal set)`,
  };
}
