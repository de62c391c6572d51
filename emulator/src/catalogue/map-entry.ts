// The small caches' one idiom: a key's entry in a Map or WeakMap, made on first use.
export function entryFor<K, V>(map: Map<K, V>, key: K, make: () => V): V;
export function entryFor<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V;
export function entryFor<K extends object, V>(map: Map<K, V> | WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
