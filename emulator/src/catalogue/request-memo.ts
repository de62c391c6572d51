// Per-request memoisation: a product page asks for the same variants from several fields
// (selectedOrFirstAvailableVariant, adjacentVariants, encodedVariant*), so each is loaded once per request.
const caches = new WeakMap<object, Map<string, unknown>>();

export function memo<T>(scope: object, key: string, load: () => T): T {
  let cache = caches.get(scope);
  if (!cache) {
    cache = new Map();
    caches.set(scope, cache);
  }
  if (cache.has(key)) return cache.get(key) as T;
  const value = load();
  cache.set(key, value);
  return value;
}
