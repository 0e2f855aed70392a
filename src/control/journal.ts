import { createHash } from 'node:crypto';
import { globMatcher } from '../lib/glob.js';
import { ByteRing, type RingSlice } from './byte-ring.js';
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
  /** The request body's text, or its UTF-8 bytes as sent. */
  requestBody?: string | Buffer;
  /** The response body's text as sent. */
  response: { headers: Record<string, string>; text?: string };
}

/**
 * The bytes all kept bodies share (one ring). Beyond it, the oldest entries lose their bodies first, so
 * that a journal of large pages stays bounded in memory.
 */
export const JOURNAL_BODY_BUDGET = 8 * 1024 * 1024;

const REDACTED = '[redacted]';

/** Headers that carry credentials: the journal shows them as `[redacted]` (the scheme of an authorization stays). */
export const CREDENTIAL_HEADERS: readonly string[] = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-admin-token', 'x-api-key'];
const SCHEMED_HEADERS = new Set(['authorization', 'proxy-authorization']);

/** A header as the journal shows it: its value, or `[redacted]` when `redacted` names it (lower-case). */
function shownValue(name: string, value: string, redacted: ReadonlySet<string>): string {
  if (!redacted.has(name)) return value;
  return SCHEMED_HEADERS.has(name) ? `${value.split(/\s+/)[0] ?? ''} ${REDACTED}` : REDACTED;
}

function readableHeaders(raw: string[], redacted: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    const shown = shownValue(name, raw[i + 1] as string, redacted);
    out[name] = out[name] === undefined ? shown : `${out[name]}, ${shown}`;
  }
  return out;
}

function redactedHeaders(headers: Record<string, string>, redacted: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = shownValue(name.toLowerCase(), value, redacted);
  return out;
}

/** What is kept of an exchange: its bodies live in the journal's ring. */
type Stored = Omit<JournalRecord, 'rawRequestHeaders' | 'requestBody' | 'response'> & {
  requestHeaders: string;
  id: number;
  apiKey?: string;
  keyHash?: string;
  requestBody?: RingSlice;
  response: { headers: Record<string, string>; body?: RingSlice };
};

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
 * The request's headers are kept as one string: names and values joined by newlines, which no header can
 * contain (Node refuses CR and LF in them). One string holds far fewer bytes than an array of a string
 * per name and value, and a kept entry lives long.
 */
const HEADER_SEPARATOR = '\n';

/** What a stored exchange shows: only the fields it has, credentials redacted. */
function entryOf(stored: Stored, requestBody: unknown, responseBody: unknown, redacted: ReadonlySet<string>): JournalEntry {
  const entry: JournalEntry = {
    id: stored.id,
    at: new Date(stored.at).toISOString(),
    method: stored.method,
    path: stored.path,
    query: parseQuery(stored.queryString) as Record<string, string | string[]>,
    status: stored.status,
    durationMs: stored.durationMs,
    request: { headers: readableHeaders(stored.requestHeaders.split(HEADER_SEPARATOR), redacted), body: requestBody },
    response: { headers: redactedHeaders(stored.response.headers, redacted), body: responseBody },
  };
  if (stored.operationId !== undefined) entry.operationId = stored.operationId;
  if (stored.apiKey !== undefined) entry.apiKey = stored.apiKey;
  if (stored.contractViolations !== undefined) entry.contractViolations = stored.contractViolations;
  if (stored.fault !== undefined) entry.fault = stored.fault;
  if (stored.idempotencyReplay !== undefined) entry.idempotencyReplay = stored.idempotencyReplay;
  return entry;
}

/** The request journal: a bounded ring buffer, newest first on the way out. */
export class Journal {
  readonly #entries: Stored[] = [];
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
      apiKey: key?.prefix,
      keyHash: key?.hash,
      requestHeaders: entry.rawRequestHeaders.join(HEADER_SEPARATOR),
      requestBody: entry.requestBody?.length ? this.#bodies.write(entry.requestBody) : undefined,
      response: { headers: entry.response.headers, body: entry.response.text?.length ? this.#bodies.write(entry.response.text) : undefined },
      contractViolations: entry.contractViolations,
      fault: entry.fault,
      idempotencyReplay: entry.idempotencyReplay,
    };
    if (this.#entries.length < this.capacity) this.#entries.push(stored);
    else this.#entries[this.#next] = stored;
    this.#next = (this.#next + 1) % this.capacity;
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
        out.push(entryOf(entry, this.#bodyOf(entry.requestBody), this.#bodyOf(entry.response.body), this.#redacted));
      }
    }
    return out;
  }

  count(filter: JournalFilter = {}): number {
    const matches = this.#matcher(filter);
    return this.#entries.filter(matches).length;
  }

  #matcher(filter: JournalFilter): (e: Stored) => boolean {
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
      (since === undefined || e.at >= since);
  }
}
