import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/chromium.mjs';
import {stackPorts} from './scripts/site-env.mjs';
import {SCREENS} from './app/i18n/route-table';
import {AUTHORIZE_PATHS} from './app/i18n/authorize-paths';
import {customerAccountUris} from './tests/fixtures/customer-account-env.mjs';

/**
 * End-to-end tests on the production build, in Debian's Chromium (browser
 * downloads are impossible here). A second site, 200 ports above, runs with every
 * backend unreachable, for the outage tests; a third sits behind a fault proxy, for the fault tests.
 */
// E2E_PORT, else the site's port of the stack (PORT_OFFSET moves it with the emulator's).
const PORT = Number(process.env.E2E_PORT ?? stackPorts().site);
// The preview command also takes the port 100 above its own, so the two sites sit 200 apart.
const OUTAGE_PORT = PORT + 200;
export const BASE_URL = `http://localhost:${PORT}`;
export const OUTAGE_URL = `http://localhost:${OUTAGE_PORT}`;
// A third site, whose backends sit behind a fault-injecting proxy (it also takes the port 100 above).
export const FAULT_PORT = PORT + 400;
export const FAULT_URL = `http://localhost:${FAULT_PORT}`;
// A fourth, whose customers sign in through the Customer Account API (it also takes the port 100 above).
export const CUSTOMER_ACCOUNT_PORT = PORT + 600;
export const CUSTOMER_ACCOUNT_URL = `http://localhost:${CUSTOMER_ACCOUNT_PORT}`;
/**
 * Short-lived access tokens there: the site refreshes one in its last minute, so after 5 seconds every
 * page of a journey trades its refresh token for a new pair.
 */
export const CUSTOMER_ACCOUNT_TOKEN_SECONDS = 65;


export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers, each taking whole files: every spec makes its own customers, carts and e-mail addresses,
  // and the form throttles count per client address header, which only the specs about them send. One
  // worker's browser waits (fill-time tokens, network idle) are the other's CPU time on two cores.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: [
    {
      command: `node scripts/run-site.mjs preview --port ${PORT}`,
      url: `${BASE_URL}/robots.txt`,
      // The launcher gives the emulator this site's origin for its mail links (SITE_ORIGINS); the emulator
      // also registers the Customer Account site's callback and sign-out addresses.
      env: {
        EMULATOR_RESET: '1',
        EMULATOR_CUSTOMER_ACCOUNT_REDIRECT_URIS: customerAccountUris(
          CUSTOMER_ACCOUNT_URL,
          Object.values(AUTHORIZE_PATHS),
        ),
        EMULATOR_CUSTOMER_ACCOUNT_LOGOUT_URIS: customerAccountUris(CUSTOMER_ACCOUNT_URL, Object.values(SCREENS.login.paths)),
        EMULATOR_CUSTOMER_ACCOUNT_TOKEN_TTL_SECONDS: String(CUSTOMER_ACCOUNT_TOKEN_SECONDS),
      },
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      // SIGTERM first, so a launcher stops what it started before its process group is killed.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
    },
    {
      // The build above is reused: this one only starts a second worker.
      command: `npx shopify hydrogen preview --port ${OUTAGE_PORT} --env-file tests/fixtures/outage.env`,
      url: `${OUTAGE_URL}/robots.txt`,
      env: {SHOPIFY_CLI_NO_ANALYTICS: '1', OPT_OUT_INSTRUMENTATION: 'true'},
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      // SIGTERM first, so a launcher stops what it started before its process group is killed.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
    },
    {
      command: `node tests/fixtures/customer-account-site.mjs ${CUSTOMER_ACCOUNT_PORT}`,
      url: `${CUSTOMER_ACCOUNT_URL}/robots.txt`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
    },
    {
      command: `node tests/fixtures/fault-site.mjs ${FAULT_PORT}`,
      url: `${FAULT_URL}/robots.txt`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
    },
  ],
});
