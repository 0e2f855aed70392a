/**
 * A WeakMap that forgets objects it has not been asked about lately: two generations of at most
 * `capacity` entries each; when the current one is full it becomes the old one and the oldest is
 * dropped. A `get` that finds an old entry moves it to the current generation.
 *
 * For caches keyed by stored records: a plain WeakMap grows with every record ever looked at (walking
 * 100,000 subscribers left a 4 MB table per cache), and every garbage collection goes through it again.
 */
export class RecentWeakMap<K extends object, V> {
  #current = new WeakMap<K, V>();
  #previous = new WeakMap<K, V>();
  #currentSize = 0;

  constructor(private readonly capacity = 10_000) {}

  get(key: K): V | undefined {
    const value = this.#current.get(key);
    if (value !== undefined) return value;
    const old = this.#previous.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: K, value: V): void {
    if (!this.#current.has(key)) {
      if (this.#currentSize >= this.capacity) {
        this.#previous = this.#current;
        this.#current = new WeakMap();
        this.#currentSize = 0;
      }
      this.#currentSize++;
    }
    this.#current.set(key, value);
  }
}
