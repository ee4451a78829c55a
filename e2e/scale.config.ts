import { defineConfig, devices } from '@playwright/test';

/**
 * The agent centre on the operator-scale data set (issue 23): run by `npm run bench:scale` against
 * the server it started on the loaded S data (SCALE_BASE_URL), never by `npm test` (loading S takes
 * minutes). Same browser as the E2E suite.
 */
export default defineConfig({
  testDir: './scale',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results/scale',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.SCALE_BASE_URL ?? 'http://127.0.0.1:8080',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] },
  },
});
