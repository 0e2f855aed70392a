import type { StepFilter, Workflow } from '../workflows/index.js';
import { keptBytes, LimitExceededError, type StoreBudget, type EnvironmentClock, type IdGenerator, type Channel, type JsonObject } from '../shared/index.js';
import type { DecidingLevel, ResolvedPreference } from '../preferences/index.js';
import { detailRaw, type ActivityNotification } from '../activity/index.js';
import type { Subscriber } from '../subscribers/index.js';
import type { Delivery } from './deliver.js';
import type { Job, JobFactory } from './jobs.js';
import { cancelRuns, cancelTransaction } from './cancel.js';
import { filterDataOf } from './filter-data.js';
import { stepFilterVerdict } from './filter-verdict.js';
import { planOf, type PlannedStep } from './plan.js';
import { RunWrites, type DeliveryContext, type PendingRun } from './run-writes.js';
import { type EventHistory, WaitSteps } from './waits.js';
import { bridgeUrlOf, CODE_STEP_TYPES, templateFromOutputs, waitMetadataFromOutputs, type BridgeOutcome } from '../bridge/index.js';

/** Hears that steps wait for a bridge to run them. */
export type BridgeWorkListener = () => void;

/** Step types that deliver messages. */
export const CHANNELS = new Set<string>(['in_app', 'email', 'sms', 'chat', 'push']);

/** The subscriber's preference when it turns `channel` off for the workflow, else undefined. */
/** Whether the subscriber turned the channel off for the workflow, in the run's contexts (`contextKeys`; none: the default context). */
export type PreferenceGate = (workflow: Workflow, subscriber: Subscriber, channel: Channel, contextKeys: readonly string[]) => ResolvedPreference | undefined;

/** The real service's execution detail for a step that a preference filtered out, by the level that decided. */
const FILTERED_BY: Record<DecidingLevel, string> = {
  'subscriber-workflow': 'Step filtered by subscriber workflow preferences',
  'subscriber-global': 'Step filtered by subscriber global preferences',
  'user-workflow': 'Step filtered by user preferences',
  workflow: 'Step filtered by workflow preferences',
};

/**
 * Runs a workflow's steps for one recipient, from `fromStep`: step filters, channel delivery, and
 * delay/digest steps (`WaitSteps`) — which wait for the clock when it is frozen (admin clock) and complete at
 * once otherwise. A run writes into a `RunWrites` (the jobs into its event); `commit` stores what it holds.
 */
export class StepRunner {
  readonly #pending: PendingRun[] = [];
  readonly #waits: WaitSteps;

  constructor(
    private readonly clock: EnvironmentClock,
    private readonly jobs: JobFactory,
    private readonly delivery: Delivery,
    private readonly ids: IdGenerator,
    private readonly preferences: PreferenceGate,
    private readonly bridgeWork: BridgeWorkListener = () => {},
    /** The environment's events, for a backoff digest's look-back. */
    history: EventHistory = () => {},
  ) {
    this.#waits = new WaitSteps(clock, jobs, history);
  }

  get pending(): readonly PendingRun[] {
    return this.#pending;
  }

  clear(): void {
    this.#pending.length = 0;
  }

  /** Takes back the runs a snapshot kept waiting (see `waiting.ts`); a bridge step is handed to the bridge again. */
  resume(runs: readonly PendingRun[]): void {
    this.#pending.push(...runs);
    if (runs.some((p) => p.kind === 'bridge')) this.bridgeWork();
  }

  /** The events pending work (a delay, a digest, a bridge step, an event merged into a digest) will still write. */
  writtenEvents(): Set<ActivityNotification> {
    const events = new Set<ActivityNotification>();
    for (const p of this.#pending) {
      events.add(p.context.event);
      for (const m of p.merged ?? []) events.add(m.context.event);
    }
    return events;
  }

