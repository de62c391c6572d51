import {defineConfig} from '@playwright/test';
import {loadOrCreateCertificate} from './emulator/src/http/tls-certificate';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './scripts/chromium.mjs';
import {EMULATOR_TLS_DIR, SKELETON_HOST, SKELETON_ORIGIN, chromiumMappingFlags, skeletonPorts} from './scripts/skeleton/skeleton-env.mjs';

/**
 * Hydrogen's stock skeleton signing a customer in on the emulator (scripts/skeleton/run-skeleton.mjs). The
 * browser reaches https://shopify.com and the skeleton's https name on this machine's ports, trusting the
 * emulator's certificate only; the certificate is made here if need be, as the emulator would make it, so
 * that its key's hash is known before the browser starts.
 */
const ports = skeletonPorts();
const certificate = loadOrCreateCertificate(EMULATOR_TLS_DIR, [SKELETON_HOST]);

export default defineConfig({
  testDir: 'tests/skeleton',
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  // The dev server compiles each module on its first request.
  timeout: 120_000,
  outputDir: 'test-results-skeleton',
  use: {
    baseURL: SKELETON_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...chromiumMappingFlags(certificate.spkiSha256, ports)]},
  },
  webServer: {
    command: 'node scripts/skeleton/run-skeleton.mjs --reset',
    url: `http://localhost:${ports.dev}/robots.txt`,
    // A first run packs and installs the skeleton.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
  },
});
