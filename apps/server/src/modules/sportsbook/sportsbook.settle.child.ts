import { randomBytes } from 'node:crypto';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { runSportsbook, type SportsFeed } from './sportsbook.service';

/**
 * A sportsbook node for the crash test: builds the real app on DATABASE_URL (no jobs, no seed; its
 * seamless wallet is this process's own HTTP pipeline, as in one production process), runs the
 * job's `runSportsbook` once at argv `now` (ms) with a feed that has nothing (no fixture moves:
 * the settlement sweep, then the payouts), then exits. The test kills it with SIGKILL.
 */
const nothing: SportsFeed = {
  name: 'none',
  fixtures: () => [],
  state: () => ({ phase: 'SCHEDULED' }),
};
const [now] = process.argv.slice(2);
// No operator calls reach this node: its admin token is one nobody knows.
const config = {
  ...loadConfig({ ...process.env, SEED: 'none', LOG_LEVEL: 'silent' }),
  adminToken: randomBytes(24).toString('base64url'),
};
const app = await buildApp({ config, logger: false, jobs: false });
try {
  const run = await runSportsbook(app.sportsbook, nothing, new Date(Number(now)));
  // A wallet out of reach ends a run quietly: a node that did not pay fails here, so the test sees it.
  if (run.unavailable) throw new Error('the wallet did not answer');
} finally {
  await app.close();
}
