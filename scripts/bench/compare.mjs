// The pure parts of `npm run bench -- --compare <origin>`: which pages are compared and at which path on
// each site, the order of the runs, and the side-by-side table with ratios (ours/theirs).
import {readFileSync} from 'node:fs';
import {medianOf, plainTable} from './results-table.mjs';

export const DEFAULT_RUNS = 3;

/**
 * Each page on our site and its counterpart on the other; the defaults fit Hydrogen's skeleton routes
 * (same catalogue from the emulator). `theirs: null` when the other site has no such page.
 */
export const COMPARE_PAGES = [
  {name: 'home', ours: '/', theirs: '/'},
  {name: 'product', ours: '/shop/products/tunebook-dances-from-the-borderlands', theirs: '/products/tunebook-dances-from-the-borderlands'},
  {name: 'collection', ours: '/shop/collections/all', theirs: '/collections/all'},
  {name: 'cart', ours: '/cart', theirs: '/cart'},
  {name: 'calendar', ours: '/calendar', theirs: null},
];

/**
 * The pages with the other site's paths replaced by `mapping` ({page name: path or null}); a name not
 * among the pages is a mistake, not a new page, since ours would have no path for it.
 */
export function mapPaths(mapping = {}, pages = COMPARE_PAGES) {
  const names = new Set(pages.map((page) => page.name));
  for (const [name, path] of Object.entries(mapping)) {
    if (!names.has(name)) throw new Error(`No page "${name}" to compare; the pages are ${[...names].join(', ')}.`);
    if (path !== null && (typeof path !== 'string' || !path.startsWith('/'))) {
      throw new Error(`The path for "${name}" must start with / (or be null for no counterpart), not ${JSON.stringify(path)}.`);
    }
  }
  return pages.map((page) => (Object.hasOwn(mapping, page.name) ? {...page, theirs: mapping[page.name]} : page));
}

/**
 * `--compare <origin|skeleton>`, `--compare-paths <file.json>`, `--runs <n>` (or BENCH_COMPARE_URL,
 * BENCH_COMPARE_PATHS, BENCH_RUNS); null when no comparison is asked for.
 */
export function parseCompareOptions(argv, env = {}, readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))) {
  const option = (flag) => {
    const i = argv.indexOf(flag);
    if (i === -1) return undefined;
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value.`);
    return value;
  };
  const target = option('--compare') ?? env.BENCH_COMPARE_URL;
  if (!target) return null;
  const runsText = option('--runs') ?? env.BENCH_RUNS ?? String(DEFAULT_RUNS);
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, not ${runsText}.`);
  const pathsFile = option('--compare-paths') ?? env.BENCH_COMPARE_PATHS;
  return {
    theirs: target === 'skeleton' ? 'skeleton' : new URL(target).origin,
    runs,
    pages: mapPaths(pathsFile ? readJson(pathsFile) : {}),
  };
}

/**
 * Every run in the order it is made: for each page, ours then theirs, again and again, so that the
 * machine's load, which drifts over minutes, weighs on both alike. A page with no counterpart runs alone.
 */
export function alternationOrder(pages, runs) {
  const order = [];
  for (const page of pages) {
    for (let run = 1; run <= runs; run++) {
      order.push({page: page.name, site: 'ours', path: page.ours, run});
      if (page.theirs) order.push({page: page.name, site: 'theirs', path: page.theirs, run});
    }
  }
  return order;
}

/** ours/theirs; null when either is unknown or theirs is zero. */
export function ratio(ours, theirs) {
  return ours == null || theirs == null || theirs === 0 ? null : ours / theirs;
}

/** What one Lighthouse run of either site measured, all from its network and timings. */
export function lighthouseMeasures(lhr, pageUrl) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const document = requests.find((request) => request.resourceType === 'Document' && sameDocument(request.url, pageUrl))
    ?? requests.find((request) => request.resourceType === 'Document');
  const score = lhr.categories.performance?.score;
  return {
    performance: lhr.runtimeError || score == null ? null : Math.round(score * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    // As transferred: gzip (or whatever the server chose) with headers, which is what a visitor pays.
    jsKB: scripts.reduce((total, request) => total + (request.transferSize ?? 0), 0) / 1024,
    jsRequests: scripts.length,
    htmlKB: document ? (document.transferSize ?? 0) / 1024 : null,
    htmlRawKB: document ? (document.resourceSize ?? 0) / 1024 : null,
  };
}

function sameDocument(a, b) {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    return x.origin === y.origin && x.pathname === y.pathname;
  } catch {
    return false;
  }
}

/** The median of each measure over a site's runs of a page. */
export function medianMeasures(runs) {
  const keys = ['performance', 'lcpMs', 'fcpMs', 'tbtMs', 'jsKB', 'jsRequests', 'htmlKB', 'htmlRawKB'];
  return Object.fromEntries(keys.map((key) => [key, medianOf(runs.map((run) => run?.[key] ?? null))]));
}

export const LIGHTHOUSE_ROWS = [
  {title: 'perf score', key: 'performance', digits: 0},
  {title: 'LCP ms', key: 'lcpMs', digits: 0},
  {title: 'FCP ms', key: 'fcpMs', digits: 0},
  {title: 'TBT ms', key: 'tbtMs', digits: 0},
  {title: 'JS KB transferred', key: 'jsKB', digits: 1},
  {title: 'HTML KB transferred', key: 'htmlKB', digits: 1},
];

export const THROUGHPUT_ROWS = [
  {title: 'SSR req/s', key: 'requestsPerSecond', digits: 0},
  {title: 'SSR p99 ms', key: 'p99Ms', digits: 0},
];

/**
 * One line per page and measure: ours, theirs, ours/theirs. `pages` are
 * {name, ours: {measure: value}, theirs: {measure: value} | null}.
 */
export function formatComparison(pages, rows = [...LIGHTHOUSE_ROWS, ...THROUGHPUT_ROWS]) {
  return plainTable(COMPARISON_HEADER, comparisonLines(pages, rows));
}

const COMPARISON_HEADER = ['page / measure', 'ours', 'theirs', 'ours/theirs'];

function comparisonLines(pages, rows) {
  const lines = [];
  for (const page of pages) {
    for (const row of rows) {
      const ours = page.ours?.[row.key] ?? null;
      const theirs = page.theirs?.[row.key] ?? null;
      if (ours === null && theirs === null) continue;
      const r = ratio(ours, theirs);
      lines.push([`${page.name} ${row.title}`, fixed(ours, row.digits), page.theirs ? fixed(theirs, row.digits) : 'no page', r === null ? '-' : `${r.toFixed(2)}x`]);
    }
  }
  return lines;
}

/** The same table as markdown, for bench-results/compare.md. */
export function comparisonMarkdown(pages, rows = [...LIGHTHOUSE_ROWS, ...THROUGHPUT_ROWS]) {
  return [
    `| ${COMPARISON_HEADER.join(' | ')} |`,
    `| ${COMPARISON_HEADER.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...comparisonLines(pages, rows).map((line) => `| ${line.join(' | ')} |`),
  ].join('\n');
}

function fixed(value, digits) {
  return value == null ? '-' : value.toFixed(digits);
}
