/**
 * Shapes of the message, activity, workflow and environment-variable records (the spec's wire shapes;
 * only the fields the rules read are spelled out).
 */
import type { JsonObject } from './types.js';

export type MessageChannel = 'in_app' | 'email' | 'sms' | 'chat' | 'push';

export interface Message {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  _notificationId: string;
  _subscriberId: string;
  _templateId?: string | null;
  templateIdentifier?: string;
  transactionId: string;
  channel: MessageChannel;
  read: boolean;
  seen: boolean;
  lastSeenDate?: string;
  lastReadDate?: string;
  createdAt: string;
  /** Contexts (`type:id`) of the event that sent it. */
  contextKeys?: string[];
  [field: string]: unknown;
}

/** The trigger context a step template may use; a trigger must then send it (`tenant` / `actor`). */
export type ReservedContext = 'tenant' | 'actor';

export interface NotificationTrigger {
  type: 'event';
  identifier: string;
  /** The payload variables the steps use: a list for readers, not a requirement. */
  variables: { name: string }[];
  subscriberVariables?: { name: string }[];
  reservedVariables?: { type: ReservedContext; variables: { name: string }[] }[];
}

export interface Workflow {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  name: string;
  active: boolean;
  triggers: NotificationTrigger[];
  steps: JsonObject[];
  tags: string[];
  description?: string;
  critical?: boolean;
  /** JSON Schema of the trigger payload; checked only when `validatePayload` is true. */
  payloadSchema?: JsonObject | null;
  validatePayload?: boolean;
  [field: string]: unknown;
}

export interface ActivityNotification {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  _subscriberId: string;
  _templateId?: string;
  transactionId: string;
  createdAt?: string;
  channels?: string[];
  severity?: 'high' | 'medium' | 'low' | 'none';
  topics?: { _topicId: string; topicKey: string }[];
  contextKeys?: string[];
  jobs?: JsonObject[];
  [field: string]: unknown;
}

export interface VariableValue {
  _environmentId: string;
  value: string;
}

export interface EnvironmentVariable {
  _id: string;
  _organizationId: string;
  key: string;
  type: 'string';
  isSecret: boolean;
  /** Secret values are stored sealed (see SecretCipher) and never leave the domain in clear. */
  values: VariableValue[];
  createdAt: string;
  updatedAt: string;
}
