import { contextKeysFilter, InvalidInputError, NotFoundError, deepFreeze, isOwnerId } from '../shared/index.js';
import { NewestFirst, type Page } from '../../lib/newest-first.js';
import type { ActivityNotification } from './types.js';
import type { Subscriber, SubscriberStore } from '../subscribers/index.js';
import type { WorkflowStore } from '../workflows/index.js';

export interface ActivityQuery {
  channels?: string[];
  templates?: string[];
  emails?: string[];
  subscriberIds?: string[];
  severity?: string[];
  transactionId?: string;
  topicKey?: string;
  subscriptionId?: string;
  contextKeys?: string[];
  after?: string;
  before?: string;
  search?: string;
  page?: number;
  limit?: number;
}

/** An event as the API shows it: with the `subscriber` and `template` it refers to embedded. */
export type PresentedActivity = ActivityNotification & {
  subscriber?: Record<string, string>;
  template?: { _id: string; name: string; triggers: unknown[] };
};

const SUBSCRIBER_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

function instant(field: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw InvalidInputError.of(`query.${field}`, `${field} must be a date`, value);
  return ms;
}

/** The activity feed (triggered events) of one environment. */
export class ActivityStore {
  readonly #records = new NewestFirst<ActivityNotification>();
  /** The transactionIds of the events (a trigger's transactionId must be new). */
  readonly #transactions = new Set<string>();
  /** The newest event's `createdAt` per workflow (`lastTriggeredAt` of the workflow list). */
  readonly #lastTriggered = new Map<string, string>();
  /** Triggered events that their run may still write (jobs, statuses); every other event is frozen. */
  readonly #unsettled = new Set<ActivityNotification>();

  constructor(
    private readonly subscribers: SubscriberStore,
    private readonly workflows: WorkflowStore,
  ) {}

  load(records: Iterable<ActivityNotification>): void {
    this.#unsettled.clear();
    this.#records.load([...records].map(deepFreeze));
    this.#reindex();
  }

  /** A new event of a trigger: its run keeps writing it until `settle` finds it done. */
  add(event: ActivityNotification): void {
    this.#records.add(event);
    this.#unsettled.add(event);
    this.#indexEvent(event);
  }

  /** Freezes the triggered events that no pending work (a delay, a digest) will write any more. */
  settle(stillWritten: (event: ActivityNotification) => boolean): void {
    for (const event of this.#unsettled) {
      if (stillWritten(event)) continue;
      deepFreeze(event);
      this.#unsettled.delete(event);
    }
  }

  /**
   * The event of `id`, writable again (a snapshot's waiting run goes on writing its jobs) until `settle` finds
   * it done; undefined for an unknown id. The same object every time until then.
   */
  reopen(id: string): ActivityNotification | undefined {
    const stored = this.#records.find(id);
    if (!stored || this.#unsettled.has(stored)) return stored;
    const writable = structuredClone(stored);
    this.#records.replace(stored, writable);
    this.#unsettled.add(writable);
    return writable;
  }

  /** Adds or replaces an event (admin fixtures): the indexes are rebuilt, as a replaced event may leave them. */
  put(event: ActivityNotification): void {
    this.#records.put(deepFreeze(event));
    this.#reindex();
  }

  get size(): number {
    return this.#records.size;
  }

  /** Every event, newest first (a copy). */
  all(): ActivityNotification[] {
    return this.#records.newestFirst();
  }

  /** Calls `visit` with each event, newest first (by `createdAt`), until it returns false. */
  visitNewestFirst(visit: (event: ActivityNotification) => boolean | void): void {
    this.#records.visitNewestFirst(visit);
  }

  hasTransaction(transactionId: string): boolean {
    return this.#transactions.has(transactionId);
  }

  /** When the workflow was last triggered (its newest event), if ever. */
  lastTriggeredAt(workflowId: string): string | undefined {
    return this.#lastTriggered.get(workflowId);
  }

  #reindex(): void {
    this.#transactions.clear();
    this.#lastTriggered.clear();
    this.#records.visitNewestFirst((event) => this.#indexEvent(event));
  }

