import type { ActivityNotification } from '../activity/index.js';
import type { JsonObject } from '../shared/index.js';
import type { Subscriber } from '../subscribers/index.js';
import type { Workflow } from '../workflows/index.js';
import type { Job } from './jobs.js';
import type { PendingRun } from './run-writes.js';

/**
 * Work still waiting, as a snapshot keeps it: a delay or a digest window on the environment's clock, or a
 * code workflow's step waiting for its bridge. The live run names its records by id (the event and its job,
 * the workflow, the subscriber); the rest is what the steps after it render with.
 */
export interface WaitingRecord {
  _environmentId: string;
  kind: PendingRun['kind'];
  /** When it falls due, in ms since the epoch on the environment's clock (a bridge step: 0). */
  dueAt: number;
  _notificationId: string;
  _jobId: string;
  _templateId: string;
  _subscriberId: string;
  /** The index, among the workflow's active steps, where the run goes on. */
  nextStep: number;
  payload: JsonObject;
  overrides: JsonObject;
  variables: JsonObject;
  literal?: boolean;
  triggerContext?: JsonObject;
  stepOutputs?: Record<string, JsonObject>;
  digestKey?: string;
  /** Written by snapshots of older versions (a digest's payloads); read no more: `merged` holds the events. */
  events?: JsonObject[];
  /** A digest's merged events, oldest first: each its own run, stopped at its merged digest job. */
  merged?: WaitingRecord[];
}

/** The records a run is made of again, found by the ids a `WaitingRecord` names. */
export interface WaitingRecords {
  /** The event, writable again: its run goes on writing its jobs. */
  event(notificationId: string): ActivityNotification | undefined;
  workflow(workflowId: string): Workflow | undefined;
  subscriber(subscriberInternalId: string): Subscriber | undefined;
}

/** What a snapshot keeps of a waiting run. */
export function waitingRecordOf(run: PendingRun): WaitingRecord {
  const { context } = run;
  return {
    _environmentId: context.event._environmentId,
    kind: run.kind,
    dueAt: run.dueAt,
    _notificationId: context.event._id,
    _jobId: run.job._id,
    _templateId: context.workflow._id,
    _subscriberId: context.subscriber._id,
    nextStep: run.nextStep,
    payload: context.payload,
    overrides: context.overrides,
    variables: context.variables as JsonObject,
    ...(context.literal ? { literal: true } : {}),
    ...(context.triggerContext ? { triggerContext: context.triggerContext } : {}),
    ...(context.stepOutputs ? { stepOutputs: context.stepOutputs } : {}),
    ...(run.digestKey !== undefined ? { digestKey: run.digestKey } : {}),
    ...(run.merged && run.merged.length > 0 ? { merged: run.merged.map(waitingRecordOf) } : {}),
  };
}

/** Why a waiting record names records its environment does not hold, or undefined when it names only held ones. */
export function missingOf(record: WaitingRecord, records: WaitingRecords): string | undefined {
  const event = records.event(record._notificationId);
  if (!event) return `names notification ${record._notificationId}, which is not among the environment's`;
  if (!(event.jobs ?? []).some((job) => job._id === record._jobId)) return `names job ${record._jobId}, which notification ${record._notificationId} does not have`;
  if (!records.workflow(record._templateId)) return `names workflow ${record._templateId}, which is not among the environment's`;
  if (!records.subscriber(record._subscriberId)) return `names subscriber ${record._subscriberId}, which is not among the environment's`;
  for (const merged of Array.isArray(record.merged) ? record.merged : []) {
    // Not checked against the contract yet (a restore checks this first): the shape's errors come from there.
    if (merged === null || typeof merged !== 'object') continue;
    const missing = missingOf(merged, records);
    if (missing !== undefined) return `merged event: ${missing}`;
  }
  return undefined;
}

/** The run a waiting record stands for, on the environment's records (`missingOf` found them all). */
export function runOf(kept: WaitingRecord, records: WaitingRecords): PendingRun {
  // A run writes its variables and digest events: never into the (frozen) records of a snapshot.
  const record = structuredClone({ ...kept, merged: undefined });
  const event = records.event(record._notificationId) as ActivityNotification;
  const job = (event.jobs ?? []).find((j) => j._id === record._jobId) as Job;
  return {
    kind: record.kind,
    // JSON has no infinity: a wait that never ends comes back as null.
    dueAt: typeof record.dueAt === 'number' ? record.dueAt : Number.MAX_VALUE,
    job,
    nextStep: record.nextStep,
    context: {
      event,
      workflow: records.workflow(record._templateId) as Workflow,
      subscriber: records.subscriber(record._subscriberId) as Subscriber,
      payload: record.payload,
      overrides: record.overrides,
      variables: record.variables,
      ...(record.literal ? { literal: true } : {}),
      ...(record.triggerContext ? { triggerContext: record.triggerContext } : {}),
      ...(record.stepOutputs ? { stepOutputs: record.stepOutputs } : {}),
    },
    ...(record.digestKey !== undefined ? { digestKey: record.digestKey } : {}),
    ...(kept.merged && kept.merged.length > 0 ? { merged: kept.merged.map((m) => runOf(m, records)) } : {}),
  };
}
