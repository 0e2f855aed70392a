import { BadRequestError, isInternalId, InvalidInputError, NotFoundError, type EnvironmentTime } from '../shared/index.js';
import type { MessageStore, MessageView } from './messages.js';
import type { SubscriberStore } from '../subscribers/index.js';
import type { Message } from './types.js';

/** The legacy mark: each flag sent is set to the value sent. */
export interface LegacyMark {
  seen?: boolean;
  read?: boolean;
}


/** What the real service's legacy mark writes: each flag sent, and its date stamped now (also when set to false). */
function legacyChanges(mark: LegacyMark, now: string): Partial<Message> {
  return {
    ...(typeof mark.seen === 'boolean' ? { seen: mark.seen, lastSeenDate: now } : {}),
    ...(typeof mark.read === 'boolean' ? { read: mark.read, lastReadDate: now } : {}),
  };
}

/**
 * The ids the widget's legacy mark (`POST /v1/widgets/messages/markAs`) acts on, after its controller's
 * checks: none (absent, `null`, `""`) → 400 `messageId is required`; ids that are no ObjectId → 400
 * `Invalid messageId format: <ids>`. A string may hold several comma-separated ids.
 */
export function widgetLegacyMessageIds(messageId: string | string[] | null | undefined): string[] {
  if (!messageId) throw new BadRequestError('messageId is required');
  const ids = Array.isArray(messageId) ? messageId : messageId.split(',');
  const invalid = ids.filter((id) => !isInternalId(id));
  if (invalid.length > 0) throw new BadRequestError(`Invalid messageId format: ${invalid.join(', ')}`);
  return ids;
}

/**
 * The ids the widget's `POST /v1/widgets/messages/mark-as` acts on: none (absent or an empty list) → 400
 * `messageId is required`, as its controller answers (the real service's own tests expect it).
 */
export function widgetMarkAsMessageIds(messageId: string | string[] | undefined): string | string[] {
  if (messageId === undefined || messageId.length === 0) throw new BadRequestError('messageId is required');
  return messageId;
}

/**
 * `POST /v1/subscribers/{subscriberId}/messages/markAs`, the form `@novu/node` sends (`{messageId, mark}`):
 * the subscriber's in-app messages among `messageId` get the flags sent and are returned; ids of other
 * subscribers' or unknown messages are left out. A string may hold several comma-separated ids. Unlike
 * `mark-as`, `{read: true}` does not make the message seen.
 */
export function markMessagesLegacy(environment: { subscribers: SubscriberStore; messages: MessageStore; time: EnvironmentTime }, subscriberId: string, messageId: string | string[], mark: LegacyMark): MessageView[] {
  if (messageId === '') throw new BadRequestError('messageId is required');
  const ids = [...new Set((Array.isArray(messageId) ? messageId : messageId.split(',')))];
  const malformed = ids.find((id) => !isInternalId(id));
  if (malformed !== undefined) throw InvalidInputError.of('body.messageId', `${malformed} is not a valid message id`, messageId);
  const subscriber = environment.subscribers.find(subscriberId);
  if (!subscriber) throw new NotFoundError(`Subscriber ${subscriberId} not found`);
  const changes = legacyChanges(mark, environment.time.clock.now().toISOString());
  const { messages } = environment;
  const marked = ids.map((id) => (Object.keys(changes).length === 0 ? messages.inAppMessage(subscriber._id, id) : messages.changeInApp(subscriber._id, id, changes)));
  return marked.filter((m): m is Message => m !== undefined).map((m) => ({ ...m, subscriber }));
}
