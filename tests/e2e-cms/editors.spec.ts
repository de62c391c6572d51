import {expect, test, type Page} from '@playwright/test';
import {CMS_URL, adminToken, signInToAdmin} from '../fixtures/cms-admin';
import {mailsTo, uniqueEmail} from '../fixtures/submissions';

// A second person at the duo's admin panel, as they meet it: invited by mail, signed up through the
// link, working in French (the admin language of every new account) with the fields in words.

const PASSWORD = 'Second-Editor-2026';

test.use({timezoneId: 'Europe/Brussels', locale: 'en-US'});
test.setTimeout(150_000);

/** The registration link of the invitation mailed to `email`. */
async function invitationLink(email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Invitation à modifier le site de Ronce & Rivière');
    link = mail!.links.find((href) => href.includes('/admin/auth/register'))!;
    expect(link).toBeTruthy();
  }).toPass({timeout: 10_000});
  return link;
}

/** Completes the registration form behind an invitation link, as the invited person. */
async function signUp(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('textbox', {name: 'Password', exact: true}).fill(PASSWORD);
  await page.getByRole('textbox', {name: 'Confirm Password'}).fill(PASSWORD);
  await page.getByRole('button', {name: "Let's start"}).click();
}

/** Opens the French version of the first press article in the content manager, as listed. */
async function openFrenchPressArticle(page: Page): Promise<void> {
  await page.getByRole('link', {name: 'Gestion du contenu'}).first().click();
  await page.getByRole('link', {name: 'Article de presse', exact: true}).click();
  await page.getByRole('combobox').filter({hasText: 'English (en)'}).click();
  await page.getByRole('option', {name: 'French (fr)'}).click();
  await page.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
}

test('the duo invite an editor by mail; the editor signs up, edits in French with the fields in words, and publishes', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('edith');
  await signInToAdmin(page);
  // The duo see what they edit: no Marketplace, no schema builder on a running site, no visitor accounts.
  const menu = page.getByRole('navigation');
  for (const tool of ['Marketplace', 'Content-Type Builder']) await expect(menu.getByRole('link', {name: tool})).toHaveCount(0);
  await page.getByRole('link', {name: 'Content Manager'}).first().click();
  await expect(page.getByRole('link', {name: 'Event', exact: true})).toBeVisible();
  await expect(page.getByRole('link', {name: 'User', exact: true})).toHaveCount(0);

  await page.goto(`${CMS_URL}/admin/settings/users`);
  await page.getByRole('button', {name: 'Invite new user'}).click();
  const invite = page.getByRole('dialog');
  await invite.getByRole('textbox', {name: 'First name'}).fill('Edith');
  await invite.getByRole('textbox', {name: 'Last name'}).fill('Second');
  await invite.getByRole('textbox', {name: 'Email'}).fill(email);
  await invite.getByRole('combobox').click();
  await page.getByRole('option', {name: 'Editor'}).click();
  await page.keyboard.press('Escape');
  await invite.getByRole('button', {name: 'Invite user'}).click();
  await expect(invite.getByText(/registration/i).first()).toBeVisible();

  const editor = await browser.newPage({timezoneId: 'Europe/Brussels', locale: 'en-US'});
  await signUp(editor, await invitationLink(email));
  // A new account speaks French, without a tour standing in front of the page.
  await expect(editor.getByRole('link', {name: 'Gestion du contenu'}).first()).toBeVisible();
  await expect(editor.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(editor.getByRole('dialog')).toHaveCount(0);

  await openFrenchPressArticle(editor);
  // Labels and help texts in words, in French; none of the schema's names.
  await expect(editor.getByRole('textbox', {name: 'Lien vers l’article'})).toBeVisible();
  await expect(editor.getByText('Identique dans toutes les langues').first()).toBeVisible();
  for (const code of ['publishedOn', 'outlet', 'excerpt']) await expect(editor.getByText(code, {exact: true})).toHaveCount(0);

  const title = editor.getByRole('textbox', {name: 'Titre'});
  const changed = `${await title.inputValue()} — entretien`;
  await title.fill(changed);
  // A link without its https:// is refused in words; corrected, the change is published.
  const link = editor.getByRole('textbox', {name: 'Lien vers l’article'});
  const address = await link.inputValue();
  await link.fill(address.replace(/^https?:\/\//, ''));
  await editor.getByRole('button', {name: 'Publier'}).click();
  await expect(editor.getByText(/forme attendue : voyez l’aide sous le champ/).first()).toBeVisible();
  await link.fill(address);
  await editor.getByRole('button', {name: 'Publier'}).click();
  await expect(editor.getByText('Publié').first()).toBeVisible();

  await page.goto('/fr/medias-et-presse/presse');
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('main')).toContainText(changed, {timeout: 1000});
  }).toPass({intervals: [2000], timeout: 60_000});
  await editor.close();
});

test('an Author saves a French draft but cannot publish it; the site keeps the published text', async ({page}) => {
  // The duo invite an Author (as in the previous journey, here through the admin's own API).
  const email = uniqueEmail('arthur');
  const headers = {Authorization: `Bearer ${await adminToken()}`};
  const roles = ((await (await page.request.get(`${CMS_URL}/admin/roles`, {headers})).json()) as {data: {id: number; code: string}[]}).data;
  const author = roles.find(({code}) => code === 'strapi-author')!;
  const created = await page.request.post(`${CMS_URL}/admin/users`, {headers, data: {firstname: 'Arthur', lastname: 'Second', email, roles: [author.id]}});
  expect(created.status()).toBe(201);

  await signUp(page, await invitationLink(email));
  await expect(page.getByRole('link', {name: 'Gestion du contenu'}).first()).toBeVisible();
  await openFrenchPressArticle(page);
  const title = page.getByRole('textbox', {name: 'Titre'});
  const published = await title.inputValue();
  const draft = `${published} (brouillon d’Arthur)`;
  await title.fill(draft);
  await page.getByRole('button', {name: 'Enregistrer'}).click();
  await expect(page.getByText('Sauvegardé').first()).toBeVisible();
  await expect(page.getByRole('button', {name: 'Publier'})).toBeDisabled();

  // The draft stays in the admin panel; the site shows the published title.
  await page.reload();
  await expect(page.getByRole('textbox', {name: 'Titre'})).toHaveValue(draft);
  await page.goto('/fr/medias-et-presse/presse');
  await expect(page.getByRole('main')).toContainText(published);
  await expect(page.getByRole('main')).not.toContainText(draft);
});
