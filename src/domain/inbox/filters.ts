import { BadRequestError, InvalidInputError } from '../shared/index.js';
import type { Message } from '../messages/index.js';
import { isSnoozed, severityOf } from './counts.js';
import { SEVERITIES, type Severity } from '../workflows/index.js';
import { checkedDataFilter, dataMatches } from './data-filter.js';
import { tagGroupsOf, tagsMatch, type TagsFilter } from './tags-filter.js';

/** What the Inbox filters its notifications by (list, count, bulk actions), as the client sends it. */
export interface InboxFilter {
  read?: boolean;
  seen?: boolean;
  archived?: boolean;
  snoozed?: boolean;
  tags?: TagsFilter;
  severity?: Severity | Severity[];
  data?: Record<string, unknown>;
  /** Unix time in milliseconds: created at or after. */
  createdGte?: number;
  /** Unix time in milliseconds: created at or before. */
  createdLte?: number;
}

const BOOLEAN_KEYS = ['read', 'seen', 'archived', 'snoozed'] as const;
const TIME_KEYS = ['createdGte', 'createdLte'] as const;
const FILTER_KEYS = new Set<string>([...BOOLEAN_KEYS, ...TIME_KEYS, 'tags', 'severity', 'data']);

/** Whether a message passes a filter (the tags of a message may come from its workflow; snoozed depends on now). */
export interface MessageTest {
  (message: Message, tagsOf: (m: Message) => string[] | undefined, nowIso: string): boolean;
}

/** The test of a (checked) filter; every set condition must hold. */
export function testOf(filter: InboxFilter): MessageTest {
  const groups = tagGroupsOf(filter.tags, 'tags');
  const severities = filter.severity === undefined ? [] : Array.isArray(filter.severity) ? filter.severity : [filter.severity];
  return (message, tagsOf, nowIso) => {
    const state = { read: message.read, seen: message.seen, archived: message.archived === true, snoozed: isSnoozed(message, nowIso) };
    for (const key of BOOLEAN_KEYS) if (filter[key] !== undefined && state[key] !== filter[key]) return false;
    if (groups.length > 0 && !tagsMatch(groups, tagsOf(message))) return false;
    if (severities.length > 0 && !severities.includes(severityOf(message))) return false;
    if (filter.data && !dataMatches(filter.data, message.data)) return false;
    const created = Date.parse(message.createdAt);
    if (filter.createdGte !== undefined && created < filter.createdGte) return false;
    if (filter.createdLte !== undefined && created > filter.createdLte) return false;
    return true;
  };
}

/** The real service refuses this combination on the list and the count. */
export function refuseUnreadArchived(filter: InboxFilter): void {
  if (filter.read === false && filter.archived === true) throw new BadRequestError('Filtering for unread and archived notifications is not supported.');
}

/** Most filters one count request may ask (the real service's limit). */
export const MAX_COUNT_FILTERS = 30;

/** One filter of a count request, checked field by field (`field` names it in a 422). */
function checkedCountFilter(filter: Record<string, unknown>, field: string, sent: string): InboxFilter {
  const unknown = Object.keys(filter).find((key) => !FILTER_KEYS.has(key));
  if (unknown !== undefined) throw InvalidInputError.of(field, `${unknown} is not a notification filter`, sent);
  for (const key of BOOLEAN_KEYS) if (filter[key] !== undefined && typeof filter[key] !== 'boolean') throw InvalidInputError.of(field, `${key} must be a boolean`, sent);
  for (const key of TIME_KEYS) if (filter[key] !== undefined && !Number.isInteger(filter[key])) throw InvalidInputError.of(field, `${key} must be an integer (Unix time in milliseconds)`, sent);
  const severities = filter.severity === undefined ? [] : Array.isArray(filter.severity) ? filter.severity : [filter.severity];
  if (severities.some((s) => !(SEVERITIES as readonly unknown[]).includes(s))) throw InvalidInputError.of(field, `severity must be one of ${SEVERITIES.join(', ')}`, sent);
  tagGroupsOf(filter.tags, field);
  if (filter.data !== undefined) checkedDataFilter(filter.data);
  return filter as InboxFilter;
}

/** The `filters` of a count request: a JSON array of filters, each returned with its count as sent. */
export function parseCountFilters(text: string): InboxFilter[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('Invalid filters, the JSON object should be provided.');
  }
  const field = 'query.filters';
  if (!Array.isArray(value) || value.some((f) => f === null || typeof f !== 'object' || Array.isArray(f))) {
    throw InvalidInputError.of(field, 'filters must be a JSON array of filter objects', text);
  }
  if (value.length === 0 || value.length > MAX_COUNT_FILTERS) throw InvalidInputError.of(field, `filters must hold 1 to ${MAX_COUNT_FILTERS} filters`, text);
  const filters = value.map((filter: Record<string, unknown>) => checkedCountFilter(filter, field, text));
  filters.forEach(refuseUnreadArchived);
  return filters;
}
