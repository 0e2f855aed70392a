import type { Message } from './types.js';

/**
 * Hears what happens to one environment's in-app messages (the Inbox's real-time channel listens).
 * Called synchronously inside the write, after it is done; a listener must not throw.
 */
export interface InboxListener {
  /** A new in-app message for its subscriber (`message._subscriberId`). */
  received(message: Message): void;
  /** The read, seen, archived, snoozed or deleted state of the subscriber's (internal id) messages changed. */
  changed(subscriberInternalId: string): void;
  /** The environment's state was replaced (reset, snapshot restore): every Inbox session of it has ended. */
  sessionsEnded(): void;
}

/** Builds the listener of each environment (by its id). */
export type InboxListenerFactory = (environmentId: string) => InboxListener;

/** Hears nothing: an environment built without a real-time channel (`createApp` without a server). */
export const NO_INBOX_LISTENER: InboxListener = { received: () => {}, changed: () => {}, sessionsEnded: () => {} };
