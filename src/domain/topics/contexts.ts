import { contextKeysFilter } from '../shared/index.js';

/** A `context` as a create call sends it: each entry `type: id`, or `type: {id, data}`. */
export type ContextPayload = Record<string, string | { id: string; data?: unknown }>;

/** The context keys (`type:id`) of a `context` payload, in the order sent; none without a context. */
export function contextKeysOf(context: ContextPayload | undefined): string[] {
  return Object.entries(context ?? {}).map(([type, value]) => `${type}:${typeof value === 'string' ? value : value.id}`);
}

/**
 * Whether a subscription's context is exactly `keys` (order aside), as the real service's exact context
 * match: no keys (or undefined) match only the subscriptions of the default context.
 */
export function inContext(keys: readonly string[] | undefined): (recordKeys: readonly string[] | undefined) => boolean {
  const exact = contextKeysFilter(keys);
  return exact ?? ((recordKeys = []) => recordKeys.length === 0);
}

/**
 * The identifier a subscription gets when the caller names none: one per topic, subscriber and context
 * (`tk_<topicKey>:si_<subscriberId>`, then `:ctx_` and the sorted context keys when there are any).
 */
export function defaultIdentifier(topicKey: string, subscriberId: string, contextKeys: readonly string[] = []): string {
  const base = `tk_${topicKey}:si_${subscriberId}`;
  return contextKeys.length > 0 ? `${base}:ctx_${[...contextKeys].sort().join(',')}` : base;
}
