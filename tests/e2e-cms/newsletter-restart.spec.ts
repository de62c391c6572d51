import type {ChildProcess} from 'node:child_process';
import {rmSync} from 'node:fs';
import {createConnection, createServer, type Server, type Socket} from 'node:net';
import {resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {BASE_URL} from '../../playwright.config';
import {startCms} from '../../scripts/cms-process.mjs';
import {offsetOf, stackPorts} from '../../scripts/site-env.mjs';
import {ADMIN, CMS_URL} from '../fixtures/cms-admin';
import {adminApi, confirmedSubscriber, createNewsletter, paragraph} from '../fixtures/newsletters';
import {mailsTo, uniqueEmail, uniqueText} from '../fixtures/submissions';

// A Strapi of its own, on a database of its own, that this test kills (SIGKILL, no goodbye) and starts
// again in the middle of a send, with its mail going through a relay the test can take down.
const PORT = Number(new URL(CMS_URL).port) + 10;
const DATABASE = resolve(`.data/e2e-cms-restart-${PORT}.sqlite`);
const SITE_TOKEN = 'e2e-restart-site-token';
const CMS = {url: `http://127.0.0.1:${PORT}`, siteToken: SITE_TOKEN, site: BASE_URL};
const RECIPIENTS = 12;

/** A TCP relay to the mailbox's SMTP sink that can refuse every connection, as a mail server that is down. */
async function startSmtpRelay(targetPort: number) {
  let down = false;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = createConnection({host: '127.0.0.1', port: targetPort});
    open.add(client);
    client.on('close', () => open.delete(client));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as {port: number}).port,
    setDown(value: boolean) {
      down = value;
      if (value) for (const socket of open) socket.destroy();
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function removeDatabase() {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${DATABASE}${suffix}`, {force: true});
}

test.describe.configure({timeout: 300_000});

let cms: ChildProcess | null = null;
let relay: Awaited<ReturnType<typeof startSmtpRelay>> | null = null;

test.afterAll(async () => {
  if (cms?.exitCode === null) process.kill(-cms.pid!, 'SIGTERM');
  await relay?.close();
  removeDatabase();
});

test('killed and started again in the middle of a send, with its mail server down a while, the CMS mails every subscriber exactly once', async () => {
  removeDatabase();
  relay = await startSmtpRelay(stackPorts(offsetOf()).smtp);
  const start = () =>
    startCms({
      port: PORT,
      detached: true,
      quiet: true,
      env: {
        DATABASE_FILENAME: DATABASE,
        CMS_SEED: 'false',
        CMS_API_TOKEN: SITE_TOKEN,
        CMS_ADMIN_EMAIL: ADMIN.email,
        CMS_ADMIN_PASSWORD: ADMIN.password,
        SITE_ORIGINS: BASE_URL,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(relay!.port),
        NEWSLETTER_RATE_PER_MINUTE: '60',
      },
    });
  cms = await start();

  const fans = Array.from({length: RECIPIENTS}, (_, index) => uniqueEmail(`restart-${index}`));
  for (const [index, fan] of fans.entries()) await confirmedSubscriber(CMS, fan, ['en', 'fr', 'nl'][index % 3]!);
  // The last in the queue unsubscribes during the send, by the link of their confirmation mail.
  const leaving = fans.at(-1)!;
  const [confirmation] = await mailsTo(leaving);
  const leaveToken = new URL(confirmation!.links.find((link) => link.includes('/newsletter/unsubscribe'))!).searchParams.get('token');

  const marker = uniqueText('#');
  let api = await adminApi(CMS.url);
  const id = await createNewsletter(api, {
    en: {subject: `Restart ${marker}`, body: paragraph('Hello')},
    fr: {subject: `Redémarrage ${marker}`, body: paragraph('Bonjour')},
  });
  expect((await api('POST', `/admin/newsletter-sends/${id}`)).status).toBe(202);

  const received = async () => {
    const counts = await Promise.all(fans.map(async (fan) => (await mailsTo(fan)).filter((mail) => mail.subject.includes(marker)).length));
    return {total: counts.reduce((sum, count) => sum + count, 0), counts};
  };
  const atLeast = (count: number) =>
    expect(async () => expect((await received()).total).toBeGreaterThanOrEqual(count)).toPass({timeout: 60_000, intervals: [100]});

  // The mail server goes down: the send pauses, says why, and mails nothing until it is back.
  await atLeast(3);
  relay.setDown(true);
  await expect(async () => {
    const {body} = await api('GET', `/admin/newsletter-sends/${id}`);
    expect(body.data.state).toBe('paused');
    expect(body.data.lastError).toBeTruthy();
  }).toPass({timeout: 30_000});
  const whileDown = (await received()).total;
  await new Promise((done) => setTimeout(done, 2_000));
  expect((await received()).total).toBe(whileDown);
  relay.setDown(false);

  const leave = await fetch(`${CMS.url}/api/newsletter-subscriptions/unsubscribe`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${SITE_TOKEN}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({data: {token: leaveToken}}),
  });
  expect(leave.status).toBe(200);

  // Killed between two mails (they leave once a second), halfway through.
  await atLeast(whileDown + 3);
  await new Promise((done) => setTimeout(done, 400));
  process.kill(-cms.pid!, 'SIGKILL');
  await new Promise((done) => cms!.once('exit', done));
  const beforeRestart = (await received()).total;
  expect(beforeRestart).toBeLessThan(RECIPIENTS - 1);

  cms = await start();
  api = await adminApi(CMS.url);
  await expect(async () => {
    expect((await api('GET', `/admin/newsletter-sends/${id}`)).body.data.state).toBe('done');
  }).toPass({timeout: 120_000});

  const {counts} = await received();
  expect(counts).toEqual(fans.map((fan) => (fan === leaving ? 0 : 1)));
  const {body} = await api('GET', `/admin/newsletter-sends/${id}`);
  expect(body.data).toMatchObject({total: RECIPIENTS, counts: {pending: 0, sending: 0, sent: RECIPIENTS - 1, skipped: 1, uncertain: 0}});
  // Each French subscriber had the French version, the others the English one (no Dutch was written).
  const [french] = (await mailsTo(fans[1]!)).filter((mail) => mail.subject.includes(marker));
  const [dutch] = (await mailsTo(fans[2]!)).filter((mail) => mail.subject.includes(marker));
  expect(french!.subject).toBe(`Redémarrage ${marker}`);
  expect(dutch!.subject).toBe(`Restart ${marker}`);
  expect(new URL(dutch!.listHeaders['list-unsubscribe']!.slice(1, -1)).pathname).toBe('/nl/nieuwsbrief/uitschrijven');
});
