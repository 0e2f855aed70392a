import { lowerBound } from './binary-search.js';

/**
 * Records ordered by (`createdAt`, `_id`), read newest first, with ids looked up in a map (copy-on-write
 * friendly). Stored oldest first so that a new record, the newest, is appended in O(1); every position
 * lookup is a binary search, so no operation scans the records.
 * A view of records that another list already finds by id (a subscriber's messages) goes without the id map
 * (`{ findById: false }`).
 */
export class NewestFirst<T extends { _id: string; createdAt?: string }> {
  #order: T[] = [];
  readonly #byId: Map<string, T> | undefined;

  constructor(options: { findById?: boolean } = {}) {
    this.#byId = options.findById === false ? undefined : new Map();
  }

  /** Records with distinct ids (the last one of an id wins when the list finds by id). */
  load(records: Iterable<T>): void {
    if (this.#byId === undefined) {
      this.#order = [...records].sort(compareOldestFirst);
      return;
    }
    this.#byId.clear();
    for (const r of records) this.#byId.set(r._id, r);
    this.#order = [...this.#byId.values()].sort(compareOldestFirst);
  }

  get size(): number {
    return this.#order.length;
  }

  find(id: string): T | undefined {
    if (this.#byId === undefined) throw new Error('NewestFirst: this list does not find by id');
    return this.#byId.get(id);
  }

  /** Every record, newest first (a copy). */
  newestFirst(): T[] {
    return this.#order.slice().reverse();
  }

  /** Calls `visit` with each record, newest first, until it returns false. */
  visitNewestFirst(visit: (record: T) => boolean | void): void {
    for (let i = this.#order.length - 1; i >= 0; i--) if (visit(this.#order[i] as T) === false) return;
  }

  add(record: T): void {
    this.#byId?.set(record._id, record);
    const last = this.#order[this.#order.length - 1];
    if (last === undefined || compareOldestFirst(last, record) <= 0) this.#order.push(record);
    else this.#order.splice(this.#positionOf(record), 0, record);
  }

  /** Adds a record, or replaces the one with its `_id`. */
  put(record: T): void {
    const existing = this.find(record._id);
    if (!existing) this.add(record);
    else if (existing.createdAt === record.createdAt) this.replace(existing, record);
    else {
      this.#order.splice(this.#positionOf(existing), 1);
      this.add(record);
    }
  }

  /** Puts `next` where `previous` was (same id and time, e.g. a written copy). */
  replace(previous: T, next: T): void {
    this.#byId?.set(next._id, next);
    const at = this.#positionOf(previous);
    if (this.#order[at] === previous) this.#order[at] = next;
  }

  /** Takes `record` out (the very record stored, found by its time and id). */
  remove(record: T): void {
    if (this.#byId?.get(record._id) === record) this.#byId.delete(record._id);
    const at = this.#positionOf(record);
    if (this.#order[at] === record) this.#order.splice(at, 1);
  }

  /**
   * Page `page` (from 0) of `limit` matches, newest first. `totalCount` counts every match when
   * `countAll`; otherwise the walk stops at the first match after the page (enough for `hasMore`).
   */
  page(matches: (r: T) => boolean, page: number, limit: number, countAll: boolean): Page<T> {
    const skip = page * limit;
    const data: T[] = [];
    let seen = 0;
    this.visitNewestFirst((r) => {
      if (!matches(r)) return true;
      if (seen >= skip && data.length < limit) data.push(r);
      seen++;
      return countAll || seen <= skip + limit;
    });
    return { page, pageSize: limit, hasMore: skip + data.length < seen, totalCount: seen, data };
  }

  /** First position whose record is not older than `record`. */
  #positionOf(record: T): number {
    return lowerBound(this.#order, record, compareOldestFirst);
  }
}

function compareOldestFirst(a: { _id: string; createdAt?: string }, b: { _id: string; createdAt?: string }): number {
  const ka = a.createdAt ?? '';
  const kb = b.createdAt ?? '';
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

export interface Page<T> {
  page: number;
  pageSize: number;
  hasMore: boolean;
  /** Every match when counted (`countAll`); else a lower bound. */
  totalCount: number;
  data: T[];
}
