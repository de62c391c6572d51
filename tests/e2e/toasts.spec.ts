import {expect, test, type Page} from '@playwright/test';
import {OUTAGE_URL} from '../../playwright.config';
import {uniqueEmail} from '../fixtures/submissions';

const THANKS = 'Thank you! We have sent you an email: follow its link to confirm your subscription.';
const FAILED = 'Something went wrong while subscribing. Please try again later.';

/** A real toast: the footer's newsletter sign-up answers with one. */
async function signUp(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(uniqueEmail('toast'));
  await footer.getByLabel(/I agree to receive the newsletter/).check();
  await footer.getByRole('button', {name: 'Subscribe'}).click();
}

test.describe('toasts', () => {
  test('last 3 seconds, pause while hovered, and go on a click', async ({page}) => {
    await page.clock.install();
    await page.goto('/calendar');
    await signUp(page);
    const toast = page.getByRole('button', {name: new RegExp(THANKS)});
    await expect(toast).toBeVisible();

    await toast.hover();
    await page.clock.runFor(6000);
    await expect(toast).toBeVisible();

    await page.mouse.move(0, 0);
    await page.clock.runFor(3200);
    await expect(toast).toBeHidden();

    await signUp(page);
    await expect(toast).toBeVisible();
    await toast.click();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
  });

  test('stack when several arrive, and are announced politely at the bottom right', async ({page}) => {
    // Time stands still: the first toast waits for the second.
    await page.clock.install();
    await page.goto('/calendar');
    const toasts = page.getByRole('button', {name: new RegExp(THANKS)});
    await signUp(page);
    await expect(toasts).toHaveCount(1);
    await signUp(page);
    await expect(toasts).toHaveCount(2);
    await expect(page.getByRole('status').filter({hasText: THANKS})).toBeAttached();

    const viewport = page.viewportSize()!;
    const box = (await toasts.first().boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.75);
    expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
  });

  test('announce an error assertively', async ({page}) => {
    await page.goto(`${OUTAGE_URL}/calendar`);
    await signUp(page);
    await expect(page.getByRole('alert').filter({hasText: FAILED})).toBeAttached();
    await expect(page.getByRole('button', {name: new RegExp(FAILED)})).toBeVisible();
  });
});
