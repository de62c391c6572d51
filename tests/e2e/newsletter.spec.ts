import {expect, test, type Page} from '@playwright/test';
import {cmsEntries, uniqueEmail} from '../fixtures/submissions';

interface StoredSubscription {
  email: string;
  consent: boolean;
  locale: string;
}

const EN = {
  email: 'Email address',
  consent: 'I agree to receive the newsletter by email. I can unsubscribe at any time.',
  submit: 'Subscribe',
  thanks: 'Thank you! Your subscription to the newsletter is confirmed.',
};
const NL = {
  email: 'E-mailadres',
  consent: 'Ik wil de nieuwsbrief per e-mail ontvangen. Ik kan me altijd uitschrijven.',
  submit: 'Inschrijven',
  thanks: 'Bedankt! Je inschrijving op de nieuwsbrief is bevestigd.',
};

function footerForm(page: Page, labels = EN) {
  const footer = page.getByRole('contentinfo');
  return {
    email: footer.getByLabel(labels.email),
    consent: footer.getByLabel(labels.consent),
    submit: footer.getByRole('button', {name: labels.submit}),
  };
}

async function rowsFor(email: string) {
  return (await cmsEntries<StoredSubscription>('newsletter-subscriptions')).filter(
    (entry) => entry.email.toLowerCase() === email.toLowerCase(),
  );
}

test.describe('newsletter sign-up', () => {
  test('signing up twice gets the same kind answer, and the address is stored once', async ({page}) => {
    const email = uniqueEmail('fan');
    await page.goto('/calendar');
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
    await expect(page.getByRole('button', {name: new RegExp(EN.thanks)})).toHaveCount(2);
    expect(await rowsFor(email)).toEqual([expect.objectContaining({email, consent: true, locale: 'en'})]);
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
    await expect(page.getByRole('status').filter({hasText: 'Merci ! Votre inscription'})).toBeAttached();
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
    expect(await rowsFor(email)).toEqual([expect.objectContaining({locale: 'nl'})]);

    await footerForm(page, NL).submit.click();
    const main = page.getByRole('main');
    await expect(main.getByLabel(NL.email)).toHaveAccessibleDescription('Vul je e-mailadres in.');
    await expect(main.getByLabel(NL.consent)).toHaveAccessibleDescription('Geef aan dat je de nieuwsbrief wilt ontvangen.');
    await context.close();
  });
});
