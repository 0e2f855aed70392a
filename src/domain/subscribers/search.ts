import { lowerBound } from '../../lib/binary-search.js';
import { BadRequestError } from '../shared/index.js';
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

/** The fields the text filters search, each a part of the subscriber's profile (see `searchText`). */
export type TextField = 'email' | 'phone' | 'name';
export const TEXT_FIELDS: readonly TextField[] = ['email', 'phone', 'name'];

/**
 * The text a filter searches. `name` is the real service's `"<firstName> <lastName>"`, a missing part
 * read as "", trimmed (so a subscriber with a first name only is searched as that name).
 */
export function searchText(s: Subscriber, field: TextField): string {
  if (field === 'name') return `${s.firstName ?? ''} ${s.lastName ?? ''}`.trim();
  return s[field] ?? '';
}

/**
 * The text filters of a query, lower-cased. As in the real service, `email`, `phone` and `name` each match
 * anywhere in the field, whatever the case (an escaped, case-insensitive regular expression), and an empty
 * filter is no filter.
 */
export function textFilters(q: SubscriberSearchQuery): { field: TextField; needle: string }[] {
  return TEXT_FIELDS.filter((field) => q[field]).map((field) => ({ field, needle: (q[field] as string).toLowerCase() }));
}

/** Whether `s` matches every filter of the query (the definition the indexed search answers exactly). */
export function matchesFilters(s: Subscriber, q: SubscriberSearchQuery): boolean {
  if (q.subscriberId && s.subscriberId !== q.subscriberId) return false;
  return textFilters(q).every(({ field, needle }) => searchText(s, field).toLowerCase().includes(needle));
}

const EMPTY_PAGE = { data: [], next: null, previous: null };

/** The real repository's answer when the cursor names no subscriber: an empty page that counts nothing. */
const UNKNOWN_CURSOR_PAGE: SubscriberPage = { ...EMPTY_PAGE, totalCount: 0, totalCountCapped: false };

const totalsOf = (count: number) => ({ totalCount: Math.min(count, TOTAL_COUNT_CEILING), totalCountCapped: count > TOTAL_COUNT_CEILING });

/** False when the query names a cursor that does not exist (an empty page); throws on both cursors. */
function cursorUsable(query: SubscriberSearchQuery, cursorItem: Subscriber | undefined): boolean {
  if (query.after && query.before) {
    // The real list use case's check (a BadRequestException), made before any lookup.
    throw new BadRequestError('Cannot specify both "before" and "after" cursors at the same time.');
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
  if (!cursorUsable(query, cursorItem)) return { ...UNKNOWN_CURSOR_PAGE, data: [] };

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
  if (!cursorUsable(query, cursorItem)) return { ...UNKNOWN_CURSOR_PAGE, data: [] };
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
