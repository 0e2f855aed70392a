import { LimitExceededError } from './errors.js';

/**
 * What one environment may take in through the API between two resets, so that no client can grow the
 * mock until the process runs out of memory. Records the environment was loaded with (fixtures, generated
 * subscribers, a snapshot) do not count: only what the API adds after.
 */
export interface StoreLimits {
  /** New subscribers (created by `POST /v2/subscribers` or as trigger recipients). */
  maxSubscribers: number;
  /** Activity notifications, one per trigger recipient, each with its jobs. */
  maxNotifications: number;
  /** Messages (one per delivered channel step). */
  maxMessages: number;
  /**
   * Bytes of data the environment keeps: a trigger counts its payload (with the schema's defaults filled
   * in) and its overrides once (its events, jobs and messages share them) and the text each message renders;
   * a subscriber, credentials, workflow, topic or environment-variable write counts its body; a topic subscription
   * its record. Everything at its estimated size in memory (`keptBytes`), which can be 20 times its JSON.
   */
  maxStoredBytes: number;
  /** One trigger event's JSON (payload and all), bulk events each (the real service: 512 KB). */
  maxPayloadBytes: number;
}

export type StoreLimitName = keyof StoreLimits;

/** A limit's name, or one of the mock-wide ones (they size the mock as a whole). */
export type LimitName = StoreLimitName | 'maxIsolatedEnvironments' | 'mockWideLimitFactor';

/** Sized so that one environment written up to its limits stays affordable on a CI runner (bench/abuse.ts measures it). */
export const DEFAULT_STORE_LIMITS: StoreLimits = {
  maxSubscribers: 20_000,
  maxNotifications: 20_000,
  maxMessages: 50_000,
  maxStoredBytes: 64 * 1024 * 1024,
  maxPayloadBytes: 512 * 1024,
};

/** Where a budget reports: how a user raises a limit, and the first time an environment reaches one. */
export interface LimitPort {
  /** How to raise `limit` (the option that sets it). */
  raiseHint(limit: LimitName): string;
  /**
   * A limit refused a write or evicted an environment. `scope` is the environment's id, or `mock` for the
   * mock-wide cap of isolated environments. A budget calls it once per environment and limit until a reset.
   */
  reached(scope: string, limit: LimitName, value: number): void;
}

/** What a write would add; counts are upper bounds worked out before anything is written. */
export interface WriteCost {
  subscribers?: number;
  notifications?: number;
  messages?: number;
  bytes?: number;
}

/** Counts of the records an environment holds now. */
export interface StoreCounts {
  subscribers: number;
  notifications: number;
  messages: number;
}

/** What an environment (or all of them) added since its last load. */
export interface StoreUsage extends StoreCounts {
  bytes: number;
}

/**
 * The mock-wide limits: all environments together may add `factor` times one environment's limits, so
 * that many isolated environments cannot add up to more memory than the machine has.
 */
export interface MockWideBudget {
  factor: number;
  /** What all environments together added since their last loads. */
  usage(): StoreUsage;
  /** The limits already reported (one warning each, until a full reset). */
  reported: Set<StoreLimitName>;
}

const RECORD_LIMITS = [
  ['subscribers', 'maxSubscribers', 'new subscribers'],
  ['notifications', 'maxNotifications', 'activity notifications'],
  ['messages', 'maxMessages', 'messages'],
] as const;

/** The size of a JSON value as the API received it, in bytes (UTF-8). */
export const jsonBytes = (value: unknown): number => (value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value)));

/**
 * About the memory a parsed JSON value keeps in V8 (64-bit), which can be 20 times its JSON: `[{},{},…]`
 * is 3 bytes of JSON and 64 bytes of heap per item. Measured with `--expose-gc` (`heapUsed` before and
 * after `JSON.parse` of 100,000-item values): an object 24 bytes and 8 per property (4 at least), more than
 * 1,020 properties another 40 each (V8 then keeps a dictionary); an array 32 bytes and 8 per item; a string
 * 16 bytes and its text; a number that is no small integer 16 bytes; property names at their text. Small
 * records come out at up to 1.5 times their heap size, text at its size.
 */
export function keptBytes(value: unknown): number {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') bytes += 16 + Buffer.byteLength(v);
    else if (typeof v === 'number') bytes += Number.isInteger(v) && Math.abs(v) < 2 ** 30 ? 0 : 16;
    else if (Array.isArray(v)) {
      bytes += 32 + 8 * v.length;
      for (const item of v) if (item !== null && typeof item !== 'boolean') stack.push(item);
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v);
      bytes += 24 + 8 * Math.max(4, keys.length) + (keys.length > 1020 ? 40 * keys.length : 0);
      for (const key of keys) {
        bytes += Buffer.byteLength(key);
        stack.push((v as Record<string, unknown>)[key]);
      }
    }
  }
  return bytes;
}

