// When a phone on a slow connection sees each bench page, from Chromium's own throttling rather than
// Lighthouse's simulation: a fresh context per load, the cache off, 150 ms round trip, 1.6 Mbit/s
// down, the CPU 4× slower. Per page, the medians of first paint, LCP and the moment the main menu is
// hydrated (the scripts have run). Real scheduling, so it shows what request priorities change;
// Lighthouse's simulation does not model them.
// `node scripts/bench/throttled-paint.mjs [baseUrl] [page…]` against a running site; PAINT_RUNS sets N.
import {PAGES} from './pages.mjs';
import {loadEachPage} from './phone-loads.mjs';
import {medianOf, plainTable} from './results-table.mjs';

export const PAINT_RUNS = Number(process.env.PAINT_RUNS ?? 5);
const NETWORK = {offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: 750e3 / 8};

/* global window, document, MutationObserver -- these run in the page */
function recordPaints() {
  window.__paint = {lcp: null, hydrated: null};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__paint.lcp = entry.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  new MutationObserver((_, observer) => {
    if (!document.querySelector('nav[data-hydrated]')) return;
    window.__paint.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-hydrated']});
}

async function loadOnce(page, cdp, url) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await page.addInitScript(recordPaints);
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => window.__paint.hydrated !== null, null, {timeout: 60_000});
  // LCP is final at the first input; until then a later, larger element may still count.
  await page.waitForTimeout(500);
  return await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    ...window.__paint,
  }));
}

export async function benchThrottledPaint(baseUrl, pages = PAGES) {
  const results = await loadEachPage(baseUrl, pages, PAINT_RUNS, loadOnce);
  return results.map(({page, loads}) => ({
    name: page.name,
    fcpMs: medianOf(loads.map((load) => load.fcp)),
    lcpMs: medianOf(loads.map((load) => load.lcp)),
    hydratedMs: medianOf(loads.map((load) => load.hydrated)),
    lcpRuns: loads.map((load) => load.lcp),
  }));
}

export function formatThrottledPaint(rows) {
  const ms = (value) => (value === null ? '-' : value.toFixed(0));
  return plainTable(
    ['page', 'FCP ms', 'LCP ms', 'hydrated ms', 'LCP of each run'],
    rows.map((row) => [row.name, ms(row.fcpMs), ms(row.lcpMs), ms(row.hydratedMs), row.lcpRuns.map(ms).join(' ')]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://localhost:3000', ...names] = process.argv.slice(2);
  const pages = names.length ? PAGES.filter((page) => names.includes(page.name)) : PAGES;
  const rows = await benchThrottledPaint(baseUrl, pages);
  console.log(`\nThrottled Chromium, median of ${PAINT_RUNS} loads per page\n`);
  console.log(formatThrottledPaint(rows));
}
