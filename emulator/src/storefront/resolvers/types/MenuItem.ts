// A menu item links to a shop resource by handle; its `url` is that resource's address on the shop's own
// domain, as Shopify gives it, which storefronts rewrite to their own paths.
import {collectionByHandle, productByHandle} from '../../../catalogue/catalogue-store.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {toGid} from '../../../ids/gid.js';
import {blogByHandle, menuItems, menuTitle, pageByHandle, type MenuItemRecord} from '../../../catalogue/shop-content.js';
import type {MenuItemResolvers} from '../generated-resolver-types.js';
import {policyByHandle} from './Shop.js';

const PATHS: Record<string, (handle: string) => string> = {
  FRONTPAGE: () => '/',
  SEARCH: () => '/search',
  CATALOG: () => '/collections/all',
  COLLECTION: (handle) => `/collections/${handle}`,
  PRODUCT: (handle) => `/products/${handle}`,
  PAGE: (handle) => `/pages/${handle}`,
  BLOG: (handle) => `/blogs/${handle}`,
  SHOP_POLICY: (handle) => `/policies/${handle}`,
};

const RESOURCE_TYPES: Record<string, string> = {
  COLLECTION: 'Collection',
  PRODUCT: 'Product',
  PAGE: 'Page',
  BLOG: 'Blog',
  SHOP_POLICY: 'ShopPolicy',
};

function resourceOf(ctx: EmulatorContext, item: MenuItemRecord): {id: number} | null {
  const handle = item.resourceHandle ?? '';
  const loaders: Record<string, () => {id: number} | null> = {
    COLLECTION: () => collectionByHandle(ctx.db, handle),
    PRODUCT: () => productByHandle(ctx.db, handle),
    PAGE: () => pageByHandle(ctx.db, handle),
    BLOG: () => blogByHandle(ctx.db, handle),
    SHOP_POLICY: () => policyByHandle(ctx.db, handle),
  };
  return loaders[item.type]?.() ?? null;
}

export const MenuItem: MenuItemResolvers = {
  id: (item: MenuItemRecord) => toGid('MenuItem', item.id),
  title: (item: MenuItemRecord, _args, ctx) => menuTitle(ctx.db, 'item', item.id, localeOf(ctx)),
  items: (item: MenuItemRecord, _args, ctx) => menuItems(ctx.db, item.menuId, item.id),
  url: (item: MenuItemRecord, _args, ctx) => {
    if (item.type === 'HTTP') return item.url;
    const path = PATHS[item.type];
    return path ? `${ctx.baseUrl}${path(item.resourceHandle ?? '')}` : null;
  },
  resource: (item: MenuItemRecord, _args, ctx) => resourceOf(ctx, item),
  resourceId: (item: MenuItemRecord, _args, ctx) => {
    const resource = resourceOf(ctx, item);
    return resource ? toGid(RESOURCE_TYPES[item.type], resource.id) : null;
  },
  tags: () => [],
};
