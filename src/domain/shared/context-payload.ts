import { InvalidInputError } from './errors.js';
import { contextKeysFilter } from './context-keys.js';
import { jsonBytes } from './store-budget.js';
import { isJsonObject as isObject } from './json-object.js';
import type { JsonObject } from './types.js';

/** A `context` as the real API takes it: `{ type: id }` or `{ type: { id, data } }`, each entry the key `type:id`. */
export type ContextPayload = Record<string, string | { id: string; data?: JsonObject }>;

/** The real `@IsValidContextPayload({ maxCount: 5 })` of the session, preference, subscription and trigger DTOs. */
export const MAX_CONTEXTS = 5;
/** The most one context's `data` may take, as JSON (the real limit). */
const MAX_CONTEXT_DATA_KB = 64;
/** A context id: 1–100 letters, digits, `_` or `-` (the real `CONTEXT_IDENTIFIER_REGEX`). */
const CONTEXT_ID = /^[a-zA-Z0-9_-]{1,100}$/;

const isContextValue = (value: unknown): boolean =>
  typeof value === 'string'
    ? CONTEXT_ID.test(value)
    : isObject(value) && typeof value.id === 'string' && CONTEXT_ID.test(value.id) && (value.data === undefined || (typeof value.data === 'object' && value.data !== null));

/** The first problem the real `IsValidContextPayload` finds, in its words; undefined when there is none. */
function contextProblem(context: unknown): string | undefined {
  if (!isObject(context) || Object.keys(context).length === 0 || !Object.values(context).every(isContextValue)) {
    return 'Invalid context payload structure. Expected object with context types as keys and string IDs or {id, data} objects as values';
  }
  const count = Object.keys(context).length;
  if (count > MAX_CONTEXTS) return `Too many contexts: ${count} provided, maximum allowed is ${MAX_CONTEXTS}`;
  for (const [type, value] of Object.entries(context)) {
    const tooLarge = isObject(value) && value.data ? contextDataProblem(value.data) : undefined;
    if (tooLarge !== undefined) return `Context '${type}' ${tooLarge}`;
  }
  return undefined;
}

/** What the real `IsValidContextData` says of a context's `data` over its limit; undefined when it fits. */
export function contextDataProblem(data: unknown): string | undefined {
  const bytes = jsonBytes(data);
  return bytes > MAX_CONTEXT_DATA_KB * 1024 ? `Data is too large: ${Math.round(bytes / 1024)}KB exceeds ${MAX_CONTEXT_DATA_KB}KB limit` : undefined;
}

/**
 * A body's `context`, checked as the real request DTOs check it: absent or null → undefined; a bad one →
 * **422** `Validation Error`, its message under `errors.general` (the real validation pipe's form).
 */
export function checkedContextPayload(context: unknown): ContextPayload | undefined {
  if (context === undefined || context === null) return undefined;
  const problem = contextProblem(context);
  if (problem !== undefined) throw InvalidInputError.general([problem]);
  return context as ContextPayload;
}

/** The context keys (`type:id`) a `context` names, in its order: what the real service finds or creates for it. */
export function contextKeysOf(context: ContextPayload | undefined): string[] {
  return Object.entries(context ?? {}).map(([type, value]) => `${type}:${typeof value === 'string' ? value : value.id}`);
}

/**
 * Whether a record's context keys are exactly `keys`, order aside (the real service's exact context match):
 * no keys (or undefined) match only the records of the default context, those without any.
 */
export function inContext(keys: readonly string[] | undefined): (recordKeys: readonly string[] | undefined) => boolean {
  return contextKeysFilter(keys) ?? ((recordKeys = []) => recordKeys.length === 0);
}
