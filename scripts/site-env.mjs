// The env file the site runs with, and the ports of the whole local stack.
// The file: SITE_ENV_FILE when set (tests, parallel checkouts), else `.env` when the developer made one,
// else `.env.example`, whose defaults point at the emulator.
// The ports: PORT_OFFSET (default 0) moves the site, the emulator, its SMTP sink and the local Strapi
// together, so that a second checkout, or a machine where 3000 is taken, needs one setting.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {basename, resolve} from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** Where each part of the stack listens when PORT_OFFSET is 0. */
export const DEFAULT_PORTS = {site: 3000, emulator: 4010, smtp: 4025, cms: 1337};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

// Ports browsers refuse to open (Chromium's and Firefox's "unsafe" list, those above 1024): the site and
// the CMS's admin are opened in a browser, so neither may land on one.
const BROWSER_BLOCKED = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/** PORT_OFFSET from the environment (or the env file): a whole number that keeps every port valid. */
export function portOffset(env = process.env) {
  const text = (env.PORT_OFFSET ?? '').trim();
  if (text === '') return 0;
  const offset = Number(text);
  const highest = 65535 - Math.max(...Object.values(DEFAULT_PORTS)) - 500;
  if (!Number.isInteger(offset) || offset < 0 || offset > highest) {
    throw new Error(
      `PORT_OFFSET must be a whole number from 0 to ${highest} (it is added to every port of the local stack); got "${text}".`,
    );
  }
  for (const part of ['site', 'cms']) {
    if (BROWSER_BLOCKED.has(DEFAULT_PORTS[part] + offset)) {
      throw new Error(`PORT_OFFSET ${offset} puts the ${part} on port ${DEFAULT_PORTS[part] + offset}, which browsers refuse to open; choose another offset.`);
    }
  }
  return offset;
}

/** The offset in force for an env file's variables: the environment's PORT_OFFSET, else the file's own. */
export function offsetOf(fileEnv = {}) {
  return portOffset({PORT_OFFSET: process.env.PORT_OFFSET ?? fileEnv.PORT_OFFSET});
}

/** The stack's ports for an offset: the site, the emulator, its SMTP sink, the local Strapi. */
export function stackPorts(offset = portOffset()) {
  return Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + offset]));
}

export function siteEnvFile(kind = 'site') {
  if (process.env.SITE_ENV_FILE) return resolve(process.env.SITE_ENV_FILE);
  const [own, example] = kind === 'cms' ? ['.env.cms', '.env.cms.example'] : ['.env', '.env.example'];
  const local = resolve(ROOT, own);
  return existsSync(local) ? local : resolve(ROOT, example);
}

/** A URL on this machine moved by the offset; any other value as it is. */
export function shiftLocalUrl(value, offset) {
  if (!offset || !URL.canParse(value)) return value;
  const url = new URL(value);
  if (!LOOPBACK.has(url.hostname) || !url.port) return value;
  url.port = String(Number(url.port) + offset);
  return value.endsWith('/') ? url.href : url.href.replace(/\/$/, '');
}

/**
 * The variables of an env file, with every URL on this machine moved by PORT_OFFSET (taken from the
 * environment, or else from the file itself), so that tests and launchers read the ports the stack
 * really uses.
 */
export function readEnvFile(path, {offset} = {}) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  const shift = offset ?? offsetOf(env);
  for (const name of Object.keys(env)) env[name] = shiftLocalUrl(env[name], shift);
  return env;
}

/**
 * The env file to hand the Shopify CLI: the file itself when nothing moved, else a copy with the moved
 * ports under .cache/ (the CLI reads the file, not our environment).
 */
export function envFileForCli(path, env, port) {
  const original = readEnvFile(path, {offset: 0});
  if (Object.keys(env).every((name) => env[name] === original[name])) return path;
  const dir = resolve(ROOT, '.cache', 'env');
  mkdirSync(dir, {recursive: true});
  const moved = resolve(dir, `${port}-${basename(path)}`);
  writeFileSync(moved, Object.entries(env).map(([name, value]) => `${name}=${value}`).join('\n') + '\n');
  return moved;
}

/** CLI settings that keep Shopify's CLI offline and quiet. */
export const OFFLINE_CLI_ENV = {
  SHOPIFY_CLI_NO_ANALYTICS: '1',
  OPT_OUT_INSTRUMENTATION: 'true',
};
