// `node scripts/bench/newsletter-send.mjs [subscribers] [rate per minute]`: how fast the CMS in cms/
// mails a newsletter, measured where the mail lands. It starts an emulator (the mailbox and its SMTP
// sink) and a Strapi on a fresh database on ports of their own (PORT_OFFSET + 30), signs up and
// confirms that many subscribers through the site's API (default 1000), sends one newsletter at that
// NEWSLETTER_RATE_PER_MINUTE (default: the CMS's own) and times the mails from the send to the last.
import {rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {startCms} from '../cms-process.mjs';
import {startEmulator} from '../emulator-process.mjs';
import {stopGroup} from '../process-group.mjs';
import {ROOT, stackPorts} from '../site-env.mjs';

const SUBSCRIBERS = Number(process.argv[2] ?? 1000);
const RATE = process.argv[3];
const ports = stackPorts();
const EMULATOR = `http://127.0.0.1:${ports.emulator + 30}`;
const SMTP_PORT = ports.smtp + 30;
const CMS = `http://127.0.0.1:${ports.cms + 30}`;
const SITE = `http://localhost:${ports.site}`;
const SITE_TOKEN = 'bench-site-token';
const ADMIN = {email: 'admin@ronce-riviere.example', password: 'Folkdance-2003'};
const DATABASE = resolve(ROOT, `.data/bench-newsletter-${ports.cms + 30}.sqlite`);

const children = [];
const stopAll = () => children.forEach(stopGroup);
process.once('exit', stopAll);
process.once('SIGINT', () => process.exit(130));

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

const siteApi = (path, data) =>
  json(`${CMS}/api/${path}`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${SITE_TOKEN}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({data}),
  });

async function subscribe(index) {
  const email = `bench-${index}@example.be`;
  const language = ['en', 'fr', 'nl'][index % 3];
  await siteApi('newsletter-subscriptions', {email, consent: true, language, confirmUrl: `${SITE}/newsletter/confirm`, unsubscribeUrl: `${SITE}/newsletter/unsubscribe`});
  for (;;) {
    const [mail] = await json(`${EMULATOR}/mailbox.json?${new URLSearchParams({to: email})}`);
    const link = mail?.links.find((href) => href.includes('/newsletter/confirm'));
    if (link) return siteApi('newsletter-subscriptions/confirm', {token: new URL(link).searchParams.get('token')});
    await new Promise((done) => setTimeout(done, 50));
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

for (const suffix of ['', '-wal', '-shm']) rmSync(`${DATABASE}${suffix}`, {force: true});
children.push(await startEmulator({origin: EMULATOR, reset: true, quiet: true, detached: true, env: {EMULATOR_SMTP_PORT: String(SMTP_PORT), CMS_API_TOKEN: 'unused'}}));
children.push(
  await startCms({
    port: new URL(CMS).port,
    quiet: true,
    detached: true,
    env: {
      DATABASE_FILENAME: DATABASE,
      CMS_SEED: 'false',
      CMS_API_TOKEN: SITE_TOKEN,
      CMS_ADMIN_EMAIL: ADMIN.email,
      CMS_ADMIN_PASSWORD: ADMIN.password,
      SITE_ORIGINS: SITE,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      ...(RATE ? {NEWSLETTER_RATE_PER_MINUTE: RATE} : {}),
    },
  }),
);

let started = Date.now();
for (let next = 0; next < SUBSCRIBERS; next += 10) {
  await Promise.all(Array.from({length: Math.min(10, SUBSCRIBERS - next)}, (_, i) => subscribe(next + i)));
}
console.log(`${SUBSCRIBERS} subscribers signed up and confirmed in ${seconds(Date.now() - started)}`);
await fetch(`${EMULATOR}/mailbox`, {method: 'DELETE'});

const {data: login} = await json(`${CMS}/admin/login`, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(ADMIN)});
const admin = (method, path, body) =>
  json(`${CMS}${path}`, {method, headers: {Authorization: `Bearer ${login.token}`, 'Content-Type': 'application/json'}, body: body && JSON.stringify(body)});
const body = [{type: 'paragraph', children: [{type: 'text', text: 'A newsletter of a usual length. '.repeat(40)}]}];
const {data: letter} = await admin('POST', '/content-manager/collection-types/api::newsletter.newsletter?locale=en', {subject: 'Bench', body});
for (const locale of ['fr', 'nl']) {
  await admin('PUT', `/content-manager/collection-types/api::newsletter.newsletter/${letter.documentId}?locale=${locale}`, {subject: `Bench ${locale}`, body});
}

started = Date.now();
await admin('POST', `/admin/newsletter-sends/${letter.documentId}`);
let progress;
do {
  await new Promise((done) => setTimeout(done, 1000));
  ({data: progress} = await admin('GET', `/admin/newsletter-sends/${letter.documentId}`));
} while (progress.state !== 'done');
const mails = (await json(`${EMULATOR}/mailbox.json`)).filter((mail) => mail.subject.startsWith('Bench'));
const times = mails.map((mail) => Date.parse(mail.createdAt)).sort((a, b) => a - b);
const recipients = new Set(mails.map((mail) => mail.to.toLowerCase()));
const span = times.at(-1) - started;
console.log(`rate setting: ${RATE ?? 'default'} per minute`);
console.log(`mails in the mailbox: ${mails.length} to ${recipients.size} addresses (sent ${progress.counts.sent}, skipped ${progress.counts.skipped})`);
console.log(`from Send to the last mail in the mailbox: ${seconds(span)}; ${((mails.length / span) * 60_000).toFixed(0)} mails per minute`);
stopAll();
process.exit(mails.length === SUBSCRIBERS && recipients.size === SUBSCRIBERS ? 0 : 1);
