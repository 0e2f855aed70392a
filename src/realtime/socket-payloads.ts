import type { Environment } from '../domain/environments/index.js';
import { severityOf, type BellCounts, toInboxNotification } from '../domain/inbox/index.js';
import type { Message } from '../domain/messages/index.js';

/** The events the Inbox client listens to on its socket. */
export const SOCKET_EVENTS = {
  received: 'notification_received',
  unreadCount: 'unread_count_changed',
  unseenCount: 'unseen_count_changed',
} as const;

/** The real service's counts over the socket stop at this many (with `hasMore`). */
const COUNT_CAP = 100;

/**
 * `notification_received`: the message as stored, which the client maps itself. It reads `cta.action`
 * unguarded, so `cta` is at least `{}`; `subscriber` becomes the notification's `to` and `workflow` its
 * workflow, so both come along as the Inbox list shows them.
 *
 * The client puts the notification into an open list only if it matches the list's filter
 * (`checkNotificationMatchesFilter`: `archived: false`, `snoozed: false`, a tab's `tags`…), so `archived`,
 * `tags` and `severity` are sent as the list shows them. The real service's stored message always has
 * `archived` (its schema defaults it to false) and the trigger's `tags`.
 */
export function receivedPayload(environment: Environment, message: Message): { message: Record<string, unknown> } {
  const subscriber = environment.subscribers.findByInternalId(message._subscriberId);
  const workflowRecord = environment.workflows.find(message._templateId ?? undefined);
  const shown = subscriber && toInboxNotification(message, subscriber, workflowRecord, message.createdAt);
  return {
    message: {
      ...message,
      cta: message.cta ?? {},
      archived: message.archived === true,
      severity: severityOf(message),
      ...(shown && { subscriber, tags: shown.tags }),
      ...(shown?.workflow !== undefined && { workflow: shown.workflow }),
    },
  };
}

/** `unread_count_changed`: `counts` is what the client reads; `unreadCount`/`hasMore` are the real service's older fields. */
export function unreadPayload(counts: BellCounts): { unreadCount: number; hasMore: boolean; counts: BellCounts['unread'] } {
  return { unreadCount: Math.min(counts.unread.total, COUNT_CAP), hasMore: counts.unread.total > COUNT_CAP, counts: counts.unread };
}

/** `unseen_count_changed`, capped like the real service's. */
export function unseenPayload(counts: BellCounts): { unseenCount: number; hasMore: boolean } {
  return { unseenCount: Math.min(counts.unseen, COUNT_CAP), hasMore: counts.unseen > COUNT_CAP };
}
