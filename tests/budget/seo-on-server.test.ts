// The pages' tags are written by the loaders (docs/decisions/020-page-tags-from-the-loaders.md): none of
// the code that writes them reaches the browser. Read from the built site (`npm run build` first).
import {readFileSync, readdirSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

const DIST = resolve(import.meta.dirname, '../../dist');
const ASSETS = resolve(DIST, 'client/assets');

const browserScripts = readdirSync(ASSETS)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({name, text: readFileSync(resolve(ASSETS, name), 'utf8')}));
const serverBundle = readFileSync(resolve(DIST, 'server/index.js'), 'utf8');

// Strings each module writes into the tags, which minifying keeps; names it does not.
const MARKERS = [
  {code: "Hydrogen's getSeoMeta", marker: 'secure_url'},
  {code: 'the hreflang alternates (app/lib/seo/page-seo)', marker: 'x-default'},
  {code: 'the structured data (app/lib/seo/structured-data)', marker: 'schema.org/NewCondition'},
  {code: 'the breadcrumbs (app/lib/seo/structured-data)', marker: 'BreadcrumbList'},
];

describe('page tags are written on the server only', () => {
  it.each(MARKERS)('$code: in the server bundle, in no browser script', ({marker}) => {
    expect(serverBundle).toContain(marker);
    const carriers = browserScripts.filter((script) => script.text.includes(marker)).map((script) => script.name);
    expect(carriers).toEqual([]);
  });

  it('reads the whole client build', () => {
    expect(browserScripts.some((script) => /^root-/.test(script.name))).toBe(true);
    expect(browserScripts.length).toBeGreaterThan(20);
  });
});
