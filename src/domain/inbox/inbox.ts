import type { Environment } from '../environment.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import { markChanges } from '../messages.js';
import type { Message } from '../records.js';
import type { Subscriber } from '../types.js';
import { matches, type InboxFilter } from './filters.js';
import { toInboxNotification, type InboxNotification } from './notification.js';

export type InboxAction = 'read' | 'unread' | 'archive' | 'unarchive';

export interface InboxListQuery extends InboxFilter {
  limit?: number;
  after?: string;
  offset?: number;
}

/** Which fields each Inbox action changes (archiving also reads, as in the real service). */
function actionChanges(action: InboxAction, now: string): Partial<Message> {
  switch (action) {
    case 'read':
      return markChanges('read', now);
    case 'unread':
      return { read: false };
    case 'archive':
      return { archived: true, archivedAt: now, read: true, seen: true, lastReadDate: now };
    case 'unarchive':
      return { archived: false, archivedAt: null };
  }
}

/** One subscriber's in-app messages as the Inbox sees and changes them (the same records as `/v1/messages`). */
export class SubscriberInbox {
  readonly #subscriber: Subscriber;

  constructor(
    private readonly environment: Environment,
    subscriberId: string,
  ) {
    const subscriber = environment.subscribers.find(subscriberId);
    // A session outlives no reset, but its subscriber may have been deleted since.
    if (!subscriber) throw new NotFoundError(`Subscriber ${subscriberId} not found`);
    this.#subscriber = subscriber;
  }

  #now(): string {
    return this.environment.time.clock.now().toISOString();
  }

  #tagsOf = (message: Message): string[] | undefined =>
    (message.tags as string[] | undefined) ?? this.environment.workflows.find(message._templateId ?? undefined)?.tags;

  #show(message: Message, now = this.#now()): InboxNotification {
    return toInboxNotification(message, this.#subscriber, this.environment.workflows.find(message._templateId ?? undefined), now);
  }

  #matching(filter: InboxFilter, now: string): Message[] {
    return this.environment.messages.inAppOf(this.#subscriber._id).filter((m) => matches(m, filter, this.#tagsOf, now));
  }

  /** Newest first; `after` (a notification id) continues a page, `offset` skips. */
  list(query: InboxListQuery): { data: InboxNotification[]; hasMore: boolean } {
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

  act(notificationId: string, action: InboxAction): InboxNotification {
    const changed = this.environment.messages.changeInApp(this.#subscriber._id, notificationId, actionChanges(action, this.#now()));
    if (!changed) throw new NotFoundError(`Notification with id: ${notificationId} is not found.`);
    return this.#show(changed);
  }

  /** Marks every unread notification that matches `filter` read. */
  readAll(filter: InboxFilter): void {
    const now = this.#now();
    for (const message of this.#matching({ ...filter, read: false }, now)) {
      this.environment.messages.changeInApp(this.#subscriber._id, message._id, actionChanges('read', now));
    }
  }
}
