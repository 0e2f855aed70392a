/**
 * `GET /v1/activity/workflow-runs` and `GET /v1/activity/workflow-runs/{workflowRunId}`, as today's real
 * GetWorkflowRuns and GetWorkflowRun use cases answer them, read from the environment's triggered events.
 * Pages go newest first by (`createdAt`, `id`) with the real compound cursor: base64 JSON of the last row's
 * `created_at` and `workflow_run_id`; `previous` points at the rows just before the page, or at the real
 * boundary cursor (`workflow_run_id: '1'`, the first page) when fewer than a page are left.
 */
import { BadRequestError, InvalidInputError, NotFoundError, type JsonObject } from '../shared/index.js';
import type { WorkflowStore } from '../workflows/index.js';
import type { ActivityStore } from './activity.js';
import type { ActivityNotification } from './types.js';
import { detailedStep, externalSubscriberIdOf, listedStep, type MessageOfJob, overridesOf, runBase, runStatusOf, stepRowsOf } from './workflow-run-view.js';

export interface WorkflowRunQuery {
  limit?: number;
  cursor?: string;
  workflowIds?: string[];
  subscriberIds?: string[];
  transactionIds?: string[];
  statuses?: string[];
  channels?: string[];
  topicKey?: string;
  subscriptionId?: string;
  createdGte?: string;
  createdLte?: string;
  severity?: string[];
  contextKeys?: string[];
}

/** A topic subscription, as the run filter `subscriptionId` reads it. */
export interface RunSubscription {
  topicKey: string;
  externalSubscriberId: string;
}

/** What the runs are read from: the events, the workflows, the messages of their jobs, the topic subscriptions. */
export interface WorkflowRunSources {
  activity: ActivityStore;
  workflows: WorkflowStore;
  messageOf: MessageOfJob;
  subscription: (identifier: string) => RunSubscription | undefined;
}

interface Cursor {
  at: number;
  id: string;
}

const BOUNDARY_ID = '1';

const encode = (event: ActivityNotification): string => Buffer.from(JSON.stringify({ created_at: new Date(timeOf(event)).toISOString(), workflow_run_id: event._id })).toString('base64');
const BOUNDARY_CURSOR = Buffer.from(JSON.stringify({ created_at: new Date(0).toISOString(), workflow_run_id: BOUNDARY_ID })).toString('base64');

function timeOf(event: ActivityNotification): number {
  const ms = event.createdAt ? Date.parse(event.createdAt) : Number.NaN;
  return Number.isNaN(ms) ? 0 : ms;
}

function decode(cursor: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { created_at?: unknown; workflow_run_id?: unknown };
    const at = typeof parsed.created_at === 'string' ? Date.parse(parsed.created_at) : Number.NaN;
    if (Number.isNaN(at) || typeof parsed.workflow_run_id !== 'string') throw new Error('not a cursor');
    return { at, id: parsed.workflow_run_id };
  } catch {
    throw new BadRequestError('Invalid cursor format');
  }
}

/** Newest first: by time, then id, both descending (the real ORDER BY). */
const newestFirst = (a: ActivityNotification, b: ActivityNotification) => timeOf(b) - timeOf(a) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);

/** Whether `event` comes after the cursor in `direction` (the real compound cursor condition; `'1'` is the boundary). */
function beyond(event: ActivityNotification, cursor: Cursor, direction: 'older' | 'newer'): boolean {
  if (cursor.id === BOUNDARY_ID) return true;
  const at = timeOf(event);
  return direction === 'older' ? at < cursor.at || (at === cursor.at && event._id < cursor.id) : at > cursor.at || (at === cursor.at && event._id > cursor.id);
}

function instant(field: 'createdGte' | 'createdLte', value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw InvalidInputError.of(`query.${field}`, `${field} must be a valid ISO 8601 date string`, value);
  return ms;
}

