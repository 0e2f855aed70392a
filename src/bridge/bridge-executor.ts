import type { Logger } from 'pino';
import { bridgeUrlOf, executeOutcome, type BridgeCallRecord, type BridgeOutcome } from '../domain/bridge/index.js';
import type { Environment } from '../domain/environments/index.js';
import type { IdGenerator } from '../domain/shared/index.js';
import type { PendingRun } from '../domain/trigger/index.js';
import { actionUrl, BridgeRequestError, callBridge, isRetryable, retryDelayMs } from './bridge-client.js';
import { CallSlots } from './call-slots.js';
import { executeRequest } from './execute-request.js';

export interface BridgeOptions {
  /** How long one bridge call may take (the real service: 5 s). */
  timeoutMs: number;
  /** Attempts after the first for what the real service retries (it makes 3 in all). */
  retries: number;
}

/** The real service's: 5 s per call, 3 attempts in all. */
export const DEFAULT_BRIDGE_OPTIONS: BridgeOptions = { timeoutMs: 5_000, retries: 2 };

/**
 * Bridge calls in flight at once: over every environment (a trigger to thousands of subscribers queues), and
 * for one environment, so that a bridge that hangs holds its own environment's share and no other's.
 */
export const MAX_CALLS = 32;
export const MAX_CALLS_PER_ENVIRONMENT = 8;

/** A step's calls so far: when the first began (its `durationMs` counts from there) and how many failed. */
interface Attempts {
  started: number;
  failed: number;
}

/**
 * Runs the steps of code workflows: each waiting step is POSTed to its workflow's bridge
 * (`?action=execute`), signed with the environment's secret key, and the answer goes back to the
 * environment, which stores the message and queues the next step. Runs outside any request: a bridge that
 * fails, times out or answers nonsense fails that job only. Environments take turns for the calls' slots
 * (`CallSlots`: a share each), and a step waiting to be retried holds no slot while it waits.
 */
export class BridgeExecutor {
  readonly #slots = new CallSlots(MAX_CALLS, MAX_CALLS_PER_ENVIRONMENT);
  readonly #inFlight = new Set<PendingRun>();
  /** Steps waiting out the back-off before their next attempt. */
  readonly #backingOff = new Map<PendingRun, NodeJS.Timeout>();
  readonly #attempts = new WeakMap<PendingRun, Attempts>();
  /** Environments whose steps may wait for a slot, in the order they take their next turn. */
  readonly #waiting = new Set<string>();
  #closed = false;

  constructor(
    private readonly deps: {
      environment: (environmentId: string) => Environment | undefined;
      secretKeyOf: (environmentId: string) => string | undefined;
      ids: IdGenerator;
      logger: Logger;
      options: BridgeOptions;
    },
  ) {}

  /** How long a call may take and how often it is retried (the bridge routes use the same). */
  get options(): BridgeOptions {
    return this.deps.options;
  }

  /** Steps of `environmentId` wait for their bridge: start what the slots allow. */
  readonly queued = (environmentId: string): void => {
    if (this.#closed) return;
    this.#waiting.add(environmentId);
    queueMicrotask(() => this.#drain());
  };

  /** How many bridge calls are running now. */
  get running(): number {
    return this.#inFlight.size;
  }

  close(): void {
    this.#closed = true;
    for (const timer of this.#backingOff.values()) clearTimeout(timer);
    this.#backingOff.clear();
  }

  /** Starts calls, one environment's step at a time in turn, while environments with waiting steps have room. */
  #drain(): void {
    if (this.#closed) return;
    const queues = new Map<string, { environment: Environment; tasks: Iterator<PendingRun> }>();
    for (let started = true; started; ) {
      started = false;
      for (const environmentId of [...this.#waiting]) {
        if (!this.#slots.hasRoom(environmentId)) continue;
        let queue = queues.get(environmentId);
        if (!queue) {
          const environment = this.deps.environment(environmentId);
          queue = environment && { environment, tasks: environment.bridgeTasks()[Symbol.iterator]() };
          if (queue) queues.set(environmentId, queue);
        }
        const task = queue && this.#nextIdle(queue.tasks);
        // Nothing more to start: a step that comes later (or ends its back-off) queues its environment again.
        this.#waiting.delete(environmentId);
        if (!queue || !task) continue;
        this.#waiting.add(environmentId); // at the back of the line
        this.#start(queue.environment, task);
        started = true;
      }
    }
  }

  #nextIdle(tasks: Iterator<PendingRun>): PendingRun | undefined {
    for (let next = tasks.next(); !next.done; next = tasks.next()) {
      if (!this.#inFlight.has(next.value) && !this.#backingOff.has(next.value)) return next.value;
    }
    return undefined;
  }

  #start(environment: Environment, task: PendingRun): void {
    this.#inFlight.add(task);
    this.#slots.take(environment.id);
    void this.#execute(environment, task).finally(() => {
      this.#inFlight.delete(task);
      this.#slots.release(environment.id);
      this.#drain();
    });
  }

  /** One attempt; a failure the real service retries waits its back-off without a slot, then queues again. */
  async #execute(environment: Environment, task: PendingRun): Promise<void> {
    const bridgeUrl = bridgeUrlOf(task.context.workflow) ?? '';
    const attempts = this.#attempts.get(task) ?? { started: performance.now(), failed: 0 };
    const call = (url: string): BridgeCallRecord => ({ url, durationMs: Math.round((performance.now() - attempts.started) * 100) / 100 });
    let outcome: BridgeOutcome;
    try {
      const secretKey = this.deps.secretKeyOf(environment.id) ?? '';
      const { query, body } = executeRequest(task, this.deps.ids);
      const answer = await callBridge({ bridgeUrl, action: 'execute', query, body, secretKey, timeoutMs: this.deps.options.timeoutMs, retries: 0 });
      outcome = executeOutcome(answer, call(actionUrl(bridgeUrl, 'execute', query)));
    } catch (error) {
      if (isRetryable(error) && attempts.failed < this.deps.options.retries) {
        attempts.failed++;
        this.#attempts.set(task, attempts);
        this.#backOff(environment.id, task, retryDelayMs(attempts.failed));
        return;
      }
      if (!(error instanceof BridgeRequestError)) this.deps.logger.error({ err: error }, 'bridge call failed unexpectedly');
      const failure = error instanceof BridgeRequestError ? error : new BridgeRequestError(500, 'UnknownBridgeNonRequestError', `Unknown bridge non-request error calling \`${bridgeUrl}\``, bridgeUrl);
      outcome = { call: call(failure.url), kind: 'failed', raw: failure.toRaw() };
    }
    if (this.#closed) return;
    try {
      environment.completeBridgeTask(task, outcome);
    } catch (error) {
      this.deps.logger.error({ err: error }, 'a bridge step could not be applied');
    }
  }

  #backOff(environmentId: string, task: PendingRun, ms: number): void {
    if (this.#closed) return;
    const timer = setTimeout(() => {
      this.#backingOff.delete(task);
      this.queued(environmentId);
    }, ms);
    this.#backingOff.set(task, timer);
  }
}
