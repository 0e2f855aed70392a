/**
 * Entity shapes. Records are stored in the spec's wire shape (see openapi/notification-api.yaml),
 * so presenting one is a copy, and a fixture record is checked against the same schema.
 */
import type { PreferenceRecord } from './preferences/store.js';
import type { ActivityNotification, EnvironmentVariable, Message, Workflow } from './records.js';
import type { Topic, TopicSubscription } from './topic-records.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

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

export type IntegrationChannel = 'in_app' | 'email' | 'sms' | 'chat' | 'push';

export interface Integration {
  _id: string;
  _environmentId: string;
  _organizationId: string;
  name: string;
  identifier: string;
  providerId: string;
  channel?: IntegrationChannel;
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

export interface EnvironmentSeed {
  _id: string;
  name: string;
  apiKeys: string[];
  /** Public: what a frontend's Inbox sends to open a subscriber session in this environment. */
  applicationIdentifier: string;
}

export interface OrganizationSeed {
  _id: string;
  name: string;
  environments: EnvironmentSeed[];
}

/** Everything the fixtures hold. Deep-frozen once loaded; environments copy on write (domain/frozen.ts). */
export interface Seed {
  organizations: OrganizationSeed[];
  subscribers: Subscriber[];
  integrations: Integration[];
  workflows: Workflow[];
  messages: Message[];
  notifications: ActivityNotification[];
  environmentVariables: EnvironmentVariable[];
  /** Subscribers' channel preferences (a snapshot's; fixture files have none). */
  preferences?: PreferenceRecord[];
  /** Topics and their subscriptions (optional files of a fixture set). */
  topics?: Topic[];
  topicSubscriptions?: TopicSubscription[];
}
