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

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

interface Entry {
  fingerprint: string;
  expiresAt: number;
  response?: StoredResponse;
}

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
  readonly #byEnvironment = new Map<string, Map<string, Entry>>();

  constructor(
    /** Each environment's own clock: expiry follows that environment's time. */
    private readonly clockOf: (environmentId: string) => Clock,
    private readonly maxEntries: number = MAX_ENTRIES_PER_ENVIRONMENT,
  ) {}

  begin(environmentId: string, key: string, fingerprint: string): IdempotencyVerdict {
    const now = this.clockOf(environmentId).nowMs();
    const entries = this.#byEnvironment.get(environmentId) ?? new Map<string, Entry>();
    this.#byEnvironment.set(environmentId, entries);
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now) {
      if (entry.fingerprint !== fingerprint) return { kind: 'other-body' };
      return entry.response ? { kind: 'replay', response: entry.response } : { kind: 'in-flight' };
    }
    entries.delete(key);
    entries.set(key, { fingerprint, expiresAt: now + IN_FLIGHT_MS });
    this.#sweep(entries, now);
    return { kind: 'first' };
  }

  complete(environmentId: string, key: string, response: StoredResponse): void {
    const entries = this.#byEnvironment.get(environmentId);
    const entry = entries?.get(key);
    if (!entries || !entry) return;
    Object.assign(entry, { response: structuredClone(response), expiresAt: this.clockOf(environmentId).nowMs() + KEEP_MS });
    // Now the entry that expires last: to the end, so that the map stays in expiry order.
    entries.delete(key);
    entries.set(key, entry);
  }

  /** Forgets a key whose request produced no storable response (client gone, injected fault). */
  release(environmentId: string, key: string): void {
    const entry = this.#byEnvironment.get(environmentId)?.get(key);
    if (entry && !entry.response) this.#byEnvironment.get(environmentId)?.delete(key);
  }

  clear(environmentId?: string): void {
    if (environmentId === undefined) this.#byEnvironment.clear();
    else this.#byEnvironment.delete(environmentId);
  }

  /** Keys held for an environment (expired ones not yet swept included). */
  size(environmentId: string): number {
    return this.#byEnvironment.get(environmentId)?.size ?? 0;
  }

  /** Drops expired entries from the front, then the oldest ones beyond the cap. */
  #sweep(entries: Map<string, Entry>, now: number): void {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > now && entries.size <= this.maxEntries) break;
      entries.delete(key);
    }
  }
}
