import type { FilterData } from '../workflows/index.js';
import type { JsonObject } from '../shared/index.js';
import type { Message } from '../messages/index.js';
import type { PlannedStep } from './plan.js';
import type { DeliveryContext, RunWrites } from './run-writes.js';

/** The stored message a job of the subscriber (internal id) created, if any. */
export type StoredMessageOf = (subscriberInternalId: string, jobId: string) => Message | undefined;

/**
 * What a step's filters read in a run: the trigger's data, the subscriber, and the message an earlier step of
 * the same run created, found as the real service finds it: the run's job of the step with that `uuid`, then
 * that job's message (still unstored in `writes` during the trigger, stored once a later run reads it).
 */
export function filterDataOf(context: DeliveryContext, writes: RunWrites, steps: readonly PlannedStep[], nowMs: number, storedMessageOf: StoredMessageOf): FilterData {
  return {
    variables: context.variables,
    subscriber: context.subscriber,
    nowMs,
    previousMessage: (uuid) => {
      const planned = steps.find((s) => s.step.uuid === uuid);
      const job = planned && context.event.jobs?.find((j) => (j.step as JsonObject | undefined)?._id === planned.jobStep._id);
      return job && (writes.messages.find((m) => m._jobId === job._id) ?? storedMessageOf(context.subscriber._id, String(job._id)));
    },
  };
}
