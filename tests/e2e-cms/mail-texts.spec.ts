import {expect, test} from '@playwright/test';
import {CMS_URL, adminToken, signInToAdmin} from '../fixtures/cms-admin';
import {mailsTo, openForm, uniqueEmail} from '../fixtures/submissions';

// The duo change the French confirmation mail in the admin panel (in French, as they work), and the
// next French visitor who signs up gets that text.

const FR = {
  email: 'Adresse e-mail',
  consent: 'J’accepte de recevoir la lettre d’information par e-mail. Je peux me désinscrire à tout moment.',
  submit: 'S’inscrire',
};
const MAIL_TEXTS = 'api::mail-text.mail-text';

test.use({locale: 'en-US'});

test('the French confirmation subject the duo save in the admin is the one a French visitor receives', async ({page, request}) => {
  const subject = `Plus qu’un clic pour la lettre de Ronce & Rivière (${Date.now()})`;
  const headers = {Authorization: `Bearer ${await adminToken()}`};
  const saved = await request.get(`${CMS_URL}/content-manager/single-types/${MAIL_TEXTS}?locale=fr`, {headers});
  const before = ((await saved.json()) as {data: {confirmSubject: string}}).data.confirmSubject;

  try {
    await signInToAdmin(page, {language: 'fr'});
    await page.getByRole('link', {name: 'Gestion du contenu'}).first().click();
    await page.getByRole('link', {name: 'Textes des e-mails', exact: true}).click();
    await page.getByRole('combobox').filter({hasText: 'English (en)'}).click();
    await page.getByRole('option', {name: 'French (fr)'}).click();
    const field = page.getByRole('textbox', {name: 'Confirmation de l’inscription : objet'});
    await expect(field).toHaveValue(before);
    await field.fill(subject);
    await page.getByRole('button', {name: 'Enregistrer'}).click();
    await expect(page.getByText('Sauvegardé').first()).toBeVisible();

    const email = uniqueEmail('fan-fr');
    const visitor = await page.context().newPage();
    const waitOut = await openForm(visitor, '/fr/calendrier');
    const footer = visitor.getByRole('contentinfo');
    await footer.getByLabel(FR.email).fill(email);
    await footer.getByLabel(FR.consent).check();
    await waitOut();
    await footer.getByRole('button', {name: FR.submit}).click();
    await expect(async () => {
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe(subject);
    }).toPass({timeout: 10_000});
  } finally {
    const restored = await request.put(`${CMS_URL}/content-manager/single-types/${MAIL_TEXTS}?locale=fr`, {
      headers,
      data: {confirmSubject: before},
    });
    expect(restored.status()).toBe(200);
  }
});
