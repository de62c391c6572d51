// `node scripts/bench/newsletter-timing.mjs`: how long a newsletter sign-up takes to answer, for a new, a
// pending (mailed minutes ago) and a confirmed address, against the emulator and a real Strapi started
// here on fresh databases (ports moved by PORT_OFFSET, beside the contract suite's). The answers are the
// same in every case; their times should be too, or they tell who is subscribed.
// NEWSLETTER_ROUNDS (default 20) addresses of each kind; NEWSLETTER_BACKENDS=emulator skips Strapi.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {startCms} from '../cms-process.mjs';
import {startEmulator} from '../emulator-process.mjs';
import {stopGroup} from '../process-group.mjs';
import {stackPorts} from '../site-env.mjs';

const ROUNDS = Number(process.env.NEWSLETTER_ROUNDS ?? 20);
const BACKENDS = (process.env.NEWSLETTER_BACKENDS ?? 'emulator,strapi').split(',');
const PORTS = stackPorts();
const EMULATOR = `http://127.0.0.1:${PORTS.emulator + 310}`;
const STRAPI = `http://127.0.0.1:${PORTS.cms + 2}`;
const SMTP_PORT = PORTS.smtp + 310;
const SITE = 'http://localhost:3000';
const TOKEN = 'bench-site-token';
const ENV = {
  CMS_API_TOKEN: TOKEN,
  CMS_INBOX_TOKEN: 'bench-inbox-token',
  CMS_PREVIEW_TOKEN: 'bench-preview-token',
  CMS_PREVIEW_SECRET: 'bench-preview-secret',
  SITE_ORIGINS: SITE,
  EMULATOR_SHOP_URL: SITE,
};

let counter = 0;
const newAddress = (label) => `${label}-${Date.now()}-${++counter}@bench.example`;

async function post(origin, path, data) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({data}),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status}`);
  return performance.now() - started;
}

const signUp = (origin, email) =>
  post(origin, 'newsletter-subscriptions', {
    email,
    consent: true,
    language: 'en',
    confirmUrl: `${SITE}/newsletter/confirm`,
    unsubscribeUrl: `${SITE}/newsletter/unsubscribe`,
  });

async function confirmLinkTo(email) {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = await (await fetch(`${EMULATOR}/mailbox.json?${new URLSearchParams({to: email})}`)).json();
    const link = mails[0]?.links.find((href) => href.includes('/newsletter/confirm'));
    if (link) return new URL(link).searchParams.get('token');
    await sleep(50);
  }
  throw new Error(`No confirmation mail to ${email}`);
}

async function measure(name, origin) {
  const pending = [];
  const confirmed = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const first = newAddress('pending');
    await signUp(origin, first);
    pending.push(first);
    const second = newAddress('confirmed');
    await signUp(origin, second);
    await post(origin, 'newsletter-subscriptions/confirm', {token: await confirmLinkTo(second)});
    confirmed.push(second);
  }
  await signUp(origin, newAddress('warm-up'));
  const times = {new: [], pending: [], confirmed: []};
  for (let round = 0; round < ROUNDS; round += 1) {
    times.new.push(await signUp(origin, newAddress('new')));
    times.pending.push(await signUp(origin, pending[round]));
    times.confirmed.push(await signUp(origin, confirmed[round]));
  }
  for (const [state, values] of Object.entries(times)) {
    const sorted = values.sort((a, b) => a - b);
    const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))].toFixed(0);
    console.log(
      `${name.padEnd(9)} ${state.padEnd(10)} n=${sorted.length}  median ${at(0.5)} ms  p90 ${at(0.9)} ms  min ${at(0)} ms  max ${at(1)} ms`,
    );
  }
}

const dir = mkdtempSync(join(tmpdir(), 'newsletter-bench-'));
const children = [];
try {
  children.push(
    await startEmulator({
      origin: EMULATOR,
      quiet: true,
      detached: true,
      env: {...ENV, EMULATOR_DB: join(dir, 'emulator.sqlite'), EMULATOR_SMTP_PORT: String(SMTP_PORT)},
    }),
  );
  if (BACKENDS.includes('strapi')) {
    children.push(
      await startCms({
        port: Number(new URL(STRAPI).port),
        quiet: true,
        detached: true,
        env: {...ENV, DATABASE_FILENAME: join(dir, 'strapi.sqlite'), SMTP_HOST: '127.0.0.1', SMTP_PORT: String(SMTP_PORT)},
      }),
    );
  }
  if (BACKENDS.includes('emulator')) await measure('emulator', EMULATOR);
  if (BACKENDS.includes('strapi')) await measure('strapi', STRAPI);
} finally {
  for (const child of children) stopGroup(child);
  rmSync(dir, {recursive: true, force: true});
}
