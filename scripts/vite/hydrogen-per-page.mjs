import {resolve} from 'node:path';

const APP = resolve(import.meta.dirname, '../../app');

/**
 * The app modules that import Hydrogen's index as a module of their own, and the name of their copy.
 * The bundler trims each copy to what its importers use, and places it with the pages that load them.
 */
export const HYDROGEN_COPIES = new Map([
  [resolve(APP, 'components/shop/pagination.ts'), 'pagination'],
  [resolve(APP, 'routes/product.tsx'), 'product'],
]);

/**
 * Browser builds only: Hydrogen publishes its index as one file, and a module is never split between
 * chunks, so every page that uses one of its exports would load every export the browser uses. The
 * modules above get the same file under another id (`index.js?<name>`); every other import keeps the
 * one shared index, trimmed to `CartForm` and `useOptimisticCart`. No copied export keeps state in its
 * module that another copy must see: `Pagination` keeps its pages in the history entry and its
 * hydration flag on `window`; the product's hooks read the router's navigation and the URL.
 *
 * The cart's `useOptimisticCart` stays with `CartForm`: it reads `CartForm`'s actions, so a copy of its
 * own would bring a second `CartForm` to the cart page, costing the cart about what it saves the product.
 */
export function hydrogenPerPage() {
  return {
    name: 'hydrogen-per-page',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      const copy = source === '@shopify/hydrogen' && HYDROGEN_COPIES.get(importer);
      if (!copy) return null;
      const index = await this.resolve(source, importer, {skipSelf: true});
      return index && !index.external ? `${index.id}?${copy}` : null;
    },
  };
}
