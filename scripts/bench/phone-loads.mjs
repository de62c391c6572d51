// The phone the browser tables of the bench load their pages as, and the loop they share: one Chromium,
// a fresh context per load, each page loaded `runs` times in turn.
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../chromium.mjs';

export const CPU_SLOWDOWN = 4;
// Lighthouse's mobile screen.
const SCREEN = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

/**
 * For each page, the results of `loadOnce(page, cdp)` over `runs` loads, in a fresh context each time with
 * the CPU slowed down: `[{page, loads}]` in the order of `pages`.
 */
export async function loadEachPage(baseUrl, pages, runs, loadOnce) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  try {
    const results = [];
    for (const page of pages) {
      const loads = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(SCREEN);
        try {
          const tab = await context.newPage();
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
          loads.push(await loadOnce(tab, cdp, new URL(page.path, baseUrl).href));
        } finally {
          await context.close();
        }
      }
      results.push({page, loads});
    }
    return results;
  } finally {
    await browser.close();
  }
}
