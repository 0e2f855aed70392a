import { isJsonObject, type Channel, type JsonObject } from '../shared/index.js';

/** A webhook event's status (the real `EmailEventStatusEnum`, `SmsEventStatusEnum` and `PushEventStatusEnum`). */
export const DELIVERY_EVENT_STATUSES = [
  'opened', 'rejected', 'sent', 'deferred', 'delivered', 'bounced', 'dropped', 'clicked', 'blocked', 'spam',
  'unsubscribed', 'delayed', 'complaint', 'created', 'accepted', 'queued', 'sending', 'failed', 'undelivered', 'dismissed',
] as const;
export type DeliveryEventStatus = (typeof DELIVERY_EVENT_STATUSES)[number];

/** One event a provider reported, as the real providers' `parseEventBody` gives it. */
export interface ProviderEvent {
  /** The message it names (the provider's identifier of what it sent). */
  messageId: string;
  status: DeliveryEventStatus;
  /** The provider's own time of the event, when its body says it. */
  date?: string;
  externalId?: string;
  attempts: number;
  response: string;
  /** The provider's event as it sent it. */
  row: JsonObject;
}

/** A provider's webhook body read as the real provider class reads it: its events, in order. */
type EventParser = (body: unknown) => ProviderEvent[];

const eventsOf = (body: unknown): JsonObject[] => (Array.isArray(body) ? body : [body]).filter(isJsonObject);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const attemptsOf = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
};

/** Events whose identifier and status fields are flat (SendGrid, Postmark, Twilio, Expo-style push). */
function flatParser(idField: string, statusField: string, statuses: Record<string, DeliveryEventStatus>): EventParser {
  return (body) =>
    eventsOf(body).flatMap((row): ProviderEvent[] => {
      const messageId = text(row[idField]);
      const status = statuses[String(row[statusField])];
      if (messageId === undefined || status === undefined) return [];
      return [{ messageId, status, externalId: messageId, attempts: attemptsOf(row.attempt), response: text(row.response) ?? '', row }];
    });
}

/** SendGrid's event webhook: an array of `{ id, event, response?, attempt? }` (`id` is the custom arg it was sent with). */
const sendgrid = flatParser('id', 'event', { open: 'opened', bounce: 'bounced', blocked: 'blocked', click: 'clicked', dropped: 'dropped', delivered: 'delivered' });

/** Postmark: `{ MessageID, RecordType }`. */
const postmark = flatParser('MessageID', 'RecordType', { Open: 'opened', Click: 'clicked', Delivery: 'delivered', Bounce: 'bounced', SpamComplaint: 'spam', SubscriptionChange: 'unsubscribed' });

/** Twilio's status callback: `{ MessageSid, MessageStatus }`. */
const twilio = flatParser('MessageSid', 'MessageStatus', { accepted: 'accepted', queued: 'queued', sending: 'sending', sent: 'sent', failed: 'failed', delivered: 'delivered', undelivered: 'undelivered' });

/** A push provider's event (Expo's shape, the real service's push webhook e2e test): `{ eventId, eventType }`. */
const push = flatParser('eventId', 'eventType', { delivered: 'delivered', opened: 'opened', clicked: 'clicked', dismissed: 'dismissed', failed: 'failed' });

const MAILGUN_STATUSES: Record<string, DeliveryEventStatus> = { delivered: 'delivered', opened: 'opened', clicked: 'clicked', unsubscribed: 'unsubscribed', complained: 'complaint', permanent_fail: 'rejected', failed: 'rejected' };

/**
 * Mailgun: one `{ "event-data": { event, timestamp, message: { headers: { "message-id" } }, "delivery-status" } }`.
 * The real provider wraps the id in `< >`, as its send answers it; the mock's message ids come bare or wrapped.
 */
const mailgun: EventParser = (body) => {
  const data = isJsonObject(body) && isJsonObject(body['event-data']) ? body['event-data'] : undefined;
  if (!data) return [];
  const headers = isJsonObject(data.message) && isJsonObject(data.message.headers) ? data.message.headers : {};
  const messageId = text(headers['message-id']) ?? text(data.id);
  const status = MAILGUN_STATUSES[String(data.event)];
  if (messageId === undefined || status === undefined) return [];
  const delivery = isJsonObject(data['delivery-status']) ? data['delivery-status'] : {};
  const seconds = typeof data.timestamp === 'number' ? data.timestamp : undefined;
  return [{
    messageId: messageId.replace(/^<(.*)>$/, '$1'),
    status,
    ...(seconds === undefined ? {} : { date: new Date(seconds * 1000).toISOString() }),
    externalId: `<${messageId.replace(/^<(.*)>$/, '$1')}>`,
    attempts: attemptsOf(delivery['attempt-no']),
    response: text(delivery.description) ?? text(data.reason) ?? '',
    row: data,
  }];
};

/** The providers whose webhooks the mock reads, by provider id (the service's own send through SendGrid and Twilio). */
const PARSERS: Record<string, EventParser> = {
  sendgrid,
  'novu-email': sendgrid,
  postmark,
  mailgun,
  twilio,
  'novu-sms': twilio,
};

/**
 * The reader of an integration's webhooks: its provider's, any push provider's (the Expo shape), or none (the
 * real service answers 404 `Provider with <id> can not handle webhooks`).
 */
export function parserOf(providerId: string, channel: Channel | undefined): EventParser | undefined {
  return PARSERS[providerId] ?? (channel === 'push' ? push : undefined);
}
