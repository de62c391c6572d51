import {resolve} from 'node:path';

const APP = resolve(import.meta.dirname, '../../app');
const at = (path) => resolve(APP, path);

/**
 * The app modules that import Hydrogen's index as a module of their own, and the name of their copy:
 * `Pagination` for the pages that list, and everything the cart page uses. A module added to the cart
 * page that imports Hydrogen or the cart form belongs here too (tests/budget/hydrogen-per-page.test.ts
 * finds a second CartForm on the cart page otherwise).
 */
export const HYDROGEN_COPIES = new Map([
  [at('components/shop/pagination.ts'), 'pagination'],
  [at('routes/cart.tsx'), 'cart'],
  [at('components/cart/cart-discounts.tsx'), 'cart'],
  [at('components/cart/cart-line-item.tsx'), 'cart'],
  [at('components/cart/cart-page-notice.tsx'), 'cart'],
  [at('components/cart/cart-quantity.tsx'), 'cart'],
]);

/**
 * App modules that import Hydrogen's index and serve both the modules above and other pages (the
 * cart form serves the product's cart button too): the modules above import a copy of them of their
 * own, which imports their copy of the index.
 */
export const SHARED_WITH_COPIES = new Set([at('components/cart/cart-action-form.tsx')]);

const COPY_NAMES = new Set(HYDROGEN_COPIES.values());

/** The copy an importer's imports resolve to, if any: its own, or the one it is a copy for. */
function copyOf(importer) {
  if (!importer) return undefined;
  const query = importer.indexOf('?');
  if (query === -1) return HYDROGEN_COPIES.get(importer);
  const name = importer.slice(query + 1);
  return SHARED_WITH_COPIES.has(importer.slice(0, query)) && COPY_NAMES.has(name) ? name : undefined;
}

// Gain and upstream report: docs/performance.md.
/**
 * Browser builds only: Hydrogen publishes its index as one file, and a module is never split between
 * chunks, so every page that uses one of its exports would load every export the browser uses. The
 * modules above get the same file under another id (`index.js?<name>`), and so do the shared modules
 * they import; the bundler trims each copy to what its importers use. What is left of the shared
 * index is `CartForm` and `useOptimisticVariant`, for the product page only, while the cart page's
 * copy holds `CartForm` and `useOptimisticCart`. No copied module keeps state that another copy must
 * see: `Pagination` keeps its pages in the history entry and its hydration flag on `window`;
 * `useOptimisticCart` reads the router's fetchers; `CartForm` is a form with constant fields; the
 * cart form adds hooks and constants only.
 */
export function hydrogenPerPage() {
  return {
    name: 'hydrogen-per-page',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      const copy = copyOf(importer);
      if (!copy) return null;
      const resolved = await this.resolve(source, importer, {skipSelf: true});
      if (!resolved || resolved.external) return null;
      if (source === '@shopify/hydrogen' || SHARED_WITH_COPIES.has(resolved.id)) return `${resolved.id}?${copy}`;
      return null;
    },
  };
}
