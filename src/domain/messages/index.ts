export { type InboxListener, type InboxListenerFactory, NO_INBOX_LISTENER } from './inbox-listener.js';
export { markMessagesLegacy } from './legacy-mark.js';
export { type MarkAs, markChanges, MessageStore, type MessageView } from './messages.js';
export type { Message } from './types.js';
