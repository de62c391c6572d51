/**
 * Runs one task at a time per key, in arrival order. The Cache API has no atomic update: two requests that
 * read a count before either writes it would both pass. Within a worker isolate this makes each
 * read-and-write of a count one step; isolates still race each other, for the moment between a read and
 * its write.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
