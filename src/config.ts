import { DEFAULT_BRIDGE_OPTIONS } from './bridge/bridge-executor.js';
import { DEFAULT_OUTBOX_SIZE } from './domain/outbox/index.js';
import { DEFAULT_STORE_LIMITS, type StoreLimits } from './domain/shared/index.js';
import { DEFAULT_FIXTURES_DIR, DEFAULT_SPEC_PATH } from './lib/package-files.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface MockConfig extends StoreLimits {
  /** 0 picks a free port. */
  port: number;
  host: string;
  fixturesDir: string;
  specPath: string;
  /** Seeds ids and generated data; random when absent. */
  seed?: number;
  /** A response that breaks the contract becomes a 500 (always on in the test suite). */
  strict: boolean;
  /** Answers carry the real service's `{data}` envelope; off serves the API document's bare shapes (the Inbox and the widget keep their own). */
  envelope: boolean;
  /** Every unknown API key gets its own fresh environment seeded from the fixtures. */
  isolateKeys: boolean;
  /** Extra subscribers made by json-schema-faker in the first environment of each organization. */
  generateSubscribers: number;
  logLevel: LogLevel;
  bodyLimit: string;
  /** Start with the clock frozen at this ISO instant (with `seed`: byte-identical runs). */
  freezeClockAt?: string;
  /** A client must send its headers within this time (ms). */
  headersTimeoutMs: number;
  /** A client must send its whole request within this time (ms). */
  requestTimeoutMs: number;
  /** On close (SIGTERM/SIGINT): how long in-flight requests may still run before their connections are cut (ms). */
  shutdownGraceMs: number;
  /** Capacity of the request journal (ring buffer); 0 turns it off. */
  journalSize: number;
  /** Deliveries (emails, SMS, push, chat) each environment's outbox keeps; 0 keeps none. */
  outboxSize: number;
  /** How long one call to a code workflow's bridge may take (ms). */
  bridgeTimeoutMs: number;
  /** Attempts after the first for a bridge call that times out or answers 5xx/429 (waiting 2 s, 4 s, …). */
  bridgeRetries: number;
  /** Headers the journal redacts besides the credential headers it always redacts (lower-case names). */
  redactHeaders: string[];
  /** Required as `Authorization: Bearer <token>` on /__admin when set. */
  adminToken?: string;
  /** Browser origins allowed by CORS; empty = any origin. */
  corsOrigins: string[];
  /**
   * `Host` names answered besides loopback names, IP addresses and the bound host (a leading dot allows a
   * domain and its subdomains); `'all'` turns the check off. Bound to a non-loopback address, the check
   * applies only when names are listed here.
   */
  allowedHosts: string[] | 'all';
  /** Key material for sealing secret environment-variable values (AES-256-GCM); random per process when absent. */
  secretKey?: string;
  /** Most isolated environments (`isolateKeys`) held at once. */
  maxIsolatedEnvironments: number;
  /** All environments together may add this many times one environment's limits. */
  mockWideLimitFactor: number;
  /** An isolated environment without requests for this long (ms) may be evicted for a new key. */
  isolatedIdleMs: number;
}

export const DEFAULT_CONFIG: MockConfig = {
  port: 3000,
  host: '127.0.0.1',
  fixturesDir: DEFAULT_FIXTURES_DIR,
  specPath: DEFAULT_SPEC_PATH,
  strict: false,
  envelope: true,
  isolateKeys: false,
  generateSubscribers: 0,
  logLevel: 'info',
  bodyLimit: '1mb',
  journalSize: 1000,
  outboxSize: DEFAULT_OUTBOX_SIZE,
  bridgeTimeoutMs: DEFAULT_BRIDGE_OPTIONS.timeoutMs,
  bridgeRetries: DEFAULT_BRIDGE_OPTIONS.retries,
  redactHeaders: [],
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  shutdownGraceMs: 5_000,
  corsOrigins: [],
  allowedHosts: [],
  ...DEFAULT_STORE_LIMITS,
  maxIsolatedEnvironments: 50,
  mockWideLimitFactor: 4,
  isolatedIdleMs: 60_000,
};

