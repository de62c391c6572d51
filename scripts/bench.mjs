// `npm run bench`: Lighthouse (mobile defaults) on the production site, the
// median of three runs per page, against scripts/bench/budget.mjs; then the
// emulator's own benchmark. Missing the budget fails only with BENCH_ENFORCE=1.
// `--compare <origin|skeleton>` measures our site beside another instead (docs/performance.md).
import {mkdir, writeFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {BUDGET, budgetMisses} from './bench/budget.mjs';
import {parseCompareOptions} from './bench/compare.mjs';
import {runEmulatorBench} from './bench/emulator-bench.mjs';
import {auditPage, pickMedianRun, summarize} from './bench/lighthouse-audit.mjs';
import {PAGES} from './bench/pages.mjs';
import {MISS_LEGEND, formatTable} from './bench/results-table.mjs';
import {scriptGzipKB} from './bench/script-gzip-bytes.mjs';
import {CPU_SLOWDOWN} from './bench/phone-loads.mjs';
import {startReferencePage} from './bench/reference-page.mjs';
import {startSite} from './bench/site-process.mjs';
import {SCRIPT_RUNS, benchScriptWork, formatScriptWork} from './bench/script-work.mjs';
import {PAINT_RUNS, benchThrottledPaint, formatThrottledPaint} from './bench/throttled-paint.mjs';
import {benchThroughput, formatThroughput} from './bench/throughput.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = resolve(ROOT, 'bench-results');
const RUNS_PER_PAGE = 3;
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

// Exit hooks in the modules stop whatever process groups are still running.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));
process.once('SIGHUP', () => process.exit(129));

if (process.argv.includes('--soak')) {
  const {runSoak} = await import('./bench/soak.mjs');
  process.exit(await runSoak());
}

// Side by side with a second site (scripts/bench/compare-run.mjs), instead of the budgets.
const compare = parseCompareOptions(process.argv.slice(2), process.env);
if (compare) {
  await mkdir(OUT_DIR, {recursive: true});
  const {runCompare} = await import('./bench/compare-run.mjs');
  try {
    const ourBaseUrl = process.env.BENCH_BASE_URL ? loopbackOrigin(process.env.BENCH_BASE_URL) : null;
    process.exit(await runCompare(compare, {outDir: OUT_DIR, ourBaseUrl}));
  } catch (error) {
    console.error(`\nComparison failed: ${error.message}`);
    process.exit(1);
  }
}

await mkdir(OUT_DIR, {recursive: true});
let exitCode = 0;
try {
  exitCode = await benchLighthouse();
} catch (error) {
  console.error(`\nLighthouse benchmark failed: ${error.message}`);
  exitCode = 1;
}
const emulatorExit = await runEmulatorBench();
process.exitCode = exitCode || emulatorExit || 0;

async function benchLighthouse() {
  let site = null;
  const pages = [];
  let throughput = null;
  let paint = null;
  let scriptWork = null;
  let reference = null;
  try {
    let baseUrl = process.env.BENCH_BASE_URL;
    if (baseUrl) {
      baseUrl = loopbackOrigin(baseUrl);
    } else {
      console.error('Building and starting the production site (log: bench-results/site.log)…');
      site = await startSite({logFile: resolve(OUT_DIR, 'site.log')});
      baseUrl = site.baseUrl;
    }
    // First, what this machine allows at all (scripts/bench/reference-page.mjs).
    const referencePage = await startReferencePage();
    try {
      const runs = await auditRuns('reference', referencePage.url);
      const medianRun = pickMedianRun(runs);
      // A row of the table like the pages', outside the budget.
      reference = {
        name: 'reference',
        path: '(static, no scripts)',
        runs,
        median: medianRun?.summary ?? null,
        misses: [],
        html: await htmlSize(referencePage.url),
      };
    } finally {
      await referencePage.close();
    }
    for (const {name, path, noindex = false} of PAGES) {
      const url = new URL(path, baseUrl).href;
      const runs = await auditRuns(name, url);
      pages.push({name, path, noindex, url, runs, medianRun: pickMedianRun(runs), html: await htmlSize(url)});
    }
    // Lighthouse simulates the network; this loads each page in Chromium's own throttling, where request
    // priorities play. BENCH_PAINT=0 skips it.
    if (process.env.BENCH_PAINT !== '0') {
      console.error('Loading the pages in throttled Chromium…');
      paint = await benchThrottledPaint(baseUrl);
    }
    // Where the scripts' main-thread time goes until the page is interactive, and after; BENCH_SCRIPT_WORK=0 skips it.
    if (process.env.BENCH_SCRIPT_WORK !== '0') {
      console.error('Timing the scripts in Chromium…');
      scriptWork = await benchScriptWork(baseUrl);
    }
    // After Lighthouse, so that its runs are not slowed by the load; BENCH_THROUGHPUT=0 skips it.
    if (process.env.BENCH_THROUGHPUT !== '0') {
      console.error('Measuring throughput (autocannon)…');
      throughput = await benchThroughput(baseUrl);
    }
  } finally {
    if (site) await site.stop();
  }

  const results = pages.map((page) => {
    const median = page.medianRun?.summary ?? null;
    const misses = median
      ? budgetMisses({name: page.name, noindex: page.noindex, ...median})
      : [{cell: null, text: `${page.name}: no successful run`}];
    return {...page, median, misses};
  });
  const misses = results.flatMap((page) => page.misses);

  console.log(
    `\nLighthouse, mobile defaults, median of ${RUNS_PER_PAGE} runs by performance score (${MISS_LEGEND})\n`,
  );
  console.log(formatTable(reference ? [...results, reference] : results));
  console.log(
    'reference: a static page with no scripts, served here, outside the budget: the most this machine gives any page',
  );
  for (const page of results) {
    for (const [i, run] of page.runs.entries()) {
      const problem = run.error ?? run.summary.runtimeError;
      if (problem) console.log(`${page.name} run ${i + 1}: ${problem}`);
    }
  }
  console.log(
    misses.length
      ? `budget: missed (${misses.map((miss) => miss.text).join('; ')})`
      : 'budget: met',
  );

  if (paint) {
    console.log(`\nThrottled Chromium (150 ms round trip, 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}x slower), median of ${PAINT_RUNS} loads\n`);
    console.log(formatThrottledPaint(paint));
  }

  if (scriptWork) {
    console.log(`\nScript work in Chromium (CPU ${CPU_SLOWDOWN}x slower, network not throttled), median of ${SCRIPT_RUNS} loads\n`);
    console.log(formatScriptWork(scriptWork));
  }

  if (throughput) {
    console.log('\nSSR throughput, warm cache, 50 connections; "of static" compares with a built script\n');
    console.log(formatThroughput(throughput));
  }

  await writeResults(results, misses, throughput, paint, scriptWork, reference);
  if (results.some((page) => !page.median)) return 1;
  return misses.length && process.env.BENCH_ENFORCE === '1' ? 1 : 0;
}

async function writeResults(results, misses, throughput, paint, scriptWork, reference) {
  for (const page of results) {
    if (!page.medianRun) continue;
    await writeFile(resolve(OUT_DIR, `lighthouse-${page.name}.html`), page.medianRun.html);
  }
  const json = {
    date: new Date().toISOString(),
    lighthouseVersion:
      results.find((page) => page.medianRun)?.medianRun.lhr.lighthouseVersion ?? null,
    runsPerPage: RUNS_PER_PAGE,
    budget: BUDGET,
    budgetMet: misses.length === 0,
    misses: misses.map((miss) => miss.text),
    throughput,
    throttledPaint: paint,
    scriptWork,
    reference: reference && {
      median: reference.median,
      html: reference.html,
      runs: reference.runs.map((run) => run.summary ?? {error: run.error}),
    },
    pages: results.map((page) => ({
      name: page.name,
      path: page.path,
      url: page.url,
      median: page.median,
      html: page.html,
      runs: page.runs.map((run) => run.summary ?? {error: run.error}),
      lhr: page.medianRun?.lhr ?? null,
    })),
  };
  await writeFile(resolve(OUT_DIR, 'lighthouse.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(
    `\nFull results: bench-results/lighthouse.json; reports of the median runs: bench-results/lighthouse-<page>.html`,
  );
}

/** Lighthouse's runs of one page, each a summary with its report, or the error that stopped it. */
async function auditRuns(name, url) {
  const runs = [];
  for (let i = 1; i <= RUNS_PER_PAGE; i++) {
    const started = Date.now();
    try {
      const {lhr, html} = await auditPage(url);
      runs.push({summary: {...summarize(lhr), scriptGzipKB: await scriptGzipKB(lhr)}, lhr, html});
    } catch (error) {
      runs.push({error: error.message});
    }
    const run = runs.at(-1);
    const outcome = run.error ?? run.summary.runtimeError ?? `performance ${run.summary.scores.performance}`;
    console.error(`${name} run ${i}/${RUNS_PER_PAGE}: ${outcome} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  return runs;
}

/** The page's HTML as a visitor's browser receives it, raw and gzip-encoded, in KiB. */
async function htmlSize(url) {
  const response = await fetch(url, {signal: AbortSignal.timeout(30_000)});
  const bytes = Buffer.from(await response.arrayBuffer());
  return {kb: bytes.length / 1024, gzipKB: gzipSync(bytes).length / 1024};
}

function loopbackOrigin(value) {
  const url = new URL(value);
  if (!LOOPBACK.test(url.hostname)) {
    throw new Error(
      `BENCH_BASE_URL must be a loopback address (localhost, 127.x.x.x, [::1]), not ${url.hostname}.`,
    );
  }
  return url.origin;
}
