import { InvalidInputError } from '../errors.js';
import type { Message } from '../records.js';
import { isSnoozed, severityOf, SEVERITIES, type Severity } from './counts.js';

/** What the Inbox filters its notifications by (list, count, bulk actions). */
export interface InboxFilter {
  read?: boolean;
  seen?: boolean;
  archived?: boolean;
  snoozed?: boolean;
  tags?: string[];
  severity?: Severity | Severity[];
  data?: Record<string, unknown>;
}

const BOOLEAN_KEYS = ['read', 'seen', 'archived', 'snoozed'] as const;

/** Every set condition holds (tags: any of them; data: each sent key equals the message's). */
export function matches(message: Message, filter: InboxFilter, tagsOf: (m: Message) => string[] | undefined, nowIso: string): boolean {
  const state = { read: message.read, seen: message.seen, archived: message.archived === true, snoozed: isSnoozed(message, nowIso) };
  for (const key of BOOLEAN_KEYS) if (filter[key] !== undefined && state[key] !== filter[key]) return false;
  if (filter.tags?.length) {
    const tags = tagsOf(message) ?? [];
    if (!filter.tags.some((t) => tags.includes(t))) return false;
  }
  if (filter.severity !== undefined) {
    const wanted = Array.isArray(filter.severity) ? filter.severity : [filter.severity];
    if (wanted.length > 0 && !wanted.includes(severityOf(message))) return false;
  }
  if (filter.data) {
    const data = (message.data ?? {}) as Record<string, unknown>;
    if (!Object.entries(filter.data).every(([k, v]) => JSON.stringify(data[k]) === JSON.stringify(v))) return false;
  }
  return true;
}

/** The `data` filter, sent as a JSON object in a string. */
export function parseDataFilter(text: string | undefined, field: string): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw InvalidInputError.of(field, 'data must be a JSON object', text);
  return value as Record<string, unknown>;
}

/** Most filters one count request may ask (the real service's limit). */
export const MAX_COUNT_FILTERS = 30;

/** The `filters` of a count request: a JSON array of filters, each returned with its count as sent. */
export function parseCountFilters(text: string): InboxFilter[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const field = 'query.filters';
  if (!Array.isArray(value) || value.some((f) => f === null || typeof f !== 'object' || Array.isArray(f))) {
    throw InvalidInputError.of(field, 'filters must be a JSON array of filter objects', text);
  }
  if (value.length === 0 || value.length > MAX_COUNT_FILTERS) throw InvalidInputError.of(field, `filters must hold 1 to ${MAX_COUNT_FILTERS} filters`, text);
  for (const filter of value as Record<string, unknown>[]) {
    for (const key of BOOLEAN_KEYS) if (filter[key] !== undefined && typeof filter[key] !== 'boolean') throw InvalidInputError.of(field, `${key} must be a boolean`, text);
    const severities = filter.severity === undefined ? [] : Array.isArray(filter.severity) ? filter.severity : [filter.severity];
    if (severities.some((s) => !(SEVERITIES as readonly unknown[]).includes(s))) throw InvalidInputError.of(field, `severity must be one of ${SEVERITIES.join(', ')}`, text);
    if (filter.tags !== undefined && (!Array.isArray(filter.tags) || filter.tags.some((t) => typeof t !== 'string'))) throw InvalidInputError.of(field, 'tags must be an array of strings', text);
    if (filter.data !== undefined && (filter.data === null || typeof filter.data !== 'object' || Array.isArray(filter.data))) throw InvalidInputError.of(field, 'data must be an object', text);
  }
  return value as InboxFilter[];
}
