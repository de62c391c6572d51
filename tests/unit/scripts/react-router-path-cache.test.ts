import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {beforeAll, describe, expect, it} from 'vitest';
import {matchRoutes, type RouteObject} from 'react-router';
import type {RouteConfigEntry} from '@react-router/dev/routes';
import routeConfig from '~/routes';
import {LOCALES} from '~/i18n/locales';
import {SCREEN_IDS, SCREENS} from '~/i18n/route-table';
import {screenPathFromParams} from '~/i18n/links';
import {cacheRouteMatching} from '../../../scripts/vite/react-router-path-cache.mjs';

type Matcher = typeof matchRoutes;
type MatcherImpl = (routes: RouteObject[], location: string, basename: string, allowPartial: boolean) => ReturnType<Matcher>;
interface Manifest {
  routes: Record<string, {id: string}>;
}
interface ReactRouterChunk {
  matchRoutes: Matcher;
  matchRoutesImpl: MatcherImpl;
  createStaticHandler: (routes: RouteObject[]) => {dataRoutes: RouteObject[]; _internalRouteBranches: unknown[]};
  // Not exported by React Router: the test exports it from its copies.
  getPartialManifestForTest: (manifest: Manifest, router: object) => Manifest;
}

const ROOT = resolve(import.meta.dirname, '../../..');
// React Router's module that defines compilePath: the one its entry imports it from.
function reactRouterChunk(): string {
  const entry = createRequire(import.meta.url).resolve('react-router').replace(/index\.js$/, 'index.mjs');
  const chunk = readFileSync(entry, 'utf8').match(/from "\.\/(chunk-[\w-]+\.mjs)"/g) ?? [];
  const files = chunk.map((line) => resolve(dirname(entry), line.slice(8, -1)));
  const file = files.find((candidate) => readFileSync(candidate, 'utf8').includes('function compilePath('));
  if (!file) throw new Error('no React Router chunk defines compilePath');
  return file;
}

// The app's route config as the framework hands it to the router: the root route around it.
function toRoutes(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? {id: entry.id, index: true, caseSensitive: entry.caseSensitive}
      : {id: entry.id ?? entry.file, path: entry.path, caseSensitive: entry.caseSensitive, children: toRoutes(entry.children ?? [])},
  );
}
let APP_ROUTES: RouteObject[] = [];

// Shapes the app does not use yet, so a cache keyed on less than React Router's inputs is caught.
const OTHER_ROUTES: RouteObject[] = [
  {
    id: 'shell',
    path: '/',
    children: [
      {id: 'exact-case', path: 'Docs/:page', caseSensitive: true},
      {id: 'any-case', path: 'Docs/:page'},
      {id: 'optional', path: ':lang?/guide/:topic?'},
      {id: 'files', path: 'files/*'},
      {id: 'nested', path: 'teams/:team', children: [{id: 'team-index', index: true}, {id: 'member', path: ':member'}]},
      {id: 'dotted', path: 'feed.ics'},
    ],
  },
];

const SAMPLE = {handle: 'tunebook-dances-from-the-borderlands', id: '1001', token: 'a1b2c3', year: '2025', event: 'spring-ball'};
const SCREEN_URLS = SCREEN_IDS.flatMap((screen) =>
  LOCALES.map((locale) => screenPathFromParams(screen, locale, SAMPLE)),
);
const URLS = [
  ...SCREEN_URLS,
  ...SCREEN_URLS.map((url) => `${url}/`),
  ...SCREEN_URLS.map((url) => url.toUpperCase()),
  ...SCREEN_URLS.flatMap((url) => url.split('/').slice(0, -1).map((_, end, parts) => parts.slice(0, end + 1).join('/') || '/')),
  '/',
  '//',
  '/en',
  '/en/about',
  '/fr/nowhere/at/all',
  '/nl/shop/producten/',
  '/shop/products/caf%C3%A9-tunes',
  '/shop/products/a%2Fb',
  '/sitemap.xml',
  '/robots.txt',
  '/api/shopify',
  '/fr/calendrier.ics',
  '/Docs/intro',
  '/docs/intro',
  '/DOCS/intro',
  '/guide',
  '/fr/guide',
  '/fr/guide/dances',
  '/files',
  '/files/',
  '/files/a/b/c.pdf',
  '/teams/blue',
  '/teams/blue/',
  '/teams/blue/ada',
  '/teams/blue/ada/extra',
  '/feed.ics',
  '/feedxics',
];