  #indexEvent(event: ActivityNotification): void {
    this.#transactions.add(event.transactionId);
    const { _templateId: workflowId, createdAt } = event;
    if (!workflowId || !createdAt) return;
    const last = this.#lastTriggered.get(workflowId);
    if (last === undefined || createdAt > last) this.#lastTriggered.set(workflowId, createdAt);
  }

  find(id: string): ActivityNotification | undefined {
    return this.#records.find(id);
  }

  get(id: string): PresentedActivity {
    const event = this.#records.find(id);
    if (!event) throw new NotFoundError(`Notification with id ${id} not found`);
    return this.present(event);
  }

  /**
   * `GET /v1/notifications`: newest first; every filter must match; an array filter matches an event
   * that has any of its values; `contextKeys` must equal the event's keys (order aside).
   */
  list(query: ActivityQuery): Page<PresentedActivity> {
    const after = instant('after', query.after);
    const before = instant('before', query.before);
    const set = (values: string[] | undefined) => (values?.length ? new Set(values) : undefined);
    const channels = set(query.channels);
    const templates = set(query.templates);
    const severity = set(query.severity);
    const contextKeys = contextKeysFilter(query.contextKeys);
    const subscriberIds = this.#subscribersMatching(query);
    const page = this.#records.page(
      (e) => {
        const at = after === undefined && before === undefined ? 0 : e.createdAt ? Date.parse(e.createdAt) : 0;
        return (
          (after === undefined || at >= after) &&
          (before === undefined || at <= before) &&
          (channels === undefined || (e.channels ?? []).some((c) => channels.has(c))) &&
          (templates === undefined || (e._templateId !== undefined && templates.has(e._templateId))) &&
          (severity === undefined || (e.severity !== undefined && severity.has(e.severity))) &&
          (subscriberIds === undefined || subscriberIds.has(e._subscriberId)) &&
          (query.transactionId === undefined || e.transactionId === query.transactionId) &&
          (query.topicKey === undefined || (e.topics ?? []).some((t) => t.topicKey === query.topicKey)) &&
          (query.subscriptionId === undefined || (e.topics ?? []).some((t) => t._topicId === query.subscriptionId)) &&
          (contextKeys === undefined || contextKeys(e.contextKeys))
        );
      },
      query.page ?? 0,
      query.limit ?? 10,
      false,
    );
    return { ...page, data: page.data.map((e) => this.present(e)) };
  }

  /** Internal ids of the subscribers that the subscriber filters (emails, subscriberIds, search) allow. */
  #subscribersMatching(query: ActivityQuery): Set<string> | undefined {
    const filters: ((s: Subscriber) => boolean)[] = [];
    // Candidates from the indexes where a filter names subscribers exactly; the others test each one.
    let candidates: Iterable<Subscriber> | undefined;
    if (query.subscriberIds?.length) {
      candidates = query.subscriberIds.map((id) => this.subscribers.find(id)).filter((s): s is Subscriber => s !== undefined);
    } else if (query.emails?.length) {
      candidates = query.emails.flatMap((email) => [...this.subscribers.withEmail(email)]);
    }
    if (query.emails?.length) {
      const emails = new Set(query.emails);
      filters.push((s) => typeof s.email === 'string' && emails.has(s.email));
    }
    if (query.search !== undefined && query.search !== '') {
      const needle = query.search.toLowerCase();
      filters.push((s) =>
        [s.subscriberId, s.email, s.firstName, s.lastName].some((v) => typeof v === 'string' && v.toLowerCase().includes(needle)),
      );
    }
    if (candidates === undefined && filters.length === 0) return undefined;
    const ids = new Set<string>();
    // A subscriber without an internal id has no events: its absent id must not match events without one.
    for (const s of candidates ?? this.subscribers.list()) if (isOwnerId(s._id) && filters.every((f) => f(s))) ids.add(s._id);
    return ids;
  }

  /** The event with its subscriber and workflow embedded. */
  present(event: ActivityNotification): PresentedActivity {
    const subscriber = this.subscribers.findByInternalId(event._subscriberId);
    const workflow = this.workflows.find(event._templateId);
    const presented: PresentedActivity = { ...event };
    if (subscriber) {
      const embedded: Record<string, string> = { _id: subscriber._id, subscriberId: subscriber.subscriberId };
      for (const field of SUBSCRIBER_FIELDS) {
        const value = subscriber[field];
        if (typeof value === 'string') embedded[field] = value;
      }
      presented.subscriber = embedded;
    }
    if (workflow) presented.template = { _id: workflow._id, name: workflow.name, triggers: workflow.triggers };
    return presented;
  }
}