  /**
   * Runs the steps from `fromStep` on. The first run of an event creates a pending job for every active step
   * at once, as the real service stores a trigger's jobs before it runs any: a step not reached yet shows
   * `pending`, one after a merged digest `merged`, one after a failed step that stops the run `canceled`.
   */
  run(context: DeliveryContext, writes: RunWrites, fromStep = 0): void {
    const steps = planOf(context.workflow, this.ids).activeSteps;
    const bridged = bridgeUrlOf(context.workflow) !== undefined;
    if (fromStep === 0 && (context.event.jobs ?? []).length === 0) {
      context.event.jobs = steps.map((s) => this.#waits.withSettings(this.jobs.create(s.jobStep, s.type, context.payload, context.overrides), s.type, s.step));
    }
    for (let i = fromStep; i < steps.length; i++) {
      const { step, type } = steps[i] as PlannedStep;
      const job = this.#jobAt(context, i);
      this.jobs.log(job, 'Step queued', 'Pending', 'pending');
      if (bridged) {
        if (CHANNELS.has(type) && this.#filteredByPreference(type as Channel, job, context)) continue;
        // The bridge runs the step's code: the run goes on when its answer comes (`completeBridge`).
        writes.pending.push({ dueAt: 0, kind: 'bridge', job, context, nextStep: i });
        break;
      }
      const filtered = stepFilterVerdict(step.filters as unknown as StepFilter[], type, filterDataOf(context, writes, steps, this.clock.nowMs(), (id, jobId) => this.delivery.storedMessageOf(id, jobId)));
      for (const d of filtered.details) this.jobs.log(job, d.detail, d.status, d.jobStatus, undefined, d.raw);
      if (!filtered.runs) {
        if (job.status === 'failed' && step.shouldStopOnFail === true) {
          this.#cancelAfterFailure(context, i + 1);
          break;
        }
        continue;
      }
      if (type === 'delay' || type === 'digest') {
        if (this.#waits.start(type, step, job, context, i + 1, writes, this.#pending)) break;
        continue;
      }
      if (CHANNELS.has(type) && this.#filteredByPreference(type as Channel, job, context)) continue;
      if (CHANNELS.has(type)) this.delivery.deliver(type as Channel, step, job, context, writes);
      else this.jobs.log(job, `Step type ${type} completed`, 'Success', 'completed');
      if (job.status === 'failed' && step.shouldStopOnFail === true) {
        this.#cancelAfterFailure(context, i + 1);
        break;
      }
    }
    context.event.updatedAt = this.jobs.now();
  }

  /** The job of active step `index`; a run a snapshot of an older version kept may lack the later ones. */
  #jobAt(context: DeliveryContext, index: number): Job {
    const jobs = (context.event.jobs ??= []) as Job[];
    const steps = planOf(context.workflow, this.ids).activeSteps;
    for (let i = jobs.length; i <= index; i++) {
      const { jobStep, type, step } = steps[i] as PlannedStep;
      jobs.push(this.#waits.withSettings(this.jobs.create(jobStep, type, context.payload, context.overrides), type, step));
    }
    return jobs[index] as Job;
  }

  /** A step failed and stops the run: the real worker cancels the run's pending jobs, each with this detail. */
  #cancelAfterFailure(context: DeliveryContext, fromStep: number): void {
    for (const job of ((context.event.jobs ?? []) as Job[]).slice(fromStep)) {
      if (job.status === 'pending') this.jobs.log(job, 'Step was canceled because a previous step failed', 'Failed', 'canceled');
    }
  }

  /** Cancels a channel step the subscriber turned off, logging it as the real service does; true when it did. */
  #filteredByPreference(channel: Channel, job: Job, context: DeliveryContext): boolean {
    const preference = this.preferences(context.workflow, context.subscriber, channel, context.event.contextKeys ?? []);
    if (!preference) return false;
    const decidedBy = preference.decidedBy[channel] ?? 'workflow';
    // The real worker's one detail for it (send-message: the preference's reason); the job ends canceled.
    this.jobs.log(job, FILTERED_BY[decidedBy], 'Success', 'canceled', undefined, JSON.stringify({ enabled: preference.enabled, channels: preference.channels }));
    return true;
  }

  /** Stores what runs wrote: their messages, their waits, the events they merged into open digests. */
  commit(writes: RunWrites): void {
    this.delivery.commit(writes);
    this.#pending.push(...writes.pending);
    if (writes.pending.some((p) => p.kind === 'bridge')) this.bridgeWork();
    for (const { into, run } of writes.merges) (into.merged ??= []).push(run);
  }

  /**
   * Finishes every wait whose time has come (the clock passed it) and runs the steps after it. What those
   * steps render is stored at once, each message charged to `budget`: one that does not fit (the render
   * limit, the budget) fails its job with the reason, and the run goes on as after any failed step.
   */
  runDue(budget: StoreBudget): void {
    const now = this.clock.nowMs();
    for (;;) {
      const due = this.#pending.filter((p) => p.kind !== 'bridge' && p.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt)[0];
      if (!due) return;
      this.#pending.splice(this.#pending.indexOf(due), 1);
      if (due.kind === 'digest') this.#waits.digestTriggered(due);
      else this.jobs.log(due.job, 'Delay is finished', 'Success', 'completed');
      // The messages this run rendered before are not stored yet: the count must include them.
      const writes = laterWrites(budget, 'This delayed step\'s message');
      this.run(due.context, writes, due.nextStep);
      this.commit(writes);
    }
  }

  /** The steps that wait for a bridge to run them, oldest first. */
  bridgeTasks(): PendingRun[] {
    return this.#pending.filter((p) => p.kind === 'bridge');
  }

  /**
   * Applies what a bridge answered for a waiting step: its outputs become the step's message (or a custom
   * step's outputs, or a delay's or digest's timing), a skip cancels it, a failure fails its job with the
   * bridge's error; then the run goes on, as after the mock's own steps. False when the step no longer
   * waits (its transaction was cancelled, its environment reset).
   */
  completeBridge(task: PendingRun, outcome: BridgeOutcome, budget: StoreBudget): boolean {
    const at = this.#pending.indexOf(task);
    if (at < 0) return false;
    this.#pending.splice(at, 1);
    const { context, job, nextStep } = task;
    const planned = planOf(context.workflow, this.ids).activeSteps[nextStep] as PlannedStep;
    const writes = laterWrites(budget, 'This bridge step\'s message');
    if (!this.#applyBridge(planned, nextStep, job, context, outcome, writes, budget)) this.run(context, writes, nextStep + 1);
    else if (job.status === 'failed') this.#cancelAfterFailure(context, nextStep + 1);
    context.event.updatedAt = this.jobs.now();
    this.commit(writes);
    return true;
  }

  /**
   * Applies one bridge answer to its step; true when the run stops there (it waits, or must stop on a failure).
   * What the answer leaves kept, a custom step's outputs and a failure's error body, is charged to `budget`.
   */
  #applyBridge({ step, type }: PlannedStep, index: number, job: Job, context: DeliveryContext, outcome: BridgeOutcome, writes: RunWrites, budget: StoreBudget): boolean {
    if (outcome.kind === 'failed') {
      this.jobs.log(job, 'Bridge execution failed', 'Failed', 'failed', undefined, failureRaw(outcome.raw, outcome.call.durationMs, budget));
      return step.shouldStopOnFail === true;
    }
    this.jobs.log(job, 'Successful Bridge response received', 'Success', 'pending', undefined, detailRaw({ url: outcome.call.url, durationMs: outcome.call.durationMs, skip: outcome.kind === 'skipped' }));
    if (outcome.kind === 'skipped') {
      this.jobs.log(job, 'Bridge execution skipped', 'Failed', 'canceled', undefined, JSON.stringify({ skip: true }));
      return false;
    }
    const { outputs } = outcome;
    if (!CODE_STEP_TYPES.has(type)) {
      this.jobs.log(job, `Step type ${type} is not run by the mock`, 'Failed', 'failed');
      return false;
    }
    if (CHANNELS.has(type)) {
      this.delivery.deliver(type as Channel, { ...step, template: templateFromOutputs(type, outputs) }, job, { ...context, literal: true }, writes);
      return job.status === 'failed' && step.shouldStopOnFail === true;
    }
    if (type === 'delay' || type === 'digest') return this.#waits.start(type, { metadata: waitMetadataFromOutputs(outputs) }, job, context, index + 1, writes, this.#pending);
    // Kept until the run ends, for the later steps' state: a run may wait on a frozen clock for good.
    try {
      budget.spend({ bytes: keptBytes(outputs) }, 'This custom step\'s outputs');
    } catch (error) {
      if (!(error instanceof LimitExceededError)) throw error;
      this.jobs.log(job, `Step outputs not kept: ${error.message}`, 'Failed', 'failed');
      return step.shouldStopOnFail === true;
    }
    (context.stepOutputs ??= {})[job._id] = outputs;
    this.jobs.log(job, 'Step type custom completed', 'Success', 'completed');
    return false;
  }

  /** `DELETE /v1/events/trigger/{transactionId}`: see `cancelTransaction`. */
  cancel(transactionId: string): boolean {
    return cancelTransaction(this.#pending, transactionId, this.jobs);
  }

  /** Cancels the waits of a deleted subscriber (internal id): the steps after them have no one to reach. */
  cancelSubscriber(subscriberInternalId: string): number {
    return cancelRuns(this.#pending, (p) => p.context.subscriber._id === subscriberInternalId, 'Cancelled: the subscriber was deleted', this.jobs);
  }
}

/**
 * The `raw` of a failed bridge call's detail, its values cut (`detailRaw`) and charged to `budget`. When the
 * budget has no room for them, the detail says so in their place.
 */
function failureRaw(raw: Record<string, unknown>, durationMs: number, budget: StoreBudget): string {
  const kept = detailRaw({ ...raw, durationMs });
  try {
    budget.spend({ bytes: keptBytes(kept) }, 'This failed bridge call\'s execution detail');
    return kept;
  } catch (error) {
    if (!(error instanceof LimitExceededError)) throw error;
    return JSON.stringify({ statusCode: raw.statusCode, durationMs, message: `The bridge's error was not kept: ${error.message}` });
  }
}

/** The writes of a run that resumes outside a trigger: each message charged as it renders. */
function laterWrites(budget: StoreBudget, what: string): RunWrites {
  // The messages this run rendered before are not stored yet: the count must include them.
  const writes: RunWrites = new RunWrites((bytes) => budget.spend({ messages: writes.messages.length + 1, bytes }, what));
  return writes;
}
