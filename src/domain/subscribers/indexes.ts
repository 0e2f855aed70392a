import { firstIndexWhere } from '../../lib/binary-search.js';
import { fullName } from './search.js';
import type { Subscriber } from './types.js';

/**
 * Subscribers by the exact value of one field (`email`, `phone`): the search filters' index. A value
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

/**
 * Subscribers sorted by full name (`"<firstName> <lastName>"`, then `_id`), so that the subscribers whose
 * name starts with a prefix are one contiguous range, found in O(log n). Two parallel arrays (names and
 * subscribers) instead of an entry object each: this index is paid per subscriber.
 */
export class NameIndex {
  #names: string[] = [];
  #subscribers: Subscriber[] = [];

  add(subscriber: Subscriber): void {
    const name = fullName(subscriber);
    const at = this.#firstIndex((n, s) => n > name || (n === name && s._id > subscriber._id));
    this.#names.splice(at, 0, name);
    this.#subscribers.splice(at, 0, subscriber);
  }

  /** Removes `subscriber`, indexed under the name it has now (writes remove before they change it). */
  remove(subscriber: Subscriber): void {
    const name = fullName(subscriber);
    const at = this.#firstIndex((n, s) => n > name || (n === name && s._id >= subscriber._id));
    if (this.#subscribers[at] !== subscriber) return;
    this.#names.splice(at, 1);
    this.#subscribers.splice(at, 1);
  }

  reset(items: Iterable<Subscriber>): void {
    const entries = [...items].map((s) => [fullName(s), s] as const);
    entries.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x._id < y._id ? -1 : x._id > y._id ? 1 : 0));
    this.#names = entries.map(([name]) => name);
    this.#subscribers = entries.map(([, s]) => s);
  }

  /** How many subscribers have a name starting with `prefix`, and an iterator over them (name order). */
  withPrefix(prefix: string): { size: number; items: () => Iterable<Subscriber> } {
    const from = this.#firstIndex((n) => n >= prefix);
    // Names that start with the prefix follow `from` contiguously; the first one that does not ends them.
    const to = this.#firstIndex((n) => n >= prefix && !n.startsWith(prefix), from);
    const subscribers = this.#subscribers;
    return {
      size: to - from,
      *items() {
        for (let i = from; i < to; i++) yield subscribers[i] as Subscriber;
      },
    };
  }

  /** First index at or after `from` where the monotone predicate `past` holds. */
  #firstIndex(past: (name: string, s: Subscriber) => boolean, from = 0): number {
    return firstIndexWhere(this.#names.length, (i) => past(this.#names[i] as string, this.#subscribers[i] as Subscriber), from);
  }
}
