import type { ActivityNotification } from '../activity/index.js';
import type { ChangeRecord } from '../changes/index.js';
import type { ContextRecord } from '../contexts/index.js';
import type { Feed } from '../feeds/index.js';
import type { Integration } from '../integrations/index.js';
import type { Message } from '../messages/index.js';
import type { NotificationGroup } from '../notification-groups/index.js';
import type { OutboxDelivery } from '../outbox/index.js';
import type { OrganizationSeed } from '../shared/types.js';
import type { PreferenceRecord } from '../preferences/index.js';
import type { Subscriber } from '../subscribers/index.js';
import type { TenantRecord } from '../tenants/index.js';
import type { Topic, TopicSubscription } from '../topics/index.js';
import type { EnvironmentVariable } from '../variables/index.js';
import type { WorkflowOverride } from '../workflow-overrides/index.js';
import type { WaitingRecord } from '../trigger/index.js';
import type { Workflow } from '../workflows/index.js';

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
  /** Per tenant, whether a workflow runs and its channel settings (only snapshots have them). */
  workflowOverrides?: WorkflowOverride[];
  /** The contexts of `/v2/contexts` (only snapshots have them). */
  contexts?: ContextRecord[];
  /** Workflow groups; absent (fixture sets and older snapshots), they come from what the workflows name. */
  notificationGroups?: NotificationGroup[];
  /** In-app feeds (none unless created through the API). */
  feeds?: Feed[];
  /** Changes to promote to the child environment, and those promoted (none unless written through the API). */
  changes?: ChangeRecord[];
  /** What providers received, oldest first (only snapshots have it). */
  outbox?: OutboxDelivery[];
  /** Delays, digest windows and bridge steps still waiting (only snapshots have it). */
  waiting?: WaitingRecord[];
}

/**
 * Everything the fixtures hold: the records of every environment, the organizations and their
 * (organization-wide) environment variables. Deep-frozen once loaded; environments copy on write.
 */
export interface Seed extends EnvironmentData {
  organizations: OrganizationSeed[];
  environmentVariables: EnvironmentVariable[];
}
