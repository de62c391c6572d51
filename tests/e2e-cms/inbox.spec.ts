import {expect, test} from '@playwright/test';
import {CMS_URL, signInToAdmin} from '../fixtures/cms-admin';
import {cmsEntries, mailsTo, openForm, uniqueText} from '../fixtures/submissions';

const DUO_INBOX = 'duo@ronce-riviere.example';

// The admin shows dates in the duo's own time zone; they work from Belgium.
test.use({timezoneId: 'Europe/Brussels', locale: 'en-US'});

test('a message sent from /nl/contact is new in the inbox with its date; the duo open it from the mail and mark it answered', async ({
  page,
}) => {
  const text = uniqueText('Komen jullie spelen op ons dorpsfeest?');
  const waitOut = await openForm(page, '/nl/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Naam').fill('Mieke Claes');
  await main.getByLabel('E-mailadres').fill('mieke@example.be');
  await main.getByLabel('Bericht').fill(text);
  await waitOut();
  await main.getByRole('button', {name: 'Bericht versturen'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Bedankt voor je bericht.'})).toBeAttached();

  const [stored] = (await cmsEntries<{documentId: string; message: string; createdAt: string}>('contact-messages')).filter(
    (entry) => entry.message === text,
  );
  expect(stored).toBeDefined();
  // Strapi names itself `localhost` in development; the page signed in on CMS_URL follows the same path.
  let link: URL | undefined;
  await expect(async () => {
    const [notice] = (await mailsTo(DUO_INBOX)).filter((mail) => mail.text.includes(text));
    link = new URL(notice!.links.find((href) => href.includes('/content-manager/'))!);
    expect(link.port).toBe(new URL(CMS_URL).port);
    expect(link.pathname).toBe(`/admin/content-manager/collection-types/api::contact-message.contact-message/${stored!.documentId}`);
  }).toPass({timeout: 10_000});

  await signInToAdmin(page);
  await page.getByRole('link', {name: 'Content Manager'}).first().click();
  await page.getByRole('link', {name: 'Contact message', exact: true}).click();
  // Messages come only from the site: nothing to create by hand.
  await expect(page.getByRole('heading', {name: 'Contact message'})).toBeVisible();
  await expect(page.getByRole('link', {name: /Create new entry/})).toHaveCount(0);
  await expect(page.getByRole('button', {name: /Create new entry/})).toHaveCount(0);

  const received = new Intl.DateTimeFormat('en-US', {timeZone: 'Europe/Brussels', month: 'long', day: 'numeric', year: 'numeric'});
  const firstRow = page.getByRole('row').nth(1);
  // Newest first: the message just sent heads the list, as new, with the day it came in.
  await expect(firstRow).toContainText('Mieke Claes');
  await expect(firstRow).toContainText('Dutch');
  await expect(firstRow).toContainText('New');
  await expect(firstRow).toContainText(received.format(new Date(stored!.createdAt)));

  await page.goto(`${CMS_URL}${link!.pathname}`);
  await expect(page.getByRole('textbox', {name: 'Message'})).toHaveValue(text);
  await expect(page.getByRole('textbox', {name: 'Message'})).toBeDisabled();
  await page.getByRole('combobox', {name: 'Status'}).click();
  await page.getByRole('option', {name: 'Answered'}).click();
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByText('Saved document')).toBeVisible();

  const [answered] = (await cmsEntries<{message: string; state: string}>('contact-messages')).filter((entry) => entry.message === text);
  expect(answered?.state).toBe('answered');
  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/api::contact-message.contact-message`);
  // The list loads after the panel's own start-up, slower than one expect's default on a busy machine.
  await expect(page.getByRole('row').filter({hasText: 'Mieke Claes'}).first()).toContainText('Answered', {timeout: 20_000});
});
