import {expect, test, type Page} from '@playwright/test';
import {NEWSLETTER_UNSUBSCRIBE_PATHS} from '~/i18n/newsletter-paths';
import {BASE_URL} from '../../playwright.config';
import {readEnvFile, siteEnvFile} from '../../scripts/site-env.mjs';
import {ADMIN, CMS_URL, adminToken, signInToAdmin} from '../fixtures/cms-admin';
import {MESSAGES} from '../fixtures/messages';
import {adminApi, confirmedSubscriber, createNewsletter, NEWSLETTERS, paragraph} from '../fixtures/newsletters';
import {cmsEntries, mailsTo, uniqueEmail, uniqueText, type Mail} from '../fixtures/submissions';

const env = readEnvFile(siteEnvFile()) as Record<string, string>;
const CMS = {url: CMS_URL, siteToken: env.CMS_API_TOKEN!, site: BASE_URL};
const NEWSLETTER = 'api::newsletter.newsletter';
const LANGUAGES = ['en', 'fr', 'nl'] as const;
type Language = (typeof LANGUAGES)[number];

test.use({timezoneId: 'Europe/Brussels', locale: 'en-US'});

/** Fills the subject and the rich-text body of the language version on screen, and saves it. */
async function write(page: Page, subject: string, body: string) {
  await page.getByRole('textbox', {name: 'Subject'}).fill(subject);
  await page.getByRole('textbox').nth(1).click();
  await page.keyboard.type(body);
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByText('Saved document').first()).toBeVisible();
}

async function newsletterMails(email: string, marker: string): Promise<Mail[]> {
  return (await mailsTo(email)).filter((mail) => mail.subject.includes(marker));
}

const subscriptionState = async (email: string) =>
  (await cmsEntries<{email: string; state: string}>('newsletter-subscriptions')).find((entry) => entry.email === email)?.state;

