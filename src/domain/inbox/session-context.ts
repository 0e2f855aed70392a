import { createHmac } from 'node:crypto';
import { canonicalize } from '@tufjs/canonical-json';
import { InvalidInputError, type JsonObject } from '../shared/index.js';

/** The real session's limit on its `context` (`IsValidContextPayload({ maxCount: 5 })`). */
export const MAX_SESSION_CONTEXTS = 5;
/** The most one context's `data` may take, as JSON (the real limit). */
const MAX_CONTEXT_DATA_KB = 64;
/** A context id: 1–100 letters, digits, `_` or `-` (the real `CONTEXT_IDENTIFIER_REGEX`). */
const CONTEXT_ID = /^[a-zA-Z0-9_-]{1,100}$/;

/** `{type: id}` or `{type: {id, data}}`, as a session (and a trigger) names its contexts. */
export type SessionContext = Record<string, string | { id: string; data?: JsonObject }>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isContextValue = (value: unknown): boolean =>
  typeof value === 'string' ? CONTEXT_ID.test(value) : isObject(value) && typeof value.id === 'string' && CONTEXT_ID.test(value.id) && (value.data === undefined || (typeof value.data === 'object' && value.data !== null));

/** The first problem the real `IsValidContextPayload` finds, in its words; undefined when there is none. */
function contextProblem(context: unknown): string | undefined {
  if (!isObject(context) || Object.keys(context).length === 0 || !Object.values(context).every(isContextValue)) {
    return 'Invalid context payload structure. Expected object with context types as keys and string IDs or {id, data} objects as values';
  }
  const count = Object.keys(context).length;
  if (count > MAX_SESSION_CONTEXTS) return `Too many contexts: ${count} provided, maximum allowed is ${MAX_SESSION_CONTEXTS}`;
  for (const [type, value] of Object.entries(context)) {
    if (!isObject(value) || !value.data) continue;
    const bytes = Buffer.byteLength(JSON.stringify(value.data), 'utf8');
    if (bytes > MAX_CONTEXT_DATA_KB * 1024) return `Context '${type}' Data is too large: ${Math.round(bytes / 1024)}KB exceeds ${MAX_CONTEXT_DATA_KB}KB limit`;
  }
  return undefined;
}

/**
 * The session's `context`, checked as the real request body's: absent or null → undefined; a bad one →
 * **422** `Validation Error`, its message under `errors.general` (the real validation pipe's form).
 */
export function checkedSessionContext(context: unknown): SessionContext | undefined {
  if (context === undefined || context === null) return undefined;
  const problem = contextProblem(context);
  if (problem !== undefined) throw new InvalidInputError({ general: { messages: [problem], value: 'No Value Recorded' } });
  return context as SessionContext;
}

/** The context keys (`type:id`) of a session's contexts, sorted as the real service returns them. */
export function contextKeysOf(context: SessionContext | undefined): string[] {
  if (context === undefined) return [];
  return Object.entries(context)
    .map(([type, value]) => `${type}:${typeof value === 'string' ? value : value.id}`)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * What a backend hands its frontend to open a session in `context` while the in-app integration's HMAC is
 * on: HMAC-SHA256 hex, keyed by the environment's API key, of the context in canonical JSON (keys sorted,
 * no spaces), so the keys' order does not change it, as the real `createContextHash`.
 */
export function contextHashOf(apiKey: string, context: SessionContext): string {
  return createHmac('sha256', apiKey).update(canonicalize(context)).digest('hex');
}
