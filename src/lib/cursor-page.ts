export type CursorOrderBy = '_id' | 'createdAt' | 'updatedAt';

export interface CursorQuery {
  after?: string;
  before?: string;
  limit?: number;
  orderBy?: CursorOrderBy;
  orderDirection?: 'ASC' | 'DESC';
  includeCursor?: boolean;
}

/** A cursor query whose `orderBy` names any field of the listed items (the lists that sort by more than the three timestamps). */
export type AnyFieldCursorQuery = Omit<CursorQuery, 'orderBy'> & { orderBy?: string };

export interface CursorPage<T> {
  data: T[];
  next: string | null;
  previous: string | null;
  totalCount: number;
  totalCountCapped: boolean;
}

interface Ordered {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

/** Two values of the sorted field: a missing one first (as MongoDB sorts it), then by value. */
function compareField(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : -1;
  if (b === undefined || b === null) return 1;
  const [x, y] = [a as string, b as string];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Counted up to this many matches; `totalCountCapped` says there are more. */
const TOTAL_COUNT_CEILING = 50_000;

/**
 * One page of `items` (all matches, any order) by the cursor rules of the v2 lists: default limit 10,
 * newest `_id` first, or by `orderBy` (any field of the items) then `_id`; `next`/`previous` are the
 * `_id`s of the page's boundary items (pass `next` as `after`, `previous` as `before`); a cursor naming no item gives an empty page. Sorting every call is
 * fine for the sizes these lists hold (topics and their subscriptions, not 100k subscribers). A query
 * with both `after` and `before` pages after `after` (a caller that refuses one checks it first).
 */
export function cursorPageOf<T extends Ordered>(items: readonly T[], query: AnyFieldCursorQuery): CursorPage<T> {
  const orderBy = query.orderBy ?? '_id';
  const sign = (query.orderDirection ?? 'DESC') === 'ASC' ? 1 : -1;
  const sorted = [...items].sort((a, b) => {
    const byField = orderBy === '_id' ? 0 : compareField((a as unknown as Record<string, unknown>)[orderBy], (b as unknown as Record<string, unknown>)[orderBy]);
    return sign * (byField || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  });
  const limit = query.limit ?? 10;
  const totals = { totalCount: Math.min(sorted.length, TOTAL_COUNT_CEILING), totalCountCapped: sorted.length > TOTAL_COUNT_CEILING };
  const cursor = query.after ?? query.before;
  let start = 0;
  let end = Math.min(sorted.length, limit);
  if (cursor !== undefined) {
    const at = sorted.findIndex((item) => item._id === cursor);
    if (at < 0) return { data: [], next: null, previous: null, ...totals };
    if (query.after !== undefined) {
      start = at + (query.includeCursor ? 0 : 1);
      end = Math.min(sorted.length, start + limit);
    } else {
      end = at + (query.includeCursor ? 1 : 0);
      start = Math.max(0, end - limit);
    }
  }
  const data = sorted.slice(start, end);
  return {
    data,
    previous: start > 0 && data.length > 0 ? (data[0] as T)._id : null,
    next: end < sorted.length && data.length > 0 ? (data[data.length - 1] as T)._id : null,
    ...totals,
  };
}
