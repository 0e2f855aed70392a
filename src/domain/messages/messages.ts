import { contextKeysFilter, isInternalId, InvalidInputError, NotFoundError, deepFreeze, withChanges, isOwnerId, type Clock, type Channel } from '../shared/index.js';
import { MessagesBySubscriber, SnoozedMessages } from './indexes.js';
import { NewestFirst, type Page } from '../../lib/newest-first.js';
import { NO_INBOX_LISTENER, type InboxListener } from './inbox-listener.js';
import type { Message } from './types.js';
import type { Subscriber, SubscriberStore } from '../subscribers/index.js';

/**
 * A message as the API shows it: with its recipient embedded, so that a caller holding only the message
 * finds the external `subscriberId` that the subscriber routes (mark-as, credentials) take.
 */
export type MessageView = Message & { subscriber?: Subscriber };

export type MarkAs = 'read' | 'seen' | 'unread' | 'unseen';

export interface MessageQuery {
  subscriberId?: string;
  channel?: Channel;
  transactionId?: string[];
  /** Exact context keys (`type:id`), order aside, as on `GET /v1/notifications`. */
  contextKeys?: string[];
  page?: number;
  limit?: number;
}

/** The owner filter of a listing without `subscriberId`: never to be confused with an absent owner id. */
const EVERY_OWNER = Symbol('every owner');

/** Exactly which fields each `markAs` changes, as the real service's message repository does. */
export function markChanges(markAs: MarkAs, now: string): Partial<Message> {
  switch (markAs) {
    case 'read':
      return { read: true, seen: true, lastReadDate: now, lastSeenDate: now };
    case 'seen':
      return { seen: true, lastSeenDate: now };
    case 'unread':
      return { read: false, seen: true };
    case 'unseen':
      return { seen: false };
  }
}

/** The messages of one environment. */
export class MessageStore {
  readonly #records = new NewestFirst<Message>();
  readonly #bySubscriber = new MessagesBySubscriber();
  readonly #snoozed = new SnoozedMessages();

  constructor(
    private readonly subscribers: SubscriberStore,
    private readonly clock: Clock,
    /** Hears every new in-app message and every change of one (the Inbox's real-time channel). */
    private readonly listener: InboxListener = NO_INBOX_LISTENER,
  ) {}

  load(records: Iterable<Message>): void {
    this.#records.load([...records].map(deepFreeze));
    this.#regroup();
  }

  get size(): number {
    return this.#records.size;
  }

  /** Every message, newest first (a copy). */
  all(): Message[] {
    return this.#records.newestFirst();
  }

  add(message: Message): void {
    if (!isOwnerId(message._subscriberId)) throw new Error(`Message ${message._id} has no subscriber (_subscriberId): it would be no one's, or everyone's`);
    deepFreeze(message);
    this.#records.add(message);
    this.#bySubscriber.add(message);
    this.#snoozed.track(message);
    if (message.channel === 'in_app') this.listener.received(message);
  }

  /** Adds or replaces a message (admin fixtures); a replaced message may change subscriber, so regroup. */
  put(message: Message): void {
    const replaced = this.#records.find(message._id);
    this.#records.put(deepFreeze(message));
    this.#regroup();
    if (replaced?.channel === 'in_app') this.listener.changed(replaced._subscriberId);
    if (message.channel !== 'in_app') return;
    if (replaced === undefined) this.listener.received(message);
    else this.listener.changed(message._subscriberId);
  }

  /** The message of this `_id`, any subscriber's and channel's. */
  find(messageId: string): Message | undefined {
    return this.#records.find(messageId);
  }

  /** The subscriber's (internal id) message that the job of that id created, if it is still stored. */
  ofJob(subscriberInternalId: string, jobId: string): Message | undefined {
    return this.#bySubscriber.of(subscriberInternalId)?.newestFirst().find((m) => m._jobId === jobId);
  }

