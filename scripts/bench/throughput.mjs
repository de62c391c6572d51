// Server-side rendering throughput: autocannon against the production preview,
// each page after a warm-up (caches filled), beside a static asset served by the
// same server as the ceiling. `node scripts/bench/throughput.mjs [baseUrl]` runs
// it alone against a site already running; `npm run bench` runs it after Lighthouse.
// Beside req/s, the worker process's CPU milliseconds per request: req/s depends
// on whatever else the machine runs, CPU per request hardly does.
import {plainTable} from './results-table.mjs';
import autocannon from 'autocannon';
import {cpuMs, listeningPid} from './process-cpu.mjs';

const CONNECTIONS = 50;
const WARMUP_S = 3;
const DURATION_S = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);

export const THROUGHPUT_PAGES = [
  {name: 'home', path: '/'},
  {name: 'calendar-fr', path: '/fr/calendrier'},
  {name: 'collection-nl', path: '/nl/shop/collecties/all'},
  {name: 'product-fr', path: '/fr/shop/produits/tunebook-dances-from-the-borderlands'},
];

/**
 * A built script, served as any asset is: the client entry the site's own home page loads, so that a
 * site measured at BENCH_BASE_URL, built from another checkout, is asked for a file it has.
 */
export async function staticAssetPath(baseUrl) {
  const html = await (await fetch(new URL('/', baseUrl), {signal: AbortSignal.timeout(30_000)})).text();
  const path = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
  if (!path) throw new Error(`The home page at ${baseUrl} loads no /assets/entry.client-*.js.`);
  return path;
}

/**
 * One load at `url`. Beside autocannon's result, `failures` counts each failed request by what went
 * wrong: the status of a non-2xx answer, or the code of a request error (a timeout is one of them).
 */
async function load(url, duration) {
  const failures = {};
  const count = (reason) => (failures[reason] = (failures[reason] ?? 0) + 1);
  const instance = autocannon({url, connections: CONNECTIONS, duration, headers: {'accept-encoding': 'gzip'}});
  instance.on('reqError', (error) => count(error.code ?? error.message));
  instance.on('response', (_client, statusCode) => {
    if (statusCode < 200 || statusCode > 299) count(String(statusCode));
  });
  const result = await instance;
  return {...result, failures};
}

/** `12 (ECONNRESET 10, 503 2)`: how many requests failed, and why. */
export function describeFailures(failures) {
  const entries = Object.entries(failures).sort(([, a], [, b]) => b - a);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return total ? `${total} (${entries.map(([reason, n]) => `${reason} ${n}`).join(', ')})` : '0';
}

export async function measure(name, url, workerPid) {
  await load(url, WARMUP_S);
  const cpuBefore = workerPid ? cpuMs(workerPid) : null;
  const result = await load(url, DURATION_S);
  return {
    name,
    url,
    requestsPerSecond: result.requests.average,
    // Null when the site is not a process of this machine's user (BENCH_BASE_URL elsewhere).
    workerCpuMsPerRequest: workerPid && result.requests.total ? (cpuMs(workerPid) - cpuBefore) / result.requests.total : null,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon counts a timeout among its errors too: the reasons count each failed request once.
    failed: describeFailures(result.failures),
  };
}

export async function benchThroughput(baseUrl) {
  const workerPid = listeningPid(Number(new URL(baseUrl).port || 80));
  const rows = [await measure('static asset', new URL(await staticAssetPath(baseUrl), baseUrl).href, workerPid)];
  for (const page of THROUGHPUT_PAGES) {
    rows.push(await measure(page.name, new URL(page.path, baseUrl).href, workerPid));
  }
  const ceiling = rows[0].requestsPerSecond;
  for (const row of rows) row.ofStatic = ceiling ? row.requestsPerSecond / ceiling : null;
  return rows;
}

export function formatThroughput(rows) {
  const header = ['page', 'req/s', 'worker CPU ms/req', 'p50 ms', 'p99 ms', 'of static', 'failed'];
  const lines = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    row.workerCpuMsPerRequest === null ? '-' : row.workerCpuMsPerRequest.toFixed(2),
    String(row.p50Ms),
    String(row.p99Ms),
    `${(row.ofStatic * 100).toFixed(1)}%`,
    row.failed,
  ]);
  return plainTable(header, lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const rows = await benchThroughput(baseUrl);
  console.log(`\nThroughput, ${CONNECTIONS} connections, ${DURATION_S} s per page after ${WARMUP_S} s warm-up\n`);
  console.log(formatThroughput(rows));
}
