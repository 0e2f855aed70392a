import { fullName } from './subscriber-search.js';
import type { Subscriber } from './types.js';

/** Subscribers by the exact value of one field (`email`, `phone`): the search filters' index. */
export class ExactIndex {
  readonly #byValue = new Map<string, Set<Subscriber>>();

  constructor(private readonly field: 'email' | 'phone') {}

  add(s: Subscriber): void {
    const value = s[this.field];
    if (typeof value !== 'string') return;
    let set = this.#byValue.get(value);
    if (!set) this.#byValue.set(value, (set = new Set()));
    set.add(s);
  }

  remove(s: Subscriber): void {
    const value = s[this.field];
    if (typeof value !== 'string') return;
    const set = this.#byValue.get(value);
    set?.delete(s);
    if (set?.size === 0) this.#byValue.delete(value);
  }

  reset(items: Iterable<Subscriber>): void {
    this.#byValue.clear();
    for (const s of items) this.add(s);
  }

  get(value: string): ReadonlySet<Subscriber> {
    return this.#byValue.get(value) ?? EMPTY;
  }
}

const EMPTY: ReadonlySet<Subscriber> = new Set();

interface NameEntry {
  name: string;
  subscriber: Subscriber;
}

const compareEntries = (a: NameEntry, b: NameEntry): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.subscriber._id < b.subscriber._id ? -1 : a.subscriber._id > b.subscriber._id ? 1 : 0;

/**
 * Subscribers sorted by full name (`"<firstName> <lastName>"`), so that the subscribers whose name starts
 * with a prefix are one contiguous range, found in O(log n).
 */
export class NameIndex {
  #entries: NameEntry[] = [];
  /** The entry of each indexed subscriber, to find it again after its name changed. */
  readonly #entryOf = new Map<Subscriber, NameEntry>();

  add(subscriber: Subscriber): void {
    const entry = { name: fullName(subscriber), subscriber };
    this.#entryOf.set(subscriber, entry);
    this.#entries.splice(this.#firstIndex((e) => compareEntries(e, entry) > 0), 0, entry);
  }

  remove(subscriber: Subscriber): void {
    const entry = this.#entryOf.get(subscriber);
    if (!entry) return;
    this.#entryOf.delete(subscriber);
    const at = this.#firstIndex((e) => compareEntries(e, entry) >= 0);
    if (this.#entries[at] === entry) this.#entries.splice(at, 1);
  }

  reset(items: Iterable<Subscriber>): void {
    this.#entryOf.clear();
    this.#entries = [];
    for (const subscriber of items) {
      const entry = { name: fullName(subscriber), subscriber };
      this.#entryOf.set(subscriber, entry);
      this.#entries.push(entry);
    }
    this.#entries.sort(compareEntries);
  }

  /** How many subscribers have a name starting with `prefix`, and an iterator over them (name order). */
  withPrefix(prefix: string): { size: number; items: () => Iterable<Subscriber> } {
    const from = this.#firstIndex((e) => e.name >= prefix);
    // Names that start with the prefix follow `from` contiguously; the first one that does not ends them.
    const to = this.#firstIndex((e) => e.name >= prefix && !e.name.startsWith(prefix), from);
    const entries = this.#entries;
    return {
      size: to - from,
      *items() {
        for (let i = from; i < to; i++) yield (entries[i] as NameEntry).subscriber;
      },
    };
  }

  /** Whether `subscriber`'s full name starts with `prefix` (from the index: no string built). */
  hasPrefix(subscriber: Subscriber, prefix: string): boolean {
    return (this.#entryOf.get(subscriber)?.name ?? fullName(subscriber)).startsWith(prefix);
  }

  /** First index at or after `lo` where the monotone predicate `past` holds (binary search). */
  #firstIndex(past: (e: NameEntry) => boolean, lo = 0): number {
    let hi = this.#entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (past(this.#entries[mid] as NameEntry)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