  /** The subscriber's (internal id) in-app messages, newest first: what the Inbox shows. */
  inAppOf(subscriberInternalId: string): Message[] {
    return (this.#bySubscriber.of(subscriberInternalId)?.newestFirst() ?? []).filter((m) => m.channel === 'in_app');
  }

  /** The subscriber's (internal id) in-app message of that id; undefined when unknown, another's or of another channel. */
  inAppMessage(subscriberInternalId: string, messageId: string): Message | undefined {
    const message = this.#records.find(messageId);
    return message && isOwnerId(subscriberInternalId) && message._subscriberId === subscriberInternalId && message.channel === 'in_app' ? message : undefined;
  }

  /**
   * Applies the changes (or the changes a function derives from the message) to one in-app message of
   * the subscriber (internal id) and returns the new record; undefined when there is no such message.
   */
  changeInApp(subscriberInternalId: string, messageId: string, changes: Partial<Message> | ((message: Message) => Partial<Message>)): Message | undefined {
    const message = this.inAppMessage(subscriberInternalId, messageId);
    if (!message) return undefined;
    return this.#replace(message, typeof changes === 'function' ? changes(message) : changes);
  }

  /** Applies `changesOf` to each of these stored messages (read from this store) and returns the new records. */
  changeEach(messages: readonly Message[], changesOf: (message: Message) => Partial<Message>): Message[] {
    return messages.filter((m) => this.#records.find(m._id) === m).map((m) => this.#replace(m, changesOf(m)));
  }

  /** Deletes one in-app message of the subscriber (internal id); returns it, or undefined when there is none. */
  removeInApp(subscriberInternalId: string, messageId: string): Message | undefined {
    const message = this.inAppMessage(subscriberInternalId, messageId);
    if (message) this.#remove(message);
    return message;
  }

  /** Deletes these stored messages (read from this store); returns the ones it deleted. */
  removeEach(messages: readonly Message[]): Message[] {
    const stored = messages.filter((m) => this.#records.find(m._id) === m);
    for (const message of stored) this.#remove(message);
    return stored;
  }

  /** `DELETE /v1/messages/{messageId}`: one message of the environment, of any channel. */
  remove(messageId: string): void {
    const message = this.#records.find(messageId);
    if (!message) throw new NotFoundError(`Message with id ${messageId} not found`);
    this.#remove(message);
  }

  /**
   * `DELETE /v1/messages/transaction/{transactionId}`: every message the transaction created, or those
   * of one channel; none → the real service's 404.
   */
  removeTransaction(transactionId: string, channel?: Channel): void {
    const doomed: Message[] = [];
    this.#records.visitNewestFirst((m) => {
      if (m.transactionId === transactionId && (channel === undefined || m.channel === channel)) doomed.push(m);
    });
    if (doomed.length === 0) throw new NotFoundError('Invalid transactionId or channel');
    for (const message of doomed) this.#remove(message);
  }

  /** Deletes every message of the subscriber (internal id), of any channel: the subscriber is being deleted. */
  removeAllOf(subscriberInternalId: string): void {
    for (const message of this.#bySubscriber.of(subscriberInternalId)?.newestFirst() ?? []) this.#remove(message);
    this.#bySubscriber.forget(subscriberInternalId);
  }

  /** Whether any message is snoozed (checked before each request). */
  get hasSnoozed(): boolean {
    return this.#snoozed.any;
  }

  /**
   * Snoozed messages whose snooze has ended by `nowMs` get `changesOf` (the Inbox's wake-up: they come
   * back as new); returns the new records.
   */
  wakeSnoozed(nowMs: number, changesOf: (message: Message) => Partial<Message>): Message[] {
    const due = this.#snoozed.endedBy(nowMs).map((id) => this.#records.find(id));
    const woken = due.filter((m): m is Message => m !== undefined).map((m) => this.#replace(m, changesOf(m)));
    // A notification back from its snooze arrives anew, as the real service's unsnooze job announces it.
    for (const message of woken) if (message.channel === 'in_app') this.listener.received(message);
    return woken;
  }

  /** Every change of a stored message goes through here: the record is replaced by a changed, frozen copy. */
  #replace(message: Message, changes: Partial<Message>): Message {
    const copy = deepFreeze(withChanges(message, changes));
    this.#records.put(copy);
    this.#bySubscriber.replace(message, copy);
    this.#snoozed.track(copy);
    this.listener.changed(copy._subscriberId);
    return copy;
  }

  /** Every deletion of a stored message goes through here. */
  #remove(message: Message): void {
    this.#records.remove(message);
    this.#bySubscriber.remove(message);
    this.#snoozed.forget(message._id);
    this.listener.changed(message._subscriberId);
  }

  #regroup(): void {
    const records = this.#records.newestFirst();
    this.#snoozed.clear();
    for (const m of records) this.#snoozed.track(m);
    this.#bySubscriber.reset(records);
  }

