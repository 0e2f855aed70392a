import { cutText, type ActivityNotification } from '../activity/index.js';
import { ownValue, textOf } from '../workflows/index.js';
import type { EnvironmentClock, JsonObject } from '../shared/index.js';
import { msToNextScheduled, type TimedSchedule } from '../../lib/timed-schedule.js';
import { durationMs, type Job, type JobFactory } from './jobs.js';
import { digestEvents, type DeliveryContext, type PendingRun, type RunWrites } from './run-writes.js';

/** Visits the environment's events, newest first, until `visit` returns false. */
export type EventHistory = (visit: (event: ActivityNotification) => boolean | void) => void;

/** The real digest-job statuses the backoff look-back counts (the job repository's `buildLookBackDigestQuery`). */
const LOOK_BACK_STATUSES = new Set(['pending', 'skipped', 'completed']);

/**
 * Delay and digest steps, in the real worker's words (add-job, merge-or-create-digest, send-message/digest):
 * they wait for the clock when it is frozen (admin clock) and complete at once otherwise.
 */
export class WaitSteps {
  constructor(
    private readonly clock: EnvironmentClock,
    private readonly jobs: JobFactory,
    private readonly history: EventHistory,
  ) {}

  /**
   * Starts a delay/digest. Returns true when the run now waits for the clock, or stops because its event merged
   * into a digest already collecting (`collecting`: the runs waiting besides `writes`'s).
   */
  start(type: 'delay' | 'digest', step: JsonObject, job: Job, context: DeliveryContext, nextStep: number, writes: RunWrites, collecting: readonly PendingRun[]): boolean {
    const metadata = (step.metadata ?? {}) as JsonObject;
    let ms = overridableByTrigger(metadata) ? (delayOverrideMs(context.overrides) ?? durationMs(metadata.amount, metadata.unit)) : durationMs(metadata.amount, metadata.unit);
    if (metadata.type === 'scheduled' && typeof metadata.delayPath === 'string') {
      const at = Date.parse(textOf(ownValue(context.payload, metadata.delayPath)));
      ms = Number.isNaN(at) ? 0 : Math.max(0, at - this.clock.nowMs());
    }
    if (type === 'delay') {
      if (!this.clock.frozen || ms === 0) {
        this.jobs.log(job, 'Delay is finished', 'Success', 'completed');
        return false;
      }
      this.jobs.log(job, 'Step delayed', 'Pending', 'delayed', undefined, JSON.stringify({ delay: ms }));
      writes.pending.push({ dueAt: this.clock.nowMs() + ms, kind: 'delay', job, context, nextStep });
      return true;
    }
    const keyField = typeof metadata.digestKey === 'string' ? metadata.digestKey : undefined;
    const keyValue = keyField ? textOf(ownValue(context.payload, keyField)) : '';
    job.digest = digestMetadataOf(metadata, keyField);
    if (metadata.type === 'timed') {
      const timed = msToNextScheduled({ ...(isObject(metadata.timed) ? metadata.timed : {}), unit: String(metadata.unit), amount: Number(metadata.amount) }, this.clock.nowMs());
      if (timed === undefined) {
        this.jobs.log(job, 'Delay for next digest could not be calculated', 'Failed', 'failed');
        return false;
      }
      ms = timed;
    }
    if (isBackoff(metadata) && !this.#triggeredWithinBackoff(context, keyField, keyValue, durationMs(metadata.backoffAmount, metadata.backoffUnit))) {
      // The real merge-or-create-digest: the first event of a backoff window is not digested, its steps run now.
      this.jobs.log(job, 'Digest was skipped, first backoff event', 'Success', 'skipped');
      return false;
    }
    if (!this.clock.frozen || ms === 0) {
      this.digestTriggered({ dueAt: this.clock.nowMs(), kind: 'digest', job, context, nextStep });
      return false;
    }
    const digestKey = `${context.workflow._id}|${context.subscriber._id}|${keyValue}`;
    const isOpen = (p: PendingRun) => p.kind === 'digest' && p.digestKey === digestKey;
    const open = collecting.find(isOpen) ?? writes.pending.find(isOpen);
    if (open) {
      writes.merges.push({ into: open, run: { dueAt: open.dueAt, kind: 'digest', job, context, nextStep, digestKey } });
      context.event._digestedNotificationId = open.context.event._id;
      this.jobs.log(job, 'Digest was merged with other digest', 'Success', 'merged');
      // The real worker marks every later job of the merged event `merged` too (updateAllChildJobStatus).
      for (const later of ((context.event.jobs ?? []) as Job[]).slice(nextStep)) this.jobs.setStatus(later, 'merged');
      return true;
    }
    this.jobs.log(job, 'Step digested', 'Pending', 'delayed', undefined, JSON.stringify({ delay: ms }));
    writes.pending.push({ dueAt: this.clock.nowMs() + ms, kind: 'digest', job, context, nextStep, digestKey });
    return true;
  }

