import type { InboxEnvironment } from './inbox-environment.js';
import type { Message } from '../messages/index.js';
import { contextKeysFilter } from '../shared/index.js';
import type { Subscriber } from '../subscribers/index.js';
import { SEVERITIES, type Severity } from '../workflows/index.js';

export interface UnreadCount {
  total: number;
  severity: Record<Severity, number>;
}

/** A message's severity; messages sent without one count as `none`, as in the real service. */
export function severityOf(message: Message): Severity {
  return (SEVERITIES as readonly unknown[]).includes(message.severity) ? (message.severity as Severity) : 'none';
}

/** Whether the message is snoozed now (a snooze that has run out no longer hides it). */
export function isSnoozed(message: Message, nowIso: string): boolean {
  return typeof message.snoozedUntil === 'string' && message.snoozedUntil > nowIso;
}

/** What the bell shows of one subscriber's Inbox: unread (by severity) and unseen messages. */
export interface BellCounts {
  unread: UnreadCount;
  unseen: number;
}

/**
 * Whether a message belongs to an Inbox session's contexts: its context keys are exactly the session's, order
 * aside (a message sent without a context, and a session opened without one, have none), as the real
 * service's exact match of context keys.
 */
export function inSessionContexts(contextKeys: readonly string[]): (message: Message) => boolean {
  const matches = contextKeysFilter(contextKeys);
  return matches ? (message) => matches(message.contextKeys) : (message) => !message.contextKeys?.length;
}

/**
 * The subscriber's unread and unseen in-app messages, neither archived nor snoozed (the session's and
 * the bell's counts), in one pass; with `contextKeys`, only the messages of exactly those contexts.
 */
export function bellCountsOf(environment: InboxEnvironment, subscriber: Subscriber, contextKeys?: readonly string[]): BellCounts {
  const now = environment.time.clock.now().toISOString();
  const severity: Record<Severity, number> = { high: 0, medium: 0, low: 0, none: 0 };
  let total = 0;
  let unseen = 0;
  const inContexts = contextKeys === undefined ? () => true : inSessionContexts(contextKeys);
  for (const message of environment.messages.inAppOf(subscriber._id)) {
    if (message.archived === true || isSnoozed(message, now) || !inContexts(message)) continue;
    if (!message.seen) unseen++;
    if (message.read) continue;
    severity[severityOf(message)]++;
    total++;
  }
  return { unread: { total, severity }, unseen };
}

/** Unread, not snoozed in-app messages of the subscriber (in `contextKeys`), by severity (the session's count). */
export function unreadCountOf(environment: InboxEnvironment, subscriber: Subscriber, contextKeys?: readonly string[]): UnreadCount {
  return bellCountsOf(environment, subscriber, contextKeys).unread;
}
