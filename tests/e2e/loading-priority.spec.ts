import {expect, test} from '@playwright/test';
import {LOCALES} from '~/i18n/locales';
import {SCREEN_IDS} from '~/i18n/route-table';
import {filledPath} from '../fixtures/answer-checks';
import {MESSAGES} from '../fixtures/messages';

/**
 * A page arrives rendered: its scripts make it interactive, they do not paint it. On a slow
 * connection they must not take the bandwidth from the images of the first screen, so every module
 * the document preloads is fetched at low priority, on every page, error pages included.
 */

test.describe('every document preloads its scripts at low priority', () => {
  for (const locale of LOCALES) {
    test(`each screen of the route table in ${locale}`, async ({request}) => {
      for (const screen of SCREEN_IDS) {
        const path = filledPath(screen, locale);
        const response = await request.get(path, {maxRedirects: 0});
        if (response.status() >= 300 && response.status() < 400) continue;
        const html = await response.text();
        const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
        expect(preloads.length, `${path} preloads its scripts`).toBeGreaterThan(0);
        for (const preload of preloads) expect(preload, path).toContain('fetchpriority="low"');
      }
    });
  }
});

test('the browser fetches the scripts at low priority and the first screen’s image at high', async ({page}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({request}) => priorities.set(request.url, request.initialPriority));
  await page.goto('/');
  // The scripts still run: the menu is hydrated.
  await expect(page.getByRole('navigation', {name: MESSAGES.en.nav.main, exact: true})).toHaveAttribute('data-hydrated', 'true');
  const scripts = [...priorities].filter(([url]) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname));
  expect(scripts.length).toBeGreaterThan(3);
  for (const [url, priority] of scripts) expect(priority, url).toBe('Low');
  const hero = await page.locator('img[fetchpriority="high"]').first().evaluate((img) => (img as HTMLImageElement).currentSrc);
  expect(priorities.get(hero)).toBe('High');
});
