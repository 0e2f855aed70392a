import { createHmac } from 'node:crypto';
import { canonicalize } from '@tufjs/canonical-json';
import { contextKeysOf as keysInOrder, type ContextPayload } from '../shared/index.js';

/** The context keys (`type:id`) of a session's contexts, sorted as the real service returns them. */
export function sessionContextKeysOf(context: ContextPayload | undefined): string[] {
  return keysInOrder(context).sort((a, b) => a.localeCompare(b));
}

/**
 * What a backend hands its frontend to open a session in `context` while the in-app integration's HMAC is
 * on: HMAC-SHA256 hex, keyed by the environment's API key, of the context in canonical JSON (keys sorted,
 * no spaces), so the keys' order does not change it, as the real `createContextHash`.
 */
export function contextHashOf(apiKey: string, context: ContextPayload): string {
  return createHmac('sha256', apiKey).update(canonicalize(context)).digest('hex');
}
