import { InvalidInputError } from './errors.js';
import { jsonBytes } from './store-budget.js';
import type { JsonObject } from './types.js';

/** A `context` as the real API takes it: `{ type: id }` or `{ type: { id, data } }`. */
export type ContextPayload = Record<string, string | { id: string; data?: JsonObject }>;

/** The real `@IsValidContextPayload({ maxCount: 5 })` of the preference and trigger DTOs. */
export const MAX_CONTEXTS = 5;
const MAX_CONTEXT_DATA_BYTES = 64 * 1024;

/**
 * The rules of a `context` the contract cannot state (the real decorator's words), under `where` (`body.context`):
 * at most `maxCount` entries, each entry's `data` at most 64 KB of JSON.
 */
export function checkContextPayload(context: ContextPayload | undefined, where: string, maxCount = MAX_CONTEXTS): void {
  if (!context) return;
  const count = Object.keys(context).length;
  if (count > maxCount) throw InvalidInputError.of(where, `Too many contexts: ${count} provided, maximum allowed is ${maxCount}`, context);
  for (const [type, value] of Object.entries(context)) {
    if (typeof value === 'string' || value.data === undefined) continue;
    const bytes = jsonBytes(value.data);
    if (bytes > MAX_CONTEXT_DATA_BYTES) {
      throw InvalidInputError.of(where, `Context '${type}' Data is too large: ${Math.round(bytes / 1024)}KB exceeds 64KB limit`, context);
    }
  }
}

/** The context keys (`type:id`) a `context` names, in its order: what the real service finds or creates for it. */
export function contextKeysOf(context: ContextPayload | undefined): string[] {
  return Object.entries(context ?? {}).map(([type, value]) => `${type}:${typeof value === 'string' ? value : value.id}`);
}
