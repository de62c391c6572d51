import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {BASE_URL} from '../../playwright.config';
import {readEnvFile, siteEnvFile} from '../../scripts/site-env.mjs';
import {signInToAdmin} from '../fixtures/cms-admin';
import {cmsEntries, mailsTo, uniqueEmail} from '../fixtures/submissions';

const env = readEnvFile(siteEnvFile()) as Record<string, string>;
const SUBSCRIPTIONS = 'api::newsletter-subscription.newsletter-subscription';

test.use({timezoneId: 'Europe/Brussels', locale: 'en-US'});

/** Signs up through the CMS as the site does; `confirm` clicks the link of the confirmation mail. */
async function signUp(email: string, language: string, confirm: boolean) {
  const call = (path: string, data: Record<string, unknown>) =>
    fetch(`${env.CMS_URL}/api/${path}`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${env.CMS_API_TOKEN}`, 'Content-Type': 'application/json'},
      body: JSON.stringify({data}),
    });
  const pages = {confirmUrl: `${BASE_URL}/newsletter/confirm`, unsubscribeUrl: `${BASE_URL}/newsletter/unsubscribe`};
  expect((await call('newsletter-subscriptions', {email, consent: true, language, ...pages})).status).toBe(202);
  if (!confirm) return;
  let token: string | null = null;
  await expect(async () => {
    const [mail] = await mailsTo(email);
    token = new URL(mail!.links.find((link) => link.includes('/newsletter/confirm'))!).searchParams.get('token');
    expect(token).toBeTruthy();
  }).toPass({timeout: 10_000});
  expect((await call('newsletter-subscriptions/confirm', {token})).status).toBe(200);
}

test('the duo edit a confirmed subscriber without a hidden field in the way, and export exactly the confirmed ones as CSV', async ({
  page,
}) => {
  const fan = {confirmed: uniqueEmail('fan-ok'), other: uniqueEmail('fan-ok-too'), pending: uniqueEmail('fan-pending')};
  await signUp(fan.confirmed, 'fr', true);
  await signUp(fan.other, 'nl', true);
  await signUp(fan.pending, 'en', false);

  await signInToAdmin(page);
  await page.goto(`${env.CMS_URL}/admin/content-manager/collection-types/${SUBSCRIPTIONS}`);
  const row = page.getByRole('row').filter({hasText: fan.confirmed});
  // Status and language in words, not the stored codes.
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('French');
  await expect(page.getByRole('gridcell', {name: 'Confirmed at', exact: true})).toBeVisible();

  await row.getByRole('gridcell', {name: fan.confirmed, exact: true}).click();
  await expect(page.getByRole('combobox', {name: 'Status'})).toHaveText(/Confirmed/);
  await expect(page.getByText('confirmTokenHash')).toHaveCount(0);
  await expect(page.getByText('unsubscribeTokenHash')).toHaveCount(0);
  await page.getByRole('combobox', {name: 'Language'}).click();
  await page.getByRole('option', {name: 'Dutch'}).click();
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByText('Saved document')).toBeVisible();
  const [edited] = (await cmsEntries<{email: string; language: string; state: string}>('newsletter-subscriptions')).filter(
    (entry) => entry.email === fan.confirmed,
  );
  expect(edited).toMatchObject({language: 'nl', state: 'confirmed'});

  await page.goto(`${env.CMS_URL}/admin/content-manager/collection-types/${SUBSCRIPTIONS}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', {name: 'Export confirmed subscribers (CSV)'}).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  expect(header).toBe('email,language,confirmed_at');

  const confirmed = (await cmsEntries<{email: string; language: string; state: string; confirmedAt: string}>('newsletter-subscriptions'))
    .filter((entry) => entry.state === 'confirmed')
    .map(({email, language, confirmedAt}) => `${email},${language},${new Date(confirmedAt).toISOString()}`);
  expect(lines.sort()).toEqual(confirmed.sort());
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${fan.other.replace(/[.]/g, '\\.')},nl,`)));
  expect(csv).not.toContain(fan.pending);
});
