import {expect, test, type Page} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, LOCALES} from '~/i18n/locales';
import {NEWSLETTER_PATHS} from '~/i18n/newsletter-paths';
import {SCREEN_IDS, isStaticScreen} from '~/i18n/route-table';
import {MESSAGES} from '../fixtures/messages';
import {cmsEntries, mailsTo, uniqueEmail} from '../fixtures/submissions';

interface StoredSubscription {
  email: string;
  consent: boolean;
  language: string;
  state: 'pending' | 'confirmed' | 'unsubscribed';
}

const EN = {
  email: 'Email address',
  consent: 'I agree to receive the newsletter by email. I can unsubscribe at any time.',
  submit: 'Subscribe',
  thanks: 'Thank you! We have sent you an email: follow its link to confirm your subscription.',
};
const NL = {
  email: 'E-mailadres',
  consent: 'Ik wil de nieuwsbrief per e-mail ontvangen. Ik kan me altijd uitschrijven.',
  submit: 'Inschrijven',
  thanks: 'Bedankt! We hebben je een e-mail gestuurd: volg de link erin om je inschrijving te bevestigen.',
};

function footerForm(page: Page, labels = EN) {
  const footer = page.getByRole('contentinfo');
  return {
    email: footer.getByLabel(labels.email),
    consent: footer.getByLabel(labels.consent),
    submit: footer.getByRole('button', {name: labels.submit}),
  };
}

/**
 * The confirmation mail's two links: confirm first, unsubscribe second. The mail leaves after the sign-up
 * is answered (so the answer takes the same time whatever the address's state): it is waited for.
 */
async function confirmationLinks(email: string) {
  await expect.poll(async () => (await mailsTo(email)).length, {timeout: 10_000}).toBeGreaterThan(0);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  const [confirm, unsubscribe] = mails[0]!.links;
  return {subject: mails[0]!.subject, confirm: confirm!, unsubscribe: unsubscribe!};
}

async function rowsFor(email: string) {
  return (await cmsEntries<StoredSubscription>('newsletter-subscriptions')).filter(
    (entry) => entry.email.toLowerCase() === email.toLowerCase(),
  );
}

