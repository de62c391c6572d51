import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import {defineConfig, type Rolldown} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import {reactRouterPathCache} from './scripts/vite/react-router-path-cache.mjs';
import {hydrogenPerPage} from './scripts/vite/hydrogen-per-page.mjs';
import {reactRouterScriptPriority} from './scripts/vite/react-router-script-priority.mjs';
import {reactRouterBrowserTrim} from './scripts/vite/react-router-browser-trim.mjs';

const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const IN_PACKAGE = /[\\/]node_modules[\\/]/;
// Every page runs the root route: what it imports statically is loaded everywhere. The client entry
// stays a file of its own: the route modules are imported before the page's inline script sets
// `window.__reactRouterManifest`, and the entry's modules read it when they run.
const ROOT_ROUTE = resolve(import.meta.dirname, 'app/root.tsx');
// Every page sits in the error frame too (app/routes.ts).
const FRAME_ROUTE = resolve(import.meta.dirname, 'app/routes/error-frame.tsx');

// React Router publishes a production build beside its development one, but its package exports name
// only the development build, whose warnings (long messages, checks on every render) would ship to
// browsers and run on the server. A production build resolves both entry points to the production
// files, which import their own chunks by relative path; development keeps the warnings.
const REACT_ROUTER = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const REACT_ROUTER_PRODUCTION = [
  {find: /^react-router$/, replacement: resolve(REACT_ROUTER, 'dist/production/index.mjs')},
  {find: /^react-router\/dom$/, replacement: resolve(REACT_ROUTER, 'dist/production/dom-export.mjs')},
];

type Modules = {getModuleInfo(id: string): {importedIds: readonly string[]} | null};

/**
 * The modules the root route and the error frame import statically through the app's own modules. A
 * package they import is in, but not what the package imports in turn: Hydrogen's index re-exports
 * far more than the app uses here, and those parts belong with the pages that use them.
 */
function alwaysLoaded(modules: Modules): Set<string> {
  const found = new Set<string>();
  const stack = [ROOT_ROUTE, FRAME_ROUTE];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    if (!IN_PACKAGE.test(id)) stack.push(...(modules.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * What every page loads goes in one file with the root route, instead of a dozen small shared
 * chunks that each cost a request and their own compression overhead; React and React Router in
 * another, which browsers keep across deployments. The rest Rolldown splits by page.
 */
function chunkGroups(): Rolldown.CodeSplittingOptions {
  let always: Set<string> | undefined;
  return {
    groups: [
      {name: 'vendor', test: VENDOR, priority: 2},
      {
        name: (id, modules) => ((always ??= alwaysLoaded(modules)).has(id) ? 'root' : null),
        priority: 1,
      },
    ],
  };
}

export default defineConfig(({command}) => ({
  resolve: {tsconfigPaths: true, alias: command === 'build' ? REACT_ROUTER_PRODUCTION : []},
  plugins: [hydrogen(), oxygen(), reactRouter(), reactRouterPathCache(), reactRouterScriptPriority(), reactRouterBrowserTrim(), hydrogenPerPage()],
  // Test runs write traces and databases inside the project; the dev server must not reload the page
  // under test for them.
  server: {watch: {ignored: ['**/test-results*/**', '**/playwright-report/**', '**/.data/**', '**/.cache/**', '**/.tools/**']}},
  build: {
    // A strict Content-Security-Policy forbids inlined base64 assets.
    assetsInlineLimit: 0,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // React's `createContext`, `lazy`, `forwardRef` and `memo` only build an object: a call whose
          // result nothing uses (Hydrogen's contexts and components for features this site does not use) can go.
          // Warnings are for developers, as in React's own production build: `console.warn` and React
          // Router's `warnOnce` calls go with their messages, in the browser only. Errors stay.
          treeshake: {
            manualPureFunctions: ['createContext', 'lazy', 'forwardRef', 'memo', 'console.warn', 'warnOnce'],
          },
          output: {codeSplitting: chunkGroups()},
        },
      },
    },
  },
  ssr: {
    optimizeDeps: {
      include: [
        'qs',
        'set-cookie-parser',
        'cookie',
        'react-router',
      ],
    },
  },
}));
