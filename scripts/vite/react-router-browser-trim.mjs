// React Router's browser code serves every way of using it; this site uses one. Each edit below
// leaves out, in the browser build only, code that this site's way never runs, and makes the way in
// fail loudly instead: a page whose code is in the build but cut off would otherwise just misbehave.
//
// - Route instrumentations: the site instruments the router only (app/lib/deployment/
//   deployment-watch.client.ts), yet createRouter reaches the code that wraps every route's loaders,
//   actions, middleware and lazy parts whenever instrumentations are given.
// - React Server Components: the site hydrates with <HydratedRouter>, which never provides the RSC
//   router context, yet four components read it and keep their RSC branches (error handling,
//   prefetching, scripts, transitions).
//
// Remove an edit when the site starts to use what it leaves out, and this plugin with the last one.
// Gain and upstream report: docs/performance.md.

import {applyEdits, reactRouterEditPlugin} from './react-router-edits.mjs';

const NAME = 'react-router-browser-trim';

// Short, as every page downloads them; a search for one finds this file.
export const ROUTE_INSTRUMENTATION_ERROR = 'Route instrumentations are left out of this build';
export const RSC_ERROR = 'React Server Components are left out of this build';

const NOT_RSC = (line) => line.replace('useIsRSCRouterContext()', 'false');

/**
 * Each edit: the function it belongs to (present means the edit must apply), the exact text it
 * replaces, and its replacement, on as many lines, so every later line keeps its number and the
 * source map still holds.
 */
export const EDITS = [
  {
    name: 'createRouter',
    anchor: 'function createRouter(',
    from: `  if (init.instrumentations) {
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
  }`,
    to: `  if (init.instrumentations?.some((i) => i.route)) { throw new Error(${JSON.stringify(ROUTE_INSTRUMENTATION_ERROR)}); }`,
  },
  {
    name: 'RenderErrorBoundary',
    anchor: 'var RenderErrorBoundary = class',
    from: `    if (this.context) {
      return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);`,
    to: `    if (false) {
      return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);`,
  },
  {name: 'RouterProvider', anchor: 'function RouterProvider(', from: '  let unstable_rsc = useIsRSCRouterContext();'},
  {name: 'PrefetchPageLinks', anchor: 'function PrefetchPageLinks(', from: '  let rsc = useIsRSCRouterContext();'},
  {name: 'Scripts', anchor: 'function Scripts(', from: '  let isRSCRouterContext = useIsRSCRouterContext();'},
  {
    name: 'RSCHydratedRouter',
    anchor: 'function RSCHydratedRouter(',
    from: '  return /* @__PURE__ */ React3.createElement(RSCRouterContext.Provider, { value: true },',
    to: `  throw new Error(${JSON.stringify(RSC_ERROR)}); return /* @__PURE__ */ React3.createElement(RSCRouterContext.Provider, { value: true },`,
  },
].map((edit) => ({...edit, to: edit.to ?? NOT_RSC(edit.from)}));

/**
 * React Router's module source with the edits whose function it defines, and their names; throws
 * when such a function has another shape, so an upgrade that changes it stops the build.
 */
export function trimForBrowser(code, id = 'react-router') {
  return applyEdits(code, id, EDITS, NAME);
}

/** The browser build only: the server keeps React Router's code as published. */
export function reactRouterBrowserTrim() {
  return reactRouterEditPlugin({name: NAME, environment: 'client', edits: EDITS});
}
