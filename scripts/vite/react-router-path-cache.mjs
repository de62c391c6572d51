// React Router compiles a route path's regular expression on every match attempt, and a request
// matches the whole route table several times (the handler, the static router, and the partial
// manifest once per segment of the URL): with a path per language per screen, that was the worker's
// hottest code. Upstream proposals: https://github.com/remix-run/react-router/pull/14864 and
// https://github.com/remix-run/react-router/pull/14866. Remove an edit below once a React Router
// release does the same itself, and this plugin with the last one.

import {applyEdits, reactRouterEditPlugin} from './react-router-edits.mjs';

const NAME = 'react-router-path-cache';

// Patterns come from route definitions and code, not from requests; the bound only keeps a
// pattern built at run time from growing memory without end.
const MAX_PATHS = 1000;
// The partial manifest's paths are prefixes of requested URLs: crawlers make up any number.
const MAX_PREFIXES = 1000;

/**
 * Each edit: the function it belongs to (present means the edit must apply), the exact text it
 * replaces, and its replacement. Replacements keep the line count, so every later line keeps its
 * number and the source map still holds (profiles read React Router's frames through it).
 */
const EDITS = [
  {
    // Its RegExp has no global flag, so one instance can serve every match.
    name: 'compilePath',
    anchor: 'function compilePath(',
    from: 'function compilePath(path, caseSensitive = false, end = true) {',
    to: [
      'var compiledPathCaches = [new Map(), new Map(), new Map(), new Map()];',
      'function compilePath(path, caseSensitive = false, end = true) {',
      'let cache = compiledPathCaches[(caseSensitive ? 2 : 0) + (end ? 1 : 0)];',
      'let compiled = cache.get(path);',
      'if (compiled === void 0) {',
      `if (cache.size >= ${MAX_PATHS}) cache.delete(cache.keys().next().value);`,
      'compiled = compilePathUncached(path, caseSensitive, end);',
      'cache.set(path, compiled);',
      '}',
      'return compiled;',
      '}',
      'function compilePathUncached(path, caseSensitive = false, end = true) {',
    ].join(' '),
  },
  {
    // The server's branches are computed once per build and never patched there, so the route ids
    // a path matches stay the same for as long as the branches array lives.
    name: 'getPartialManifest',
    anchor: 'function getPartialManifest(',
    from: `  paths.forEach((path) => {
    let matches = matchRoutesImpl(
      router.routes,
      path,
      router.basename || "/",
      false,
      router.branches
    );
    if (matches) {
      matches.forEach((m) => routeIds.add(m.route.id));
    }
  });`,
    to: [
      '  paths.forEach((path) => {',
      'let basename = router.basename || "/";',
      'let known = router.branches && (partialManifestRouteIds.get(router.branches) ?? partialManifestRouteIds.set(router.branches, new Map()).get(router.branches));',
      'let key = basename + " " + path;',
      'let ids = known?.get(key);',
      'if (ids === void 0) {',
      'ids = (matchRoutesImpl(router.routes, path, basename, false, router.branches) ?? []).map((m) => m.route.id);',
      `if (known) { if (known.size >= ${MAX_PREFIXES}) known.delete(known.keys().next().value); known.set(key, ids); }`,
      '}',
      'ids.forEach((id) => routeIds.add(id));',
      '  });',
    ].join(' '),
    // Declared on the function's first line, beside it.
    before: 'var partialManifestRouteIds = new WeakMap();',
  },
];

/**
 * React Router's module source with the edits whose function it defines, and their names; throws
 * when such a function has another shape, so an upgrade that changes it stops the build.
 */
export function cacheRouteMatching(code, id = 'react-router') {
  return applyEdits(code, id, EDITS, NAME);
}

/**
 * The server build only: the browser's router patches its routes as it discovers them, and keeps
 * React Router's code as published.
 */
export function reactRouterPathCache() {
  return reactRouterEditPlugin({name: NAME, environment: 'ssr', edits: EDITS});
}
