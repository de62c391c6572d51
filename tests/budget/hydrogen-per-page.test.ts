// Hydrogen's index is one module, so the chunk holding it holds every export the browser uses;
// `Pagination` and the cart page's Hydrogen come from copies of their own (scripts/vite/hydrogen-per-page.mjs).
// Read from the built site (`npm run build` first).
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageScriptUrls} from '../../scripts/bench/page-scripts.mjs';

const CLIENT = resolve(import.meta.dirname, '../../dist/client');

// Text minifying keeps: Pagination's error for a query without page info, one of CartForm's actions,
// and the hooks' error prefixes.
const PAGINATION = 'The Pagination component requires';
const CART_FORM = 'DeliveryAddressesReplace';
const OPTIMISTIC_VARIANT = '[h2:error:useOptimisticVariant]';
const OPTIMISTIC_CART = '[h2:error:useOptimisticCart]';

/** How many of the scripts a page loads hold `marker`. */
function scriptsHolding(routeId: string, marker: string) {
  return pageScriptUrls(routeId, CLIENT).filter((url) =>
    readFileSync(resolve(CLIENT, url.replace(/^\//, '')), 'utf8').includes(marker),
  ).length;
}

describe('each page loads the Hydrogen code it uses, once', () => {
  it.each([
    {page: 'a collection', routeId: 'collection.nl', pagination: 1, cartForm: 0, variant: 0, cart: 0},
    {page: 'the search', routeId: 'search.fr', pagination: 1, cartForm: 0, variant: 0, cart: 0},
    {page: 'the orders', routeId: 'orders.en', pagination: 1, cartForm: 0, variant: 0, cart: 0},
    {page: 'a product', routeId: 'product.fr', pagination: 0, cartForm: 1, variant: 1, cart: 0},
    {page: 'the cart', routeId: 'cart.en', pagination: 0, cartForm: 1, variant: 0, cart: 1},
  ])('$page', ({routeId, pagination, cartForm, variant, cart}) => {
    expect(scriptsHolding(routeId, PAGINATION), 'scripts with Pagination').toBe(pagination);
    expect(scriptsHolding(routeId, CART_FORM), 'scripts with CartForm').toBe(cartForm);
    expect(scriptsHolding(routeId, OPTIMISTIC_VARIANT), 'scripts with useOptimisticVariant').toBe(variant);
    expect(scriptsHolding(routeId, OPTIMISTIC_CART), 'scripts with useOptimisticCart').toBe(cart);
  });
});
