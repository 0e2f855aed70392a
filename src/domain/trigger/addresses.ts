/**
 * Where a message goes, as the real send-message use cases pick it: a trigger's reserved values first, the
 * subscriber's profile or credentials after. Today's real service reads
 * - email: `overrides.email.toRecipient`, else the subscriber's email (`payload.email` is an ordinary variable);
 * - SMS: `payload.phone`, else the subscriber's phone;
 * - chat: the provider's `overrides.<providerId>.webhookUrl`, else `payload.webhookUrl`, else the channel's webhook.
 * A value counts when it is a non-empty string (or a number, for a phone), as the real `||` takes it.
 */
import { isJsonObject as isObject, type JsonObject } from '../shared/index.js';
import type { Subscriber } from '../subscribers/index.js';
import type { ChannelCredentials } from '../subscribers/types.js';


/** A non-empty string (a number as text, when `numbers`); undefined for anything else. */
function given(value: unknown, numbers = false): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (numbers && typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function emailAddressOf(overrides: JsonObject, subscriber: Subscriber): string | undefined {
  const email = overrides.email;
  return (isObject(email) ? given(email.toRecipient) : undefined) ?? given(subscriber.email);
}

export function phoneOf(payload: JsonObject, subscriber: Subscriber): string | undefined {
  return given(payload.phone, true) ?? given(subscriber.phone);
}

export function chatWebhookOf(overrides: JsonObject, payload: JsonObject, providerId: string, credentials: ChannelCredentials): string | undefined {
  const provider = overrides[providerId];
  return (isObject(provider) ? given(provider.webhookUrl) : undefined) ?? given(payload.webhookUrl) ?? given(credentials.webhookUrl);
}
