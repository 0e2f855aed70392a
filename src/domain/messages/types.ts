import type { Channel } from '../shared/types.js';

export interface Message {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  _notificationId: string;
  _subscriberId: string;
  _templateId?: string | null;
  templateIdentifier?: string;
  transactionId: string;
  channel: Channel;
  read: boolean;
  seen: boolean;
  lastSeenDate?: string;
  lastReadDate?: string;
  createdAt: string;
  /** Contexts (`type:id`) of the event that sent it. */
  contextKeys?: string[];
  [field: string]: unknown;
}
