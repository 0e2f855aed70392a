import type { Clock } from '../domain/shared/index.js';

let readThisTurn: number | undefined;
const forgetReading = (): void => {
  readThisTurn = undefined;
};

/**
 * `Date.now()`, read once per synchronous turn of the event loop. Within one turn — one request's
 * handling — time stands still, as if it all happened in the same millisecond: the ids, jobs, execution
 * details and messages one trigger makes all carry the same instant (and a trigger reads the clock often).
 */
export function nowThisTurn(): number {
  if (readThisTurn === undefined) {
    readThisTurn = Date.now();
    queueMicrotask(forgetReading);
  }
  return readThisTurn;
}

/** What a clock shows: stopped at an instant, or running `offsetMs` ahead of the system clock. */
export interface ClockSetting {
  readonly frozenAt?: number;
  readonly offsetMs: number;
}

/** The system clock as it is. */
export const REAL_TIME: ClockSetting = { offsetMs: 0 };

/**
 * The instants a clock may show: those an API timestamp can carry. The contract's `date-time` is RFC 3339,
 * whose years have four digits; a Date reaches far further (+275760), but a timestamp past year 9999 is no
 * `date-time`, and one past the Date's range is no timestamp at all.
 */
export const FIRST_INSTANT = '0000-01-01T00:00:00.000Z';
export const LAST_INSTANT = '9999-12-31T23:59:59.999Z';
const FIRST_MS = Date.parse(FIRST_INSTANT);
const LAST_MS = Date.parse(LAST_INSTANT);

export const isValidInstant = (ms: number): boolean => ms >= FIRST_MS && ms <= LAST_MS;

/** The clock's range in words, for refusals. */
export const INSTANT_RANGE = `from ${FIRST_INSTANT} to ${LAST_INSTANT}`;

/**
 * A clock that timestamps come from. It runs with the system clock, optionally offset, or stands frozen
 * at an instant (admin clock control). Each environment has one of its own.
 */
export class ControllableClock implements Clock {
  #frozenAt: number | undefined;
  #offsetMs = 0;

  constructor(
    private readonly systemNow: () => number = nowThisTurn,
    setting: ClockSetting = REAL_TIME,
  ) {
    this.set(setting);
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** A running clock that reaches the last instant stays there (a later one would be no timestamp). */
  nowMs(): number {
    return this.#frozenAt ?? Math.min(this.systemNow() + this.#offsetMs, LAST_MS);
  }

  get setting(): ClockSetting {
    return this.#frozenAt === undefined ? { offsetMs: this.#offsetMs } : { frozenAt: this.#frozenAt, offsetMs: this.#offsetMs };
  }

  /** Shows what `setting` says from now on (another clock's setting, or the one it started with). */
  set(setting: ClockSetting): void {
    this.#frozenAt = setting.frozenAt;
    this.#offsetMs = setting.offsetMs;
  }

  freeze(at: Date = this.now()): void {
    this.#frozenAt = at.getTime();
  }

  advance(ms: number): void {
    if (this.#frozenAt !== undefined) this.#frozenAt += ms;
    else this.#offsetMs += ms;
  }

  /** Runs again from the current (possibly frozen) instant. */
  resume(): void {
    if (this.#frozenAt !== undefined) this.#offsetMs = this.#frozenAt - this.systemNow();
    this.#frozenAt = undefined;
  }

  /** Back to the system clock: running, without offset. */
  realTime(): void {
    this.set(REAL_TIME);
  }

  get frozen(): boolean {
    return this.#frozenAt !== undefined;
  }
}
