import { createHash } from 'node:crypto';
import { globMatcher } from '../lib/glob.js';
import { ByteRing, type RingSlice } from './byte-ring.js';
import { refuseEmptyFilterValues } from './filter-values.js';
import { CREDENTIAL_HEADERS, entryOf, HEADER_SEPARATOR, bodyOf, type JournalEntry, type JournalFilter, type JournalRecord, type Stored } from './journal-entry.js';

/**
 * The bytes all kept bodies share (one ring). Beyond it, the oldest entries lose their bodies first, so
 * that a journal of large pages stays bounded in memory.
 */
export const JOURNAL_BODY_BUDGET = 8 * 1024 * 1024;

export const apiKeyPrefix = (key: string): string => (key.length <= 6 ? `${key.slice(0, 2)}…` : `${key.slice(0, 6)}…`);
const keyIds = new Map<string, { prefix: string; hash: string }>();
/**
 * Entries are filtered by API key without keeping the key: its hash, and its prefix to show (remembered
 * per key, so that every entry of a key shares the two strings).
 */
function keyIdOf(key: string): { prefix: string; hash: string } {
  let id = keyIds.get(key);
  if (id === undefined) {
    if (keyIds.size > 10_000) keyIds.clear();
    id = { prefix: apiKeyPrefix(key), hash: createHash('sha256').update(key).digest('base64url') };
    keyIds.set(key, id);
  }
  return id;
}

/**
 * What a journal watcher hears: a new entry, the journal emptied, or the mock shutting down. Every watcher
 * hears the same event object, so that what is made of it (a stream's text) can be made once for all.
 */
export type JournalEvent = Readonly<{ type: 'request'; entry: JournalEntry } | { type: 'cleared' } | { type: 'closed' }>;

const CLEARED: JournalEvent = Object.freeze({ type: 'cleared' });
const CLOSED: JournalEvent = Object.freeze({ type: 'closed' });

interface Watcher {
  matches: (e: Stored) => boolean;
  listener: (event: JournalEvent) => void;
}

/** The request journal: a bounded ring buffer, newest first on the way out. */
export class Journal {
  readonly #entries: Stored[] = [];
  readonly #watchers = new Set<Watcher>();
  #next = 0;
  #nextId = 1;
  readonly #bodies: ByteRing;
  readonly #redacted: ReadonlySet<string>;

  /** `redactHeaders`: header names to redact besides `CREDENTIAL_HEADERS` (any case). */
  constructor(
    readonly capacity: number,
    bodyBudget = JOURNAL_BODY_BUDGET,
    redactHeaders: readonly string[] = [],
  ) {
    this.#bodies = new ByteRing(capacity === 0 ? 0 : bodyBudget);
    this.#redacted = new Set([...CREDENTIAL_HEADERS, ...redactHeaders.map((name) => name.toLowerCase())]);
  }

  record(entry: JournalRecord, apiKey: string | undefined): void {
    if (this.capacity === 0) return;
    // Every field written out, absent ones as undefined: every stored entry has the same shape.
    const key = apiKey ? keyIdOf(apiKey) : undefined;
    const stored: Stored = {
      id: this.#nextId++,
      at: entry.at,
      method: entry.method,
      path: entry.path,
      queryString: entry.queryString,
      status: entry.status,
      durationMs: entry.durationMs,
      operationId: entry.operationId,
      environmentId: entry.environmentId,
      apiKey: key?.prefix,
      keyHash: key?.hash,
      requestHeaders: entry.rawRequestHeaders.join(HEADER_SEPARATOR),
      requestBody: entry.requestBody?.length ? this.#bodies.write(entry.requestBody) : undefined,
      response: { headers: entry.response.headers, body: entry.response.text?.length ? this.#bodies.write(entry.response.text) : undefined },
      contractViolations: entry.contractViolations,
      requestViolations: entry.requestViolations,
      droppedFields: entry.droppedFields,
      fault: entry.fault,
      idempotencyReplay: entry.idempotencyReplay,
    };
    if (this.#entries.length < this.capacity) this.#entries.push(stored);
    else this.#entries[this.#next] = stored;
    this.#next = (this.#next + 1) % this.capacity;
    if (this.#watchers.size > 0) this.#tell(stored);
  }

  /**
   * Calls `listener` with every entry recorded from now on that matches `filter` (its `limit` aside), and
   * when the journal is emptied or closed. Returns the function that stops it.
   */
  watch(filter: JournalFilter, listener: (event: JournalEvent) => void): () => void {
    const watcher = { matches: this.#matcher(filter), listener };
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }

  /** Tells every watcher that no entry will come any more (the mock is stopping), and forgets them. */
  closeWatchers(): void {
    for (const { listener } of this.#watchers) listener(CLOSED);
    this.#watchers.clear();
  }

  /** The entry is presented once, when a first watcher wants it, and that one event goes to every watcher that does. */
  #tell(stored: Stored): void {
    let event: JournalEvent | undefined;
    for (const { matches, listener } of this.#watchers) {
      if (!matches(stored)) continue;
      event ??= Object.freeze({ type: 'request', entry: this.#present(stored) });
      listener(event);
    }
  }

  #present(stored: Stored): JournalEntry {
    return entryOf(stored, this.#bodyOf(stored.requestBody), this.#bodyOf(stored.response.body), this.#redacted);
  }

  /** A kept body: parsed JSON, its text, or `{dropped, length}` once newer bodies took its place. */
  #bodyOf(slice: RingSlice | undefined): unknown {
    if (slice === undefined) return undefined;
    const text = this.#bodies.read(slice);
    return text === undefined ? { dropped: true, length: slice.bytes } : bodyOf(text);
  }

  get size(): number {
    return this.#entries.length;
  }

  clear(): void {
    this.#entries.length = 0;
    this.#next = 0;
    this.#bodies.clear();
    for (const { listener } of this.#watchers) listener(CLEARED);
  }

  /** Matching entries, newest first. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const matches = this.#matcher(filter);
    const out: JournalEntry[] = [];
    const n = this.#entries.length;
    const limit = filter.limit ?? Infinity;
    for (let i = 1; i <= n && out.length < limit; i++) {
      const entry = this.#entries[(this.#next - i + n * 2) % n];
      if (entry && matches(entry)) {
        out.push(this.#present(entry));
      }
    }
    return out;
  }

  count(filter: JournalFilter = {}): number {
    const matches = this.#matcher(filter);
    return this.#entries.filter(matches).length;
  }

  /** What `filter` lets through; an empty value (`apiKey: ''`) throws rather than match every entry. */
  #matcher(filter: JournalFilter): (e: Stored) => boolean {
    refuseEmptyFilterValues(filter);
    const path = filter.path ? globMatcher(filter.path) : undefined;
    const method = filter.method?.toUpperCase();
    const hash = filter.apiKey ? keyIdOf(filter.apiKey).hash : undefined;
    const since = filter.since === undefined ? undefined : Date.parse(filter.since);
    return (e) =>
      (method === undefined || e.method === method) &&
      (path === undefined || path(e.path)) &&
      (filter.status === undefined || e.status === filter.status) &&
      (filter.operationId === undefined || e.operationId === filter.operationId) &&
      (hash === undefined || e.keyHash === hash) &&
      (since === undefined || e.at >= since) &&
      (filter.contract === undefined || e.contractViolations !== undefined || e.requestViolations !== undefined);
  }
}
