// The real Strapi in cms/: installed on first use (it is not a workspace, so the site's own `npm ci`
// stays small), built when its sources changed, and started on a port of our choosing.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, rmSync, statSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {stopGroup} from './process-group.mjs';
import {ROOT} from './site-env.mjs';

export const CMS_DIR = resolve(ROOT, 'cms');

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * What the local Strapi is given besides the site's token: development-only values, each of which the
 * environment may override (cms/README.md lists them). Its mail goes to the emulator's SMTP sink, and
 * its links to the site it serves.
 */
function localCmsEnv({siteOrigin, smtpPort}) {
  return {
    CMS_INBOX_TOKEN: 'local-cms-inbox-token',
    CMS_ADMIN_EMAIL: 'admin@ronce-riviere.example',
    CMS_ADMIN_PASSWORD: 'Folkdance-2003',
    SITE_ORIGINS: siteOrigin,
    CMS_RESET_PASSWORD_URL: `${siteOrigin}/reset-password`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
  };
}

/**
 * One step of getting the CMS ready, said before it starts and, while it runs, every 15 s with the time
 * so far: a first start takes minutes, which must not look like a hang. npm's own output is kept in a
 * log and shown only when the step fails.
 */
async function step(label, args) {
  const started = Date.now();
  console.info(`[cms] ${label}…`);
  const ticker = setInterval(() => console.info(`[cms] ${label}: ${Math.round((Date.now() - started) / 1000)} s so far`), 15_000);
  const output = [];
  const child = spawn('npm', args, {cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const code = await new Promise((done) => child.on('close', (exitCode) => done(exitCode ?? 1)));
  clearInterval(ticker);
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(`npm ${args.join(' ')} failed with exit code ${code}.`);
  }
  console.info(`[cms] ${label}: done in ${Math.round((Date.now() - started) / 1000)} s`);
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time of any file below a folder. */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : mtime(path));
  }
  return latest;
}

/** `npm ci` in cms/ when it has never been installed or its lock file changed since. */
export async function ensureCmsInstalled() {
  const installed = mtime(join(CMS_DIR, 'node_modules', '.package-lock.json'));
  if (installed >= mtime(join(CMS_DIR, 'package-lock.json'))) return;
  await step('1/3 Installing the CMS in cms/ (first time or after a dependency change; about 2 minutes)', [
    'ci',
    '--prefix',
    'cms',
    '--no-audit',
    '--no-fund',
  ]);
}

/** `strapi build` (TypeScript and the admin panel) when a source is newer than the last build. */
export async function ensureCmsBuilt() {
  await ensureCmsInstalled();
  const built = mtime(join(CMS_DIR, 'dist', 'build', 'index.html'));
  const sources = Math.max(
    newest(join(CMS_DIR, 'src')),
    newest(join(CMS_DIR, 'config')),
    mtime(join(CMS_DIR, 'package-lock.json')),
  );
  if (built >= sources) return;
  await step('2/3 Building the CMS and its admin panel (about a minute)', ['run', 'build', '--prefix', 'cms']);
}

async function healthy(origin) {
  try {
    const response = await fetch(`${origin}/_health`, {signal: AbortSignal.timeout(1000)});
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `strapi start` on 127.0.0.1:port with `env` on top of ours and waits until it answers
 * (the first start of an empty database includes the seed). Resolves to the child process. `detached`
 * gives it a process group of its own, for callers that stop it with `stopGroup`; otherwise it stays in
 * the caller's group, so whatever stops the caller's group (a terminal, Playwright) stops it too.
 */
export async function startCms({port, env = {}, quiet = false, detached = false, timeoutMs = 240_000}) {
  await ensureCmsBuilt();
  const origin = `http://127.0.0.1:${port}`;
  if (await healthy(origin)) throw new Error(`Something already answers at ${origin}.`);
  console.info(`[cms] 3/3 Starting the CMS on ${origin} (an empty database is seeded from content/ first)…`);
  const started = Date.now();
  const child = spawn('npm', ['run', 'start', '--prefix', 'cms'], {
    cwd: ROOT,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: {...process.env, HOST: '127.0.0.1', PORT: String(port), ...env},
    detached,
  });
  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(origin))) {
    if (child.exitCode !== null) throw new Error(`The CMS stopped while starting (exit code ${child.exitCode}).`);
    if (Date.now() > deadline) {
      stopGroup(child);
      throw new Error(`The CMS did not answer at ${origin} within ${timeoutMs / 1000} s.`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  console.info(`[cms] ready in ${Math.round((Date.now() - started) / 1000)} s: the admin is at ${origin.replace('127.0.0.1', 'localhost')}/admin`);
  return child;
}

/**
 * Starts the Strapi in cms/ when the site's CMS_URL is on this machine, is not the emulator (which
 * serves the CMS routes itself) and nothing answers there yet. CMS_RESET=1 starts from an empty
 * database (DATABASE_FILENAME), seeded anew.
 */
export async function startCmsIfNeeded(env, {siteOrigin, smtpPort}) {
  let url;
  try {
    url = new URL(env.CMS_URL ?? '');
  } catch {
    return null;
  }
  const emulator = URL.canParse(env.PUBLIC_STORE_DOMAIN ?? '') ? new URL(env.PUBLIC_STORE_DOMAIN).origin : null;
  if (!LOOPBACK.has(url.hostname) || url.origin === emulator || (await healthy(url.origin))) return null;
  const defaults = localCmsEnv({siteOrigin, smtpPort});
  const cmsEnv = {
    ...defaults,
    ...pick(process.env, Object.keys(defaults)),
    // Shared with the site, so taken from its env file.
    ...pick(env, ['CMS_API_TOKEN', 'CMS_PREVIEW_SECRET', 'CMS_PREVIEW_TOKEN']),
  };
  const database = process.env.DATABASE_FILENAME;
  if (database) mkdirSync(dirname(resolve(database)), {recursive: true});
  if (database && process.env.CMS_RESET === '1') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, {force: true});
  }
  return startCms({port: Number(url.port || 80), env: cmsEnv});
}

function pick(source, keys) {
  return Object.fromEntries(keys.filter((key) => source[key]).map((key) => [key, source[key]]));
}
