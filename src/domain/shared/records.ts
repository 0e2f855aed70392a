/**
 * Entity shapes. Records are stored in the API's wire shape (see openapi/notification-api.yaml), so
 * presenting one is a copy, and a fixture record is checked against the same schema. Only the fields the
 * rules read are spelled out; the others pass through.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The delivery channels: of a message, an integration, a workflow step and a preference. */
export type Channel = 'in_app' | 'email' | 'sms' | 'chat' | 'push';

/** A subscriber's choice per channel: only the channels it set (the others follow the level below). */
export type ChannelSwitches = Partial<Record<Channel, boolean>>;
