import type { Environment } from '../environment.js';
import type { Message } from '../records.js';
import type { Subscriber } from '../types.js';

export const SEVERITIES = ['high', 'medium', 'low', 'none'] as const;
export type Severity = (typeof SEVERITIES)[number];

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

/** Unread, not snoozed in-app messages of the subscriber, by severity (the session's and the bell's count). */
export function unreadCountOf(environment: Environment, subscriber: Subscriber): UnreadCount {
  const now = environment.time.clock.now().toISOString();
  const severity: Record<Severity, number> = { high: 0, medium: 0, low: 0, none: 0 };
  let total = 0;
  for (const message of environment.messages.inAppOf(subscriber._id)) {
    if (message.read || message.archived === true || isSnoozed(message, now)) continue;
    severity[severityOf(message)]++;
    total++;
  }
  return { total, severity };
}
