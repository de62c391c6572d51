// Per-request memoisation: a product page asks for the same variants from several fields
// (selectedOrFirstAvailableVariant, adjacentVariants, encodedVariant*), so each is loaded once per request.
// Values are kept per request (scope), then per kind of value, then per key: a key is the id or name as it
// comes, so a lookup builds no string.
import {entryFor} from './map-entry.js';

const caches = new WeakMap<object, Map<string, Map<number | string, unknown>>>();

export function memo<T>(scope: object, kind: string, key: number | string, load: () => T): T {
  const values = entryFor(entryFor(caches, scope, () => new Map()), kind, () => new Map());
  const value = values.get(key);
  if (value !== undefined || values.has(key)) return value as T;
  const loaded = load();
  values.set(key, loaded);
  return loaded;
}
