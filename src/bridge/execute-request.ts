import { planOf, type PendingRun } from '../domain/trigger/index.js';
import type { IdGenerator, JsonObject } from '../domain/shared/index.js';

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What an earlier step's job gives the steps after it, in the shape of that step type's result (the
 * framework checks each against its schema): an in-app step its message's state, a delay its duration, a
 * digest its events, a custom step its own outputs, the others nothing.
 */
function resultOf(job: JsonObject, stepOutputs: Record<string, JsonObject>): JsonObject {
  switch (job.type) {
    case 'in_app':
      return { seen: false, read: false, lastSeenDate: null, lastReadDate: null };
    case 'delay':
      return { duration: 0 };
    case 'digest': {
      const events = (isObject(job.digest) && Array.isArray(job.digest.events) ? job.digest.events : []) as JsonObject[];
      const time = String(job.updatedAt ?? '');
      return { events: events.map((payload, i) => ({ id: `${String(job._id)}-${i}`, time, payload })), eventCount: events.length };
    }
    case 'custom':
      return stepOutputs[String(job._id)] ?? {};
    // The mock does not throttle: the step let everything through.
    case 'throttle':
      return { throttled: false };
    default:
      return {};
  }
}

/** The subscriber as the framework reads it: only the fields that have a value. */
function subscriberOf(subscriber: JsonObject): JsonObject {
  const fields = ['subscriberId', 'firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'data'];
  return Object.fromEntries(fields.filter((f) => subscriber[f] !== undefined && subscriber[f] !== null).map((f) => [f, subscriber[f]])) as JsonObject;
}

/**
 * The query and body of `POST <bridge>?action=execute&workflowId&stepId&jobId` for a waiting step, as the
 * real worker sends them: the payload, the step's controls (none are stored: `{}`), the state of every
 * earlier step (nearest first), the subscriber and the trigger's context (`{type: {id, data?}}`).
 */
export function executeRequest(task: PendingRun, ids: IdGenerator): { query: Record<string, string>; body: JsonObject } {
  const { context, job } = task;
  const step = planOf(context.workflow, ids).activeSteps[task.nextStep]?.step ?? {};
  const jobs = (context.event.jobs ?? []) as JsonObject[];
  const earlier = jobs.slice(0, jobs.indexOf(job)).reverse();
  const state = earlier.map((j) => ({
    stepId: String((j.step as JsonObject | undefined)?.name ?? ''),
    outputs: resultOf(j, context.stepOutputs ?? {}),
    state: { status: String(j.status) },
  }));
  return {
    query: { workflowId: context.workflow.triggers[0]?.identifier ?? '', stepId: String(step.stepId ?? ''), jobId: job._id },
    body: { payload: context.payload, controls: {}, state, subscriber: subscriberOf(context.subscriber as unknown as JsonObject), context: context.triggerContext ?? {} },
  };
}
