/**
 * Delivery providers' webhooks (`/v2/inbound-webhooks/delivery-providers/…`, the SDK's `activity.track`): the
 * events a provider reports (delivered, opened, clicked, bounced…) change the message and its job's details.
 * The only way into this folder from outside it.
 */
export { DELIVERY_EVENT_STATUSES, type DeliveryEventStatus } from './provider-events.js';
export { type DeliveryEventEnvironment, type DeliveryEventResult, reportDeliveryEvent, trackDeliveryEvents } from './track.js';