/** A byte count as people read it: 64 MB, 9.8 KB, 120 bytes. */
function readable(bytes: number): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MB`;
  return bytes >= 1024 ? `${round(bytes / 1024)} KB` : `${bytes} bytes`;
}

/**
 * One environment's budget: a write is checked against it before anything is stored, so a refused write
 * leaves the state as it was. Record counts are read from the stores (growth since the last load);
 * stored bytes are counted here.
 */
export class StoreBudget {
  #baseline: StoreCounts = { subscribers: 0, notifications: 0, messages: 0 };
  #bytes = 0;
  readonly #warned = new Set<StoreLimitName>();

  constructor(
    readonly limits: StoreLimits,
    private readonly port: LimitPort,
    private readonly environmentId: string,
    private readonly counts: () => StoreCounts,
    private readonly mockWide?: MockWideBudget,
  ) {}

  /** What the environment added since its last load. */
  used(): StoreUsage {
    const now = this.counts();
    return {
      subscribers: now.subscribers - this.#baseline.subscribers,
      notifications: now.notifications - this.#baseline.notifications,
      messages: now.messages - this.#baseline.messages,
      bytes: this.#bytes,
    };
  }

  /** After a load (start, reset, snapshot): what the environment holds now is its new starting point. */
  restart(): void {
    this.#baseline = this.counts();
    this.#bytes = 0;
    this.#warned.clear();
  }

  /** Throws `LimitExceededError` when `cost` does not fit; charges its bytes otherwise. */
  spend(cost: WriteCost, what: string): void {
    this.check(cost, what);
    this.#bytes += cost.bytes ?? 0;
  }

  /**
   * Runs a write made of several charges (and stores) as one: when `write` throws, none of the bytes it
   * charged stays charged. Undoing what it stored is the caller's part.
   */
  atomically<T>(write: () => T): T {
    const before = this.#bytes;
    try {
      return write();
    } catch (error) {
      this.#bytes = before;
      throw error;
    }
  }

  /** Throws `LimitExceededError` when `cost` does not fit; charges nothing. */
  check(cost: WriteCost, what: string): void {
    const usage = this.used();
    for (const [kind, limit, noun] of RECORD_LIMITS) {
      const adding = cost[kind] ?? 0;
      if (adding === 0) continue;
      const used = usage[kind];
      if (used + adding > this.limits[limit]) {
        this.#refuse(limit, `${what} would add up to ${adding} ${noun} to the ${used} this environment has added since its last reset, over its limit of ${this.limits[limit]}`);
      }
    }
    const bytes = cost.bytes ?? 0;
    if (bytes > 0 && this.#bytes + bytes > this.limits.maxStoredBytes) {
      this.#refuse(
        'maxStoredBytes',
        `${what} would store ${readable(bytes)} of data on top of the ${readable(this.#bytes)} this environment has stored since its last reset, over its limit of ${this.limits.maxStoredBytes} bytes (${readable(this.limits.maxStoredBytes)})`,
      );
    }
    if (this.mockWide) this.#checkMockWide(this.mockWide, cost, what);
  }

  #checkMockWide(mockWide: MockWideBudget, cost: WriteCost, what: string): void {
    const total = mockWide.usage();
    const checks = [...RECORD_LIMITS.map(([kind, limit, noun]) => [kind, limit, noun] as const), ['bytes', 'maxStoredBytes', 'bytes of stored data'] as const];
    for (const [kind, limit, noun] of checks) {
      const adding = cost[kind] ?? 0;
      const cap = mockWide.factor * this.limits[limit];
      if (adding === 0 || total[kind] + adding <= cap) continue;
      if (!mockWide.reported.has(limit)) this.port.reached('mock', limit, cap);
      mockWide.reported.add(limit);
      throw new LimitExceededError(
        `${what} would add up to ${adding} ${noun} to the ${total[kind]} all environments together have added since their last resets, over the mock-wide limit of ${cap} (${mockWide.factor} × ${limit}). ` +
          `Raise it with ${this.port.raiseHint('mockWideLimitFactor')} or ${this.port.raiseHint(limit)}, or start again from the fixtures with POST /__admin/reset.`,
        limit,
        cap,
      );
    }
  }

  /** Throws when one trigger event's JSON is over `maxPayloadBytes`; `where` names the event in a bulk request. */
  checkPayloadSize(bytes: number, where = ''): void {
    const limit = this.limits.maxPayloadBytes;
    if (bytes <= limit) return;
    this.#refuse('maxPayloadBytes', `${where}Payload size (${bytes} bytes) exceeds maximum allowed size of ${limit} bytes (${Math.round(limit / 1024)}KB)`);
  }

  #refuse(limit: StoreLimitName, reason: string): never {
    if (!this.#warned.has(limit)) {
      this.#warned.add(limit);
      this.port.reached(this.environmentId, limit, this.limits[limit]);
    }
    const reset = limit === 'maxPayloadBytes' ? '' : ', or start again from the fixtures with POST /__admin/reset';
    throw new LimitExceededError(`${reason}. Raise the limit with ${this.port.raiseHint(limit)}${reset}.`, limit, this.limits[limit]);
  }
}

/** The mock-wide budget over the budgets of every environment `budgets` lists (at the time of each write). */
export function mockWideBudget(factor: number, budgets: () => StoreBudget[]): MockWideBudget {
  return {
    factor,
    usage: () => {
      const total: StoreUsage = { subscribers: 0, notifications: 0, messages: 0, bytes: 0 };
      for (const budget of budgets()) {
        const used = budget.used();
        for (const key of Object.keys(total) as (keyof StoreUsage)[]) total[key] += used[key];
      }
      return total;
    },
    reported: new Set(),
  };
}
