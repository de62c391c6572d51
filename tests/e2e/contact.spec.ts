import {expect, test, type Page} from '@playwright/test';
import {OUTAGE_URL} from '../../playwright.config';
import {cmsEntries, mailsTo, openForm, uniqueText} from '../fixtures/submissions';

interface StoredMessage {
  name: string;
  email: string;
  message: string;
  language: string;
}

/** Where the CMS sends its notification of a new message (the emulator's default). */
const DUO_INBOX = 'duo@ronce-riviere.example';

/** The contact form's fields, by their labels, in the page's main part (the footer has an e-mail field too). */
function contactForm(page: Page, labels = {name: 'Name', email: 'Email address', message: 'Message', send: 'Send message'}) {
  const main = page.getByRole('main');
  return {
    name: main.getByLabel(labels.name),
    email: main.getByLabel(labels.email),
    message: main.getByLabel(labels.message),
    send: main.getByRole('button', {name: labels.send}),
  };
}

const DUTCH = {name: 'Naam', email: 'E-mailadres', message: 'Bericht', send: 'Bericht versturen'};

test.describe('contact form', () => {
  test('an empty form is answered in the browser with a message on every field', async ({page}) => {
    await page.goto('/contact');
    const form = contactForm(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await form.send.click();

    await expect(form.name).toHaveAccessibleDescription('Please enter your name.');
    await expect(form.email).toHaveAccessibleDescription('Please enter your email address.');
    await expect(form.message).toHaveAccessibleDescription(/^Please enter a message\./);
    for (const field of [form.name, form.email, form.message]) await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).toBeFocused();
    const summary = page.getByRole('main').getByRole('link', {name: 'Please enter your email address.'});
    await expect(summary).toHaveAttribute('href', '#contact-email');
    expect(posts).toEqual([]);

    await form.name.fill('Anna');
    await form.name.blur();
    await expect(form.name).not.toHaveAttribute('aria-invalid');
  });

  test('an invalid e-mail address is named, and focus goes to it', async ({page}) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.name.fill('Anna Peeters');
    await form.email.fill('anna@');
    await form.message.fill('Are you free in June?');
    await form.send.click();
    await expect(form.email).toHaveAccessibleDescription('This is an invalid email address.');
    await expect(form.email).toBeFocused();
    await expect(form.name).not.toHaveAttribute('aria-invalid');
    await expect(form.message).not.toHaveAttribute('aria-invalid');
  });

  test('a message in Dutch arrives in the CMS with its language, the duo is mailed, and the form is cleared', async ({
    page,
  }) => {
    const text = uniqueText('Spelen jullie op ons folkfestival in juli?');
    const waitOut = await openForm(page, '/nl/contact');
    const form = contactForm(page, DUTCH);
    await form.name.fill('Lotte Janssens');
    await form.email.fill('lotte@example.be');
    await form.message.fill(text);
    await waitOut();
    await form.send.click();

    const thanks = 'Bedankt voor je bericht. We nemen snel contact met je op.';
    await expect(page.getByRole('status').filter({hasText: thanks})).toBeAttached();
    await expect(page.getByRole('button', {name: new RegExp(thanks)})).toBeVisible();
    for (const field of [form.name, form.email, form.message]) await expect(field).toHaveValue('');
    // The toast closed, the thanks stays beside the form until the visitor moves on.
    await page.getByRole('button', {name: new RegExp(thanks)}).click();
    await expect(page.getByRole('button', {name: new RegExp(thanks)})).toHaveCount(0);
    await expect(page.getByRole('main').getByText(thanks)).toBeVisible();

    const stored = (await cmsEntries<StoredMessage>('contact-messages')).filter((entry) => entry.message === text);
    expect(stored).toEqual([expect.objectContaining({name: 'Lotte Janssens', email: 'lotte@example.be', language: 'nl'})]);
    const notices = (await mailsTo(DUO_INBOX)).filter((mail) => mail.text.includes(text));
    expect(notices).toEqual([
      expect.objectContaining({subject: 'Nouveau message de Lotte Janssens via le site'}),
    ]);
    expect(notices[0]!.text).toContain('lotte@example.be');
  });

  test('when the CMS cannot be reached, an error toast says so and everything typed stays', async ({page}) => {
    const waitOut = await openForm(page, `${OUTAGE_URL}/contact`);
    const form = contactForm(page);
    await form.name.fill('Anna Peeters');
    await form.email.fill('anna@example.be');
    await form.message.fill('Can you play at our wedding?');
    await waitOut();
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.send.click();
    expect((await answer).status()).toBeLessThan(500);

    const failure = 'Something went wrong while sending. Please try again later.';
    await expect(page.getByRole('alert').filter({hasText: failure})).toBeAttached();
    await expect(page.getByRole('button', {name: new RegExp(failure)})).toBeVisible();
    await page.getByRole('button', {name: new RegExp(failure)}).click();
    await expect(page.getByRole('main').getByText(failure)).toBeVisible();
    await expect(form.name).toHaveValue('Anna Peeters');
    await expect(form.email).toHaveValue('anna@example.be');
    await expect(form.message).toHaveValue('Can you play at our wedding?');
  });

  test('spam is thanked like a person and never stored', async ({page}) => {
    const honeypot = uniqueText('Cheap pills (honeypot)');
    const hurried = uniqueText('Cheap pills (too fast)');
    const thanks = 'Thank you for your message. We will contact you soon.';

    const waitOut = await openForm(page, '/contact');
    const form = contactForm(page);
    await form.name.fill('Bot');
    await form.email.fill('bot@example.com');
    await form.message.fill(honeypot);
    // Hidden from people and screen readers alike: only a bot fills it in.
    await page.locator('input[name="website"]').fill('https://spam.example');
    await waitOut();
    await form.send.click();
    await expect(page.getByRole('status').filter({hasText: thanks})).toBeAttached();

    await page.goto('/contact');
    await form.name.fill('Bot');
    await form.email.fill('bot@example.com');
    await form.message.fill(hurried);
    await form.send.click();
    await expect(page.getByRole('status').filter({hasText: thanks})).toBeAttached();

    const stored = (await cmsEntries<StoredMessage>('contact-messages')).map((entry) => entry.message);
    expect(stored).not.toContain(honeypot);
    expect(stored).not.toContain(hurried);
  });

  test('without JavaScript the page answers the post with the same messages inline', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/fr/contact');
    const form = contactForm(page, {name: 'Nom', email: 'Adresse e-mail', message: 'Message', send: 'Envoyer le message'});
    await form.email.fill('anne@');
    await form.send.click();

    await expect(page).toHaveURL('/fr/contact');
    await expect(form.name).toHaveAccessibleDescription('Veuillez saisir votre nom.');
    await expect(form.email).toHaveAccessibleDescription('Cette adresse e-mail n’est pas valide.');
    await expect(form.message).toHaveAccessibleDescription(/^Veuillez saisir un message\./);
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveValue('anne@');
    await expect(page.getByText('Veuillez corriger les points suivants :')).toBeVisible();
    await context.close();
  });

  test('without JavaScript a valid message is thanked inline and stored', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const text = uniqueText('Sans JavaScript');
    const waitOut = await openForm(page, '/fr/contact');
    const form = contactForm(page, {name: 'Nom', email: 'Adresse e-mail', message: 'Message', send: 'Envoyer le message'});
    await form.name.fill('Anne Dubois');
    await form.email.fill('anne@example.be');
    await form.message.fill(text);
    await waitOut();
    await form.send.click();
    const thanks = 'Merci pour votre message. Nous vous contacterons bientôt.';
    await expect(page.getByRole('status').filter({hasText: thanks})).toBeVisible();
    const stored = (await cmsEntries<StoredMessage>('contact-messages')).filter((entry) => entry.message === text);
    expect(stored).toEqual([expect.objectContaining({language: 'fr'})]);
    await context.close();
  });
});
