/**
 * `GET /v1/execution-details`: the execution details of one triggered event for one subscriber, read
 * from the activity store (each job of an event keeps its details), as the real service's
 * ExecutionDetails records: one per detail, with the ids of its job, event, workflow and subscriber.
 */
import type { ActivityStore } from './activity.js';
import { NotFoundError, type JsonObject } from '../shared/index.js';
import type { SubscriberStore } from '../subscribers/index.js';

export function executionDetailsOf(stores: { activity: ActivityStore; subscribers: SubscriberStore }, notificationId: string, subscriberId: string) {
  const subscriber = stores.subscribers.find(subscriberId);
  if (!subscriber) throw new NotFoundError(`Subscriber not found for id ${subscriberId}`);
  const event = stores.activity.find(notificationId);
  // Another subscriber's event, or none: the real service finds no details, and says so with an empty list.
  if (!event || event._subscriberId !== subscriber._id) return [];
  const details = (event.jobs ?? []).flatMap((job) =>
    ((job.executionDetails ?? []) as JsonObject[]).map((detail): JsonObject => ({
      ...detail,
      _jobId: String(job._id),
      _environmentId: event._environmentId,
      _organizationId: event._organizationId,
      _notificationId: event._id,
      _notificationTemplateId: event._templateId ?? '',
      _subscriberId: subscriber._id,
      transactionId: event.transactionId,
      channel: String(job.type),
    })),
  );
  // The real list is in the order the details were written; jobs of one event run interleaved.
  const at = (detail: JsonObject) => String(detail.createdAt ?? '');
  return details.sort((a, b) => at(a).localeCompare(at(b)));
}
