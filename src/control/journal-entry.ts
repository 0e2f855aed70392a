import { parse as parseQuery } from 'node:querystring';
import type { RingSlice } from './byte-ring.js';
import type { JournalEntry } from './journal-entry-shape.js';

export type { JournalEntry };

/** A body as the journal returns it: parsed JSON, or the text when it is not JSON. */
export function bodyOf(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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
  /** `failed`: only exchanges whose request or response broke the contract. */
  contract?: 'failed';
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
  /** The response body's text, or its UTF-8 bytes as sent (copied before `record` returns). */
  response: { headers: Record<string, string>; text?: string | Buffer };
}

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
export type Stored = Omit<JournalRecord, 'rawRequestHeaders' | 'requestBody' | 'response'> & {
  requestHeaders: string;
  id: number;
  apiKey?: string;
  keyHash?: string;
  requestBody?: RingSlice;
  response: { headers: Record<string, string>; body?: RingSlice };
};


/**
 * The request's headers are kept as one string: names and values joined by newlines, which no header can
 * contain (Node refuses CR and LF in them). One string holds far fewer bytes than an array of a string
 * per name and value, and a kept entry lives long.
 */
export const HEADER_SEPARATOR = '\n';

/** What a stored exchange shows: only the fields it has, credentials redacted. */
export function entryOf(stored: Stored, requestBody: unknown, responseBody: unknown, redacted: ReadonlySet<string>): JournalEntry {
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
  if (stored.environmentId !== undefined) entry.environmentId = stored.environmentId;
  if (stored.contractViolations !== undefined) entry.contractViolations = stored.contractViolations;
  if (stored.requestViolations !== undefined) entry.requestViolations = stored.requestViolations;
  if (stored.droppedFields !== undefined) entry.droppedFields = stored.droppedFields;
  if (stored.fault !== undefined) entry.fault = stored.fault;
  if (stored.idempotencyReplay !== undefined) entry.idempotencyReplay = stored.idempotencyReplay;
  return entry;
}
