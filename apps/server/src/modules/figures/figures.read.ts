import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { perDatabase } from '../../lib/ttl-cache';

/**
 * Runs a report's statements in one transaction (one connection of the reports' pool for the
 * whole report, one snapshot for its page and totals) without JIT compilation or parallel
 * workers: the reads are short index reads, so compiling costs more than it saves, and a report
 * never takes more than one core from the calls that share the machine (balance, bets, sign-in).
 */
export function reportRead<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
    return read(tx as unknown as Db);
  });
}

/**
 * The agents' team reports go through a gate per node (and database): one at a time and, while
 * `TEAM_REPORT_CROWD` or more are waiting, each followed by a pause of three times its own length
 * (at most `TEAM_REPORT_MAX_PAUSE_MS`), so a crowd of reports (many agents, or a script) takes
 * about a quarter of a core and balance, bets and sign-in keep the rest. An agent alone, or a
 * page's few reports at once, never pause. A report waits its turn up to `TEAM_REPORT_WAIT_MS`,
 * with at most `TEAM_REPORT_QUEUE` waiting; past that it is answered 503 `SERVER_BUSY` with
 * Retry-After — an answer, never a crash. Waiting is the cheap answer to a flood: a client turned
 * away at once asks again at once, and a storm of refusals (each one authenticated) cost the
 * machine more than the reports did.
 */
export const TEAM_REPORT_SHARE = 0.25;
export const TEAM_REPORT_WAIT_MS = 10_000;
export const TEAM_REPORT_QUEUE = 64;
/** Waiting reports from which the gate paces them. */
export const TEAM_REPORT_CROWD = 3;
/** A report slower than a third of this still lets the next one in within the wait. */
export const TEAM_REPORT_MAX_PAUSE_MS = 1_000;

type Gate = { busy: boolean; nextStart: number; waiting: { go: () => void }[]; timer: NodeJS.Timeout | null };
const gateOf = perDatabase<'gate', Gate>();
const busy = () => new AppError('SERVER_BUSY', 'Reports are busy; try again in a few seconds');

function gate(db: Db): Gate {
  const m = gateOf(db);
  let g = m.get('gate');
  if (!g) m.set('gate', (g = { busy: false, nextStart: 0, waiting: [], timer: null }));
  return g;
}

/** Hands the gate to the next waiter once the pause is over. */
function wakeNext(g: Gate) {
  if (g.busy || g.timer || g.waiting.length === 0) return;
  const wait = g.nextStart - Date.now();
  if (wait > 0) {
    g.timer = setTimeout(() => {
      g.timer = null;
      wakeNext(g);
    }, wait);
    g.timer.unref();
    return;
  }
  g.busy = true;
  g.waiting.shift()!.go();
}

export async function teamReport<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  const g = gate(db);
  if (g.busy || g.waiting.length > 0 || Date.now() < g.nextStart) {
    if (g.waiting.length >= TEAM_REPORT_QUEUE) throw busy();
    await new Promise<void>((resolve, reject) => {
      const me = {
        go: () => {
          clearTimeout(timeout);
          resolve();
        },
      };
      const timeout = setTimeout(() => {
        g.waiting.splice(g.waiting.indexOf(me), 1);
        reject(busy());
      }, TEAM_REPORT_WAIT_MS);
      g.waiting.push(me);
      wakeNext(g);
    });
  } else g.busy = true;
  const started = Date.now();
  try {
    return await reportRead(db, read);
  } finally {
    const pause = Math.min(TEAM_REPORT_MAX_PAUSE_MS, (Date.now() - started) * (1 / TEAM_REPORT_SHARE - 1));
    g.nextStart = g.waiting.length >= TEAM_REPORT_CROWD ? Date.now() + pause : 0;
    g.busy = false;
    wakeNext(g);
  }
}
