import type { Message } from '../messages/index.js';
import { type Subscriber, PROFILE_FIELDS } from '../subscribers/index.js';
import { type Workflow, inboxWorkflowOf, type Severity } from '../workflows/index.js';
import { isSnoozed, severityOf } from './counts.js';
import { definedFields } from '../../lib/defined-fields.js';

interface Button {
  type?: string;
  content?: string;
  url?: string;
  target?: string;
}
interface Cta {
  data?: { url?: string; target?: string };
  action?: { status?: string; buttons?: Button[]; result?: { type?: string } };
}

export interface InboxAction {
  label: string;
  isCompleted: boolean;
  redirect?: { url: string; target?: string };
}

/** A stored in-app message as the Inbox shows it (the real service's notification mapper). */
export type InboxNotification = Record<string, unknown> & { id: string; severity: Severity };

function actionOf(cta: Cta, type: 'primary' | 'secondary'): InboxAction | undefined {
  const button = cta.action?.buttons?.find((b) => b.type === type);
  if (!button) return undefined;
  const isCompleted = cta.action?.status === 'done' && cta.action.result?.type === type;
  return { label: button.content ?? '', isCompleted, ...(button.url ? { redirect: { url: button.url, ...(button.target ? { target: button.target } : {}) } } : {}) };
}

export function toInboxNotification(message: Message, subscriber: Subscriber, workflow: Workflow | undefined, nowIso: string): InboxNotification {
  const cta = (message.cta ?? {}) as Cta;
  const to = definedFields({ id: subscriber._id, subscriberId: subscriber.subscriberId, ...Object.fromEntries(PROFILE_FIELDS.map((f) => [f, subscriber[f]])) });
  const severity = severityOf(message);
  return {
    id: message._id,
    ...definedFields({
      transactionId: message.transactionId,
      subject: message.subject,
      body: typeof message.content === 'string' ? message.content : '',
      to,
      isRead: message.read,
      isSeen: message.seen,
      isArchived: message.archived === true,
      isSnoozed: isSnoozed(message, nowIso),
      snoozedUntil: message.snoozedUntil,
      deliveredAt: message.deliveredAt,
      createdAt: message.createdAt,
      readAt: message.lastReadDate,
      firstSeenAt: message.firstSeenDate,
      archivedAt: message.archivedAt,
      avatar: message.avatar,
      primaryAction: actionOf(cta, 'primary'),
      secondaryAction: actionOf(cta, 'secondary'),
      channelType: message.channel,
      tags: message.tags ?? workflow?.tags,
      data: message.data,
      redirect: cta.data?.url ? definedFields({ url: cta.data.url, target: cta.data.target }) : undefined,
      workflow: workflow ? inboxWorkflowOf(workflow) : undefined,
    }),
    severity,
  };
}
