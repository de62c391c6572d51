import {expect, test} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {LOCALE_INFO} from '~/i18n/locales';
import {CMS_URL, adminToken} from '../fixtures/cms-admin';

const HANDLE = `stage-bourrees-${Date.now()}`;

test('a workshop published in French only has no broken language links and is in the sitemap', async ({page, request}) => {
  const token = await adminToken();
  const created = await request.post(
    `${CMS_URL}/content-manager/collection-types/api::workshop.workshop/actions/publish?locale=fr`,
    {
      headers: {Authorization: `Bearer ${token}`},
      data: {
        handle: HANDLE,
        title: 'Stage de bourrées à Namur',
        startsAt: '2027-03-06T10:00:00.000Z',
        endsAt: '2027-03-06T16:00:00.000Z',
        place: {venueName: 'La Marlagne', city: 'Namur', country: 'BE', address: 'Chemin des Marronniers 26, 5100 Wépion'},
        level: 'all_levels',
        priceText: '40 €',
        description: [{type: 'paragraph', children: [{type: 'text', text: 'Une journée de bourrées à deux et à trois temps.'}]}],
        signUpUrl: 'https://tickets.example.com/ronce-riviere/stage-namur',
      },
    },
  );
  expect(created.status()).toBe(200);

  const french = screenPath('workshop', 'fr', {handle: HANDLE});
  await page.goto(french);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Stage de bourrées à Namur');

  // The switcher offers French only: English and Dutch would have nothing to show.
  const switcher = page.getByRole('navigation', {name: 'Langue'});
  await expect(switcher.getByRole('link')).toHaveCount(1);
  await expect(switcher.getByRole('link', {name: LOCALE_INFO.fr.displayName})).toHaveAttribute('href', french);
  for (const href of await switcher.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
  );
  expect(alternates).toEqual([
    [LOCALE_INFO.fr.tag, french],
    ['x-default', french],
  ]);

  // Within the freshness window of the pages.
  await expect(async () => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${french}</loc>`);
    expect(sitemap).not.toContain(screenPath('workshop', 'en', {handle: HANDLE}));
  }).toPass({intervals: [2000], timeout: 60_000});
});
