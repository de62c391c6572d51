// Per-request memoisation: a product page asks for the same variants from several fields
// (selectedOrFirstAvailableVariant, adjacentVariants, encodedVariant*), so each is loaded once per request.
// Values are kept per request (scope), then per kind of value, then per key: a key is the id or name as it
// comes, so a lookup builds no string.
const caches = new WeakMap<object, Map<string, Map<number | string, unknown>>>();

export function memo<T>(scope: object, kind: string, key: number | string, load: () => T): T {
  let kinds = caches.get(scope);
  if (!kinds) {
    kinds = new Map();
    caches.set(scope, kinds);
  }
  let values = kinds.get(kind);
  if (!values) {
    values = new Map();
    kinds.set(kind, values);
  }
  const value = values.get(key);
  if (value !== undefined || values.has(key)) return value as T;
  const loaded = load();
  values.set(key, loaded);
  return loaded;
}
