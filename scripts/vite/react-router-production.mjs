import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';

/**
 * React Router publishes a production build beside its development one, but its package exports
 * name only the development build, whose warnings (long messages, checks on every render) would
 * ship to browsers and run on the server. A production build resolves both entry points to the
 * production files; they import their own chunks by relative path, so the whole package follows.
 * Development keeps the warnings.
 */
export function reactRouterProduction() {
  const published = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const entries = {
    'react-router': join(published, 'dist/production/index.mjs'),
    'react-router/dom': join(published, 'dist/production/dom-export.mjs'),
  };
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return entries[source] ?? null;
    },
  };
}
