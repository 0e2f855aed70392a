import { lowerBound } from '../../lib/binary-search.js';
import { InvalidInputError } from '../shared/index.js';
import type { Subscriber } from './types.js';

export type SubscriberOrderBy = '_id' | 'createdAt' | 'updatedAt';
export type OrderDirection = 'ASC' | 'DESC';

export interface SubscriberSearchQuery {
  after?: string;
  before?: string;
  limit: number;
  orderBy: SubscriberOrderBy;
  orderDirection: OrderDirection;
  includeCursor: boolean;
  email?: string;
  name?: string;
  phone?: string;
  subscriberId?: string;
}

export interface SubscriberPage {
  data: Subscriber[];
  next: string | null;
  previous: string | null;
  totalCount: number;
  totalCountCapped: boolean;
}

/** The real service's defaults: limit 10 (1–100 here), newest `_id` first. */
export const SEARCH_DEFAULTS = { limit: 10, orderBy: '_id', orderDirection: 'DESC', includeCursor: false } as const;

/** As the contract says: `totalCount` counts up to 50,000; `totalCountCapped` says there are more. */
export const TOTAL_COUNT_CEILING = 50_000;

export const compareBy = (orderBy: SubscriberOrderBy) => (a: Subscriber, b: Subscriber): number => {
  if (orderBy !== '_id') {
    const ka = a[orderBy];
    const kb = b[orderBy];
    if (ka !== kb) return ka < kb ? -1 : 1;
  }
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
};

/** Full name as the `name` filter sees it: `"<firstName> <lastName>"`. */
export const fullName = (s: Subscriber): string => (s.firstName && s.lastName ? `${s.firstName} ${s.lastName}` : s.firstName || s.lastName || '');

/** Whether `fullName(s)` starts with `prefix` (the `name` filter). */
export const nameStartsWith = (s: Subscriber, prefix: string): boolean => fullName(s).startsWith(prefix);

export function matchesFilters(s: Subscriber, q: SubscriberSearchQuery): boolean {
  return (
    (q.subscriberId === undefined || s.subscriberId === q.subscriberId) &&
    (q.email === undefined || s.email === q.email) &&
    (q.phone === undefined || s.phone === q.phone) &&
    (q.name === undefined || nameStartsWith(s, q.name))
  );
}

const EMPTY_PAGE = { data: [], next: null, previous: null };

const totalsOf = (count: number) => ({ totalCount: Math.min(count, TOTAL_COUNT_CEILING), totalCountCapped: count > TOTAL_COUNT_CEILING });

/** False when the query names a cursor that does not exist (an empty page); throws on both cursors. */
function cursorUsable(query: SubscriberSearchQuery, cursorItem: Subscriber | undefined): boolean {
  if (query.after !== undefined && query.before !== undefined) {
    throw InvalidInputError.of('query.before', 'after and before cannot be used together', query.before);
  }
  return (query.after ?? query.before) === undefined || cursorItem !== undefined;
}

/**
 * One page of `items` (the matches, ascending by `compare`), positioned by the cursor item.
 * Cost: O(log n + limit) whatever the cursor's position. Cursors are the boundary items' `_id`,
 * so items created between two page requests never make pages overlap or skip.
 */
export function pageOf(
  items: readonly Subscriber[],
  query: SubscriberSearchQuery,
  compare: (a: Subscriber, b: Subscriber) => number,
  cursorItem: Subscriber | undefined,
): SubscriberPage {
  const n = items.length;
  const totals = totalsOf(n);
  if (!cursorUsable(query, cursorItem)) return { ...EMPTY_PAGE, ...totals };

  const ascending = query.orderDirection === 'ASC';
  const at = (position: number) => items[ascending ? position : n - 1 - position] as Subscriber;
  let start = 0;
  let end = Math.min(n, query.limit);
  if (cursorItem) {
    const index = lowerBound(items, cursorItem, compare);
    const inItems = items[index] === cursorItem;
    // Number of items before the cursor in display order.
    const before = ascending ? index : n - index - (inItems ? 1 : 0);
    if (query.after !== undefined) {
      start = before + (inItems && !query.includeCursor ? 1 : 0);
      end = Math.min(n, start + query.limit);
    } else {
      end = before + (inItems && query.includeCursor ? 1 : 0);
      start = Math.max(0, end - query.limit);
    }
  }
  const data: Subscriber[] = [];
  for (let p = start; p < end; p++) data.push(at(p));
  const first = data[0];
  const last = data[data.length - 1];
  return {
    data,
    previous: start > 0 && first ? first._id : null,
    next: end < n && last ? last._id : null,
    ...totals,
  };
}

/**
 * The same page as `pageOf` over the matches, found by walking the whole ordering (`ordered`, ascending)
 * from the cursor and testing each item: for filters with many matches, where sorting them all would
 * cost more. The walk passes about `limit / density` items; `matchCount` (from an index) gives the totals.
 */
export function walkedPageOf(
  ordered: readonly Subscriber[],
  matches: (s: Subscriber) => boolean,
  matchCount: number,
  query: SubscriberSearchQuery,
  compare: (a: Subscriber, b: Subscriber) => number,
  cursorItem: Subscriber | undefined,
): SubscriberPage {
  const totals = totalsOf(matchCount);
  if (!cursorUsable(query, cursorItem)) return { ...EMPTY_PAGE, ...totals };
  const n = ordered.length;
  const ascending = query.orderDirection === 'ASC';
  /** The item at a display position (0 = first shown). */
  const at = (position: number) => ordered[ascending ? position : n - 1 - position] as Subscriber;
  const matchFrom = (position: number, step: 1 | -1): number => {
    for (let p = position; p >= 0 && p < n; p += step) {
      if (matches(at(p))) return p;
    }
    return -1;
  };
  // Display positions of the cursor's neighbourhood, as in `pageOf` but counted in the whole ordering.
  let before = 0;
  let inItems = false;
  if (cursorItem) {
    const index = lowerBound(ordered, cursorItem, compare);
    inItems = ordered[index] === cursorItem;
    before = ascending ? index : n - index - (inItems ? 1 : 0);
  }
  const positions: number[] = [];
  if (query.before !== undefined) {
    for (let p = matchFrom(before - 1 + (inItems && query.includeCursor ? 1 : 0), -1); p >= 0 && positions.length < query.limit; p = matchFrom(p - 1, -1)) positions.push(p);
    positions.reverse();
  } else {
    const start = query.after !== undefined ? before + (inItems && !query.includeCursor ? 1 : 0) : 0;
    for (let p = matchFrom(start, 1); p >= 0 && positions.length < query.limit; p = matchFrom(p + 1, 1)) positions.push(p);
  }
  const first = positions[0];
  const last = positions[positions.length - 1];
  if (first === undefined || last === undefined) return { ...EMPTY_PAGE, ...totals };
  return {
    data: positions.map(at),
    previous: matchFrom(first - 1, -1) >= 0 ? at(first)._id : null,
    next: matchFrom(last + 1, 1) >= 0 ? at(last)._id : null,
    ...totals,
  };
}