let cached: ReactRouterChunk;
let original: ReactRouterChunk;

// Inside node_modules, so the copies' imports resolve as React Router's own do.
async function load(name: string, code: string): Promise<ReactRouterChunk> {
  const dir = resolve(ROOT, 'node_modules/.cache/react-router-path-cache');
  mkdirSync(dir, {recursive: true});
  const file = resolve(dir, `${name}.mjs`);
  writeFileSync(file, `${code}\nexport {getPartialManifest as getPartialManifestForTest};\n`);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

beforeAll(async () => {
  APP_ROUTES = [{id: 'root', path: '', children: toRoutes(await routeConfig)}];
  const code = readFileSync(reactRouterChunk(), 'utf8');
  const edited = cacheRouteMatching(code);
  expect(edited.applied).toEqual(['compilePath', 'getPartialManifest']);
  original = await load('original', code);
  cached = await load('cached', edited.code);
});

const summary = (matches: ReturnType<Matcher>) =>
  matches?.map(({route, params, pathname, pathnameBase}) => ({id: route.id, params: {...params}, pathname, pathnameBase})) ?? null;

// Hundreds of URLs against the whole table, each matched without a cache by React Router's own code.
describe('the server build\'s cached route paths', {timeout: 120_000}, () => {
  it.each(['the app', 'other route shapes'])('match every URL as React Router does, over %s', (name) => {
    const routes = name === 'the app' ? APP_ROUTES : OTHER_ROUTES;
    expect(routes.length).toBeGreaterThan(0);
    const expected = URLS.map((url) => [url, summary(matchRoutes(routes, url))]);
    // Twice: the first pass fills the cache, the second reads it.
    for (let pass = 0; pass < 2; pass++) {
      expect(URLS.map((url) => [url, summary(cached.matchRoutes(routes, url))])).toEqual(expected);
    }
  });

  it('match partial paths as React Router does when it discovers routes', () => {
    for (const routes of [APP_ROUTES, OTHER_ROUTES]) {
      const partial = (match: MatcherImpl) => URLS.map((url) => [url, summary(match(routes, url, '/', true))]);
      expect(partial(cached.matchRoutesImpl)).toEqual(partial(original.matchRoutesImpl));
    }
  });

  it('put the same routes in the page\'s partial manifest as React Router does', () => {
    const manifestOf = (routes: RouteObject[], into: Manifest['routes'] = {}): Manifest['routes'] => {
      for (const route of routes) {
        into[route.id!] = {id: route.id!};
        manifestOf(route.children ?? [], into);
      }
      return into;
    };
    const partialManifests = (chunk: ReactRouterChunk, routes: RouteObject[]) => {
      const handler = chunk.createStaticHandler(routes);
      const manifest = {routes: manifestOf(routes)};
      return URLS.map((url) => {
        const matches = (chunk.matchRoutes(handler.dataRoutes, url) ?? []).map(({route}) => ({route}));
        const router = {state: {matches, location: {pathname: url}}, routes: handler.dataRoutes, branches: handler._internalRouteBranches, basename: '/'};
        return [url, Object.keys(chunk.getPartialManifestForTest(manifest, router).routes).sort()];
      });
    };
    // Both tables through one cache, twice: answers must not leak from one table to the other.
    for (let pass = 0; pass < 2; pass++) {
      for (const routes of [APP_ROUTES, OTHER_ROUTES]) {
        expect(partialManifests(cached, routes)).toEqual(partialManifests(original, routes));
      }
    }
  });

  it('match the screens each language has', () => {
    const ids = new Set(SCREEN_URLS.map((url) => cached.matchRoutes(APP_ROUTES, url)?.at(-1)?.route.id));
    expect(ids.size).toBe(SCREEN_IDS.length * LOCALES.length);
    expect(SCREENS.product.paths.fr).toContain(':handle');
  });

  it('stop the build when React Router\'s functions change shape', () => {
    expect(cacheRouteMatching('export const x = 1;').applied).toEqual([]);
    expect(() => cacheRouteMatching('function compilePath(path, caseSensitive, end) {}')).toThrow(/compilePath no longer reads/);
    expect(() => cacheRouteMatching('function getPartialManifest(manifest, router) {}')).toThrow(/getPartialManifest no longer reads/);
  });
});
