// What the storefront is held to on Lighthouse's mobile defaults. Script size is
// the gzip bytes on the wire in KiB (1024 bytes), the unit Lighthouse reports.
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const BUDGET = {
  minScore: 95,
  maxScriptKB: {home: 110},
};

/**
 * The budget lines one page's median run breaks, each naming the table cell
 * it marks (a category id or `scriptKB`).
 */
export function budgetMisses(page) {
  const misses = [];
  for (const category of CATEGORIES) {
    const score = page.scores[category];
    if (score == null || score < BUDGET.minScore) {
      misses.push({
        cell: category,
        text: `${page.name} ${category} ${score ?? 'n/a'} < ${BUDGET.minScore}`,
      });
    }
  }
  const maxKB = BUDGET.maxScriptKB[page.name];
  if (maxKB !== undefined && !(page.scriptKB < maxKB)) {
    misses.push({
      cell: 'scriptKB',
      text: `${page.name} JS ${page.scriptKB?.toFixed(1) ?? 'n/a'} KB >= ${maxKB} KB`,
    });
  }
  return misses;
}