/** The memory limits: the CLI flag and environment variable of each (the error messages name them). */
export const LIMIT_OPTIONS = {
  maxSubscribers: { flag: '--max-subscribers', env: 'MAX_SUBSCRIBERS', help: 'new subscribers an environment may add between resets' },
  maxNotifications: { flag: '--max-notifications', env: 'MAX_NOTIFICATIONS', help: 'activity notifications (one per trigger recipient) an environment may add between resets' },
  maxMessages: { flag: '--max-messages', env: 'MAX_MESSAGES', help: 'messages an environment may add between resets' },
  maxStoredBytes: { flag: '--max-stored-bytes', env: 'MAX_STORED_BYTES', help: 'data an environment may store between resets (trigger payloads and overrides, rendered messages, what code workflows\' bridges answer and the mock keeps, subscriber, credentials, variable and topic writes), e.g. 64mb' },
  maxPayloadBytes: { flag: '--max-payload-bytes', env: 'MAX_PAYLOAD_BYTES', help: 'largest trigger event (its JSON), e.g. 512kb' },
  mockWideLimitFactor: { flag: '--mock-wide-limit-factor', env: 'MOCK_WIDE_LIMIT_FACTOR', help: 'all environments together may add this many times one environment\'s limits' },
  maxIsolatedEnvironments: { flag: '--max-isolated-environments', env: 'MAX_ISOLATED_ENVIRONMENTS', help: 'isolated environments held at once (--isolate-keys); the least recently used idle one makes room' },
} as const;

export type LimitOptionName = keyof typeof LIMIT_OPTIONS;

/** How to raise a limit, as the error messages say it. */
export const raiseHint = (limit: LimitOptionName): string => {
  const { flag, env } = LIMIT_OPTIONS[limit];
  return `${flag} (environment variable ${env}, startMockServer option ${limit})`;
};

const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A size in bytes: a whole number, optionally with b, kb, mb or gb (1024-based, like --body-limit). */
export function parseSize(name: string, min: number, max: number) {
  return (value: string): number => {
    const match = /^\s*(\d+)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
    const n = match ? Number(match[1]) * (SIZE_UNITS[(match[2] ?? '').toLowerCase()] as number) : Number.NaN;
    if (!(n >= min && n <= max)) throw new ConfigError(`${name} must be a size from ${min} to ${max} bytes (e.g. 512kb, 64mb), got "${value}"`);
    return n;
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function parseInteger(name: string, min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || n < min || n > max) {
      throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
    }
    return n;
  };
}

export function parseBoolean(name: string) {
  return (value: string): boolean => {
    const v = value.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on', ''].includes(v)) return true;
    if (['0', 'false', 'no', 'off'].includes(v)) return false;
    throw new ConfigError(`${name} must be true or false, got "${value}"`);
  };
}

/** HTTP's token characters: what a header name is made of. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** A comma-separated list of header names (`x-tenant-secret, X-Signature`), lower-cased. */
export function parseHeaderNames(name: string) {
  return (value: string): string[] => {
    const names = value.split(',').map((n) => n.trim().toLowerCase()).filter(Boolean);
    const wrong = names.find((n) => !HEADER_NAME.test(n));
    if (wrong !== undefined) throw new ConfigError(`${name} must be comma-separated header names, got "${wrong}"`);
    return names;
  };
}

export function parseLogLevel(value: string): LogLevel {
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new ConfigError(`log level must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return value as LogLevel;
}

/** `--allowed-hosts`: a comma-separated list, or `all`. */
export function parseAllowedHosts(value: string): string[] | 'all' {
  const names = value.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (names.includes('all')) {
    if (names.length > 1) throw new ConfigError(`allowed-hosts is either "all" or a list of host names, got "${value}"`);
    return 'all';
  }
  return names;
}

/** Fills the defaults in. */
export const resolveConfig = (partial: Partial<MockConfig> = {}): MockConfig => ({
  ...DEFAULT_CONFIG,
  ...Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)),
});
