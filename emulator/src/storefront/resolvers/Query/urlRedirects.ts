import {allCollections, allProducts} from '../../catalogue.js';
import {paginate, type PageArgs} from '../../connection.js';
import type {EmulatorContext} from '../../context.js';
import {toGid} from '../../gid.js';

interface UrlRedirectsArgs extends PageArgs {
  query?: string | null;
}

interface UrlRedirect {
  id: string;
  path: string;
  target: string;
}

/**
 * The shop's URL redirects: the addresses a Shopify theme used (`/products/{handle}`,
 * `/collections/{handle}`) lead to the storefront's own, as a merchant moving to Hydrogen
 * would set them up. Only Hydrogen's `path:` query form is understood.
 */
export function urlRedirects(_root: unknown, args: UrlRedirectsArgs, ctx: EmulatorContext) {
  const redirects: UrlRedirect[] = [
    ...allProducts(ctx.db).map((product) => ({
      path: `/products/${product.handle}`,
      target: `/shop/products/${product.handle}`,
    })),
    ...allCollections(ctx.db).map((collection) => ({
      path: `/collections/${collection.handle}`,
      target: `/shop/collections/${collection.handle}`,
    })),
  ].map((redirect, index) => ({id: toGid('UrlRedirect', index + 1), ...redirect}));
  const path = /^path:"?([^"]*)"?$/.exec((args.query ?? '').trim())?.[1]?.toLowerCase();
  const matching = path === undefined ? redirects : redirects.filter((redirect) => redirect.path === path);
  return paginate(matching, args, (redirect) => redirect.id);
}