test('a newsletter written in three languages reaches each subscriber once, in their language, with a one-click unsubscribe', async ({
  page,
  request,
}) => {
  const marker = uniqueText('#');
  const fans = Object.fromEntries(LANGUAGES.map((language) => [language, uniqueEmail(`letter-${language}`)])) as Record<Language, string>;
  for (const language of LANGUAGES) await confirmedSubscriber(CMS, fans[language], language);
  const versions: Record<Language, {subject: string; body: string}> = {
    en: {subject: `Spring news ${marker}`, body: 'We play at the Ghent ball on Saturday.'},
    fr: {subject: `Nouvelles du printemps ${marker}`, body: 'Nous jouons au bal de Gand samedi.'},
    nl: {subject: `Lentenieuws ${marker}`, body: 'We spelen zaterdag op het bal in Gent.'},
  };

  await signInToAdmin(page);
  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/${NEWSLETTER}/create?plugins[i18n][locale]=en`);
  await write(page, versions.en.subject, versions.en.body);
  for (const [language, name] of [['fr', 'French (fr)'], ['nl', 'Dutch (nl)']] as const) {
    await page.getByRole('combobox', {name: /locale/i}).click();
    await page.getByRole('option', {name: `Create ${name} locale`}).click();
    await write(page, versions[language].subject, versions[language].body);
  }

  // A test first, to the duo's own address, in the language on screen; nobody else gets anything yet.
  await page.getByRole('button', {name: 'Send test to me'}).click();
  await expect(page.getByText(`Test sent to ${ADMIN.email} (nl).`)).toBeVisible();
  await expect(async () => {
    const [test] = await newsletterMails(ADMIN.email, marker);
    expect(test?.subject).toBe(`[Test] ${versions.nl.subject}`);
  }).toPass({timeout: 10_000});
  for (const language of LANGUAGES) expect(await newsletterMails(fans[language], marker)).toHaveLength(0);

  // Sending asks first; cancelling sends nothing.
  await page.getByRole('button', {name: 'Send to all subscribers'}).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({hasText: 'Send this newsletter?'});
  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await expect(page.getByText('Not sent yet.', {exact: false})).toBeVisible();
  await page.getByRole('button', {name: 'Send to all subscribers'}).click();
  await dialog.getByRole('button', {name: 'Send now'}).click();
  const done = page.getByRole('status').filter({hasText: /^Sent to (\d+) of \1 subscribers\./});
  await expect(done).toBeVisible({timeout: 60_000});
  await expect(page.getByRole('button', {name: 'Send to all subscribers'})).toHaveCount(0);

  const links = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const mails = await newsletterMails(fans[language], marker);
    expect(mails, `${language}: exactly one newsletter`).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(versions[language].subject);
    expect(mail!.text).toContain(versions[language].body);
    expect(mail!.html).toContain(`<p>${versions[language].body}</p>`);
    const header = mail!.listHeaders['list-unsubscribe'] ?? '';
    expect(header).toMatch(/^<(.+)>$/);
    links[language] = header.slice(1, -1);
    expect(mail!.listHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(new URL(links[language]).pathname).toBe(NEWSLETTER_UNSUBSCRIBE_PATHS[language]);
    expect(mail!.links).toContain(links[language]);
  }
  expect(new Set(Object.values(links)).size).toBe(3);

  // The French fan's mail program unsubscribes in one click (RFC 8058): a bare POST to the link.
  const oneClick = await request.post(links.fr, {form: {'List-Unsubscribe': 'One-Click'}});
  expect(oneClick.status()).toBe(200);
  expect(await subscriptionState(fans.fr)).toBe('unsubscribed');
  expect(await subscriptionState(fans.nl)).toBe('confirmed');

  // The Dutch fan follows the link in the mail's footer and presses the page's button.
  await page.goto(links.nl);
  await page.getByRole('button', {name: MESSAGES.nl.newsletter.unsubscribe.submit}).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(MESSAGES.nl.newsletter.unsubscribe.done);
  expect(await subscriptionState(fans.nl)).toBe('unsubscribed');
  expect(await subscriptionState(fans.en)).toBe('confirmed');
});

test('an empty newsletter, one without English and a second send are refused, and nothing is mailed', async () => {
  const api = await adminApi(CMS_URL, await adminToken());
  const fan = uniqueEmail('letter-refused');
  await confirmedSubscriber(CMS, fan, 'fr');
  const marker = uniqueText('#');

  const blank = await createNewsletter(api, {en: {subject: `Blank ${marker}`, body: paragraph('   ')}});
  const blankSend = await api('POST', `/admin/newsletter-sends/${blank}`);
  expect(blankSend.status).toBe(400);
  expect(blankSend.body.error.message).toBe('The en version has an empty body.');

  const frenchOnly = await createNewsletter(api, {fr: {subject: `Seulement ${marker}`, body: paragraph('Bonjour')}});
  const frenchSend = await api('POST', `/admin/newsletter-sends/${frenchOnly}`);
  expect(frenchSend.status).toBe(400);
  expect(frenchSend.body.error.message).toMatch(/no English version/);
  for (const id of [blank, frenchOnly]) expect((await api('GET', `/admin/newsletter-sends/${id}`)).body.data).toBeNull();
  expect(await newsletterMails(fan, marker)).toHaveLength(0);

  const fine = await createNewsletter(api, {en: {subject: `Once ${marker}`, body: paragraph('Hello')}});
  expect((await api('POST', `/admin/newsletter-sends/${fine}`)).status).toBe(202);
  const again = await api('POST', `/admin/newsletter-sends/${fine}`);
  expect(again.status).toBe(409);
  await expect(async () => {
    expect((await api('GET', `/admin/newsletter-sends/${fine}`)).body.data.state).toBe('done');
  }).toPass({timeout: 60_000});
  expect((await api('POST', `/admin/newsletter-sends/${fine}`)).status).toBe(409);
  const edit = await api('PUT', `${NEWSLETTERS}/${fine}?locale=en`, {subject: `Changed ${marker}`, body: paragraph('Hello')});
  expect(edit.status).toBe(400);
  expect(edit.body.error.message).toMatch(/stays as it went out/);
  const mails = await newsletterMails(fan, marker);
  expect(mails.map((mail) => mail.subject)).toEqual([`Once ${marker}`]);
  expect((await fetch(`${CMS_URL}/admin/newsletter-sends/${fine}`, {method: 'POST'})).status).toBe(401);
});