/** The filters of the query as one test of an event. */
function matcherOf(query: WorkflowRunQuery, sources: WorkflowRunSources): (event: ActivityNotification) => boolean {
  const set = (values: string[] | undefined) => (values?.length ? new Set(values) : undefined);
  const workflows = set(query.workflowIds);
  const subscribers = set(query.subscriberIds);
  const transactions = set(query.transactionIds);
  const statuses = set(query.statuses);
  const channels = query.channels?.length ? query.channels : undefined;
  const severity = set(query.severity);
  const gte = instant('createdGte', query.createdGte);
  const lte = instant('createdLte', query.createdLte);
  // The real filter is a LIKE on the run's topics as JSON: a key that contains the text matches.
  const topicsText = (event: ActivityNotification) => JSON.stringify(event.topics ?? []);
  const subscription = query.subscriptionId === undefined ? undefined : sources.subscription(query.subscriptionId);
  const contextKeys = query.contextKeys?.filter((key) => key !== '');
  return (event) =>
    (workflows === undefined || workflows.has(event._templateId ?? '')) &&
    (subscribers === undefined || subscribers.has(externalSubscriberIdOf(event) ?? '')) &&
    (transactions === undefined || transactions.has(event.transactionId)) &&
    (statuses === undefined || statuses.has(runStatusOf(event))) &&
    (channels === undefined || channels.some((c) => (event.channels ?? []).includes(c))) &&
    (severity === undefined || severity.has(event.severity ?? 'none')) &&
    (gte === undefined || timeOf(event) >= gte) &&
    (lte === undefined || timeOf(event) <= lte) &&
    (query.topicKey === undefined || topicsText(event).includes(query.topicKey)) &&
    (subscription === undefined || ((event.topics ?? []).some((t) => t.topicKey === subscription.topicKey) && externalSubscriberIdOf(event) === subscription.externalSubscriberId)) &&
    (contextKeys === undefined || (contextKeys.length === 0 ? (event.contextKeys ?? []).length === 0 : contextKeys.every((k) => (event.contextKeys ?? []).includes(k))));
}

/** `GET /v1/activity/workflow-runs`: one page of runs, each with its steps. */
export function listWorkflowRuns(sources: WorkflowRunSources, query: WorkflowRunQuery): { data: JsonObject[]; next: string | null; previous: string | null } {
  const limit = query.limit ?? 10;
  const matches = matcherOf(query, sources);
  const cursor = query.cursor === undefined ? undefined : decode(query.cursor);
  const runs: ActivityNotification[] = [];
  sources.activity.visitNewestFirst((event) => {
    if (matches(event)) runs.push(event);
  });
  runs.sort(newestFirst);
  const older = cursor === undefined ? runs : runs.filter((event) => beyond(event, cursor, 'older'));
  const page = older.slice(0, limit);
  const next = older.length > limit && page.length > 0 ? encode(page[page.length - 1] as ActivityNotification) : null;
  let previous: string | null = null;
  if (cursor !== undefined && cursor.id !== BOUNDARY_ID && page.length > 0) {
    // The rows just before the page, nearest first: a page of them, or the first page's boundary when fewer are left.
    const newer = runs.filter((event) => beyond(event, cursor, 'newer')).reverse().slice(0, limit);
    if (newer.length > 0) previous = newer.length < limit ? BOUNDARY_CURSOR : encode(newer[newer.length - 1] as ActivityNotification);
  }
  const data = page.map((event) => ({ ...runBase(event, sources.workflows.find(event._templateId), sources.messageOf), steps: stepRowsOf(event).map(listedStep) }));
  return { data, next, previous };
}

/** `GET /v1/activity/workflow-runs/{workflowRunId}`: the run with its payload, overrides, topics and steps' details. */
export function getWorkflowRun(sources: WorkflowRunSources, workflowRunId: string): JsonObject {
  const event = sources.activity.find(workflowRunId);
  if (!event) throw new NotFoundError('Workflow run not found');
  return {
    ...runBase(event, sources.workflows.find(event._templateId), sources.messageOf),
    payload: (event.payload as JsonObject | undefined) ?? {},
    steps: stepRowsOf(event).map((row) => detailedStep(row, event)),
    topics: event.topics ?? [],
    overrides: overridesOf(event),
  };
}
