import { DEFAULT_FIXTURES_DIR } from './seed/load-fixtures.js';
import { DEFAULT_SPEC_PATH } from './spec/load-spec.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface MockConfig {
  /** 0 picks a free port. */
  port: number;
  host: string;
  fixturesDir: string;
  specPath: string;
  /** Seeds ids and generated data; random when absent. */
  seed?: number;
  /** A response that breaks the contract becomes a 500 (always on in the test suite). */
  strict: boolean;
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
  /** Capacity of the request journal (ring buffer); 0 turns it off. */
  journalSize: number;
  /** Headers the journal redacts besides the credential headers it always redacts (lower-case names). */
  redactHeaders: string[];
  /** Required as `Authorization: Bearer <token>` on /__admin when set. */
  adminToken?: string;
  /** Browser origins allowed by CORS; empty = any origin. */
  corsOrigins: string[];
  /** Key material for sealing secret environment-variable values (AES-256-GCM); random per process when absent. */
  secretKey?: string;
}

export const DEFAULT_CONFIG: MockConfig = {
  port: 3000,
  host: '127.0.0.1',
  fixturesDir: DEFAULT_FIXTURES_DIR,
  specPath: DEFAULT_SPEC_PATH,
  strict: false,
  isolateKeys: false,
  generateSubscribers: 0,
  logLevel: 'info',
  bodyLimit: '1mb',
  journalSize: 1000,
  redactHeaders: [],
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  corsOrigins: [],
};

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

/** Fills the defaults in. */
export const resolveConfig = (partial: Partial<MockConfig> = {}): MockConfig => ({
  ...DEFAULT_CONFIG,
  ...Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)),
});
