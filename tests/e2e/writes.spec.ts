import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {CONTACT_FORM} from '~/lib/contact/send-contact-message.server';
import {FILL_TOKEN_LIFETIME_MS, MIN_FILL_MS, issueFillTimeToken} from '~/lib/forms/fill-time-token.server';
import {SUBMISSION_MAX} from '~/lib/forms/submission-limit.server';
import {MESSAGES} from '../fixtures/messages';
import {
  SITE_SESSION_SECRET,
  loseNextAnswer,
  mailsTo,
  openForm,
  storedMessagesWith,
  uniqueEmail,
  uniqueText,
} from '../fixtures/submissions';

const DUO_INBOX = 'duo@ronce-riviere.example';
const EN = MESSAGES.en.contact;

function contactForm(page: Page) {
  const main = page.getByRole('main');
  return {
    name: main.getByLabel('Name'),
    email: main.getByLabel('Email address'),
    message: main.getByLabel('Message'),
    send: main.getByRole('button', {name: 'Send message'}),
  };
}

/** A fresh address (documentation range) per call: the limit's counts outlive a run in a reused server. */
const clientAddress = () => `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Date.now().toString(16).slice(-4)}`;

/** The token a fresh contact page carries. */
async function freshToken(request: APIRequestContext, headers: Record<string, string> = {}): Promise<string> {
  const html = await (await request.get(screenPath('contact', 'en'), {headers})).text();
  const token = /name="startedAt" value="([^"]+)"/.exec(html)?.[1];
  expect(token, 'the contact page carries a fill-time token').toBeTruthy();
  return token!;
}

function postContact(request: APIRequestContext, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return request.post(screenPath('contact', 'en'), {
    form: {name: 'Anna Peeters', email: 'anna@example.be', website: '', ...fields},
    headers,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}

test.describe('writes to the CMS are stored once', () => {
  test('a message whose first answer is lost is stored exactly once and the visitor sees success', async ({page}) => {
    const text = uniqueText('Lost answer');
    const waitOut = await openForm(page, '/contact');
    const form = contactForm(page);
    await form.name.fill('Anna Peeters');
    await form.email.fill('anna@example.be');
    await form.message.fill(text);
    await loseNextAnswer(text);
    await waitOut();
    await form.send.click();

    await expect(page.getByRole('status').filter({hasText: EN.sent})).toBeAttached();
    expect(await storedMessagesWith(text)).toBe(1);
    expect((await mailsTo(DUO_INBOX)).filter((mail) => mail.text.includes(text))).toHaveLength(1);
  });

  test('a form’s token is single-use: the same post again is stored once, another message under it is refused', async ({
    request,
  }) => {
    const token = await freshToken(request);
    const first = uniqueText('Replay first');
    const other = uniqueText('Replay other');
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 250));

    expect((await postContact(request, {message: first, startedAt: token})).status()).toBe(200);
    // The browser re-posting the same form (a reload that resends it): the first answer again.
    expect((await postContact(request, {message: first, startedAt: token})).status()).toBe(200);
    const replayed = await postContact(request, {message: other, startedAt: token});
    expect(replayed.status()).toBe(409);
    const page = await replayed.text();
    expect(page).toContain(EN.alreadySent);
    expect(page).toContain(other);

    expect(await storedMessagesWith(first)).toBe(1);
    expect(await storedMessagesWith(other)).toBe(0);
  });

  test('an expired token is answered in the page’s language, keeps the text, and a fresh form then sends', async ({page}) => {
    const text = uniqueText('Expired token');
    const waitOut = await openForm(page, '/nl/contact');
    const expired = await issueFillTimeToken(CONTACT_FORM, SITE_SESSION_SECRET, Date.now() - FILL_TOKEN_LIFETIME_MS - 60_000);
    // The form's first post goes out with a token issued more than its lifetime ago.
    let swapped = false;
    await page.route('**/nl/contact**', async (route) => {
      const body = route.request().postData();
      if (route.request().method() !== 'POST' || swapped || !body) return route.continue();
      swapped = true;
      const fields = new URLSearchParams(body);
      fields.set('startedAt', expired);
      await route.continue({postData: fields.toString()});
    });
    const main = page.getByRole('main');
    await main.getByLabel('Naam').fill('Lotte Janssens');
    await main.getByLabel('E-mailadres').fill('lotte@example.be');
    await main.getByLabel('Bericht', {exact: true}).fill(text);
    await waitOut();
    await main.getByRole('button', {name: 'Bericht versturen'}).click();

    await expect(page.getByRole('alert').filter({hasText: MESSAGES.nl.contact.expired})).toBeAttached();
    await expect(main.getByLabel('Bericht', {exact: true})).toHaveValue(text);
    await expect(main.getByLabel('Naam')).toHaveValue('Lotte Janssens');
    expect(await storedMessagesWith(text)).toBe(0);

    // Sending again, with the page's own token, works.
    expect(swapped).toBe(true);
    await main.getByRole('button', {name: 'Bericht versturen'}).click();
    await expect(page.getByRole('status').filter({hasText: MESSAGES.nl.contact.sent})).toBeAttached();
    expect(await storedMessagesWith(text)).toBe(1);
  });
});

test.describe('one client’s writes are limited', () => {
  test(`past ${SUBMISSION_MAX} writes a client is refused (429) in its language, keeping what it typed`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const headers = {'oxygen-buyer-ip': clientAddress()};
    for (let signUp = 0; signUp < SUBMISSION_MAX; signUp++) {
      const answer = await request.post('/newsletter', {
        form: {email: uniqueEmail(`limit-${signUp}`), consent: 'yes'},
        headers,
        failOnStatusCode: false,
      });
      expect(answer.status(), `sign-up ${signUp + 1}`).toBe(200);
    }
    const email = uniqueEmail('limit-over');
    const refused = await request.post('/fr/newsletter', {form: {email, consent: 'yes'}, headers, failOnStatusCode: false});
    expect(refused.status()).toBe(429);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain(MESSAGES.fr.newsletter.throttled);
    expect(refusedPage).toContain(email);

    // Messages share the count; another client is not held up.
    const text = uniqueText('Over the limit');
    const token = await freshToken(request, headers);
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 250));
    const message = await postContact(request, {message: text, startedAt: token}, headers);
    expect(message.status()).toBe(429);
    expect(await message.text()).toContain(text);
    expect(await storedMessagesWith(text)).toBe(0);
    const elsewhere = await request.post('/newsletter', {
      form: {email: uniqueEmail('limit-elsewhere'), consent: 'yes'},
      headers: {'oxygen-buyer-ip': clientAddress()},
      failOnStatusCode: false,
    });
    expect(elsewhere.status()).toBe(200);
  });
});
