// Run by `npm test` (after a build): no bench page loads more JavaScript than its budget allows, or,
// for a page still over its budget, more than it loaded when its ceiling was set.
import {describe, expect, it} from 'vitest';
import {CEILING_KB, enforcedScriptKB, maxScriptKB} from '../../scripts/bench/budget.mjs';
import {PAGES} from '../../scripts/bench/pages.mjs';
import {pageScriptGzipKB} from '../../scripts/bench/page-scripts.mjs';

describe('gzip JavaScript per page never grows', () => {
  for (const page of PAGES) {
    const limit = enforcedScriptKB(page.name);
    it(`${page.name} loads at most ${limit} KB`, () => {
      expect(pageScriptGzipKB(page.routeId)).toBeLessThanOrEqual(limit);
    });
  }

  it('keeps a ceiling only for a page over its budget, and above it', () => {
    for (const [name, ceiling] of Object.entries(CEILING_KB)) {
      expect(PAGES.some((page) => page.name === name), name).toBe(true);
      expect(ceiling, name).toBeGreaterThan(maxScriptKB(name));
      const kb = pageScriptGzipKB(PAGES.find((page) => page.name === name)!.routeId);
      expect(kb, `${name} is within its budget: drop its ceiling`).toBeGreaterThan(maxScriptKB(name));
    }
  });
});
