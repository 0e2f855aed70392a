import type { Message } from '../messages/index.js';

/** What the Inbox does to a notification's state. */
export type StateChange = 'read' | 'unread' | 'archive' | 'unarchive' | 'seen' | 'unsnooze';

/** Seen now; `firstSeenDate` is kept from the first time. */
function seenNow(message: Message, now: string): Partial<Message> {
  return message.firstSeenDate ? { seen: true, lastSeenDate: now } : { seen: true, lastSeenDate: now, firstSeenDate: now };
}

/**
 * The fields each change writes, as the real service's message repository writes them: every change
 * also marks the message seen; archiving and unarchiving also read it; unreading and (un)snoozing
 * bring it back from the archive. Cleared dates are left out (the real service stores null, which the
 * official SDK's message model refuses), except `archivedAt`.
 */
export function stateChanges(message: Message, change: StateChange, now: string): Partial<Message> {
  const seen = seenNow(message, now);
  switch (change) {
    case 'read':
      return { ...seen, read: true, lastReadDate: now };
    case 'unread':
      return { ...seen, read: false, lastReadDate: undefined, archived: false, archivedAt: null };
    case 'archive':
      return { ...seen, read: true, lastReadDate: now, archived: true, archivedAt: now };
    case 'unarchive':
      return { ...seen, read: true, lastReadDate: now, archived: false, archivedAt: null };
    case 'seen':
      return seen;
    case 'unsnooze':
      return { ...seen, snoozedUntil: undefined, archived: false, archivedAt: null };
  }
}

/** Snoozing: hidden until `until`, seen, out of the archive; read stays as it was. */
export function snoozeChanges(message: Message, until: string, now: string): Partial<Message> {
  return { ...seenNow(message, now), snoozedUntil: until, archived: false, archivedAt: null };
}

/**
 * A snooze that has ended, as the real service's unsnooze job ends it: the message comes back unread and
 * new (created now, delivered again now), so it tops the Inbox.
 */
export function wakeChanges(message: Message, now: string): Partial<Message> {
  const delivered = Array.isArray(message.deliveredAt) ? (message.deliveredAt as string[]) : [message.createdAt];
  return { snoozedUntil: undefined, createdAt: now, read: false, lastReadDate: undefined, deliveredAt: [...delivered, now] };
}

export type ActionType = 'primary' | 'secondary';

interface Cta {
  action?: { status?: string; buttons?: { type?: string }[]; result?: Record<string, unknown> };
}

/** Whether the message has an action button of that type. */
export function hasButton(message: Message, type: ActionType): boolean {
  return ((message.cta ?? {}) as Cta).action?.buttons?.some((button) => button.type === type) === true;
}

/**
 * Completing (`done`) or reverting (`pending`) an action button: the result names the button, and an
 * unread message is read by it (the real service's action update).
 */
export function actionChanges(message: Message, type: ActionType, status: 'done' | 'pending', now: string): Partial<Message> {
  const cta = (message.cta ?? {}) as Cta & Record<string, unknown>;
  const action = { ...cta.action, status, result: { ...cta.action?.result, type } };
  const read = message.read ? {} : { ...seenNow(message, now), read: true, lastReadDate: now };
  return { ...read, cta: { ...cta, action } };
}
