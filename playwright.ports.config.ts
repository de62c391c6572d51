import {resolve} from 'node:path';
import {defineConfig} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/chromium.mjs';
import {stackPorts} from './scripts/site-env.mjs';

/**
 * The whole local stack moved by one setting: `npm run dev:cms` with only PORT_OFFSET set, as a developer
 * whose ports are taken would start it. The offset is set here, before anything reads it, so that the
 * launcher and the test workers (which inherit the environment) agree on every port.
 */
process.env.PORT_OFFSET = '2000';
process.env.SITE_ENV_FILE = '.env.cms.example';
const SITE = `http://localhost:${stackPorts().site}`;

export default defineConfig({
  testDir: 'tests/e2e-ports',
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // The dev server compiles each module on its first request.
  timeout: 120_000,
  outputDir: 'test-results-ports',
  use: {
    baseURL: SITE,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS},
  },
  webServer: {
    command: 'npm run dev:cms',
    url: `${SITE}/robots.txt`,
    env: {
      EMULATOR_RESET: '1',
      EMULATOR_DB: resolve('.data/e2e-ports-emulator.sqlite'),
      CMS_RESET: '1',
      DATABASE_FILENAME: resolve('.data/e2e-ports-cms.sqlite'),
    },
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
  },
});
