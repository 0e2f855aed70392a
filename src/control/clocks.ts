import { InvalidInputError, type Clock } from '../domain/shared/index.js';
import { ControllableClock, INSTANT_RANGE, isValidInstant, nowThisTurn, REAL_TIME, type ClockSetting } from '../lib/clock.js';

/** A change of clock, as `POST /__admin/clock` and `mock.clock.*` ask for it. */
export type ClockAction =
  | { action: 'freeze'; at?: Date }
  | { action: 'advance'; ms: number }
  | { action: 'resume' }
  | { action: 'realTime' };

/** The fields each action takes besides `action`. */
const ACTION_FIELDS: Record<ClockAction['action'], readonly string[]> = { freeze: ['at'], advance: ['ms'], resume: [], realTime: [] };

const isAction = (value: unknown): value is ClockAction['action'] => typeof value === 'string' && Object.hasOwn(ACTION_FIELDS, value);

/** Reads a clock action sent from outside; a wrong one → 422 naming the field, before any clock moves. */
export function parseClockAction(body: unknown): ClockAction {
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const { action } = input;
  if (!isAction(action)) throw InvalidInputError.of('body.action', `action must be one of ${Object.keys(ACTION_FIELDS).join(', ')}`, action);
  const stray = Object.keys(input).find((field) => field !== 'action' && !ACTION_FIELDS[action].includes(field));
  if (stray !== undefined) throw InvalidInputError.of(`body.${stray}`, `${action} takes no ${stray}`, input[stray]);
  if (action === 'freeze') {
    if (input.at === undefined) return { action };
    if (typeof input.at !== 'string' || Number.isNaN(Date.parse(input.at))) throw InvalidInputError.of('body.at', 'at must be an ISO date-time string', input.at);
    if (!isValidInstant(Date.parse(input.at))) throw InvalidInputError.of('body.at', `at must be an instant ${INSTANT_RANGE}`, input.at);
    return { action, at: new Date(input.at) };
  }
  if (action === 'advance') {
    if (typeof input.ms !== 'number' || !Number.isFinite(input.ms) || input.ms < 0) throw InvalidInputError.of('body.ms', 'ms must be a number of milliseconds ≥ 0', input.ms);
    return { action, ms: input.ms };
  }
  return { action };
}

/**
 * The clocks of the mock: one per environment, so that moving one environment's time moves no other, and
 * the mock-wide clock. The mock-wide clock is where a new environment's clock starts from, and what
 * requests without an environment (no or an unknown API key) read. An action without an environment moves
 * every clock, the mock-wide one included; reset puts clocks back to the start setting (frozen at
 * `--freeze-clock`, else real time).
 */
export class MockClocks implements Clock {
  readonly #start: ClockSetting;
  readonly #mockWide: ControllableClock;
  readonly #byEnvironment = new Map<string, ControllableClock>();

  constructor(
    startFrozenAt?: Date,
    private readonly systemNow: () => number = nowThisTurn,
  ) {
    this.#start = startFrozenAt === undefined ? REAL_TIME : { frozenAt: startFrozenAt.getTime(), offsetMs: 0 };
    this.#mockWide = new ControllableClock(systemNow, this.#start);
  }

  /** The mock-wide clock's instant. */
  now(): Date {
    return this.#mockWide.now();
  }

  nowMs(): number {
    return this.#mockWide.nowMs();
  }

  get frozen(): boolean {
    return this.#mockWide.frozen;
  }

  /** The clock of one environment; a new one starts as the mock-wide clock shows. */
  of(environmentId: string): ControllableClock {
    let clock = this.#byEnvironment.get(environmentId);
    if (!clock) this.#byEnvironment.set(environmentId, (clock = new ControllableClock(this.systemNow, this.#mockWide.setting)));
    return clock;
  }

  /** An environment that is gone (an evicted isolated one): its clock goes with it. */
  forget(environmentId: string): void {
    this.#byEnvironment.delete(environmentId);
  }

  apply(change: ClockAction, environmentId?: string): void {
    if (change.action === 'freeze') this.freeze(change.at, environmentId);
    else if (change.action === 'advance') this.advance(change.ms, environmentId);
    else if (change.action === 'resume') this.resume(environmentId);
    else this.realTime(environmentId);
  }

  /** Stops the clocks at `at`, or each at the instant it shows. */
  freeze(at?: Date, environmentId?: string): void {
    if (at !== undefined && !isValidInstant(at.getTime())) throw InvalidInputError.of('body.at', `at must be an instant ${INSTANT_RANGE}`, Number.isNaN(at.getTime()) ? String(at) : at.toISOString());
    for (const clock of this.#clocks(environmentId)) clock.freeze(at);
  }

  advance(ms: number, environmentId?: string): void {
    const clocks = this.#clocks(environmentId);
    if (clocks.some((clock) => !isValidInstant(clock.nowMs() + ms))) {
      throw InvalidInputError.of('body.ms', `ms moves the clock out of its range (${INSTANT_RANGE})`, ms);
    }
    for (const clock of clocks) clock.advance(ms);
  }

  /** Lets frozen clocks run again, each from the instant it shows. */
  resume(environmentId?: string): void {
    for (const clock of this.#clocks(environmentId)) clock.resume();
  }

  /** Back to the system's time: running, without offset. */
  realTime(environmentId?: string): void {
    for (const clock of this.#clocks(environmentId)) clock.realTime();
  }

  /** Back to the start setting: every clock, or one environment's. */
  reset(environmentId?: string): void {
    for (const clock of this.#clocks(environmentId)) clock.set(this.#start);
  }

  #clocks(environmentId: string | undefined): ControllableClock[] {
    return environmentId === undefined ? [this.#mockWide, ...this.#byEnvironment.values()] : [this.of(environmentId)];
  }
}
