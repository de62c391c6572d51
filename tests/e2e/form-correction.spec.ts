import {expect, test, type Page, type Request} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO, LOCALES, type Locale} from '~/i18n/locales';
import {pagePathname} from '~/i18n/url-screen';
import {NEWSLETTER_PATHS} from '~/i18n/newsletter-paths';
import {MESSAGES} from '../fixtures/messages';
import {cmsEntries, openForm, uniqueEmail, uniqueText} from '../fixtures/submissions';

/**
 * A visitor sends a form empty, corrects each field, and presses the button once: that press is
 * the post. Correcting a field can take its message away, and the summary's with it, as the focus
 * leaves the field for the button; the button must still take the click it was pressed for.
 */

const main = (page: Page) => page.getByRole('main');

/** The pages the page posts to from now on (a post with scripts goes to the page's data URL). */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST') posts.push(pagePathname(new URL(request.url()).pathname));
  });
  return posts;
}

/** A click before the scripts run would post the plain form: the bug and its fix live in the scripts. */
async function hydrated(page: Page, locale: Locale) {
  await expect(page.getByRole('navigation', {name: MESSAGES[locale].nav.main, exact: true})).toHaveAttribute(
    'data-hydrated',
    'true',
  );
}

for (const locale of LOCALES) {
  const m = MESSAGES[locale];
  const account = m.account;

  test.describe(`in ${LOCALE_INFO[locale].displayName}`, () => {
    test('the contact form, corrected after an empty send, sends on the first press', async ({page}) => {
      const path = screenPath('contact', locale);
      const waitOut = await openForm(page, path);
      await hydrated(page, locale);
      const name = main(page).getByLabel(m.contact.name, {exact: true});
      const email = main(page).getByLabel(m.contact.email, {exact: true});
      const message = main(page).getByLabel(m.contact.message, {exact: true});
      const send = main(page).getByRole('button', {name: m.contact.send});
      const posts = recordPosts(page);

      await send.click();
      await expect(main(page).getByRole('link', {name: m.contact.errors.nameRequired})).toBeVisible();
      await expect(name).toBeFocused();

      const text = uniqueText(`Form correction (${locale})`);
      await name.fill('Anna Peeters');
      await email.fill('anna@example.be');
      await expect(name).not.toHaveAttribute('aria-invalid');
      await message.fill(text);
      await expect(email).not.toHaveAttribute('aria-invalid');
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      await waitOut();
      await send.click();

      await expect(page.getByRole('status').filter({hasText: m.contact.sent})).toBeAttached();
      await expect(main(page).getByText(m.contact.errorSummary)).toHaveCount(0);
      expect(posts).toEqual([path]);
      const stored = (await cmsEntries<{message: string; language: string}>('contact-messages')).filter(
        (entry) => entry.message === text,
      );
      expect(stored).toEqual([expect.objectContaining({language: locale})]);
    });

    test('registering, corrected after an empty send, creates the account on the first press', async ({page}) => {
      const path = screenPath('register', locale);
      await page.goto(path);
      await hydrated(page, locale);
      const submit = main(page).getByRole('button', {name: account.register.submit});
      const posts = recordPosts(page);

      await submit.click();
      await expect(main(page).getByRole('link', {name: account.errors.emailRequired})).toBeVisible();
      await main(page).getByLabel(account.fields.email, {exact: true}).fill(uniqueEmail(`correction-${locale}`));
      await main(page).getByLabel(account.fields.password, {exact: true}).fill('first-secret');
      await submit.click();

      await expect(page).toHaveURL((url) => url.pathname === screenPath('account', locale));
      await expect(page.getByRole('status').filter({hasText: account.notices.registered})).toBeAttached();
      expect(posts).toEqual([path, path]);
    });

    test('signing in, corrected after an empty send, is tried on the first press', async ({page}) => {
      const path = screenPath('login', locale);
      await page.goto(path);
      await hydrated(page, locale);
      const submit = main(page).getByRole('button', {name: account.login.submit});
      const posts = recordPosts(page);

      await submit.click();
      await expect(main(page).getByRole('link', {name: account.errors.passwordRequired})).toBeVisible();
      await main(page).getByLabel(account.fields.email, {exact: true}).fill(uniqueEmail(`nobody-${locale}`));
      await main(page).getByLabel(account.fields.password, {exact: true}).fill('not-a-password');
      await submit.click();

      await expect(page.getByRole('alert').filter({hasText: account.errors.unidentifiedCustomer})).toBeAttached();
      expect(posts).toEqual([path, path]);
    });

    test('asking for a new password, corrected after an empty send, is sent on the first press', async ({page}) => {
      const path = screenPath('recover', locale);
      await page.goto(path);
      await hydrated(page, locale);
      const submit = main(page).getByRole('button', {name: account.recover.submit});
      const posts = recordPosts(page);

      await submit.click();
      await expect(main(page).getByRole('link', {name: account.errors.emailRequired})).toBeVisible();
      await main(page).getByLabel(account.fields.email, {exact: true}).fill(uniqueEmail(`forgetful-${locale}`));
      await submit.click();

      await expect(page.getByRole('status').filter({hasText: account.notices.recoverSent})).toBeAttached();
      expect(posts).toEqual([path, path]);
    });

    test('the newsletter sign-up, corrected after an empty send, subscribes on the first press', async ({page}) => {
      await page.goto(screenPath('calendar', locale));
      await hydrated(page, locale);
      const footer = page.getByRole('contentinfo');
      const email = footer.getByLabel(m.newsletter.email, {exact: true});
      const consent = footer.getByLabel(m.newsletter.consent);
      const submit = footer.getByRole('button', {name: m.newsletter.submit});
      const posts = recordPosts(page);

      await submit.click();
      await expect(email).toHaveAccessibleDescription(m.newsletter.errors.emailRequired);
      await expect(consent).toHaveAccessibleDescription(m.newsletter.errors.consentRequired);
      await email.fill(uniqueEmail(`correction-${locale}`));
      await consent.check();
      await submit.click();

      await expect(page.getByRole('status').filter({hasText: m.newsletter.subscribed})).toBeAttached();
      expect(posts).toEqual([NEWSLETTER_PATHS[locale], NEWSLETTER_PATHS[locale]]);
    });
  });
}
