import type { ActivityStore } from '../activity/index.js';
import { realName, type Integration } from '../integrations/index.js';
import type { Message, MessageStore } from '../messages/index.js';
import { BadRequestError, NotFoundError, type Channel, type EnvironmentTime, type JsonObject, type StoreBudget } from '../shared/index.js';
import { parserOf, type DeliveryEventStatus, type ProviderEvent } from './provider-events.js';

/** What `POST /v2/inbound-webhooks/delivery-providers/…` answers for one event it understood. */
export interface DeliveryEventResult {
  id: string;
  event: { status: DeliveryEventStatus; date: string; externalId?: string; attempts: number; response: string; row: string };
}

/** What a provider's events change: an environment's stores, its clock, ids and budget (an `Environment` is one). */
export interface DeliveryEventEnvironment {
  integrations: { list(): Integration[] };
  messages: Pick<MessageStore, 'find' | 'changeEach'>;
  activity: Pick<ActivityStore, 'reopen'>;
  time: EnvironmentTime;
  budget: Pick<StoreBudget, 'spend'>;
  /** Freezes again the events whose jobs got a detail. */
  triggers: { settle(): void };
}

type DetailStatus = 'Success' | 'Failed' | 'Pending' | 'Queued';

/** The real webhook use case's execution-detail status of an email or SMS event; a push event fails only when it failed. */
function detailStatusOf(status: DeliveryEventStatus, channel: Channel | undefined): DetailStatus {
  const failed: DeliveryEventStatus[] = channel === 'email'
    ? ['rejected', 'bounced', 'dropped', 'blocked', 'spam', 'unsubscribed']
    : channel === 'sms' ? ['failed', 'undelivered'] : ['failed'];
  if (failed.includes(status)) return 'Failed';
  if (status === 'queued' && channel === 'sms') return 'Queued';
  if ((status === 'deferred' && channel === 'email') || (channel === 'sms' && (status === 'created' || status === 'sending'))) return 'Pending';
  return 'Success';
}

/**
 * What an event does to its message (the mock's rule, documented in docs/delivery-webhooks.md): a failure
 * (bounced, dropped, blocked…) makes it `status: error` with the event as its error; opened and clicked make
 * it seen (as the real service's push webhook marks a clicked message); anything else leaves it as it is.
 */
function messageChangesOf(event: ProviderEvent, detailStatus: DetailStatus, now: string): Partial<Message> {
  if (detailStatus === 'Failed') return { status: 'error', errorId: event.status, errorText: event.response || `The provider reported the message ${event.status}` };
  if (event.status === 'opened' || event.status === 'clicked') return { seen: true, lastSeenDate: now };
  return {};
}

/**
 * `POST /v2/inbound-webhooks/delivery-providers/{environmentId}/{integrationId}` (the SDK's `activity.track`):
 * reads the provider's body as its provider class does, and applies each event that names a message of the
 * environment (see `applyEvent`). Answers the events applied. The errors are the real webhook use case's: an
 * unknown integration (404), one without credentials (400), a provider whose webhooks the mock does not read (404).
 */
export function trackDeliveryEvents(environment: DeliveryEventEnvironment, integrationId: string, body: unknown): DeliveryEventResult[] {
  const integration = environment.integrations.list().find((i) => i._id === integrationId);
  if (!integration) throw new NotFoundError(`Integration for ${integrationId} was not found`);
  if (!integration.credentials || Object.keys(integration.credentials).length === 0) {
    throw new BadRequestError(`Integration ${integration._id} doesn't have credentials set up`);
  }
  const parse = parserOf(realName(integration.providerId), integration.channel);
  if (!parse) throw new NotFoundError(`Provider with ${integration.providerId} can not handle webhooks`);
  const results: DeliveryEventResult[] = [];
  for (const event of parse(body)) {
    const message = environment.messages.find(event.messageId);
    // The real use case skips an event whose message it cannot find (it logs it).
    if (message) results.push(applyEvent(environment, message, integration.providerId, event));
  }
  environment.triggers.settle();
  return results;
}

/**
 * The test helper's event (`POST /__admin/outbox/{id}/events`, `outbox.report`): `status` reported for the
 * message by the provider that sent it, as if its webhook had been posted. Unknown message → 404.
 */
export function reportDeliveryEvent(environment: DeliveryEventEnvironment, messageId: string, status: DeliveryEventStatus, response = ''): DeliveryEventResult {
  const message = environment.messages.find(messageId);
  if (!message) throw new NotFoundError(`Message ${messageId} was not found`);
  const providerId = typeof message.providerId === 'string' ? message.providerId : '';
  const row: JsonObject = { id: messageId, event: status, ...(response ? { response } : {}) };
  const result = applyEvent(environment, message, providerId, { messageId, status, externalId: messageId, attempts: 1, response, row });
  environment.triggers.settle();
  return result;
}

/**
 * One event applied: a `Webhook` execution detail on the job that sent the message (`<response> - (<status>)`,
 * the real webhook use case's words and statuses) and the message's change (see `messageChangesOf`).
 */
function applyEvent(environment: DeliveryEventEnvironment, message: Message, providerId: string, event: ProviderEvent): DeliveryEventResult {
  const row = JSON.stringify(event.row);
  environment.budget.spend({ bytes: row.length * 2 + 256 }, 'This delivery event');
  const now = environment.time.clock.now().toISOString();
  const detailStatus = detailStatusOf(event.status, message.channel);
  environment.messages.changeEach([message], () => messageChangesOf(event, detailStatus, now));
  const detail: JsonObject = { _id: environment.time.ids.objectId(), createdAt: now, status: detailStatus, detail: `${event.response} - (${event.status})`, isRetry: false, isTest: false, raw: row, source: 'Webhook' };
  if (providerId) detail.providerId = providerId;
  addDetail(environment, message, detail);
  const { messageId: id, date = now, externalId, attempts, response, status } = event;
  return { id, event: { status, date, ...(externalId === undefined ? {} : { externalId }), attempts, response, row } };
}

/** Appends the detail to the job that sent the message, when its event is still kept. */
function addDetail(environment: DeliveryEventEnvironment, message: Message, detail: JsonObject): void {
  const event = environment.activity.reopen(message._notificationId);
  const job = (event?.jobs ?? []).find((j) => j._id === message._jobId);
  if (!job) return;
  (job.executionDetails as JsonObject[] | undefined)?.push(detail) ?? (job.executionDetails = [detail]);
  job.updatedAt = detail.createdAt as string;
}
