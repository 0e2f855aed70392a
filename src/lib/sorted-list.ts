import { lowerBound, upperBound } from './binary-search.js';

/**
 * An array kept sorted by a comparator: O(log n) lookups, O(n) memmove on insert/remove.
 * Used so that a search page costs the same wherever its cursor sits.
 */
export class SortedList<T> {
  readonly items: T[] = [];

  constructor(private readonly compare: (a: T, b: T) => number) {}

  insert(item: T): void {
    const at = upperBound(this.items, item, this.compare);
    if (at === this.items.length) this.items.push(item);
    else this.items.splice(at, 0, item);
  }

  /** Removes `item` (matched by identity among equal keys). */
  remove(item: T): void {
    for (let i = lowerBound(this.items, item, this.compare); i < this.items.length; i++) {
      if (this.items[i] === item) {
        this.items.splice(i, 1);
        return;
      }
      if (this.compare(this.items[i] as T, item) !== 0) return;
    }
  }

  /** Rebuilds from scratch: cheaper than n inserts when loading a seed. */
  reset(items: Iterable<T>): void {
    this.items.length = 0;
    for (const item of items) this.items.push(item);
    this.items.sort(this.compare);
  }
}
