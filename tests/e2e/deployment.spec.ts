import {expect, test} from '@playwright/test';

const HOUR = 60 * 60 * 1000;

test.describe('new deployments', () => {
  test('the build id the page was built with is served, never cached', async ({page, request}) => {
    await page.goto('/');
    const running = await page.evaluate(
      () => (window as unknown as {__reactRouterManifest: {version: string}}).__reactRouterManifest.version,
    );
    const response = await request.get('/builds/latest.json');
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({id: running});
  });

  for (const deployed of [false, true]) {
    test(`after an hour, ${deployed ? 'a new build makes the next link a page load' : 'the same build keeps links in the app'}`, async ({
      page,
    }) => {
      await page.clock.install();
      let asked = 0;
      await page.route('**/builds/latest.json', async (route) => {
        asked++;
        if (!deployed) return route.continue();
        return route.fulfill({json: {id: 'the-next-build'}});
      });
      await page.goto('/calendar');
      await expect(page.getByRole('link', {name: 'Contact', exact: true}).first()).toBeVisible();
      await page.clock.runFor(HOUR + 2000);
      await expect.poll(() => asked).toBe(1);

      await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
      await page.getByRole('navigation', {name: 'Main menu'}).getByRole('link', {name: 'Contact'}).click();
      await expect(page).toHaveURL('/contact');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Contact');
      const samePage = await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage ?? false);
      expect(samePage).toBe(!deployed);
    });
  }
});
