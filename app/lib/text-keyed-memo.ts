/**
 * Results remembered by the requests of an isolate, found again by a text that names everything they were
 * computed from. Frozen, as requests share them; at most `budget` characters of keys are kept, the oldest
 * going first. A computation that throws is not remembered.
 */
export class TextKeyedMemo<T> {
  private readonly results = new Map<string, T>();
  private kept = 0;

  constructor(private readonly budget: number) {}

  get(key: string, compute: () => T): T {
    if (this.results.has(key)) return this.results.get(key) as T;
    const result = deepFreeze(compute());
    this.results.set(key, result);
    this.kept += key.length;
    for (const [oldest] of this.results) {
      if (this.kept <= this.budget) break;
      this.results.delete(oldest);
      this.kept -= oldest.length;
    }
    return result;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
