/** The first index in `[from, length)` where the monotone predicate `reached` holds; `length` when none does. */
export function firstIndexWhere(length: number, reached: (index: number) => boolean, from = 0): number {
  let lo = from;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (reached(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The first index of `items` (sorted by `compare`) whose item is not less than `probe`. */
export const lowerBound = <T>(items: readonly T[], probe: T, compare: (a: T, b: T) => number): number =>
  firstIndexWhere(items.length, (i) => compare(items[i] as T, probe) >= 0);

/** The first index of `items` (sorted by `compare`) whose item is greater than `probe`. */
export const upperBound = <T>(items: readonly T[], probe: T, compare: (a: T, b: T) => number): number =>
  firstIndexWhere(items.length, (i) => compare(items[i] as T, probe) > 0);
