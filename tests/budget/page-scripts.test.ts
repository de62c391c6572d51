// The JavaScript each bench page loads, from the built client (`npm run build` first).
import {describe, expect, it} from 'vitest';
import {maxScriptKB} from '../../scripts/bench/budget.mjs';
import {PAGES} from '../../scripts/bench/pages.mjs';
import {pageScriptGzipKB, pageScripts} from '../../scripts/bench/page-scripts.mjs';

describe('gzip JavaScript per page', () => {
  for (const page of PAGES) {
    it(`${page.name} loads at most ${maxScriptKB(page.name)} KB`, () => {
      const kb = pageScriptGzipKB(page.routeId);
      const largest = pageScripts(page.routeId)
        .slice(0, 5)
        .map((script) => `${script.url} ${(script.gzipBytes / 1024).toFixed(1)} KB`)
        .join(', ');
      expect(kb, `${page.name}: ${kb.toFixed(1)} KB; largest: ${largest}`).toBeLessThanOrEqual(
        maxScriptKB(page.name),
      );
    });
  }

  it('counts every chunk a page imports, not only its own module', () => {
    const urls = pageScripts('home.en').map((script) => script.url);
    expect(urls.some((url) => /\/entry\.client-/.test(url))).toBe(true);
    // React, React DOM and React Router: one file (vite.config.ts).
    expect(urls.some((url) => /\/vendor-/.test(url))).toBe(true);
    expect(urls.some((url) => /\/root-/.test(url))).toBe(true);
    expect(urls.some((url) => /\/home-/.test(url))).toBe(true);
  });
});
