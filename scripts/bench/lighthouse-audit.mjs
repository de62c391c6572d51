// One Lighthouse run per fresh headless Chromium, bounded in time, and the
// numbers the bench keeps from it.
import {rmSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../chromium.mjs';
import {CATEGORIES} from './budget.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const RUN_TIMEOUT_MS = 150_000;

/** Audits `url` with Lighthouse's default (mobile, simulated throttling) config. */
export async function auditPage(url) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  let chrome;
  let timer;
  // Chromium runs in its own process group, which outlives the bench when it is
  // stopped by a signal (Ctrl-C, `timeout`), even while it is still starting,
  // unless it is killed here.
  const killChrome = () => {
    chromeLauncher.killAll();
    rmSync(userDataDir, {recursive: true, force: true});
  };
  process.once('exit', killChrome);
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir,
      logLevel: 'silent',
    });
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      maxWaitForLoad: 60_000,
    });
    // Killing Chromium on a timeout makes the abandoned run reject later.
    run.catch(() => {});
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse did not finish within ${RUN_TIMEOUT_MS / 1000} s`)),
        RUN_TIMEOUT_MS,
      );
    });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error('Lighthouse returned no result');
    return {lhr: result.lhr, html: result.report};
  } finally {
    clearTimeout(timer);
    process.off('exit', killChrome);
    chrome?.kill();
    await rm(userDataDir, {recursive: true, force: true});
  }
}

export function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, score == null ? null : Math.round(score * 100)];
      }),
    ),
    // For a page kept out of search engines on purpose: the SEO score without the crawlability audit,
    // and whether that audit found the page closed to crawlers.
    seoExceptCrawlable: categoryScoreWithout(lhr, 'seo', 'is-crawlable'),
    crawlable: lhr.audits['is-crawlable']?.score === 1,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptKB: scriptBytes(lhr) / 1024,
  };
}

/** A category's score, 0-100, computed as Lighthouse does (weighted mean) but leaving one audit out. */
export function categoryScoreWithout(lhr, categoryId, auditId) {
  const refs = (lhr.categories[categoryId]?.auditRefs ?? []).filter(
    (ref) => ref.id !== auditId && ref.weight > 0 && lhr.audits[ref.id]?.score != null,
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (!weight) return null;
  const score = refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight;
  return Math.round(score * 100);
}

function scriptBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((total, request) => total + (request.transferSize ?? 0), 0);
}

/**
 * The median run by performance score; with an even count, the lower middle,
 * so a lucky run cannot carry the result.
 */
export function pickMedianRun(runs) {
  const ranked = runs
    .filter((run) => !run.summary.runtimeError && run.summary.scores.performance != null)
    .sort((a, b) => a.summary.scores.performance - b.summary.scores.performance);
  return ranked[Math.floor((ranked.length - 1) / 2)] ?? null;
}
