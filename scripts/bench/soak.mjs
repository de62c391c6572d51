// `npm run bench:soak` (or `npm run bench -- --soak`): sustained load on the production
// preview over a mix of pages, watching the memory of the process that runs the worker
// (workerd, under the Shopify CLI), at start, every minute, at the end and after an idle
// spell. The worker's JS heap is read through its inspector, which also forces a GC:
// a heap that returns to its start while the process stays large points at the runtime.
import {connectInspector} from './inspector.mjs';
import {readFileSync, readdirSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import autocannon from 'autocannon';
import {startControlWorker} from './soak-control-worker.mjs';
import {freePort, startSite} from './site-process.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT_DIR = resolve(ROOT, 'bench-results');
const SOAK_SECONDS = positive('SOAK_SECONDS', 600);
const IDLE_SECONDS = positive('SOAK_IDLE_SECONDS', 60);
const CONNECTIONS = positive('SOAK_CONNECTIONS', 8);
const SAMPLE_MS = 60_000;
// `site` (the production preview) or `control` (a trivial worker on the same runtime).
const TARGET = process.env.SOAK_TARGET ?? 'site';

/** One of each kind of request a visitor makes; every connection cycles through them in turn. */
export const SOAK_REQUESTS = [
  {name: 'home', method: 'GET', path: '/'},
  {name: 'calendar-fr', method: 'GET', path: '/fr/calendrier'},
  {name: 'collection-nl', method: 'GET', path: '/nl/shop/collecties/all'},
  {name: 'product-fr', method: 'GET', path: '/fr/shop/produits/tunebook-dances-from-the-borderlands'},
  {name: 'about', method: 'GET', path: '/about'},
  {name: 'cart', method: 'GET', path: '/cart'},
  {name: 'not-found', method: 'GET', path: '/no-such-page'},
  // A refused newsletter sign-up: the form edge, the action and the error page, and no mail sent.
  {
    name: 'form-post',
    method: 'POST',
    path: '/newsletter',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    body: 'email=not-an-address',
  },
];

export async function runSoak() {
  await mkdir(OUT_DIR, {recursive: true});
  const inspectorPort = await freePort();
  const site = await startTarget(inspectorPort);
  const samples = [];
  try {
    const workerPid = findWorkerPid(site.pid ?? process.pid);
    if (!workerPid) throw new Error('No workerd process found under the site.');
    const inspector = await inspectorOrNothing(inspectorPort);
    const sample = async (label, requests) => {
      const row = {label, requests, ...(await measure(workerPid, inspector, false))};
      samples.push(row);
      console.error(formatRow(row));
    };
    console.error(`${TARGET}: workerd pid ${workerPid}; ${CONNECTIONS} connections for ${SOAK_SECONDS} s`);
    await sample('start', 0);

    const load = autocannon({
      url: site.baseUrl,
      connections: CONNECTIONS,
      duration: SOAK_SECONDS,
      requests: SOAK_REQUESTS.map(({method, path, headers, body}) => ({method, path, headers, body})),
    });
    let served = 0;
    load.on('response', () => served++);
    const started = Date.now();
    const ticker = setInterval(() => {
      void sample(`${Math.round((Date.now() - started) / 60_000)} min`, served);
    }, SAMPLE_MS);
    const result = await load;
    clearInterval(ticker);
    await sample('end', served);

    await sleep(IDLE_SECONDS * 1000);
    await sample(`idle ${IDLE_SECONDS} s`, served);
    if (inspector) {
      const row = {label: 'after GC', requests: served, ...(await measure(workerPid, inspector, true))};
      samples.push(row);
      console.error(formatRow(row));
    }
    inspector?.close();

    const report = {
      date: new Date().toISOString(),
      target: TARGET,
      seconds: SOAK_SECONDS,
      connections: CONNECTIONS,
      requests: SOAK_REQUESTS.map(({name, method, path}) => ({name, method, path})),
      served: result.requests.total,
      statuses: {
        '2xx': result['2xx'],
        '3xx': result['3xx'],
        '4xx': result['4xx'],
        '5xx': result['5xx'],
        errors: result.errors,
        timeouts: result.timeouts,
      },
      latencyMs: {p50: result.latency.p50, p99: result.latency.p99},
      samples,
    };
    await writeFile(resolve(OUT_DIR, `soak-${TARGET}.json`), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nSoak (${TARGET}): ${report.served} requests in ${SOAK_SECONDS} s over ${CONNECTIONS} connections`);
    console.log(`statuses ${JSON.stringify(report.statuses)}, latency p50 ${report.latencyMs.p50} ms, p99 ${report.latencyMs.p99} ms`);
    console.log(`\n${'moment'.padEnd(12)}${'requests'.padStart(10)}${'RSS MB'.padStart(9)}${'JS heap MB'.padStart(12)}`);
    for (const row of samples) console.log(formatRow(row));
    console.log(`\nFull results: bench-results/soak-${TARGET}.json`);
    return report.statuses['5xx'] > 0 ? 1 : 0;
  } finally {
    await site.stop();
  }
}

async function startTarget(inspectorPort) {
  if (TARGET === 'control') {
    const port = await freePort();
    console.error('Starting the control worker…');
    return startControlWorker({port, inspectorPort});
  }
  if (TARGET !== 'site') throw new Error(`SOAK_TARGET must be site or control, not ${TARGET}.`);
  console.error('Building and starting the production site (log: bench-results/soak-site.log)…');
  return startSite({
    logFile: resolve(OUT_DIR, 'soak-site.log'),
    extraArgs: ['--debug', '--inspector-port', String(inspectorPort)],
  });
}

function formatRow({label, requests, rssMB, heapMB}) {
  return `${label.padEnd(12)}${String(requests).padStart(10)}${String(rssMB).padStart(9)}${String(heapMB ?? '-').padStart(12)}`;
}

async function measure(pid, inspector, collectGarbage) {
  let heapMB = null;
  if (inspector) {
    try {
      // workerd leaves HeapProfiler.collectGarbage unanswered; a heap snapshot collects first.
      if (collectGarbage) {
        await inspector.send('HeapProfiler.enable');
        await inspector.send('HeapProfiler.takeHeapSnapshot', {reportProgress: false});
      }
      const {usedSize} = await inspector.send('Runtime.getHeapUsage');
      heapMB = megabytes(usedSize);
    } catch {
      // The inspector went away; RSS alone still tells the story.
    }
  }
  return {rssMB: megabytes(rssBytes(pid)), heapMB};
}

function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]) * 1024;
}

const megabytes = (bytes) => Math.round(bytes / 1024 / 1024);

/** The workerd process in the site's process group (the CLI's child that runs the worker), or this one's child. */
function findWorkerPid(groupOrParent) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [parent, group] = [Number(fields[1]), Number(fields[2])];
      if (name === 'workerd' && (group === groupOrParent || parent === groupOrParent)) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return null;
}

async function inspectorOrNothing(port) {
  try {
    return await connectInspector(port);
  } catch (error) {
    console.error(`No inspector (${error.message}): RSS only.`);
    return null;
  }
}

function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number.`);
  return value;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.once('SIGINT', () => process.exit(130));
  process.once('SIGTERM', () => process.exit(143));
  process.exitCode = await runSoak();
}
