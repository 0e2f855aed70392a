import type { Logger } from 'pino';
import { bridgeUrlOf, type BridgeCallRecord, type BridgeOutcome } from '../domain/bridge/index.js';
import type { Environment } from '../domain/environments/index.js';
import type { IdGenerator, JsonObject } from '../domain/shared/index.js';
import type { PendingRun } from '../domain/trigger/index.js';
import { actionUrl, BridgeRequestError, callBridge } from './bridge-client.js';
import { executeRequest } from './execute-request.js';

export interface BridgeOptions {
  /** How long one bridge call may take (the real service: 5 s). */
  timeoutMs: number;
  /** Attempts after the first for what the real service retries (it makes 3 in all). */
  retries: number;
}

/** The real service's: 5 s per call, 3 attempts in all. */
export const DEFAULT_BRIDGE_OPTIONS: BridgeOptions = { timeoutMs: 5_000, retries: 2 };

/** Bridge calls in flight at once, over every environment: a trigger to thousands of subscribers queues. */
const MAX_CONCURRENT_CALLS = 32;

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A bridge's execute answer as the step runner applies it. */
function outcomeOf(answer: unknown, call: BridgeCallRecord): BridgeOutcome {
  if (!isObject(answer) || !isObject(answer.outputs)) {
    return { call, kind: 'failed', raw: new BridgeRequestError(502, 'ResponseParseError', `Bridge URL response code is 2xx, but parsing body failed for \`${call.url}\``, call.url).toRaw() };
  }
  if (isObject(answer.options) && answer.options.skip === true) return { call, kind: 'skipped' };
  return { call, kind: 'outputs', outputs: answer.outputs };
}

/**
 * Runs the steps of code workflows: each waiting step is POSTed to its workflow's bridge
 * (`?action=execute`), signed with the environment's secret key, and the answer goes back to the
 * environment, which stores the message and queues the next step. Runs outside any request: a bridge that
 * fails, times out or answers nonsense fails that job only.
 */
export class BridgeExecutor {
  readonly #inFlight = new Set<PendingRun>();
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

  /** Steps of `environmentId` wait for their bridge: start what the concurrency cap allows. */
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
  }

  #drain(): void {
    for (const environmentId of [...this.#waiting]) {
      const environment = this.deps.environment(environmentId);
      const tasks = environment?.bridgeTasks().filter((t) => !this.#inFlight.has(t)) ?? [];
      if (!environment || tasks.length === 0) {
        this.#waiting.delete(environmentId);
        continue;
      }
      for (const task of tasks) {
        if (this.#inFlight.size >= MAX_CONCURRENT_CALLS) return;
        this.#inFlight.add(task);
        void this.#execute(environment, task).finally(() => {
          this.#inFlight.delete(task);
          if (!this.#closed) this.#drain();
        });
      }
    }
  }

  async #execute(environment: Environment, task: PendingRun): Promise<void> {
    const bridgeUrl = bridgeUrlOf(task.context.workflow) ?? '';
    const started = performance.now();
    const call = (url: string): BridgeCallRecord => ({ url, durationMs: Math.round((performance.now() - started) * 100) / 100 });
    let outcome: BridgeOutcome;
    try {
      const secretKey = this.deps.secretKeyOf(environment.id) ?? '';
      const { query, body } = executeRequest(task, this.deps.ids);
      const answer = await callBridge({ bridgeUrl, action: 'execute', query, body, secretKey, ...this.deps.options });
      outcome = outcomeOf(answer, call(actionUrl(bridgeUrl, 'execute', query)));
    } catch (error) {
      if (!(error instanceof BridgeRequestError)) this.deps.logger.error({ err: error }, 'bridge call failed unexpectedly');
      const failure = error instanceof BridgeRequestError ? error : new BridgeRequestError(500, 'UnknownBridgeNonRequestError', `Unknown bridge non-request error calling \`${bridgeUrl}\``, bridgeUrl);
      outcome = { call: call(failure.url), kind: 'failed', raw: failure.toRaw() };
    }
    if (this.#closed) return;
    try {
      environment.completeBridgeTask(task, outcome);
    } catch (error) {
      // The environment refused what the bridge made (its budget is spent): the step's job says why.
      this.deps.logger.warn({ err: error }, 'a bridge step could not be stored');
    }
  }
}
