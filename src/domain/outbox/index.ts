/**
 * The outbox: what the email, SMS, push and chat providers would have received.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { type ChannelFields, type ChatDelivery, deliveryMatches, type EmailDelivery, type OutboxChannel, type OutboxDelivery, type OutboxFilter, type PushDelivery, type SmsDelivery } from './delivery.js';
export { emailDeliveryFields } from './email-delivery.js';
export { emailParts } from './email-text.js';
export { DEFAULT_OUTBOX_SIZE, Outbox, type OutboxOptions } from './outbox.js';
export { type DeliverySummary, PREVIEW_LENGTH, previewOf, summaryOf } from './summary.js';
