import {resolve} from 'node:path';
import {defineConfig} from '@playwright/test';
import {readEnvFile, stackPorts} from './scripts/site-env.mjs';

/**
 * The visitors' and the editors' journeys on the real Strapi from cms/ instead of the emulator's model
 * of it: the site (E2E_PORT, else 400 above the stack's site port) reads tests/fixtures/cms.env, whose
 * CMS_URL makes the launcher start Strapi on a fresh, newly seeded database. Set here, before the base
 * configuration reads them, so that the test workers (which inherit the environment) see the same.
 */
process.env.E2E_PORT ??= String(stackPorts().site + 400);
process.env.SITE_ENV_FILE ??= 'tests/fixtures/cms.env';
process.env.CMS_INBOX_TOKEN ??= 'e2e-cms-inbox-token';
const {default: base, BASE_URL, OUTAGE_URL} = await import('./playwright.config');
const CMS_PORT = new URL(readEnvFile(resolve(process.env.SITE_ENV_FILE)).CMS_URL).port;

export default defineConfig({
  ...base,
  testDir: 'tests',
  testMatch: ['e2e/contact.spec.ts', 'e2e/newsletter.spec.ts', 'e2e-cms/**/*.spec.ts'],
  // One Strapi whose content the editors' journeys change: one worker.
  workers: 1,
  timeout: 90_000,
  outputDir: 'test-results-cms',
  webServer: [
    {
      command: `node scripts/run-site.mjs preview --port ${new URL(BASE_URL).port}`,
      url: `${BASE_URL}/robots.txt`,
      env: {
        SITE_ENV_FILE: 'tests/fixtures/cms.env',
        EMULATOR_RESET: '1',
        CMS_RESET: '1',
        DATABASE_FILENAME: resolve(`.data/e2e-cms-${CMS_PORT}.sqlite`),
        CMS_INBOX_TOKEN: process.env.CMS_INBOX_TOKEN,
        // The journeys sign the duo in through the form a dozen times in a few minutes.
        CMS_ADMIN_SIGN_IN_LIMIT: '100',
      },
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // SIGTERM first, so a launcher stops what it started before its process group is killed.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
    },
    {
      command: `npx shopify hydrogen preview --port ${new URL(OUTAGE_URL).port} --env-file tests/fixtures/outage.env`,
      url: `${OUTAGE_URL}/robots.txt`,
      env: {SHOPIFY_CLI_NO_ANALYTICS: '1', OPT_OUT_INSTRUMENTATION: 'true'},
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      // SIGTERM first, so a launcher stops what it started before its process group is killed.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
    },
  ],
});
