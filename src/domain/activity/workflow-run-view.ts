/**
 * A triggered event as a workflow run, the shape of the real GetWorkflowRun(s) use cases (apps/api/src/app/
 * activity): the real service writes one run per event (`workflow_run_id` is the notification's `_id`) and a step
 * run per job (`step_run_id` is the job's `_id`), beginning with the trigger job's; the mock keeps no trigger job,
 * so the run's trigger step takes the event's id.
 */
import type { JsonObject } from '../shared/index.js';
import type { Workflow } from '../workflows/index.js';
import type { ActivityNotification } from './types.js';

/** What a run's delivery lifecycle reads of a job's message (the real `MessageResult`). */
export interface RunMessage {
  seen?: unknown;
  read?: unknown;
  archived?: unknown;
  snoozedUntil?: unknown;
  deliveredAt?: unknown;
}

/** The message a job of a subscriber (internal id) created, if any. */
export type MessageOfJob = (subscriberInternalId: string, jobId: string) => RunMessage | undefined;

export type RunStatus = 'processing' | 'completed' | 'error';

const CHANNEL_STEPS = new Set(['in_app', 'email', 'sms', 'chat', 'push']);
/** The real step types a step run records (`mapStepTypeEnumToStepType`). */
const STEP_TYPES = new Set([...CHANNEL_STEPS, 'digest', 'throttle', 'trigger', 'delay', 'custom', 'http_request']);
const IN_FLIGHT = new Set(['pending', 'queued', 'running', 'delayed']);
const FINISHED = new Set(['completed', 'failed', 'canceled', 'merged', 'skipped']);
const DETAIL_STATUSES = new Set(['Success', 'Warning', 'Failed', 'Pending']);
/** The details that do not make a canceled job a skip: the run's own bookkeeping. */
const NOT_A_SKIP = new Set(['Step queued', 'Step was canceled because a previous step failed']);

const jobsOf = (event: ActivityNotification): JsonObject[] => (event.jobs ?? []) as JsonObject[];
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The run's status: processing while a step waits or is to run, completed after (the worker's final update). */
export function runStatusOf(event: ActivityNotification): RunStatus {
  return jobsOf(event).some((job) => IN_FLIGHT.has(String(job.status))) ? 'processing' : 'completed';
}

/** A channel step the run skipped (a preference, a condition, no address): canceled with a reason, or skipped. */
function isSkipped(job: JsonObject): boolean {
  if (job.status === 'skipped') return true;
  if (job.status !== 'canceled') return false;
  return ((job.executionDetails ?? []) as JsonObject[]).some((d) => !NOT_A_SKIP.has(String(d.detail)));
}

/** The real `buildDeliveryLifecycle` (workflow-run.service), over the run's channel jobs and their messages. */
export function deliveryLifecycleOf(event: ActivityNotification, messageOf: MessageOfJob): string {
  const channelJobs = jobsOf(event).filter((job) => CHANNEL_STEPS.has(String(job.type)));
  if (channelJobs.length === 0) return 'errored';
  const messages = channelJobs.map((job) => ({ job, message: messageOf(event._subscriberId, String(job._id)) }));
  const delivered = (m: RunMessage) => (Array.isArray(m.deliveredAt) ? m.deliveredAt.length > 0 : Boolean(m.deliveredAt));
  if (messages.some(({ message: m }) => m && (m.seen === true || m.read === true || Boolean(m.snoozedUntil) || m.archived === true))) return 'interacted';
  if (messages.some(({ message: m }) => m && delivered(m))) return 'delivered';
  if (messages.some(({ job, message }) => job.status === 'completed' && message)) return 'sent';
  if (channelJobs.every((job) => FINISHED.has(String(job.status))) && channelJobs.some(isSkipped)) return 'skipped';
  if (channelJobs.some((job) => job.status === 'canceled')) return 'canceled';
  if (channelJobs.every((job) => job.status === 'failed')) return 'errored';
  if (channelJobs.every((job) => job.status === 'merged')) return 'merged';
  return 'pending';
}

