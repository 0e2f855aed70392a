import type { ActivityNotification } from './activity/types.js';
import type { Feed } from './feeds/types.js';
import type { Integration } from './integrations/types.js';
import type { Message } from './messages/types.js';
import type { NotificationGroup } from './notification-groups/types.js';
import type { OutboxDelivery } from './outbox/delivery.js';
import type { OrganizationSeed } from './organization-seed.js';
import type { PreferenceRecord } from './preferences/types.js';
import type { Subscriber } from './subscribers/types.js';
import type { TenantRecord } from './tenants/types.js';
import type { Topic, TopicSubscription } from './topics/types.js';
import type { EnvironmentVariable } from './variables/types.js';
import type { Workflow } from './workflows/types.js';

export type { EnvironmentSeed, OrganizationBranding, OrganizationSeed } from './organization-seed.js';
export type { Json, JsonObject, Channel, ChannelSwitches } from './shared/records.js';
export type { ChannelCredentials, ChannelSettings, Subscriber } from './subscribers/types.js';
export type { Integration } from './integrations/types.js';
export type { Message } from './messages/types.js';
export type { ReservedContext, NotificationTrigger, Workflow } from './workflows/types.js';
export type { ActivityNotification } from './activity/types.js';
export type { VariableValue, EnvironmentVariable } from './variables/types.js';
export type { Topic, TopicSubscription } from './topics/types.js';
export type { TenantRecord } from './tenants/types.js';
export type { WeekDay, DaySchedule, DeliverySchedule, PreferenceRecord } from './preferences/types.js';
export type { NotificationGroup } from './notification-groups/types.js';
export type { Feed } from './feeds/types.js';

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

/**
 * Everything the fixtures hold: the records of every environment, the organizations and their
 * (organization-wide) environment variables. Deep-frozen once loaded; environments copy on write.
 */
export interface Seed extends EnvironmentData {
  organizations: OrganizationSeed[];
  environmentVariables: EnvironmentVariable[];
}
