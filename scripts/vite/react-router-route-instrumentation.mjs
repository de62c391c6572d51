// The browser's router takes instrumentations of two kinds: of the router (its navigations and
// fetches) and of each route (loaders, actions, middleware, lazy parts). The site instruments the
// router only (app/lib/deployment/deployment-watch.client.ts), yet every page loaded the code that
// wraps each route's handlers, because createRouter reaches it whenever instrumentations are given.
// This edit leaves that code out of the browser build; a route instrumentation then stops the router
// with a message instead of being ignored. Remove it when the site instruments its routes.

import {REACT_ROUTER_DIST} from './react-router-path-cache.mjs';

const ROUTER = 'function createRouter(';
const FROM = `  if (init.instrumentations) {
    let instrumentations = init.instrumentations;
    mapRouteProperties2 = (route) => {
      return {
        ..._mapRouteProperties(route),
        ...getRouteInstrumentationUpdates(
          instrumentations.map((i) => i.route).filter(Boolean),
          route
        )
      };
    };
  }`;
// Short, as every page downloads it; a search for it finds this file.
export const ROUTE_INSTRUMENTATION_ERROR = 'Route instrumentations are left out of this build';
const TO = [
  '  if (init.instrumentations?.some((i) => i.route)) {',
  `throw new Error(${JSON.stringify(ROUTE_INSTRUMENTATION_ERROR)});`,
  '}',
].join(' ');

/**
 * React Router's module source without route instrumentation in createRouter, and whether it defines
 * createRouter; throws when createRouter no longer reads as expected, so an upgrade that changes it
 * stops the build.
 */
export function dropRouteInstrumentation(code, id = 'react-router') {
  const start = code.indexOf(ROUTER);
  if (start === -1) return {code, applied: false};
  const next = code.indexOf('\nfunction ', start + ROUTER.length);
  const end = next === -1 ? code.length : next;
  const body = code.slice(start, end);
  const at = body.indexOf(FROM);
  if (at === -1 || body.indexOf(FROM, at + 1) !== -1) {
    throw new Error(
      `${id}: React Router's createRouter no longer applies route instrumentations as this edit expects. ` +
        'Check this React Router release, then update or remove scripts/vite/react-router-route-instrumentation.mjs.',
    );
  }
  // The same number of lines, so every later line keeps its number and source maps hold.
  const to = TO + '\n'.repeat(FROM.split('\n').length - 1);
  const edited = body.slice(0, at) + to + body.slice(at + FROM.length);
  return {code: code.slice(0, start) + edited + code.slice(end), applied: true};
}

/** The browser build only: the server's handlers keep React Router's code as published. */
export function reactRouterRouteInstrumentation() {
  let applied = false;
  return {
    name: 'react-router-route-instrumentation',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      applied = false;
    },
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      try {
        const result = dropRouteInstrumentation(code, id);
        if (!result.applied) return null;
        applied = true;
        return {code: result.code, map: null};
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    buildEnd(error) {
      if (!error && !applied) {
        this.error(
          "React Router's createRouter did not go through the browser build: update or remove " +
            'scripts/vite/react-router-route-instrumentation.mjs.',
        );
      }
    },
  };
}
