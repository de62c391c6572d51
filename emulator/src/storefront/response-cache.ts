// Finished response bodies for catalogue- and content-only queries, keyed by query text, variables and operation,
// and valid only while the database is unchanged: any write on this connection (total_changes) or
// another one (data_version) retires them. Customer, cart and node lookups are never cached.
import {Kind, type OperationDefinitionNode} from 'graphql';
import type {Database} from '../db/database.js';
import {dataVersion} from '../db/data-version.js';

const CATALOGUE_ROOT_FIELDS = new Set([
  '__typename',
  'product',
  'productByHandle',
  'products',
  'collection',
  'collectionByHandle',
  'collections',
  'search',
  'predictiveSearch',
  'productRecommendations',
  'productTypes',
  'productTags',
  'localization',
  'shop',
  'menu',
  'page',
  'pageByHandle',
  'pages',
  'blog',
  'blogByHandle',
  'blogs',
  'article',
  'articles',
  'metaobject',
  'metaobjects',
  'sitemap',
  'urlRedirects',
]);

const MAX_ENTRIES = 500;
const caches = new WeakMap<Database, Map<string, {version: string; body: string}>>();

export function isCacheable(operation: OperationDefinitionNode | undefined): boolean {
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && CATALOGUE_ROOT_FIELDS.has(selection.name.value),
    )
  );
}

export function cacheKey(query: string, variables: Record<string, unknown>, operationName: string | null): string {
  return `${operationName ?? ''}\u0000${JSON.stringify(variables)}\u0000${query}`;
}

export function cachedBody(db: Database, key: string): string | undefined {
  const entry = caches.get(db)?.get(key);
  return entry && entry.version === dataVersion(db) ? entry.body : undefined;
}

export function storeBody(db: Database, key: string, body: string): void {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, {version: dataVersion(db), body});
}
