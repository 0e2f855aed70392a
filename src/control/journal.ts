import { createHash } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';

/** A body as the journal returns it: parsed JSON, or the text when it is not JSON. */
export function bodyOf(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface JournalEntry {
  id: number;
  at: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number;
  durationMs: number;
  operationId?: string;
  /** A short prefix of the API key; the key itself is never stored. */
  apiKey?: string;
  request: { headers: Record<string, string>; body?: unknown };
  response: { headers: Record<string, string>; body?: unknown };
  contractViolations?: unknown[];
  /** Id of the fault rule that shaped this response, if any. */
  fault?: string;
  idempotencyReplay?: boolean;
}

export interface JournalFilter {
  method?: string;
  /** `*` matches any run of characters, e.g. `/v2/subscribers/*`. */
  path?: string;
  status?: number;
  apiKey?: string;
  operationId?: string;
  /** ISO instant: entries at or after it. */
  since?: string;
  limit?: number;
}

/**
 * What is stored per exchange: as cheap to take as possible (the journal sits on every request), made
 * readable, parsed and redacted only when someone reads the journal.
 */
export interface JournalRecord extends Omit<JournalEntry, 'id' | 'apiKey' | 'at' | 'query' | 'request' | 'response'> {
  at: number;
  queryString: string;
  /** `req.rawHeaders` (name, value, name, value, ...). */
  rawRequestHeaders: string[];
  /** Bodies as UTF-8 bytes: outside the JS heap, so that thousands of kept pages never burden the GC. */
  requestBody?: Buffer;
  response: { headers: Record<string, string>; body?: Buffer };
  /** Lengths of the bodies dropped to keep the journal's body budget: [request, response]. */
  droppedLengths?: [number | undefined, number | undefined];
}

/**
 * The bytes all stored bodies may hold together. Beyond it, the oldest entries lose their bodies first:
 * with the default 1,000 entries of 100-item pages (~55 KB each) the journal would otherwise hold 55 MB.
 */
export const JOURNAL_BODY_BUDGET = 8 * 1024 * 1024;

const REDACTED = '[redacted]';

function readableHeaders(raw: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    const value = raw[i + 1] as string;
    const shown = name === 'authorization' ? `${value.split(/\s+/)[0] ?? ''} ${REDACTED}` : name === 'cookie' ? REDACTED : value;
    out[name] = out[name] === undefined ? shown : `${out[name]}, ${shown}`;
  }
  return out;
}

type Stored = JournalRecord & { id: number; apiKey?: string; keyHash?: string };

const bodyBytes = (e: Stored) => (e.requestBody?.length ?? 0) + (e.response.body?.length ?? 0);
const textOf = (bytes: Buffer | undefined) => (bytes === undefined ? undefined : bytes.toString('utf8'));
const dropped = (length: number | undefined) => (length === undefined ? undefined : { dropped: true, length });

export const apiKeyPrefix = (key: string): string => (key.length <= 6 ? `${key.slice(0, 2)}…` : `${key.slice(0, 6)}…`);
const keyHashes = new Map<string, string>();
/** Entries are filtered by API key without keeping the key: its hash (memoized, it is on the hot path). */
function keyHash(key: string): string {
  let hash = keyHashes.get(key);
  if (hash === undefined) {
    if (keyHashes.size > 10_000) keyHashes.clear();
    hash = createHash('sha256').update(key).digest('base64url');
    keyHashes.set(key, hash);
  }
  return hash;
}

export function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
}

/** The request journal: a bounded ring buffer, newest first on the way out. */
export class Journal {
  readonly #entries: Stored[] = [];
  #next = 0;
  #nextId = 1;
  /** Bytes of all stored bodies. */
  #bodyBytes = 0;
  /** Entries older than this id have no body left (bodies are dropped oldest first). */
  #bodiesFromId = 1;

  constructor(
    readonly capacity: number,
    readonly bodyBudget = JOURNAL_BODY_BUDGET,
  ) {}

  record(entry: JournalRecord, apiKey: string | undefined): void {
    if (this.capacity === 0) return;
    const stored: Stored = {
      ...entry,
      id: this.#nextId++,
      ...(apiKey ? { apiKey: apiKeyPrefix(apiKey), keyHash: keyHash(apiKey) } : {}),
    };
    const replaced = this.#entries.length < this.capacity ? undefined : this.#entries[this.#next];
    if (replaced) this.#bodyBytes -= bodyBytes(replaced);
    if (this.#entries.length < this.capacity) this.#entries.push(stored);
    else this.#entries[this.#next] = stored;
    this.#next = (this.#next + 1) % this.capacity;
    this.#bodyBytes += bodyBytes(stored);
    if (this.#bodyBytes > this.bodyBudget) this.#dropOldestBodies();
  }

  #dropOldestBodies(): void {
    const n = this.#entries.length;
    const newestId = this.#nextId - 1;
    for (let id = Math.max(this.#bodiesFromId, newestId - n + 1); id <= newestId && this.#bodyBytes > this.bodyBudget; id++) {
      const entry = this.#entries[(this.#next - 1 - (newestId - id) + n * 2) % n] as Stored;
      this.#bodyBytes -= bodyBytes(entry);
      if (entry.requestBody !== undefined || entry.response.body !== undefined) {
        entry.droppedLengths = [entry.requestBody?.length || undefined, entry.response.body?.length || undefined];
        entry.requestBody = undefined;
        entry.response = { headers: entry.response.headers };
      }
      this.#bodiesFromId = id + 1;
    }
  }

  get size(): number {
    return this.#entries.length;
  }

  clear(): void {
    this.#entries.length = 0;
    this.#next = 0;
    this.#bodyBytes = 0;
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
        const { keyHash: _hidden, at, queryString, rawRequestHeaders, requestBody, response, droppedLengths, ...visible } = entry;
        out.push({
          ...visible,
          at: new Date(at).toISOString(),
          query: parseQuery(queryString) as Record<string, string | string[]>,
          request: { headers: readableHeaders(rawRequestHeaders), body: bodyOf(textOf(requestBody)) ?? dropped(droppedLengths?.[0]) },
          response: { headers: response.headers, body: bodyOf(textOf(response.body)) ?? dropped(droppedLengths?.[1]) },
        });
      }
    }
    return out;
  }

  count(filter: JournalFilter = {}): number {
    const matches = this.#matcher(filter);
    return this.#entries.filter(matches).length;
  }

  #matcher(filter: JournalFilter): (e: Stored) => boolean {
    const path = filter.path ? globToRegExp(filter.path) : undefined;
    const method = filter.method?.toUpperCase();
    const hash = filter.apiKey ? keyHash(filter.apiKey) : undefined;
    const since = filter.since === undefined ? undefined : Date.parse(filter.since);
    return (e) =>
      (method === undefined || e.method === method) &&
      (path === undefined || path.test(e.path)) &&
      (filter.status === undefined || e.status === filter.status) &&
      (filter.operationId === undefined || e.operationId === filter.operationId) &&
      (hash === undefined || e.keyHash === hash) &&
      (since === undefined || e.at >= since);
  }
}
