import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18_080);
export const E2E_IDP_PORT = E2E_PORT + 10;
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

/**
 * The server trusts X-Forwarded-For here so that each test can be a visitor from its own address
 * (fixtures.ts): sign-in failures of one test then never bring the captcha to another.
 *
 * Browser tests in Debian's Chromium against the built app served by the real server on a fresh
 * DATA_DIR (PGlite). Tests share one server and change its system state, so they run one by one.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
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
  webServer: [
    {
      // A local OpenID Connect provider for the social sign-in stories (never a real one).
      command: `node node_modules/oauth2-mock-server/dist/oauth2-mock-server.mjs -a 127.0.0.1 -p ${E2E_IDP_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${E2E_IDP_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
    {
      command: 'sh -c \'DATA_DIR="$(mktemp -d)" exec node apps/server/dist/server.js\'',
      cwd: '..',
      url: `http://127.0.0.1:${E2E_PORT}/wps/system/status`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        TRUST_PROXY: 'true',
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        LOG_LEVEL: 'warn',
        SEED: 'demo',
        OIDC_A_NAME: 'Test ID',
        OIDC_A_ISSUER: `http://127.0.0.1:${E2E_IDP_PORT}`,
        OIDC_A_CLIENT_ID: 'jade-e2e',
        OIDC_A_CLIENT_SECRET: 'jade-e2e-secret',
      },
    },
  ],
});
