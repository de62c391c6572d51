// React Router compiles a route path's regular expression on every match attempt, and a request
// matches the whole route table several times (the handler, the static router, the partial
// manifest): with a path per language per screen, that compiling was the worker's hottest code.
// Upstream proposals: https://github.com/remix-run/react-router/pull/14864 and
// https://github.com/remix-run/react-router/pull/14866. Remove this plugin once a React Router
// release caches compiled paths itself (its `compilePath` no longer builds a RegExp per call).

const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/;
const SIGNATURE = 'function compilePath(path, caseSensitive = false, end = true) {';
// Patterns come from route definitions and code, not from requests; the bound only keeps a
// pattern built at run time from growing memory without end.
const MAX_PATHS = 1000;

// One line in place of the signature's, so every line after it keeps its number and the source map
// still holds (profiles read React Router's frames through it).
const CACHED_COMPILE_PATH = [
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
].join(' ');

/**
 * React Router's module source with `compilePath` memoised per (path, caseSensitive, end). Its
 * RegExp has no global flag, so one instance can serve every match. Throws when the source has a
 * `compilePath` of another shape, so an upgrade that changes it stops the build.
 */
export function cacheCompiledPaths(code, id = 'react-router') {
  if (!code.includes('function compilePath(')) return null;
  const at = code.indexOf(SIGNATURE);
  if (at === -1 || code.indexOf(SIGNATURE, at + 1) !== -1) {
    throw new Error(
      `${id}: React Router's compilePath no longer reads "${SIGNATURE}". ` +
        'Check whether this React Router release caches compiled paths itself, then update or remove scripts/vite/react-router-path-cache.mjs.',
    );
  }
  return code.slice(0, at) + CACHED_COMPILE_PATH + code.slice(at + SIGNATURE.length);
}

/**
 * The server build only: the browser's router patches its routes as it discovers them, and keeps
 * React Router's code as published.
 */
export function reactRouterPathCache() {
  let cached = 0;
  return {
    name: 'react-router-path-cache',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      cached = 0;
    },
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      let patched;
      try {
        patched = cacheCompiledPaths(code, id);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      if (patched === null) return null;
      cached++;
      return {code: patched, map: null};
    },
    buildEnd(error) {
      if (!error && cached === 0) {
        this.error(
          'No React Router module with compilePath went through the server build: ' +
            'update or remove scripts/vite/react-router-path-cache.mjs.',
        );
      }
    },
  };
}
