import {describe, expect, it} from 'vitest';
import {
  COMPARE_PAGES,
  alternationOrder,
  comparisonMarkdown,
  formatComparison,
  lighthouseMeasures,
  mapPaths,
  parseCompareOptions,
  ratio,
} from '../../../scripts/bench/compare.mjs';

const noFile = () => {
  throw new Error('no paths file was named');
};

describe('the pages the comparison measures on the other site', () => {
  it("defaults to the skeleton's routes, and leaves the calendar ours alone", () => {
    const theirs = Object.fromEntries(COMPARE_PAGES.map((page) => [page.name, page.theirs]));
    expect(theirs.home).toBe('/');
    expect(theirs.product).toMatch(/^\/products\/[\w-]+$/);
    expect(theirs.collection).toMatch(/^\/collections\/[\w-]+$/);
    expect(theirs.cart).toBe('/cart');
    expect(theirs.calendar).toBeNull();
  });

  it('takes a mapping for the other site, keeping our paths and the pages not named', () => {
    const pages = mapPaths({product: '/products/other', calendar: '/events'});
    expect(pages.find((page) => page.name === 'product')).toMatchObject({ours: '/shop/products/tunebook-dances-from-the-borderlands', theirs: '/products/other'});
    expect(pages.find((page) => page.name === 'calendar')?.theirs).toBe('/events');
    expect(pages.find((page) => page.name === 'cart')?.theirs).toBe('/cart');
    expect(pages).toHaveLength(COMPARE_PAGES.length);
  });

  it('drops a page from the other side when mapped to null', () => {
    expect(mapPaths({cart: null}).find((page) => page.name === 'cart')?.theirs).toBeNull();
  });

  it('refuses a page it does not know and a path that is not one', () => {
    expect(() => mapPaths({blog: '/blogs/news'})).toThrow(/No page "blog"/);
    expect(() => mapPaths({home: 'index'})).toThrow(/must start with \//);
  });
});

describe('the options of --compare', () => {
  it('is off without --compare or BENCH_COMPARE_URL, so the bench runs as before', () => {
    expect(parseCompareOptions([], {}, noFile)).toBeNull();
    expect(parseCompareOptions(['--runs', '1'], {}, noFile)).toBeNull();
  });

  it('keeps the origin of the URL, three runs by default', () => {
    const options = parseCompareOptions(['--compare', 'http://localhost:3050/some/page'], {}, noFile);
    expect(options).toMatchObject({theirs: 'http://localhost:3050', runs: 3});
  });

  it('reads the environment, the run count and a paths file', () => {
    const files: string[] = [];
    const options = parseCompareOptions(['--runs', '1'], {BENCH_COMPARE_URL: 'skeleton', BENCH_COMPARE_PATHS: 'paths.json'}, (file: string) => {
      files.push(file);
      return {collection: '/collections/frontpage'};
    });
    expect(files).toEqual(['paths.json']);
    expect(options?.theirs).toBe('skeleton');
    expect(options?.runs).toBe(1);
    expect(options?.pages.find((page: {name: string}) => page.name === 'collection')?.theirs).toBe('/collections/frontpage');
  });

  it('refuses a run count that is not a whole number from 1, and a flag without its value', () => {
    expect(() => parseCompareOptions(['--compare', 'skeleton', '--runs', '0'], {}, noFile)).toThrow(/--runs/);
    expect(() => parseCompareOptions(['--compare', 'skeleton', '--runs', '1.5'], {}, noFile)).toThrow(/--runs/);
    expect(() => parseCompareOptions(['--compare', '--runs', '2'], {}, noFile)).toThrow(/--compare needs a value/);
  });
});

describe('the order of the runs', () => {
  const pages = [
    {name: 'home', ours: '/', theirs: '/'},
    {name: 'calendar', ours: '/calendar', theirs: null},
  ];

  it('alternates ours and theirs run by run, so drift in the load weighs on both', () => {
    const order = alternationOrder(pages, 3).map((step) => `${step.page} ${step.site} ${step.run}`);
    expect(order).toEqual([
      'home ours 1',
      'home theirs 1',
      'home ours 2',
      'home theirs 2',
      'home ours 3',
      'home theirs 3',
      'calendar ours 1',
      'calendar ours 2',
      'calendar ours 3',
    ]);
  });

  it("carries each site's own path", () => {
    const paths = alternationOrder([{name: 'product', ours: '/shop/products/a', theirs: '/products/a'}], 1).map((step) => step.path);
    expect(paths).toEqual(['/shop/products/a', '/products/a']);
  });
});

describe('the side-by-side table', () => {
  const results = [
    {name: 'home', ours: {performance: 90, lcpMs: 1500, jsKB: 95.04, requestsPerSecond: 300}, theirs: {performance: 60, lcpMs: 3000, jsKB: 190.1, requestsPerSecond: 150}},
    {name: 'calendar', ours: {performance: 88, lcpMs: 1800}, theirs: null},
  ];

  it('divides ours by theirs, and has no ratio when either side is unknown or zero', () => {
    expect(ratio(1500, 3000)).toBe(0.5);
    expect(ratio(null, 3000)).toBeNull();
    expect(ratio(1500, null)).toBeNull();
    expect(ratio(10, 0)).toBeNull();
  });

  it('prints one line per page and measure with both values and the ratio', () => {
    const lines = formatComparison(results).split('\n');
    expect(lines[0]).toMatch(/^page \/ measure\s+ours\s+theirs\s+ours\/theirs$/);
    expect(lines).toContainEqual(expect.stringMatching(/^home perf score\s+90\s+60\s+1\.50x$/));
    expect(lines).toContainEqual(expect.stringMatching(/^home LCP ms\s+1500\s+3000\s+0\.50x$/));
    expect(lines).toContainEqual(expect.stringMatching(/^home JS KB transferred\s+95\.0\s+190\.1\s+0\.50x$/));
    expect(lines).toContainEqual(expect.stringMatching(/^home SSR req\/s\s+300\s+150\s+2\.00x$/));
    // Nothing measured on either side: no line.
    expect(lines.some((line) => line.startsWith('home TBT ms'))).toBe(false);
  });

  it('says so when the other site has no such page', () => {
    expect(formatComparison(results)).toMatch(/^calendar LCP ms\s+1800\s+no page\s+-$/m);
  });

  it('writes the same lines as a markdown table', () => {
    const markdown = comparisonMarkdown(results).split('\n');
    expect(markdown[0]).toBe('| page / measure | ours | theirs | ours/theirs |');
    expect(markdown[1]).toBe('| --- | ---: | ---: | ---: |');
    expect(markdown).toContain('| home LCP ms | 1500 | 3000 | 0.50x |');
    expect(markdown).toContain('| calendar perf score | 88 | no page | - |');
  });
});

describe("what one Lighthouse run measured, from the network", () => {
  it("sums the scripts' transferred bytes and takes the page's own document", () => {
    const lhr = {
      categories: {performance: {score: 0.734}},
      audits: {
        'largest-contentful-paint': {numericValue: 2100},
        'first-contentful-paint': {numericValue: 900},
        'total-blocking-time': {numericValue: 120},
        'network-requests': {
          details: {
            items: [
              {url: 'http://localhost:1/products/a?x=1', resourceType: 'Document', transferSize: 10240, resourceSize: 40960},
              {url: 'http://localhost:1/assets/a.js', resourceType: 'Script', transferSize: 2048},
              {url: 'http://localhost:1/assets/b.js', resourceType: 'Script', transferSize: 1024},
              {url: 'http://localhost:1/assets/c.css', resourceType: 'Stylesheet', transferSize: 5000},
              {url: 'http://localhost:1/frame', resourceType: 'Document', transferSize: 99999},
            ],
          },
        },
      },
    };
    expect(lighthouseMeasures(lhr, 'http://localhost:1/products/a')).toEqual({
      performance: 73,
      lcpMs: 2100,
      fcpMs: 900,
      tbtMs: 120,
      jsKB: 3,
      jsRequests: 2,
      htmlKB: 10,
      htmlRawKB: 40,
    });
  });

  it('has no score for a run Lighthouse could not finish', () => {
    const lhr = {runtimeError: {code: 'NO_FCP', message: 'no paint'}, categories: {performance: {score: null}}, audits: {}};
    expect(lighthouseMeasures(lhr, 'http://localhost:1/').performance).toBeNull();
  });
});
