// `npm run bench -- --compare <origin|skeleton>`: the same Lighthouse and throughput measures on our
// production site and on a second site (Hydrogen's skeleton, typically), run by run in turn, and a table
// of ratios. On a shared machine only the ratios mean something: both sites bear the same load.
import {writeFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {auditPage} from './lighthouse-audit.mjs';
import {
  alternationOrder,
  comparisonMarkdown,
  formatComparison,
  lighthouseMeasures,
  medianMeasures,
} from './compare.mjs';
import {pageScriptGzipKB} from './page-scripts.mjs';
import {listeningPid} from './process-cpu.mjs';
import {startSite} from './site-process.mjs';
import {measure} from './throughput.mjs';

const CONNECTIONS = 50;

/** Resolves to the exit code. */
export async function runCompare({theirs, runs, pages}, {outDir, ourBaseUrl}) {
  const started = [];
  try {
    // The skeleton first: it fails faster than our build.
    let theirsUrl = theirs;
    if (theirs === 'skeleton') {
      console.error("Building and starting Hydrogen's skeleton (log: bench-results/skeleton.log)…");
      const {startSkeletonPreview} = await import('../skeleton/skeleton-preview.mjs');
      const skeleton = await startSkeletonPreview({logFile: resolve(outDir, 'skeleton.log'), fetch: process.env.BENCH_SKELETON_FETCH !== '0'});
      started.push(skeleton);
      theirsUrl = skeleton.baseUrl;
    }
    let ours = ourBaseUrl;
    if (!ours) {
      console.error('Building and starting the production site (log: bench-results/site.log)…');
      const site = await startSite({logFile: resolve(outDir, 'site.log')});
      started.push(site);
      ours = site.baseUrl;
    }
    const origins = {ours, theirs: theirsUrl};
    await checkPages(pages, origins);

    const lighthouseRuns = await auditInTurn(pages, runs, origins);
    const throughput = process.env.BENCH_THROUGHPUT === '0' ? null : await throughputInTurn(pages, origins);

    const results = pages.map((page) => {
      const runsOf = (site) => lighthouseRuns.filter((run) => run.page === page.name && run.site === site);
      const side = (site) => {
        if (site === 'theirs' && !page.theirs) return null;
        const measures = runsOf(site).map((run) => run.measures);
        return {...medianMeasures(measures), ...(throughput?.[page.name]?.[site] ?? {})};
      };
      return {
        name: page.name,
        paths: {ours: page.ours, theirs: page.theirs},
        ours: {...side('ours'), scriptGzipKBFromBuild: ourScriptKB(page.name, ourBaseUrl)},
        theirs: side('theirs'),
        runs: {ours: runsOf('ours').map(runRecord), theirs: runsOf('theirs').map(runRecord)},
      };
    });

    const heading =
      `Side by side: ours ${ours} against theirs ${theirsUrl}; Lighthouse mobile defaults, median of ${runs} ` +
      `run${runs === 1 ? '' : 's'} each, alternating; SSR throughput at ${CONNECTIONS} connections, alternating`;
    console.log(`\n${heading}\n`);
    console.log(formatComparison(results));
    console.log('ours/theirs: below 1 is less for us (better for ms and KB, worse for score and req/s)');
    for (const run of lighthouseRuns.filter((run) => run.error)) {
      console.log(`${run.page} ${run.site} run ${run.run}: ${run.error}`);
    }
    await writeFile(
      resolve(outDir, 'compare.json'),
      `${JSON.stringify({date: new Date().toISOString(), ours, theirs: theirsUrl, runsPerPage: runs, connections: CONNECTIONS, pages: results}, null, 2)}\n`,
    );
    await writeFile(resolve(outDir, 'compare.md'), `# ${heading}\n\n${comparisonMarkdown(results)}\n`);
    console.log('\nFull results: bench-results/compare.json, bench-results/compare.md');
    return results.some((page) => page.ours.performance == null || (page.theirs && page.theirs.performance == null)) ? 1 : 0;
  } finally {
    for (const site of started.reverse()) await site.stop();
  }
}

/** Every page answers 200 on its site before minutes go into measuring it. */
async function checkPages(pages, origins) {
  for (const page of pages) {
    for (const site of ['ours', 'theirs']) {
      if (!page[site]) continue;
      const url = new URL(page[site], origins[site]).href;
      const response = await fetch(url, {signal: AbortSignal.timeout(60_000)});
      if (response.status !== 200) {
        throw new Error(`${url} answers ${response.status}; map ${page.name} to another path with --compare-paths.`);
      }
    }
  }
}

async function auditInTurn(pages, runs, origins) {
  const order = alternationOrder(pages, runs);
  const results = [];
  for (const [i, step] of order.entries()) {
    const url = new URL(step.path, origins[step.site]).href;
    const began = Date.now();
    let record;
    try {
      const {lhr} = await auditPage(url);
      record = {...step, url, measures: lighthouseMeasures(lhr, url), error: lhr.runtimeError?.message ?? null};
    } catch (error) {
      record = {...step, url, measures: null, error: error.message};
    }
    results.push(record);
    const outcome = record.error ?? `performance ${record.measures.performance}`;
    console.error(`[${i + 1}/${order.length}] ${step.page} ${step.site} run ${step.run}: ${outcome} (${Math.round((Date.now() - began) / 1000)} s)`);
  }
  return results;
}

/** req/s and p99 of each page, ours then theirs, at the same concurrency. */
async function throughputInTurn(pages, origins) {
  console.error('Measuring throughput (autocannon), ours and theirs in turn…');
  const pids = Object.fromEntries(
    Object.entries(origins).map(([site, origin]) => [site, listeningPid(Number(new URL(origin).port || 80))]),
  );
  const results = {};
  for (const page of pages) {
    results[page.name] = {};
    for (const site of ['ours', 'theirs']) {
      if (!page[site]) continue;
      const row = await measure(page.name, new URL(page[site], origins[site]).href, pids[site]);
      results[page.name][site] = {requestsPerSecond: row.requestsPerSecond, p50Ms: row.p50Ms, p99Ms: row.p99Ms, failed: row.failed};
    }
  }
  return results;
}

/** Our page's scripts as built (page-scripts.mjs), to check the network figure; only for a site built here. */
function ourScriptKB(name, ourBaseUrl) {
  if (ourBaseUrl) return null;
  try {
    return pageScriptGzipKB(`${name}.en`);
  } catch {
    return null;
  }
}

function runRecord(run) {
  return run.measures ? {...run.measures, error: run.error} : {error: run.error};
}