  /** A digest step's job shows the step's settings (`digest`) from the trigger on, as the real job does. */
  withSettings(job: Job, type: string, step: JsonObject): Job {
    const metadata = step.metadata;
    if (type !== 'digest' || metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) return job;
    job.digest = digestMetadataOf(metadata, typeof metadata.digestKey === 'string' ? metadata.digestKey : undefined);
    return job;
  }

  /** A digest's window ended: its job records the events it collected, and the steps after it see them. */
  digestTriggered(run: PendingRun): void {
    const events = digestEvents(run);
    (run.job.digest as JsonObject).events = events;
    // The real raw is the events' JSON: kept whole up to a detail's limit, as the rest of the mock's details.
    this.jobs.log(run.job, 'Digest triggered events', 'Success', 'completed', undefined, cutText(JSON.stringify(events)));
    run.context.variables.step = { digest: true, events, total_count: events.length };
  }

  /**
   * Whether another event of the workflow for the subscriber, with the same digest value, has a digest job
   * pending, skipped or completed created within the last `windowMs` (the real backoff look-back).
   */
  #triggeredWithinBackoff(context: DeliveryContext, keyField: string | undefined, keyValue: string, windowMs: number): boolean {
    const since = this.clock.nowMs() - windowMs;
    let found = false;
    this.history((event) => {
      if (Date.parse(event.createdAt ?? '') < since) return false;
      if (event === context.event || event._templateId !== context.workflow._id || event._subscriberId !== context.subscriber._id) return true;
      if (keyField && textOf(ownValue(event.payload as JsonObject, keyField)) !== keyValue) return true;
      found = (event.jobs ?? []).some((j) => j.type === 'digest' && LOOK_BACK_STATUSES.has(String(j.status)));
      return !found;
    });
    return found;
  }
}

const UNITS = new Set(['seconds', 'minutes', 'hours', 'days', 'weeks', 'months']);

/** The real wait-duration service lets a trigger's `overrides.delay` replace a regular delay's or digest's window. */
function overridableByTrigger(metadata: JsonObject): boolean {
  if (metadata.type === 'regular' || metadata.type === 'backoff') return true;
  return metadata.type === undefined && Boolean(metadata.amount) && Boolean(metadata.unit);
}

/** `overrides.delay` (`{amount: number, unit}`) in ms, or undefined when the trigger sent none the real service takes. */
function delayOverrideMs(overrides: JsonObject): number | undefined {
  const delay = overrides.delay as JsonObject | undefined;
  if (delay === null || typeof delay !== 'object' || typeof delay.amount !== 'number' || !UNITS.has(String(delay.unit))) return undefined;
  return durationMs(delay.amount, delay.unit);
}

const isObject = (value: unknown): value is Partial<TimedSchedule> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The real service reads a digest as backoff by its type or by its `backoff` flag. */
function isBackoff(metadata: JsonObject): boolean {
  return metadata.type === 'backoff' || metadata.backoff === true;
}

/** The fields of a timed digest's schedule a job shows (the real `ITimedConfig`). */
const TIMED_FIELDS = ['atTime', 'weekDays', 'monthDays', 'ordinal', 'ordinalValue', 'monthlyType', 'cronExpression', 'untilDate'] as const;

/** What a digest job shows of its step's settings (`digest`), before its events. */
function digestMetadataOf(metadata: JsonObject, keyField: string | undefined): JsonObject {
  const digest: JsonObject = { type: (metadata.type as string) ?? 'regular' };
  if (keyField) digest.digestKey = keyField;
  if (typeof metadata.amount === 'number') digest.amount = metadata.amount;
  if (metadata.unit) digest.unit = metadata.unit;
  if (typeof metadata.backoff === 'boolean') digest.backoff = metadata.backoff;
  if (typeof metadata.backoffAmount === 'number') digest.backoffAmount = metadata.backoffAmount;
  if (metadata.backoffUnit) digest.backoffUnit = metadata.backoffUnit;
  if (isObject(metadata.timed)) {
    const timed = Object.fromEntries(TIMED_FIELDS.filter((field) => (metadata.timed as JsonObject)[field] !== undefined).map((field) => [field, (metadata.timed as JsonObject)[field]]));
    digest.timed = timed as JsonObject;
  }
  return digest;
}
