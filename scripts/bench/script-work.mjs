// What the scripts cost a phone's main thread on each bench page, in JavaScript time (Chromium's own
// ScriptDuration), the CPU 4× slower, the network not throttled, a fresh context per load:
// - until the page is hydrated (the main menu carries `data-hydrated`): the modules run, React hydrates;
// - the first `Intl.NumberFormat` the page builds: the first in a page sets up the browser's number
//   formatting, which Hydrogen's `Money` needs on every page with prices;
// - when React Router's answer about the page's links (its route discovery) arrives after hydration: the
//   router changes its state and the page renders again although nothing on it changes. The answer is
//   held until the page is hydrated, so the two are measured apart;
// - blocking time: what every long task (over 50 ms) from the first paint until the answer has rendered
//   holds the main thread beyond 50 ms, and the longest of those tasks. Lighthouse's blocking time is simulated from
//   one load; this is the browser's own tasks, over several loads.
// Medians of SCRIPT_RUNS loads (5 by default). Timings on a shared machine move: compare builds in
// alternating rounds. `node scripts/bench/script-work.mjs [baseUrl] [page…]` against a running site.
import {PAGES} from './pages.mjs';
import {CPU_SLOWDOWN, loadEachPage} from './phone-loads.mjs';
import {medianOf, plainTable} from './results-table.mjs';

export const SCRIPT_RUNS = Number(process.env.SCRIPT_RUNS ?? 5);
const DISCOVERY = '**/__manifest?**';

/* global window, requestAnimationFrame -- these run in the page */
function timeFirstNumberFormat() {
  window.__firstNumberFormatMs = null;
  const Original = Intl.NumberFormat;
  const Timed = function (...args) {
    if (window.__firstNumberFormatMs !== null) return new Original(...args);
    const start = performance.now();
    const format = new Original(...args);
    window.__firstNumberFormatMs = performance.now() - start;
    return format;
  };
  Object.assign(Timed, {prototype: Original.prototype, supportedLocalesOf: Original.supportedLocalesOf});
  Intl.NumberFormat = Timed;
}

const LONG_TASK_MS = 50;

function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({start: entry.startTime, duration: entry.duration});
    }
  }).observe({type: 'longtask', buffered: true});
}

/**
 * Total blocking time after the first paint, and the longest of the tasks that end after it (its whole
 * length), in ms.
 */
export function blockingTime(tasks, firstPaintMs) {
  let blocking = 0;
  let longest = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= firstPaintMs) continue;
    longest = Math.max(longest, task.duration);
    // A task the first paint falls in blocks only for its part after the paint.
    const duration = end - Math.max(task.start, firstPaintMs);
    blocking += Math.max(0, duration - LONG_TASK_MS);
  }
  return {blocking, longest};
}

function watchRouter() {
  window.__routerChanged = new Promise((resolve) => {
    const stop = window.__reactRouterDataRouter.subscribe(() => {
      stop();
      resolve();
    });
  });
}

const afterTwoFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));

async function loadOnce(page, cdp, url) {
  await cdp.send('Performance.enable');
  const scriptMs = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration').value * 1000;
  await page.addInitScript(timeFirstNumberFormat);
  await page.addInitScript(recordLongTasks);
  let release = () => {};
  const held = new Promise((resolve) => (release = resolve));
  await page.route(DISCOVERY, async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse(DISCOVERY, {timeout: 60_000}).catch(() => null);
  await page.goto(url);
  await page.waitForSelector('nav[data-hydrated]', {timeout: 60_000});
  const toHydrated = await scriptMs();
  const firstNumberFormat = await page.evaluate(() => window.__firstNumberFormatMs);
  // What is left of hydration (effects, a second render for hydration-only state) settles first.
  await page.evaluate(afterTwoFrames);
  await page.evaluate(watchRouter);
  const beforeAnswer = await scriptMs();
  release();
  const answer = await answered;
  if (answer?.ok()) await page.evaluate(() => window.__routerChanged);
  await page.evaluate(afterTwoFrames);
  const afterDiscovery = answer?.ok() ? (await scriptMs()) - beforeAnswer : null;
  const {tasks, firstPaint} = await page.evaluate(() => ({
    tasks: window.__longTasks,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  const blocking = firstPaint === null ? {} : blockingTime(tasks, firstPaint);
  return {toHydrated, firstNumberFormat, afterDiscovery, ...blocking};
}

export async function benchScriptWork(baseUrl, pages = PAGES) {
  const results = await loadEachPage(baseUrl, pages, SCRIPT_RUNS, loadOnce);
  return results.map(({page, loads}) => ({
    name: page.name,
    toHydratedMs: medianOf(loads.map((load) => load.toHydrated)),
    firstNumberFormatMs: medianOf(loads.map((load) => load.firstNumberFormat)),
    afterDiscoveryMs: medianOf(loads.map((load) => load.afterDiscovery)),
    afterDiscoveryRuns: loads.map((load) => load.afterDiscovery),
    blockingMs: medianOf(loads.map((load) => load.blocking ?? null)),
    longestTaskMs: medianOf(loads.map((load) => load.longest ?? null)),
    blockingRuns: loads.map((load) => load.blocking ?? null),
  }));
}

export function formatScriptWork(rows) {
  const ms = (value) => (value === null ? '-' : value.toFixed(0));
  return plainTable(
    [
      'page',
      'JS to hydrated ms',
      'first number format ms',
      'JS after discovery ms',
      'after discovery, each run',
      'blocking ms',
      'longest task ms',
      'blocking, each run',
    ],
    rows.map((row) => [
      row.name,
      ms(row.toHydratedMs),
      ms(row.firstNumberFormatMs),
      ms(row.afterDiscoveryMs),
      row.afterDiscoveryRuns.map(ms).join(' '),
      ms(row.blockingMs),
      ms(row.longestTaskMs),
      row.blockingRuns.map(ms).join(' '),
    ]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://localhost:3000', ...names] = process.argv.slice(2);
  const pages = names.length ? PAGES.filter((page) => names.includes(page.name)) : PAGES;
  const rows = await benchScriptWork(baseUrl, pages);
  console.log(`\nScript work in Chromium, CPU ${CPU_SLOWDOWN}× slower, median of ${SCRIPT_RUNS} loads per page\n`);
  console.log(formatScriptWork(rows));
}
