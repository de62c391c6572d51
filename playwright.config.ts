import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests on the production build, in Debian's Chromium (browser
 * downloads are impossible here). A second site on :3200 runs with every
 * backend unreachable, for the outage tests.
 */
export const BASE_URL = 'http://localhost:3000';
export const OUTAGE_URL = 'http://localhost:3200';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: [
    {
      command: 'node scripts/run-site.mjs preview --port 3000',
      url: `${BASE_URL}/robots.txt`,
      env: {EMULATOR_RESET: '1'},
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
    {
      // The build above is reused: this one only starts a second worker.
      command: 'npx shopify hydrogen preview --port 3200 --env-file tests/fixtures/outage.env',
      url: `${OUTAGE_URL}/robots.txt`,
      env: {SHOPIFY_CLI_NO_ANALYTICS: '1', OPT_OUT_INSTRUMENTATION: 'true'},
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
  ],
});
