import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18_080);
export const E2E_IDP_PORT = E2E_PORT + 10;
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** The built server the workers start (E2E_SERVER_BUNDLE: another build of it, relative to the repository). */
export const SERVER_BUNDLE = process.env.E2E_SERVER_BUNDLE ?? 'apps/server/dist/server.js';

// The workers start the built server themselves: without a build each would fail on its own.
for (const built of [SERVER_BUNDLE, path.join(process.env.WEB_DIST ?? 'apps/web/dist', 'index.html')])
  if (!existsSync(path.resolve(REPO_ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);

/**
 * Worker i serves on E2E_PORT + 1 + i, so at most 9 fit below the IdP's port. One worker (Chromium,
 * its server, the runner) keeps about 1.3 of this 2-core machine's cores busy: the rest is idle
 * while stories wait on the page. Two workers ran the 148 stories in 7:00 instead of 9:24, with the
 * load average near 10 (an earlier suite, with slower stories, flaked at that load; this one
 * passed whole). So the default is one worker per core, at most 4, and a failed story is tried once
 * more (reported as flaky, never hidden).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(4, Math.max(1, availableParallelism())));
if (!Number.isInteger(WORKERS) || WORKERS < 1 || WORKERS > 8)
  throw new Error('E2E_WORKERS must be a whole number from 1 to 8 (one more serves the waiting lane)');

/**
 * Browser tests in Debian's Chromium against the built app served by the real server. Each worker
 * starts its own server on a fresh DATA_DIR (PGlite) and port E2E_PORT + 1 + its parallel index
 * (fixtures.ts), so workers never share server state. Within a worker the test files run one by
 * one, in order, against its one server: a story that changes the system settings puts them back.
 *
 * The server trusts X-Forwarded-For here so that each test can be a visitor from its own address
 * (fixtures.ts): sign-in failures of one test then never bring the captcha to another.
 */
/**
 * Stories that mostly wait on a clock (the fast lottery's next draw: up to a minute) run in a lane
 * of their own, one worker beside the others: while they wait, the rest of the suite goes on.
 */
const WAITING = /lottery(-chase)?\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: WORKERS + 1,
  projects: [
    { name: 'stories', testIgnore: WAITING, workers: WORKERS },
    { name: 'waiting', testMatch: WAITING, workers: 1 },
  ],
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    // baseURL: the worker's own server, set by fixtures.ts.
    // A trace records a DOM snapshot at every action, which cost about 15 % of the run's CPU when
    // every story recorded one: it is taken on the retry of a failed story (CI retries once);
    // locally, `npx playwright test -c e2e/playwright.config.ts --trace on <file>` records one.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    // The lite app's service worker precaches the shell and then answers every asset request: in a
    // fresh context for every story that was a sixth of the suite's CPU. Its own stories
    // (lite-app.spec.ts) allow it; the others test the app, which works the same without it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  // A local OpenID Connect provider for the social sign-in stories (never a real one). The app
  // servers are per worker (fixtures.ts); this one keeps nothing per client, so all share it.
  webServer: {
    command: `node node_modules/oauth2-mock-server/dist/oauth2-mock-server.mjs -a 127.0.0.1 -p ${E2E_IDP_PORT}`,
    cwd: '..',
    url: `http://127.0.0.1:${E2E_IDP_PORT}/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
