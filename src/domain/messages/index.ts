/**
 * Messages (`/v1/messages`): what each channel step delivered, and who hears about in-app ones (`InboxListener`).
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { type InboxListener, type InboxListenerFactory, NO_INBOX_LISTENER } from './inbox-listener.js';
export { markMessagesLegacy, widgetLegacyMessageIds, widgetMarkAsMessageIds } from './legacy-mark.js';
export { type MarkAs, markChanges, MessageStore, type MessageView } from './messages.js';
export type { Message } from './types.js';
