import type { Subscriber } from './types.js';

/**
 * Subscribers by the exact value of one field (`email`): the activity feed's lookup by email. A value
 * held by one subscriber maps to it directly (most values are unique).
 */
export class ExactIndex {
  readonly #byValue = new Map<string, Subscriber | Subscriber[]>();

  constructor(private readonly field: 'email' | 'phone') {}

  add(s: Subscriber): void {
    const value = s[this.field];
    if (typeof value !== 'string') return;
    const held = this.#byValue.get(value);
    if (held === undefined) this.#byValue.set(value, s);
    else if (Array.isArray(held)) held.push(s);
    else this.#byValue.set(value, [held, s]);
  }

  remove(s: Subscriber): void {
    const value = s[this.field];
    if (typeof value !== 'string') return;
    const held = this.#byValue.get(value);
    if (held === s) this.#byValue.delete(value);
    else if (Array.isArray(held)) {
      const rest = held.filter((x) => x !== s);
      this.#byValue.set(value, rest.length === 1 ? (rest[0] as Subscriber) : rest);
    }
  }

  reset(items: Iterable<Subscriber>): void {
    this.#byValue.clear();
    for (const s of items) this.add(s);
  }

  get(value: string): readonly Subscriber[] {
    const held = this.#byValue.get(value);
    return held === undefined ? [] : Array.isArray(held) ? held : [held];
  }
}
