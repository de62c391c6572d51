import {expect, test, type Locator, type Page} from '@playwright/test';
import {screenPath} from '~/i18n/links';
import {contentList} from '../fixtures/content';
import {MESSAGES} from '../fixtures/messages';

const L = MESSAGES.en.lightbox;
// The page lists photos newest first, undated last, as the loader sorts them.
const PHOTOS = [...contentList('photos', 'en')].sort((a, b) => (b.takenOn ?? '').localeCompare(a.takenOn ?? ''));
const BROKEN = PHOTOS.find((photo) => !photo.takenOn && /missing/i.test(photo.image.url))!;

/** The image's rotation in degrees, read from its computed transform matrix. */
const rotationOf = (image: Locator) =>
  image.evaluate((element) => {
    const transform = getComputedStyle(element).transform;
    if (transform === 'none') return 0;
    const [a, b] = transform.slice(7, -1).split(',').map(Number);
    return Math.round((Math.atan2(b, a) * 180) / Math.PI);
  });

const lightbox = (page: Page) => page.getByRole('dialog', {name: L.label});
const status = (page: Page) => lightbox(page).getByRole('status').filter({hasText: 'Zoom'});

async function openFirst(page: Page) {
  await page.goto(screenPath('photos', 'en'));
  await page.getByRole('button', {name: PHOTOS[0].alt}).click();
  await expect(lightbox(page)).toBeVisible();
  await expect(lightbox(page).getByRole('img', {name: PHOTOS[0].alt})).toBeVisible();
}

test.describe('photo lightbox', () => {
  test('opens from the grid, moves with the arrow keys and closes with Escape', async ({page}) => {
    await openFirst(page);
    const previous = lightbox(page).getByRole('button', {name: L.previous});
    const next = lightbox(page).getByRole('button', {name: L.next});
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await page.keyboard.press('ArrowRight');
    await expect(lightbox(page).getByRole('img', {name: PHOTOS[1].alt})).toBeVisible();
    await expect(previous).toBeEnabled();
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox(page).getByRole('img', {name: PHOTOS[0].alt})).toBeVisible();
    await expect(previous).toBeDisabled();

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toBeHidden();
    await expect(page.getByRole('button', {name: PHOTOS[0].alt})).toBeFocused();
  });

  test('zooms in and out by steps, rotates and resets', async ({page}) => {
    await openFirst(page);
    await expect(status(page)).toHaveText('Zoom 100 %');
    await lightbox(page).getByRole('button', {name: L.zoomIn}).click();
    await expect(status(page)).toHaveText('Zoom 112 %');
    await lightbox(page).getByRole('button', {name: L.zoomIn}).click();
    await expect(status(page)).toHaveText('Zoom 124 %');
    await lightbox(page).getByRole('button', {name: L.zoomOut}).click();
    await expect(status(page)).toHaveText('Zoom 112 %');

    const image = lightbox(page).getByRole('img', {name: PHOTOS[0].alt});
    await lightbox(page).getByRole('button', {name: L.rotate}).click();
    await expect(status(page)).toHaveText('Zoom 112 % · rotated 90°');
    await expect.poll(() => rotationOf(image)).toBe(90);

    await lightbox(page).getByRole('button', {name: L.reset}).click();
    await expect(status(page)).toHaveText('Zoom 100 %');
    await expect.poll(() => rotationOf(image)).toBe(0);

    await page.keyboard.press('+');
    await expect(status(page)).toHaveText('Zoom 112 %');
    await page.keyboard.press('0');
    await expect(status(page)).toHaveText('Zoom 100 %');
  });

  test('double click toggles fit and natural size; the wheel zooms; a 50 px swipe moves', async ({page}) => {
    await openFirst(page);
    const image = lightbox(page).getByRole('img', {name: PHOTOS[0].alt});
    const percent = async () => Number(/(\d+) %/.exec((await status(page).textContent()) ?? '')?.[1]);

    await image.dblclick();
    await expect.poll(percent).toBeGreaterThan(100);
    await image.dblclick();
    await expect(status(page)).toHaveText('Zoom 100 %');

    await image.hover();
    await page.mouse.wheel(0, -100);
    await expect(status(page)).toHaveText('Zoom 112 %');
    await page.keyboard.press('0');
    await expect(status(page)).toHaveText('Zoom 100 %');

    const box = (await image.boundingBox())!;
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - distance, box.y + box.height / 2, {steps: 5});
      await page.mouse.up();
    };
    await swipe(40);
    await expect(lightbox(page).getByRole('img', {name: PHOTOS[0].alt})).toBeVisible();
    await swipe(60);
    await expect(lightbox(page).getByRole('img', {name: PHOTOS[1].alt})).toBeVisible();
  });

  test('shows an error for a photo that cannot be loaded', async ({page}) => {
    await page.goto(screenPath('photos', 'en'));
    await page.getByRole('button', {name: BROKEN.alt}).click();
    await expect(lightbox(page).getByRole('alert')).toHaveText(L.error);
    await expect(lightbox(page).getByRole('button', {name: L.next})).toBeDisabled();
  });

  test('loads its code only on the photos page, when first opened', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const lightboxCode = async () => {
      const bodies = await Promise.all(
        scripts.map(async (url) => ({url, body: await (await page.request.get(url)).text()})),
      );
      return bodies.filter(({body}) => body.includes('yarl__')).map(({url}) => url);
    };

    await page.goto(screenPath('home', 'en'));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await lightboxCode()).toEqual([]);

    scripts.length = 0;
    await page.goto(screenPath('photos', 'en'));
    await expect(page.getByRole('button', {name: PHOTOS[0].alt})).toBeVisible();
    expect(await lightboxCode()).toEqual([]);

    await page.getByRole('button', {name: PHOTOS[0].alt}).click();
    await expect(lightbox(page)).toBeVisible();
    expect(await lightboxCode()).toHaveLength(1);
  });
});