test.describe('newsletter sign-up', () => {
  test('signing up twice gets the same answer, one mail, and nothing counts until its link is followed', async ({
    page,
  }) => {
    const email = uniqueEmail('fan');
    // Each toast lasts 3 seconds, which a loaded machine can spend between two sign-ups: the page's time
    // stands still while the two answers are read and closed.
    await page.clock.install();
    await page.goto('/calendar');
    await expect(page.getByRole('navigation', {name: 'Main menu', exact: true})).toHaveAttribute('data-hydrated', 'true');
    await page.clock.pauseAt(Date.now() + 1000);
    const form = footerForm(page);
    for (let attempt = 0; attempt < 2; attempt++) {
      await form.email.fill(email);
      await form.consent.check();
      await form.submit.click();
      await expect(page.getByRole('status').filter({hasText: EN.thanks})).toBeAttached();
      await expect(form.email).toHaveValue('');
      await expect(form.consent).not.toBeChecked();
      await expect(page).toHaveURL('/calendar');
    }
    const toasts = page.getByRole('button', {name: new RegExp(EN.thanks)});
    await expect(toasts).toHaveCount(2);
    // Someone who looked away, or closed the toasts, still finds the answer in the form. Each click closes
    // one, so the next is always the first: the second of a list taken before would be gone.
    for (let open = 2; open > 0; open--) {
      await toasts.first().click();
      await page.clock.runFor(200);
      await expect(toasts).toHaveCount(open - 1);
    }
    await page.clock.resume();
    await expect(page.getByRole('contentinfo').getByText(EN.thanks)).toBeVisible();
    expect(await rowsFor(email)).toEqual([expect.objectContaining({email, consent: true, language: 'en', state: 'pending'})]);

    const links = await confirmationLinks(email);
    expect(links.subject).toBe('Please confirm your subscription to the Ronce & Rivière newsletter');
    expect(new URL(links.confirm).pathname).toBe('/newsletter/confirm');
    expect(new URL(links.unsubscribe).pathname).toBe('/newsletter/unsubscribe');

    // Opening the link changes nothing (mail scanners open links); the button does.
    await page.goto(links.confirm);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Confirm your subscription');
    expect(await rowsFor(email)).toEqual([expect.objectContaining({state: 'pending'})]);
    await page.getByRole('button', {name: 'Confirm my subscription'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Thank you! Your subscription to the newsletter is confirmed.',
    );
    expect(await rowsFor(email)).toEqual([expect.objectContaining({state: 'confirmed'})]);

    await page.goto(links.unsubscribe);
    await page.getByRole('button', {name: 'Unsubscribe'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'You are unsubscribed. We will send you no more newsletters.',
    );
    expect(await rowsFor(email)).toEqual([expect.objectContaining({state: 'unsubscribed'})]);
  });

  test('a mail program’s one-click unsubscribe (RFC 8058), a bare POST to the link, is honoured', async ({page, request}) => {
    const email = uniqueEmail('one-click');
    await page.goto('/calendar');
    const form = footerForm(page);
    await form.email.fill(email);
    await form.consent.check();
    await form.submit.click();
    await expect(page.getByRole('status').filter({hasText: EN.thanks})).toBeAttached();
    const links = await confirmationLinks(email);
    await page.goto(links.confirm);
    await page.getByRole('button', {name: 'Confirm my subscription'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Thank you! Your subscription to the newsletter is confirmed.',
    );
    expect(await rowsFor(email)).toEqual([expect.objectContaining({state: 'confirmed'})]);

    // What a mail program posts to the List-Unsubscribe link: no page, no cookie, no token field.
    const oneClick = await request.post(links.unsubscribe, {form: {'List-Unsubscribe': 'One-Click'}});
    expect(oneClick.status()).toBe(200);
    expect(await rowsFor(email)).toEqual([expect.objectContaining({state: 'unsubscribed'})]);
  });

  test('a link the CMS does not know, or one without its token, says so and offers the sign-up', async ({page}) => {
    const unknown = await page.goto('/fr/newsletter/confirmer?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown?.status()).toBe(200);
    await page.getByRole('button', {name: 'Confirmer mon inscription'}).click();
    const invalid = 'Ce lien n’est pas valide ou a expiré. Inscrivez-vous à nouveau pour en recevoir un nouveau.';
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(invalid);
    await expect(page.getByRole('main').getByRole('button', {name: 'S’inscrire'})).toBeVisible();

    const missing = await page.goto('/nl/nieuwsbrief/uitschrijven');
    expect(missing?.status()).toBe(400);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Deze link is ongeldig of verlopen. Schrijf je opnieuw in om een nieuwe te ontvangen.',
    );
  });

  test('asks for an address and the consent, next to each field', async ({page}) => {
    await page.goto('/fr/calendrier');
    const form = footerForm(page, {
      ...EN,
      email: 'Adresse e-mail',
      consent: 'J’accepte de recevoir la lettre d’information par e-mail. Je peux me désinscrire à tout moment.',
      submit: 'S’inscrire',
    });
    await form.email.fill('fan@');
    await form.submit.click();
    await expect(form.email).toHaveAccessibleDescription('Cette adresse e-mail n’est pas valide.');
    await expect(form.consent).toHaveAccessibleDescription('Veuillez accepter de recevoir la lettre d’information.');
    await expect(form.email).toBeFocused();

    await form.email.fill(uniqueEmail('fan'));
    await form.consent.check();
    await form.submit.click();
    await expect(page.getByRole('status').filter({hasText: 'Merci ! Nous vous avons envoyé un e-mail'})).toBeAttached();
    await expect(form.email).not.toHaveAttribute('aria-invalid');
    await expect(form.consent).not.toHaveAttribute('aria-invalid');
  });

  test('works without JavaScript, in Dutch, answering duplicates the same way', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const email = uniqueEmail('luisteraar');
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto('/nl/kalender');
      const form = footerForm(page, NL);
      await form.email.fill(email);
      await form.consent.check();
      await form.submit.click();
      await expect(page).toHaveURL('/nl/nieuwsbrief');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Nieuwsbrief');
      await expect(page.getByRole('main').getByRole('status').filter({hasText: NL.thanks})).toBeVisible();
    }
    expect(await rowsFor(email)).toEqual([expect.objectContaining({language: 'nl', state: 'pending'})]);

    const links = await confirmationLinks(email);
    expect(links.subject).toBe('Bevestig je inschrijving op de nieuwsbrief van Ronce & Rivière');
    await page.goto(links.confirm);
    await page.getByRole('button', {name: 'Mijn inschrijving bevestigen'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Bedankt! Je inschrijving op de nieuwsbrief is bevestigd.');
    expect(await rowsFor(email)).toEqual([expect.objectContaining({state: 'confirmed'})]);

    await footerForm(page, NL).submit.click();
    const main = page.getByRole('main');
    await expect(main.getByLabel(NL.email)).toHaveAccessibleDescription('Vul je e-mailadres in.');
    await expect(main.getByLabel(NL.consent)).toHaveAccessibleDescription('Geef aan dat je de nieuwsbrief wilt ontvangen.');
    await context.close();
  });
});

test.describe('one sign-up form per page', () => {
  // Every screen of the route table that takes no parameters; the account screens send a visitor to
  // the sign-in page, which has the footer's form as well.
  const others = SCREEN_IDS.filter((screen) => screen !== 'home' && isStaticScreen(screen));

  for (const locale of LOCALES) {
    const m = MESSAGES[locale];
    const language = LOCALE_INFO[locale].displayName;

    test(`the home page asks once, in its own section, in ${language}`, async ({page}) => {
      await page.goto(screenPath('home', locale));
      const forms = page.getByRole('form', {name: m.newsletter.title, exact: true});
      await expect(forms).toHaveCount(1);
      await expect(page.getByLabel(m.newsletter.email, {exact: true})).toHaveCount(1);
      const section = page.getByRole('main').getByRole('region', {name: m.newsletter.title, exact: true});
      await expect(section.getByRole('form', {name: m.newsletter.title, exact: true})).toBeVisible();
      await expect(section.getByLabel(m.newsletter.email, {exact: true})).toBeVisible();
      await expect(section.getByRole('button', {name: m.newsletter.submit})).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('form')).toHaveCount(0);
      // The rest of the footer stays.
      await expect(page.getByRole('contentinfo').getByRole('navigation', {name: m.layout.footerPolicies})).toBeVisible();
    });

    test(`the newsletter page asks once, in its content, in ${language}`, async ({page}) => {
      await page.goto(NEWSLETTER_PATHS[locale]);
      await expect(page.getByRole('form', {name: m.newsletter.title, exact: true})).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('form', {name: m.newsletter.title, exact: true})).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('form')).toHaveCount(0);
    });

    test(`every other screen keeps the footer's form, in ${language}`, async ({page}) => {
      // One page load per screen of the table.
      test.slow();
      for (const screen of others) {
        await page.goto(screenPath(screen as 'about', locale), {waitUntil: 'domcontentloaded'});
        const footerForm = page.getByRole('contentinfo').getByRole('form', {name: m.layout.newsletter, exact: true});
        await expect(footerForm, screen).toBeVisible();
        await expect(footerForm.getByLabel(m.newsletter.email, {exact: true}), screen).toBeVisible();
        await expect(page.getByRole('form', {name: m.newsletter.title, exact: true}), screen).toHaveCount(1);
      }
    });
  }
});
