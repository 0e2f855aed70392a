import { createHash } from 'node:crypto';
import type { Clock } from '../domain/shared/index.js';

/** The real service keeps a completed response 24 h and an in-flight marker 5 min. */
const KEEP_MS = 24 * 3600_000;
const IN_FLIGHT_MS = 5 * 60_000;
export const MAX_KEY_LENGTH = 255;
/**
 * Stored responses kept per environment: the official SDK sends a fresh key on every call, so without a
 * cap every POST/PATCH response of a long run would stay in memory for 24 h. The oldest go first.
 */
export const MAX_ENTRIES_PER_ENVIRONMENT = 10_000;

/**
 * Bytes of stored responses (their JSON) kept per environment, and by all environments together: a key per
 * request of a large answer (a bulk write, a workflow with a large schema) would otherwise keep gigabytes
 * for 24 h outside every budget. Past either cap the oldest responses go, the largest holder's first.
 */
export const MAX_RESPONSE_BYTES_PER_ENVIRONMENT = 16 * 1024 * 1024;
export const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

interface Entry {
  fingerprint: string;
  expiresAt: number;
  /** The response, its body kept as its JSON text (the least memory it can take, and a copy the caller cannot change). */
  response?: { status: number; headers: Record<string, string>; bodyText: string | undefined };
  /** What the response holds, counted against the caps. */
  bytes: number;
}

/** One environment's keys, in expiry order, and the bytes of their responses. */
interface Entries {
  keys: Map<string, Entry>;
  bytes: number;
}

const bytesOf = (headers: Record<string, string>, bodyText: string | undefined): number =>
  (bodyText?.length ?? 0) + Object.entries(headers).reduce((n, [name, value]) => n + name.length + String(value).length, 0);

export type IdempotencyVerdict =
  | { kind: 'first' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in-flight' }
  | { kind: 'other-body' };

export const fingerprintOf = (method: string, path: string, body: unknown): string =>
  createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('base64url');

/**
 * Stored first responses of POST/PATCH requests by idempotency key, per environment. Each environment's
 * map is kept in expiry order (an entry moves to the end when it starts or completes), so expired entries
 * are swept from the front on every insert (amortized O(1)), and past `maxEntries` the oldest are evicted.
 */
export class IdempotencyStore {
  readonly #byEnvironment = new Map<string, Entries>();
  #bytes = 0;

  constructor(
    /** Each environment's own clock: expiry follows that environment's time. */
    private readonly clockOf: (environmentId: string) => Clock,
    private readonly maxEntries: number = MAX_ENTRIES_PER_ENVIRONMENT,
    private readonly maxBytes = { perEnvironment: MAX_RESPONSE_BYTES_PER_ENVIRONMENT, total: MAX_RESPONSE_BYTES },
  ) {}

  begin(environmentId: string, key: string, fingerprint: string): IdempotencyVerdict {
    const now = this.clockOf(environmentId).nowMs();
    const entries = this.#byEnvironment.get(environmentId) ?? { keys: new Map<string, Entry>(), bytes: 0 };
    this.#byEnvironment.set(environmentId, entries);
    const entry = entries.keys.get(key);
    if (entry && entry.expiresAt > now) {
      if (entry.fingerprint !== fingerprint) return { kind: 'other-body' };
      if (!entry.response) return { kind: 'in-flight' };
      const { status, headers, bodyText } = entry.response;
      return { kind: 'replay', response: { status, headers: { ...headers }, body: bodyText === undefined ? undefined : JSON.parse(bodyText) } };
    }
    if (entry) this.#drop(entries, key, entry);
    entries.keys.set(key, { fingerprint, expiresAt: now + IN_FLIGHT_MS, bytes: 0 });
    this.#sweep(entries, now);
    return { kind: 'first' };
  }

  complete(environmentId: string, key: string, response: StoredResponse): void {
    const entries = this.#byEnvironment.get(environmentId);
    const entry = entries?.keys.get(key);
    if (!entries || !entry) return;
    const bodyText = response.body === undefined ? undefined : JSON.stringify(response.body);
    const headers = { ...response.headers };
    const bytes = bytesOf(headers, bodyText);
    Object.assign(entry, { response: { status: response.status, headers, bodyText }, expiresAt: this.clockOf(environmentId).nowMs() + KEEP_MS, bytes });
    entries.bytes += bytes;
    this.#bytes += bytes;
    // Now the entry that expires last: to the end, so that the map stays in expiry order.
    entries.keys.delete(key);
    entries.keys.set(key, entry);
    this.#evictOverBytes(entries);
  }

  /** Forgets a key whose request produced no storable response (client gone, injected fault). */
  release(environmentId: string, key: string): void {
    const entries = this.#byEnvironment.get(environmentId);
    const entry = entries?.keys.get(key);
    if (entries && entry && !entry.response) this.#drop(entries, key, entry);
  }

  clear(environmentId?: string): void {
    if (environmentId === undefined) {
      this.#byEnvironment.clear();
      this.#bytes = 0;
      return;
    }
    this.#bytes -= this.#byEnvironment.get(environmentId)?.bytes ?? 0;
    this.#byEnvironment.delete(environmentId);
  }

  /** Keys held for an environment (expired ones not yet swept included). */
  size(environmentId: string): number {
    return this.#byEnvironment.get(environmentId)?.keys.size ?? 0;
  }

  /** Bytes of the responses held: an environment's, or all of them. */
  bytes(environmentId?: string): number {
    return environmentId === undefined ? this.#bytes : (this.#byEnvironment.get(environmentId)?.bytes ?? 0);
  }

  #drop(entries: Entries, key: string, entry: Entry): void {
    entries.keys.delete(key);
    entries.bytes -= entry.bytes;
    this.#bytes -= entry.bytes;
  }

  /** Drops expired entries from the front, then the oldest ones beyond the cap. */
  #sweep(entries: Entries, now: number): void {
    for (const [key, entry] of entries.keys) {
      if (entry.expiresAt > now && entries.keys.size <= this.maxEntries) break;
      this.#drop(entries, key, entry);
    }
  }

  /** Past a byte cap, the oldest responses go: this environment's past its own, the largest holder's past the total. */
  #evictOverBytes(entries: Entries): void {
    this.#dropOldest(entries, () => entries.bytes > this.maxBytes.perEnvironment);
    while (this.#bytes > this.maxBytes.total) {
      const largest = [...this.#byEnvironment.values()].reduce((a, b) => (b.bytes > a.bytes ? b : a));
      this.#dropOldest(largest, () => this.#bytes > this.maxBytes.total);
    }
  }

  /** Drops `entries`' oldest stored responses while `over()` holds (in-flight keys hold nothing and stay). */
  #dropOldest(entries: Entries, over: () => boolean): void {
    for (const [key, entry] of entries.keys) {
      if (!over()) return;
      if (entry.response) this.#drop(entries, key, entry);
    }
  }
}