  /** `GET /v1/messages`: newest first, filtered by subscriber (never all for a missing id), channel, transaction ids and exact context keys. */
  list(query: MessageQuery): Page<MessageView> {
    let owner: string | typeof EVERY_OWNER = EVERY_OWNER;
    if (query.subscriberId !== undefined) {
      const subscriber = this.subscribers.find(query.subscriberId);
      if (!subscriber) throw new NotFoundError(`Subscriber not found for id ${query.subscriberId}`);
      owner = subscriber._id;
    }
    const transactions = query.transactionId ? new Set(query.transactionId) : undefined;
    const contextKeys = contextKeysFilter(query.contextKeys);
    const records = owner === EVERY_OWNER ? this.#records : this.#bySubscriber.of(owner);
    if (!records) return { page: query.page ?? 0, pageSize: query.limit ?? 10, hasMore: false, totalCount: 0, data: [] };
    const page = records.page(
      (m) =>
        (owner === EVERY_OWNER || m._subscriberId === owner) &&
        (query.channel === undefined || m.channel === query.channel) &&
        (transactions === undefined || transactions.has(m.transactionId)) &&
        (contextKeys === undefined || contextKeys(m.contextKeys)),
      query.page ?? 0,
      query.limit ?? 10,
      true,
    );
    return { ...page, data: page.data.map((m) => this.#withSubscriber(m)) };
  }

  /** The recipient is looked up when shown, so a renamed subscriber shows its current profile. */
  #withSubscriber(message: Message): MessageView {
    const subscriber = this.subscribers.findByInternalId(message._subscriberId);
    return subscriber === undefined ? message : { ...message, subscriber };
  }

  /**
   * Changes the read/seen state of the subscriber's in-app messages among `messageIds` and returns
   * them; ids of other subscribers' or unknown messages are left out. A string may hold several
   * comma-separated ids, split on the commas alone as the real service does (`"a, b"` holds the
   * malformed id `" b"`: a 422 here, where the real service answers 500).
   */
  markAs(subscriberId: string, messageIds: string | string[], markAs: MarkAs): MessageView[] {
    const ids = [...new Set((Array.isArray(messageIds) ? messageIds : [messageIds]).flatMap((id) => id.split(',')))];
    const malformed = ids.find((id) => !isInternalId(id));
    if (malformed !== undefined) throw InvalidInputError.of('body.messageId', `${malformed} is not a valid message id`, messageIds);
    const subscriber = this.subscribers.find(subscriberId);
    if (!subscriber) throw new NotFoundError(`Subscriber ${subscriberId} not found`);
    const now = this.clock.now().toISOString();
    const changed: MessageView[] = [];
    for (const id of ids) {
      const message = this.inAppMessage(subscriber._id, id);
      if (message) changed.push({ ...this.#replace(message, markChanges(markAs, now)), subscriber });
    }
    return changed;
  }
}
