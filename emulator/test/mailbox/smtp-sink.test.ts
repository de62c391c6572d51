import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import nodemailer from 'nodemailer';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startEmulator, type RunningEmulator} from '../../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'emulator-smtp-'));
let running: RunningEmulator;

beforeAll(async () => {
  running = await startEmulator({dbPath: join(dir, 'emulator.sqlite')});
});
afterAll(async () => {
  await running?.close();
  rmSync(dir, {recursive: true, force: true});
});

/** Sends as Strapi's nodemailer provider does in development: plain SMTP, no TLS. */
function transport(auth?: {user: string; pass: string}) {
  return nodemailer.createTransport({host: running.smtp.host, port: running.smtp.port, secure: false, ignoreTLS: true, auth});
}

async function mailbox(to?: string): Promise<any[]> {
  const query = to ? `?${new URLSearchParams({to})}` : '';
  const response = await fetch(`${running.url}/mailbox.json${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('SMTP sink', () => {
  it('listens on free ports next to the HTTP server', () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.smtp.port).toBeGreaterThan(0);
  });

  it('files a plain-text mail with subject, recipient, From, Reply-To and its links', async () => {
    const info = await transport().sendMail({
      from: '"Ronce & Rivière" <no-reply@ronce-riviere.example>',
      to: 'Fan@example.com',
      replyTo: 'anneke@example.com',
      subject: 'Confirmez votre inscription',
      text: 'Pour confirmer : http://localhost:3000/fr/newsletter/confirmer?token=abc_DEF-123\n\nDésinscription : http://localhost:3000/fr/newsletter/desinscription?token=xyz.',
    });
    expect(info.accepted).toEqual(['Fan@example.com']);

    const [mail] = await mailbox('fan@example.com');
    expect(mail).toMatchObject({
      to: 'Fan@example.com',
      from: '"Ronce & Rivière" <no-reply@ronce-riviere.example>',
      replyTo: 'anneke@example.com',
      subject: 'Confirmez votre inscription',
      links: [
        'http://localhost:3000/fr/newsletter/confirmer?token=abc_DEF-123',
        'http://localhost:3000/fr/newsletter/desinscription?token=xyz',
      ],
    });
    expect(mail.text).toContain('Pour confirmer : http://localhost:3000/fr/newsletter/confirmer?token=abc_DEF-123');
  });

  it('takes HTML mails, several recipients and any credentials', async () => {
    await transport({user: 'strapi', pass: 'anything'}).sendMail({
      from: 'cms@example.com',
      to: ['lise@example.com', 'wout@example.com'],
      subject: 'Reset password',
      html: '<p>Use <a href="https://site.example/reset-password?code=1&amp;x=2">this link</a>.</p>',
    });
    const [mail] = await mailbox('wout@example.com');
    expect(mail.to).toBe('lise@example.com, wout@example.com');
    expect(mail.html).toContain('this link');
    expect(mail.text).toContain('this link');
    expect(mail.links).toContain('https://site.example/reset-password?code=1&x=2');
    expect(await mailbox('lise@example.com')).toHaveLength(1);
    expect(await mailbox('ise@example.com')).toHaveLength(0);
  });

  it('keeps the List-Unsubscribe headers of a newsletter as they were sent (RFC 8058), and none for other mails', async () => {
    const link = 'http://localhost:3000/nl/nieuwsbrief/uitschrijven?token=Zz9_-abc';
    await transport().sendMail({
      from: 'cms@example.com',
      to: 'reader@example.com',
      subject: 'Nieuwsbrief',
      text: `Uitschrijven: ${link}`,
      headers: {'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click'},
    });
    const [mail] = await mailbox('reader@example.com');
    expect(mail.listHeaders).toEqual({'list-unsubscribe': `<${link}>`, 'list-unsubscribe-post': 'List-Unsubscribe=One-Click'});
    expect((await mailbox('fan@example.com'))[0].listHeaders).toEqual({});
  });

  it('files a Bcc-only mail under its envelope recipient', async () => {
    await transport().sendMail({from: 'cms@example.com', bcc: 'hidden@example.com', subject: 'Hidden', text: 'Hi'});
    expect((await mailbox('hidden@example.com'))[0]).toMatchObject({subject: 'Hidden', replyTo: null});
  });

  it('shows the mails on the mailbox page', async () => {
    const html = await (await fetch(`${running.url}/mailbox`)).text();
    expect(html).toContain('Confirmez votre inscription');
    expect(html).toContain('Reply-To: anneke@example.com');
  });
});
