import type { OutboxDelivery } from './outbox/delivery.js';
import type { OrganizationSeed } from './organization-seed.js';

export type { EnvironmentSeed, OrganizationBranding, OrganizationSeed } from './organization-seed.js';

/**
 * Entity shapes. Records are stored in the API's wire shape (see openapi/notification-api.yaml), so
 * presenting one is a copy, and a fixture record is checked against the same schema. Only the fields the
 * rules read are spelled out; the others pass through.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The delivery channels: of a message, an integration, a workflow step and a preference. */
export type Channel = 'in_app' | 'email' | 'sms' | 'chat' | 'push';

export interface ChannelCredentials {
  webhookUrl?: string;
  channel?: string;
  deviceTokens?: string[];
  alertUid?: string;
  title?: string;
  imageUrl?: string;
  state?: string;
  externalUrl?: string;
}

export interface ChannelSettings {
  providerId: string;
  integrationIdentifier?: string;
  credentials: ChannelCredentials;
  _integrationId: string;
}

export interface Subscriber {
  _id: string;
  subscriberId: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  avatar?: string | null;
  locale?: string | null;
  timezone?: string | null;
  data?: JsonObject | null;
  channels?: ChannelSettings[];
  topics?: string[];
  isOnline?: boolean | null;
  lastOnlineAt?: string | null;
  __v?: number;
  _organizationId: string;
  _environmentId: string;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Integration {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  name: string;
  identifier: string;
  providerId: string;
  channel?: Channel;
  kind?: 'delivery' | 'agent';
  credentials?: JsonObject;
  configurations?: JsonObject;
  active: boolean;
  deleted: boolean;
  deletedAt?: string;
  deletedBy?: string;
  primary: boolean;
  conditions?: JsonObject[];
}

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

/** A topic: a named group of subscribers that a trigger can address as one recipient. */
export interface Topic {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  /** Unique in the environment; what triggers and the API name the topic by. */
  key: string;
  name?: string;
  data?: JsonObject;
  createdAt: string;
  updatedAt: string;
}

/**
 * A tenant of the API (`/v1/tenants`): one of the caller's own customers, named by `identifier` in
 * triggers (not an organization of the mock: those are `tenant.ts`'s).
 */
export interface TenantRecord {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  /** Unique in the environment. */
  identifier: string;
  name?: string;
  data?: JsonObject;
  createdAt: string;
  updatedAt: string;
}

/** One subscriber's subscription to one topic. */
export interface TopicSubscription {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  _topicId: string;
  topicKey: string;
  /** The subscriber's internal `_id`. */
  _subscriberId: string;
  externalSubscriberId: string;
  /** Unique within the topic; names the subscription in `/v2/topics/{topicKey}/subscriptions/{identifier}`. */
  identifier: string;
  name?: string;
  createdAt: string;
  updatedAt: string;
}

/** A subscriber's choice per channel: only the channels it set (the others follow the level below). */
export type ChannelSwitches = Partial<Record<Channel, boolean>>;

export type WeekDay = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export interface DaySchedule {
  isEnabled: boolean;
  hours?: { start: string; end: string }[];
}
export interface DeliverySchedule {
  isEnabled: boolean;
  weeklySchedule?: Partial<Record<WeekDay, DaySchedule>>;
}

/** What one subscriber chose: globally (`_templateId` absent, may carry a delivery schedule) or for one workflow. */
export interface PreferenceRecord {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  /** The subscriber's internal `_id`. */
  _subscriberId: string;
  _templateId?: string;
  channels: ChannelSwitches;
  /** The v1 switch: `false` for a workflow turns all of it off for the subscriber (absent: on). */
  enabled?: boolean;
  schedule?: DeliverySchedule;
  createdAt: string;
  updatedAt: string;
}

/** The records one environment holds (deep-frozen when loaded: stores copy on write). */
export interface EnvironmentData {
  subscribers: Subscriber[];
  integrations: Integration[];
  workflows: Workflow[];
  messages: Message[];
  notifications: ActivityNotification[];
  /** Subscribers' channel preferences (fixture files and older snapshots have none). */
  preferences?: PreferenceRecord[];
  /** Topics and their subscriptions (optional files of a fixture set; older snapshots have none). */
  topics?: Topic[];
  topicSubscriptions?: TopicSubscription[];
  /** The API's tenants (an optional file of a fixture set; older snapshots have none). */
  tenants?: TenantRecord[];
  /** Workflow groups; absent (fixture sets and older snapshots), they come from what the workflows name. */
  notificationGroups?: NotificationGroup[];
  /** In-app feeds (none unless created through the API). */
  feeds?: Feed[];
  /** What providers received, oldest first (only snapshots have it). */
  outbox?: OutboxDelivery[];
}

/** A workflow group (the v1 API's notification group): every workflow names one in `_notificationGroupId`. */
export interface NotificationGroup {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** An in-app feed: a step's template may name one (`_feedId`). `identifier` is the name it was created with. */
export interface Feed {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  name: string;
  identifier: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * Everything the fixtures hold: the records of every environment, the organizations and their
 * (organization-wide) environment variables. Deep-frozen once loaded; environments copy on write.
 */
export interface Seed extends EnvironmentData {
  organizations: OrganizationSeed[];
  environmentVariables: EnvironmentVariable[];
}
