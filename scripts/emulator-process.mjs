// Starts the emulator beside the site when the configured store is the local
// emulator and nothing answers there yet; a real store is left alone.
import {spawn} from 'node:child_process';
import {stopGroup} from './process-group.mjs';
import {ROOT} from './site-env.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

async function answers(origin) {
  try {
    await fetch(`${origin}/`, {signal: AbortSignal.timeout(1000)});
    return true;
  } catch {
    return false;
  }
}

/**
 * `siteOrigin` is where the emulator's mails link to (password reset, newsletter) and which origins its
 * CMS accepts for newsletter links, unless SITE_ORIGINS says otherwise; `smtpPort` is its SMTP sink's.
 */
export async function startEmulatorIfNeeded(env, {reset = false, siteOrigin, smtpPort} = {}) {
  let url;
  try {
    url = new URL(env.PUBLIC_STORE_DOMAIN ?? '');
  } catch {
    return null;
  }
  if (!LOOPBACK.has(url.hostname)) return null;
  if (await answers(url.origin)) {
    if (reset) console.warn(`An emulator is already running at ${url.origin}; it was not reset.`);
    return null;
  }

  return startEmulator({
    origin: url.origin,
    reset,
    env: {
      PUBLIC_STOREFRONT_API_TOKEN: env.PUBLIC_STOREFRONT_API_TOKEN,
      PRIVATE_STOREFRONT_API_TOKEN: env.PRIVATE_STOREFRONT_API_TOKEN,
      CMS_API_TOKEN: env.CMS_API_TOKEN,
      CMS_PREVIEW_TOKEN: env.CMS_PREVIEW_TOKEN,
      ...(siteOrigin ? {EMULATOR_SHOP_URL: siteOrigin, SITE_ORIGINS: env.SITE_ORIGINS || siteOrigin} : {}),
      ...(smtpPort ? {EMULATOR_SMTP_PORT: String(smtpPort)} : {}),
    },
  });
}

/**
 * Starts `npm run emulator` at an origin on this machine, `env` on top of ours, and waits until it
 * answers. `detached` as for the CMS (cms-process.mjs).
 */
export async function startEmulator({origin, env = {}, reset = false, quiet = false, detached = false}) {
  const url = new URL(origin);
  if (await answers(url.origin)) throw new Error(`Something already answers at ${url.origin}.`);
  const child = spawn('npm', ['run', 'emulator', '--', ...(reset ? ['--reset'] : [])], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    // graphql-js skips its development checks (a few % of CPU) only when NODE_ENV is production.
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV || 'production',
      EMULATOR_PORT: url.port || '80',
      EMULATOR_HOST: url.hostname,
      ...env,
    },
    detached,
  });
  const deadline = Date.now() + 120_000;
  while (!(await answers(url.origin))) {
    if (child.exitCode !== null) throw new Error('The emulator stopped while starting.');
    if (Date.now() > deadline) {
      stopGroup(child);
      throw new Error('The emulator did not start within 120 s.');
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return child;
}
