// `node scripts/bench/lcp-breakdown.mjs [page…]`: where each bench page's first paint and LCP go,
// from Lighthouse's own audits (simulated, so a loaded machine moves them little), against a
// running site (BENCH_BASE_URL) or a production site started here. Prints one block per page.
import {resolve} from 'node:path';
import {auditPage} from './lighthouse-audit.mjs';
import {PAGES} from './pages.mjs';
import {startSite} from './site-process.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const wanted = process.argv.slice(2);

/** The figures of one Lighthouse report that say what holds the first paint and the LCP back. */
export function lcpBreakdown(lhr) {
  const audit = (id) => lhr.audits[id];
  const requests = audit('network-requests')?.details?.items ?? [];
  const bytesOf = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const blocking = audit('render-blocking-resources')?.details?.items ?? [];
  const element = audit('largest-contentful-paint-element')?.details?.items ?? [];
  const node = element[0]?.items?.[0]?.node;
  const phases = element[1]?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint')?.numericValue,
    lcpMs: audit('largest-contentful-paint')?.numericValue,
    serverMs: audit('server-response-time')?.numericValue,
    renderBlocking: blocking.map((item) => ({url: item.url, bytes: item.totalBytes, wastedMs: item.wastedMs})),
    renderBlockingSavingsMs: audit('render-blocking-resources')?.numericValue ?? 0,
    renderBlockingBytes: blocking.reduce((sum, item) => sum + (item.totalBytes ?? 0), 0),
    cssBytes: bytesOf('Stylesheet'),
    documentBytes: bytesOf('Document'),
    imageBytes: bytesOf('Image'),
    totalBytes: audit('total-byte-weight')?.numericValue,
    lcpElement: node ? `${node.nodeLabel} <${node.selector}>` : null,
    lcpPhases: Object.fromEntries(phases.map((phase) => [phase.phase, Math.round(phase.timing)])),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  let site = null;
  try {
    let baseUrl = process.env.BENCH_BASE_URL;
    if (!baseUrl) {
      site = await startSite({logFile: resolve(ROOT, 'bench-results/site.log')});
      baseUrl = site.baseUrl;
    }
    for (const page of PAGES.filter((p) => !wanted.length || wanted.includes(p.name))) {
      for (let run = 1; run <= RUNS; run++) {
        const {lhr} = await auditPage(new URL(page.path, baseUrl).href);
        const b = lcpBreakdown(lhr);
        console.log(
          `${page.name} #${run}: perf ${b.performance}, FCP ${Math.round(b.fcpMs)} ms, LCP ${Math.round(b.lcpMs)} ms, ` +
            `server ${Math.round(b.serverMs)} ms, blocking ${b.renderBlocking.length} (${kb(b.renderBlockingBytes)}, ` +
            `${Math.round(b.renderBlockingSavingsMs)} ms), CSS ${kb(b.cssBytes)}, ` +
            `HTML ${kb(b.documentBytes)}, images ${kb(b.imageBytes)}, total ${kb(b.totalBytes)}`,
        );
        console.log(`  LCP element: ${b.lcpElement}; phases ${JSON.stringify(b.lcpPhases)}`);
        for (const item of b.renderBlocking) {
          console.log(`  blocking: ${item.url} ${kb(item.bytes)} (${Math.round(item.wastedMs)} ms)`);
        }
      }
    }
  } finally {
    await site?.stop();
  }
}