/** The subscriber's own id, as the event recorded its `to`. */
export function externalSubscriberIdOf(event: ActivityNotification): string | undefined {
  const to = event.to as { subscriberId?: unknown } | undefined;
  return text(to?.subscriberId);
}

/** The fields every run shows (`GetWorkflowRunResponseBaseDto`). */
export function runBase(event: ActivityNotification, workflow: Workflow | undefined, messageOf: MessageOfJob): JsonObject {
  const subscriberId = externalSubscriberIdOf(event);
  const createdAt = event.createdAt ?? '';
  return {
    id: event._id,
    workflowId: event._templateId ?? '',
    workflowName: workflow?.name ?? '',
    organizationId: event._organizationId,
    environmentId: event._environmentId,
    internalSubscriberId: event._subscriberId,
    ...(subscriberId === undefined ? {} : { subscriberId }),
    status: runStatusOf(event),
    deliveryLifecycleStatus: deliveryLifecycleOf(event, messageOf),
    triggerIdentifier: workflow?.triggers[0]?.identifier ?? '',
    transactionId: event.transactionId,
    createdAt,
    updatedAt: text(event.updatedAt) ?? createdAt,
    severity: event.severity ?? 'none',
    critical: event.critical === true,
    contextKeys: event.contextKeys ?? [],
  };
}

interface StepRow {
  stepRunId: string;
  stepId: string;
  stepType: string;
  providerId?: string;
  status: string;
  job?: JsonObject;
}

/** The run's step runs in the order they were created: its trigger step, then a step per job. */
export function stepRowsOf(event: ActivityNotification): StepRow[] {
  const trigger: StepRow = { stepRunId: event._id, stepId: event._id, stepType: 'trigger', status: 'completed' };
  const rows = jobsOf(event).map((job): StepRow => {
    const type = String(job.type);
    const step = (job.step ?? {}) as JsonObject;
    const stepId = text(step._id) ?? text(step.stepId) ?? String(job._id);
    // The real step run keeps a provider for the steps that deliver; the others have none.
    const providerId = CHANNEL_STEPS.has(type) ? text(job.providerId) : undefined;
    return { stepRunId: String(job._id), stepId, stepType: STEP_TYPES.has(type) ? type : 'custom', ...(providerId ? { providerId } : {}), status: String(job.status), job };
  });
  return [trigger, ...rows];
}

/** A step as the run list shows it (`WorkflowRunStepsDetailsDto`). */
export function listedStep(row: StepRow): JsonObject {
  const { job: _job, ...fields } = row;
  return { id: `sr_${row.stepRunId}`, ...fields };
}

/** A step as one run shows it (`StepRunDto`): its times, its execution details, a digest's metadata. */
export function detailedStep(row: StepRow, event: ActivityNotification): JsonObject {
  const { job, ...fields } = row;
  const createdAt = event.createdAt ?? '';
  const details = job ? ((job.executionDetails ?? []) as JsonObject[]) : [{ _id: event._id, createdAt, status: 'Pending', detail: 'Step queued', raw: null }];
  const digest = job?.digest;
  return {
    ...fields,
    createdAt,
    updatedAt: (job && text(job.updatedAt)) ?? createdAt,
    executionDetails: details.map((d) => ({
      _id: String(d._id),
      ...(typeof d.createdAt === 'string' ? { createdAt: d.createdAt } : {}),
      // The real traces know success, error, warning and pending.
      status: DETAIL_STATUSES.has(String(d.status)) ? String(d.status) : 'Pending',
      detail: String(d.detail),
      ...(typeof d.providerId === 'string' ? { providerId: d.providerId } : {}),
      raw: typeof d.raw === 'string' ? d.raw : null,
    })),
    ...(digest !== null && typeof digest === 'object' && !Array.isArray(digest) ? { digest } : {}),
    scheduleExtensionsCount: 0,
  };
}

/** The overrides of the trigger, as the real service reads them back from the run's first job that has some. */
export function overridesOf(event: ActivityNotification): JsonObject {
  const job = jobsOf(event).find((j) => j.overrides !== null && typeof j.overrides === 'object' && Object.keys(j.overrides as object).length > 0);
  return (job?.overrides as JsonObject | undefined) ?? {};
}
