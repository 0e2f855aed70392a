import type { InboxEnvironment } from './inbox-environment.js';
import { BadRequestError, InvalidInputError, NotFoundError } from '../shared/index.js';
import type { Message } from '../messages/index.js';
import type { Subscriber } from '../subscribers/index.js';
import { inSessionContexts } from './counts.js';
import { refuseUnreadArchived, testOf, type InboxFilter } from './filters.js';
import { toInboxNotification, type InboxNotification } from './notification.js';
import { MAX_SNOOZE_DURATION_HOURS } from './session.js';
import { checkedSnoozeUntil } from './snooze.js';
import { actionChanges, hasButton, snoozeChanges, stateChanges, type ActionType, type StateChange } from './state-changes.js';
import type { TagsFilter } from './tags-filter.js';

export type InboxAction = Extract<StateChange, 'read' | 'unread' | 'archive' | 'unarchive'>;

export interface InboxListQuery extends InboxFilter {
  limit?: number;
  after?: string;
  offset?: number;
}

/** The filters of the bulk operations (`tags` as in the list; `data` already parsed). */
export interface BulkFilter {
  tags?: TagsFilter;
  data?: Record<string, unknown>;
}

const notFound = (id: string) => new NotFoundError(`Notification with id: ${id} is not found.`);

/**
 * One subscriber's in-app messages as the Inbox sees and changes them (the same records as `/v1/messages`).
 * An Inbox session sees only the messages of its contexts (`contextKeys`, see `inSessionContexts`): the others
 * are not listed, counted or changed, and one named by its id is not found. The API-key side sees them all.
 */
export class SubscriberInbox {
  readonly #subscriber: Subscriber;
  readonly #inContexts: (message: Message) => boolean;

  constructor(
    private readonly environment: InboxEnvironment,
    subscriberId: string,
    contextKeys?: readonly string[],
  ) {
    const subscriber = environment.subscribers.find(subscriberId);
    // A session outlives no reset, but its subscriber may have been deleted since.
    if (!subscriber) throw new NotFoundError(`Subscriber ${subscriberId} not found`);
    this.#subscriber = subscriber;
    this.#inContexts = contextKeys === undefined ? () => true : inSessionContexts(contextKeys);
  }

  #now(): string {
    return this.environment.time.clock.now().toISOString();
  }

  get #messages() {
    return this.environment.messages;
  }

  #tagsOf = (message: Message): string[] | undefined =>
    (message.tags as string[] | undefined) ?? this.environment.workflows.find(message._templateId ?? undefined)?.tags;

  #show(message: Message, now = this.#now()): InboxNotification {
    return toInboxNotification(message, this.#subscriber, this.environment.workflows.find(message._templateId ?? undefined), now);
  }

  #matching(filter: InboxFilter, now: string): Message[] {
    const test = testOf(filter);
    return this.#messages.inAppOf(this.#subscriber._id).filter((m) => this.#inContexts(m) && test(m, this.#tagsOf, now));
  }

  /** The subscriber's in-app message `id`, if this Inbox sees it. */
  #message(id: string): Message | undefined {
    const message = this.#messages.inAppMessage(this.#subscriber._id, id);
    return message && this.#inContexts(message) ? message : undefined;
  }

  /** Newest first; `after` (a notification id) continues a page, `offset` skips. */
  list(query: InboxListQuery): { data: InboxNotification[]; hasMore: boolean } {
    refuseUnreadArchived(query);
    const now = this.#now();
    let found = this.#matching(query, now);
    if (query.after !== undefined) {
      const index = found.findIndex((m) => m._id === query.after);
      if (index < 0) throw InvalidInputError.of('query.after', `after must be the id of one of the subscriber's notifications`, query.after);
      found = found.slice(index + 1);
    }
    const start = query.offset ?? 0;
    const limit = query.limit ?? 10;
    return { data: found.slice(start, start + limit).map((m) => this.#show(m, now)), hasMore: found.length > start + limit };
  }

  count(filters: InboxFilter[]): { count: number; filter: InboxFilter }[] {
    const now = this.#now();
    return filters.map((filter) => ({ count: this.#matching(filter, now).length, filter }));
  }

  #change(notificationId: string, changesOf: (message: Message, now: string) => Partial<Message>): InboxNotification {
    if (!this.#message(notificationId)) throw notFound(notificationId);
    const now = this.#now();
    const changed = this.#messages.changeInApp(this.#subscriber._id, notificationId, (m) => changesOf(m, now));
    if (!changed) throw notFound(notificationId);
    return this.#show(changed, now);
  }

  act(notificationId: string, action: InboxAction): InboxNotification {
    return this.#change(notificationId, (m, now) => stateChanges(m, action, now));
  }

  /** Hides the notification until `snoozeUntil` (checked as the real service checks it). */
  snooze(notificationId: string, snoozeUntil: string): InboxNotification {
    const until = checkedSnoozeUntil(snoozeUntil, this.environment.time.clock.now().getTime(), MAX_SNOOZE_DURATION_HOURS);
    if (!this.#message(notificationId)) throw new NotFoundError(`Notification id: '${notificationId}' not found`);
    return this.#change(notificationId, (m, now) => snoozeChanges(m, until, now));
  }

  unsnooze(notificationId: string): InboxNotification {
    const message = this.#message(notificationId);
    if (typeof message?.snoozedUntil !== 'string') {
      throw new NotFoundError(
        `Could not find a snoozed notification with id '${notificationId}'. The notification may not exist or may not be in a snoozed state.`,
      );
    }
    return this.#change(notificationId, (m, now) => stateChanges(m, 'unsnooze', now));
  }

  /** Completes (`done`) or reverts (`pending`) the primary or secondary action of the notification. */
  action(notificationId: string, type: ActionType, status: 'done' | 'pending'): InboxNotification {
    const message = this.#message(notificationId);
    if (!message) throw notFound(notificationId);
    if (!hasButton(message, type)) throw new BadRequestError(`Could not perform action on the ${type} button because it does not exist.`);
    return this.#change(notificationId, (m, now) => actionChanges(m, type, status, now));
  }

  delete(notificationId: string): void {
    if (!this.#message(notificationId) || !this.#messages.removeInApp(this.#subscriber._id, notificationId)) throw notFound(notificationId);
  }

  #changeAll(filter: InboxFilter, change: StateChange): void {
    const now = this.#now();
    this.#messages.changeEach(this.#matching(filter, now), (m) => stateChanges(m, change, now));
  }

  /** Marks seen the listed notifications of the subscriber (others' ids are ignored), or all that match. */
  markSeen(notificationIds: string[] | undefined, filter: BulkFilter): void {
    if (notificationIds === undefined) return this.#changeAll({ ...filter, seen: false }, 'seen');
    const now = this.#now();
    const unseen = notificationIds.map((id) => this.#message(id)).filter((m): m is Message => m !== undefined && !m.seen);
    this.#messages.changeEach(unseen, (m) => stateChanges(m, 'seen', now));
  }

  /** Reads every unread notification that matches. */
  readAll(filter: BulkFilter): void {
    this.#changeAll({ ...filter, read: false }, 'read');
  }

  /** Archives every notification that matches (`onlyRead`: the read ones). */
  archiveAll(filter: BulkFilter, onlyRead = false): void {
    this.#changeAll({ ...filter, archived: false, ...(onlyRead ? { read: true } : {}) }, 'archive');
  }

  /** Deletes every notification that matches. */
  deleteAll(filter: BulkFilter): void {
    this.#messages.removeEach(this.#matching(filter, this.#now()));
  }
}
