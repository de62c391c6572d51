// An isolate's results, found by a text naming all they came from: frozen (requests share them), at most
// `budget` characters of keys, oldest out first; a computation that throws is not kept.
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
