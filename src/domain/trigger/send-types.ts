/** How a channel step makes one message: shared by the delivery of every channel. */
import type { Channel } from '../shared/index.js';
import type { Integration } from '../integrations/index.js';
import type { Message } from '../messages/index.js';
import type { ChannelFields } from '../outbox/index.js';
import type { RenderMeter } from '../workflows/index.js';
import type { JobStatus } from './jobs.js';

export type MessageFields = Partial<Message> & { channel: Channel };

/**
 * A message the real service stores although it cannot send it (no address): its error on the record
 * (`status: warning`), the execution detail that says why, and the job's status after it (unset: unchanged).
 */
export interface Undeliverable {
  errorId: string;
  errorText: string;
  detail: string;
  raw?: string;
  jobStatus?: JobStatus;
}

/** How one message is made: its provider's integration, its fields, and what that provider receives (the outbox). */
export interface Send {
  integration?: Integration;
  providerId?: string;
  render: (meter: RenderMeter) => MessageFields;
  received?: (fields: MessageFields, meter: RenderMeter) => ChannelFields;
  /** Set when there is no address: the message is stored with this error and nothing is sent. */
  undeliverable?: Undeliverable;
}

/** A message sent; stored with its error (no address); or not created (over the render limit or budget: the job failed). */
export type SendOutcome = 'sent' | 'stored' | 'refused';

/** Renders a template's text for the message (a bridge's output is taken as written). */
export type TextRenderer = (value: unknown, meter: RenderMeter) => string;

/** The real detail when the subscriber has no credentials of the step's channel (chat, push). */
export const NO_CONFIGURED_CHANNEL = 'Subscriber does not have a configured channel';
/** The real detail when a step's channel has no active integration. */
export const NO_ACTIVE_INTEGRATION = 'Subscriber does not have an active integration';
