import { InvalidInputError, NotFoundError } from './errors.js';
import { writable } from './frozen.js';
import { NewestFirst, pageOfMatches, type Page } from './newest-first.js';
import type { Clock } from './ports.js';
import type { Message, MessageChannel } from './records.js';
import type { SubscriberStore } from './subscribers.js';

export type MarkAs = 'read' | 'seen' | 'unread' | 'unseen';

export interface MessageQuery {
  subscriberId?: string;
  channel?: MessageChannel;
  transactionId?: string[];
  page?: number;
  limit?: number;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;

/** DESIGN §6: exactly which fields each `markAs` changes. */
function applyMark(message: Message, markAs: MarkAs, now: string): void {
  switch (markAs) {
    case 'read':
      Object.assign(message, { read: true, seen: true, lastReadDate: now, lastSeenDate: now });
      break;
    case 'seen':
      Object.assign(message, { seen: true, lastSeenDate: now });
      break;
    case 'unread':
      Object.assign(message, { read: false, seen: true });
      break;
    case 'unseen':
      Object.assign(message, { seen: false });
      break;
  }
}

/** The messages of one environment. */
export class MessageStore {
  readonly #records = new NewestFirst<Message>();

  constructor(
    private readonly subscribers: SubscriberStore,
    private readonly clock: Clock,
  ) {}

  load(records: Iterable<Message>): void {
    this.#records.load(records);
  }

  all(): readonly Message[] {
    return this.#records.all();
  }

  add(message: Message): void {
    this.#records.add(message);
  }

  put(message: Message): void {
    this.#records.put(message);
  }

  /** `GET /v1/messages`: newest first, filtered by subscriber, channel and transaction ids. */
  list(query: MessageQuery): Page<Message> {
    let subscriberInternalId: string | undefined;
    if (query.subscriberId !== undefined) {
      const subscriber = this.subscribers.find(query.subscriberId);
      if (!subscriber) throw new NotFoundError(`Subscriber not found for id ${query.subscriberId}`);
      subscriberInternalId = subscriber._id;
    }
    const transactions = query.transactionId ? new Set(query.transactionId) : undefined;
    return pageOfMatches(
      this.#records.all(),
      (m) =>
        (subscriberInternalId === undefined || m._subscriberId === subscriberInternalId) &&
        (query.channel === undefined || m.channel === query.channel) &&
        (transactions === undefined || transactions.has(m.transactionId)),
      query.page ?? 0,
      query.limit ?? 10,
    );
  }

  /**
   * Changes the read/seen state of the subscriber's in-app messages among `messageIds` and returns
   * them; ids of other subscribers' or unknown messages are left out. A string may hold several
   * comma-separated ids.
   */
  markAs(subscriberId: string, messageIds: string | string[], markAs: MarkAs): Message[] {
    const ids = [...new Set((Array.isArray(messageIds) ? messageIds : [messageIds]).flatMap((id) => id.split(',')).map((id) => id.trim()))];
    const malformed = ids.find((id) => !OBJECT_ID.test(id));
    if (malformed !== undefined) throw InvalidInputError.of('body.messageId', `${malformed} is not a valid message id`, messageIds);
    const subscriber = this.subscribers.find(subscriberId);
    if (!subscriber) throw new NotFoundError(`Subscriber ${subscriberId} not found`);
    const now = this.clock.now().toISOString();
    const changed: Message[] = [];
    for (const id of ids) {
      const message = this.#records.find(id);
      if (!message || message._subscriberId !== subscriber._id || message.channel !== 'in_app') continue;
      const copy = writable(message);
      applyMark(copy, markAs, now);
      this.#records.replace(message, copy);
      changed.push(copy);
    }
    return changed;
  }
}
