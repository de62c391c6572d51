// What the storefront is held to on Lighthouse's mobile defaults. Script size is
// the gzip-encoded JavaScript in KiB (1024 bytes); the table also shows the wire
// size Lighthouse reports, which adds each response's headers.
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const BUDGET = {
  minScore: 95,
  // Gzip JS a page loads, KiB: the home page's, and any other bench page's.
  maxScriptKB: {home: 95},
  maxScriptKBDefault: 100,
};

export function maxScriptKB(name) {
  return BUDGET.maxScriptKB[name] ?? BUDGET.maxScriptKBDefault;
}

/**
 * The budget lines one page's median run breaks, each naming the table cell
 * it marks (a category id or `scriptKB`).
 */
export function budgetMisses(page) {
  const misses = [];
  for (const category of CATEGORIES) {
    const score = seoOrNot(page, category);
    if (score == null || score < BUDGET.minScore) {
      misses.push({
        cell: category,
        text: `${page.name} ${category} ${score ?? 'n/a'} < ${BUDGET.minScore}`,
      });
    }
  }
  if (page.noindex && page.crawlable) {
    misses.push({cell: 'seo', text: `${page.name} should be closed to search engines (noindex) but is crawlable`});
  }
  const maxKB = maxScriptKB(page.name);
  if (!(page.scriptGzipKB <= maxKB)) {
    misses.push({
      cell: 'scriptGzipKB',
      text: `${page.name} JS ${page.scriptGzipKB?.toFixed(1) ?? 'n/a'} KB gzip > ${maxKB} KB`,
    });
  }
  return misses;
}

/**
 * A page the site keeps out of search engines on purpose (`noindex` in pages.mjs) fails Lighthouse's
 * crawlability audit by design: its SEO is held to the budget on every other SEO audit, and the
 * crawlability audit must find it closed.
 */
export function seoOrNot(page, category) {
  return category === 'seo' && page.noindex ? page.seoExceptCrawlable : page.scores[category];
}
