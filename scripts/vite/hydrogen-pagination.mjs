import {resolve} from 'node:path';

const PAGINATION_MODULE = resolve(import.meta.dirname, '../../app/components/shop/pagination.ts');
const COPY = '?pagination';

/**
 * Browser builds only: `app/components/shop/pagination.ts` imports Hydrogen's index as a module of its
 * own (the same file under another id), which the bundler trims to `Pagination` and what it uses, in
 * the chunk of the pages that list. Every other import keeps the one shared index, trimmed to
 * `CartForm`, `useOptimisticCart` and `useOptimisticVariant`. `Pagination` keeps no state in its module:
 * its page state is in the history entry and `window`.
 */
export function hydrogenPagination() {
  return {
    name: 'hydrogen-pagination',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source !== '@shopify/hydrogen' || importer !== PAGINATION_MODULE) return null;
      const index = await this.resolve(source, importer, {skipSelf: true});
      return index && !index.external ? `${index.id}${COPY}` : null;
    },
  };
}
