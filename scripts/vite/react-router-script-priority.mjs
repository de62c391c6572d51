// A page is rendered on the server, so its JavaScript is needed for interaction, not for the first
// paint. React Router's <Scripts> preloads every module of the page with <link rel="modulepreload">,
// which browsers fetch at high priority: on a slow connection the scripts (about 100 KB) share the
// bandwidth with the images of the first screen and delay them. React gives its own bootstrap
// module preloads a low priority for this reason (react/react#27189); <Scripts> has no option for it,
// so this edit adds `fetchpriority="low"` to the preloads <Scripts> renders. Remove it once a React
// Router release lets <Scripts> set their priority. Gain and upstream report: docs/performance.md.

import {REACT_ROUTER_DIST, functionSpan} from './react-router-edits.mjs';

const SCRIPTS = 'function Scripts(';
const PRELOAD = 'rel: "modulepreload",';
// The router's manifest, the client entry, and the page's modules.
const PRELOADS_IN_SCRIPTS = 3;

/**
 * React Router's module source with its <Scripts> preloads at low priority, and whether it defines
 * <Scripts>; throws when <Scripts> no longer renders its preloads as expected, so an upgrade that
 * changes it stops the build.
 */
export function lowerScriptPriority(code, id = 'react-router') {
  const {start, end} = functionSpan(code, SCRIPTS);
  if (start === -1) return {code, applied: false};
  const body = code.slice(start, end);
  const found = body.split(PRELOAD).length - 1;
  if (found !== PRELOADS_IN_SCRIPTS) {
    throw new Error(
      `${id}: React Router's <Scripts> renders ${found} module preloads where this edit expects ` +
        `${PRELOADS_IN_SCRIPTS}. Check whether this React Router release sets their priority itself, then ` +
        'update or remove scripts/vite/react-router-script-priority.mjs.',
    );
  }
  // On the same line, so every line keeps its number and source maps hold.
  const edited = body.replaceAll(PRELOAD, `${PRELOAD} fetchpriority: "low",`);
  return {code: code.slice(0, start) + edited + code.slice(end), applied: true};
}

/**
 * Both builds: the server renders the preloads, and the browser renders the same elements while it
 * hydrates the document.
 */
export function reactRouterScriptPriority() {
  const applied = new Set();
  return {
    name: 'react-router-script-priority',
    apply: 'build',
    buildStart() {
      applied.delete(this.environment.name);
    },
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      try {
        const result = lowerScriptPriority(code, id);
        if (!result.applied) return null;
        applied.add(this.environment.name);
        return {code: result.code, map: null};
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    buildEnd(error) {
      if (!error && !applied.has(this.environment.name)) {
        this.error(
          "React Router's <Scripts> did not go through this build: update or remove " +
            'scripts/vite/react-router-script-priority.mjs.',
        );
      }
    },
  };
}
