/** Time and identity come in from outside so that tests and `--seed` make them deterministic. */
export interface Clock {
  now(): Date;
  /** `now()` in epoch milliseconds, without making a Date (ids and timestamps ask for it many times per write). */
  nowMs(): number;
}

/** A clock that can stand still: delays and digests wait for a frozen clock to pass their time. */
export interface EnvironmentClock extends Clock {
  readonly frozen: boolean;
}

export interface IdGenerator {
  /** A Mongo ObjectId-style id: 24 lowercase hex characters. */
  objectId(): string;
  /** A UUID v4 string. */
  uuid(): string;
}

/**
 * Where one environment's time comes from: its own clock (moving it moves no other environment) and ids
 * whose ObjectIds carry that clock's time.
 */
export interface EnvironmentTime {
  clock: EnvironmentClock;
  ids: IdGenerator;
}

/** Seals secret values at rest (AES-256-GCM in lib/cipher.ts): snapshots and logs only see sealed text. */
export interface SecretCipher {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

/** One way a payload breaks a workflow's payload schema (the real service's per-field error). */
export interface PayloadProblem {
  field: string;
  message: string;
  value?: unknown;
  schemaPath?: string;
}

export type PayloadCheck = { valid: true; payload: Record<string, unknown> } | { valid: false; problems: PayloadProblem[] };

/**
 * Checks a trigger payload against a workflow's `payloadSchema` (JSON Schema). Compiles each schema once;
 * never changes the payload it is given: a valid one comes back as a copy with the schema's defaults filled in.
 */
export interface PayloadValidator {
  check(schema: object, payload: Record<string, unknown>): PayloadCheck;
  /**
   * Why a schema cannot be a payload schema (it does not compile, or is over a limit), or undefined. A
   * schema is checked when it is written, so that `check` never meets one it cannot use.
   */
  schemaProblem(schema: unknown): string | undefined;
}
