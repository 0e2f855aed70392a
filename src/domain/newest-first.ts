/** Records kept newest first by (`createdAt`, `_id`), with ids looked up in a map (copy-on-write friendly). */
export class NewestFirst<T extends { _id: string; createdAt?: string }> {
  #order: T[] = [];
  readonly #byId = new Map<string, T>();

  load(records: Iterable<T>): void {
    this.#byId.clear();
    for (const r of records) this.#byId.set(r._id, r);
    this.#order = [...this.#byId.values()].sort((a, b) => compareNewestFirst(a, b));
  }

  get size(): number {
    return this.#byId.size;
  }

  find(id: string): T | undefined {
    return this.#byId.get(id);
  }

  /** Every record, newest first. */
  all(): readonly T[] {
    return this.#order;
  }

  add(record: T): void {
    this.#byId.set(record._id, record);
    let lo = 0;
    let hi = this.#order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareNewestFirst(this.#order[mid] as T, record) < 0) lo = mid + 1;
      else hi = mid;
    }
    this.#order.splice(lo, 0, record);
  }

  /** Adds a record, or replaces the one with its `_id`. */
  put(record: T): void {
    const existing = this.#byId.get(record._id);
    if (!existing) this.add(record);
    else if (existing.createdAt === record.createdAt) this.replace(existing, record);
    else {
      this.#order.splice(this.#order.indexOf(existing), 1);
      this.add(record);
    }
  }

  /** Puts `next` where `previous` was (same id and time, e.g. a written copy). */
  replace(previous: T, next: T): void {
    this.#byId.set(next._id, next);
    const at = this.#order.indexOf(previous);
    if (at >= 0) this.#order[at] = next;
  }
}

function compareNewestFirst(a: { _id: string; createdAt?: string }, b: { _id: string; createdAt?: string }): number {
  const ka = a.createdAt ?? '';
  const kb = b.createdAt ?? '';
  if (ka !== kb) return ka > kb ? -1 : 1;
  return a._id > b._id ? -1 : a._id < b._id ? 1 : 0;
}

export interface Page<T> {
  page: number;
  pageSize: number;
  hasMore: boolean;
  totalCount: number;
  data: T[];
}

/** Page `page` (from 0) of `limit` items among the matches, counting them all. */
export function pageOfMatches<T>(records: readonly T[], matches: (r: T) => boolean, page: number, limit: number): Page<T> {
  const skip = page * limit;
  const data: T[] = [];
  let totalCount = 0;
  for (const r of records) {
    if (!matches(r)) continue;
    if (totalCount >= skip && data.length < limit) data.push(r);
    totalCount++;
  }
  return { page, pageSize: limit, hasMore: skip + data.length < totalCount, totalCount, data };
}
