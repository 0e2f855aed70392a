import { InvalidInputError } from '../domain/shared/index.js';
import type { OutboxChannel } from '../domain/outbox/index.js';
import { refuseEmptyFilterValues } from './filter-values.js';
import type { OutboxQuery } from './outbox-control.js';

/** The filters of `mock.outbox.list` and `waitFor`, as a test writes them. */
export interface OutboxFilterInput {
  /** Only the environment this API key opens (all environments without it). */
  apiKey?: string;
  channel?: OutboxChannel;
  /** Email address (any case), phone number, push device token or chat webhook URL. */
  to?: string;
  subscriberId?: string;
  transactionId?: string;
  workflowId?: string;
  /** Only deliveries created at or after this instant (by the environment's clock). */
  since?: Date | string;
}

const CHANNELS = new Set<string>(['email', 'sms', 'push', 'chat']);

/** A test's filter as the outbox reads it; a wrong or empty value throws (`InvalidInputError`) naming it. */
export function outboxQueryOf(filter: OutboxFilterInput, environmentIdOf: (apiKey?: string) => string | undefined): OutboxQuery {
  refuseEmptyFilterValues(filter);
  const { apiKey, channel, since, ...rest } = filter;
  if (channel !== undefined && !CHANNELS.has(channel)) throw InvalidInputError.of('channel', 'must be one of email, sms, push, chat', channel);
  const sinceMs = since === undefined ? undefined : since instanceof Date ? since.getTime() : Date.parse(since);
  if (sinceMs !== undefined && Number.isNaN(sinceMs)) throw InvalidInputError.of('since', 'must be a valid date', String(since));
  return { ...rest, channel, sinceMs, environmentId: environmentIdOf(apiKey) };
}
