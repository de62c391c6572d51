// The env file the site runs with: SITE_ENV_FILE when set (tests, parallel
// checkouts), else `.env` when the developer made one, else `.env.example`,
// whose defaults point at the emulator.
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

export function siteEnvFile() {
  if (process.env.SITE_ENV_FILE) return resolve(process.env.SITE_ENV_FILE);
  const local = resolve(ROOT, '.env');
  return existsSync(local) ? local : resolve(ROOT, '.env.example');
}

export function readEnvFile(path) {
  const env = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/** CLI settings that keep Shopify's CLI offline and quiet. */
export const OFFLINE_CLI_ENV = {
  SHOPIFY_CLI_NO_ANALYTICS: '1',
  OPT_OUT_INSTRUMENTATION: 'true',
};
