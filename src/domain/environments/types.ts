import type { ActivityNotification } from '../activity/index.js';
import type { AgentLinkRecord, AgentRecord, ConversationRecord } from '../agents/index.js';
import type { ChangeRecord } from '../changes/index.js';
import type { DomainRecord, DomainRouteRecord } from '../domains/index.js';
import type { ChannelConnection, ChannelEndpoint } from '../channel-endpoints/index.js';
import type { ContextRecord } from '../contexts/index.js';
import type { Feed } from '../feeds/index.js';
import type { Integration } from '../integrations/index.js';
import type { Layout } from '../layouts/index.js';
import type { Message } from '../messages/index.js';
import type { NotificationGroup } from '../notification-groups/index.js';
import type { OutboxDelivery } from '../outbox/index.js';
import type { OrganizationSeed } from '../shared/types.js';
import type { EnvironmentProfile } from './profile.js';
import type { PreferenceRecord } from '../preferences/index.js';
import type { Subscriber } from '../subscribers/index.js';
import type { TenantRecord } from '../tenants/index.js';
import type { Topic, TopicSubscription } from '../topics/index.js';
import type { TranslationRecord } from '../translations/index.js';
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
  /** Agents, their links to integrations, and their conversations (only snapshots have them). */
  agents?: AgentRecord[];
  agentIntegrations?: AgentLinkRecord[];
  agentConversations?: ConversationRecord[];
  /** Email layouts (none unless created through the API, a fixture or a snapshot). */
  layouts?: Layout[];
  /** Translations per resource and locale (none unless written through the API, or a snapshot's). */
  translations?: TranslationRecord[];
  /** Subscribers' channel connections and endpoints (only snapshots have them). */
  channelConnections?: ChannelConnection[];
  channelEndpoints?: ChannelEndpoint[];
  /** What providers received, oldest first (only snapshots have it). */
  outbox?: OutboxDelivery[];
  /** Delays, digest windows and bridge steps still waiting (only snapshots have it). */
  waiting?: WaitingRecord[];
  /** Inbound-email domains with their simulated DNS, and their routes (only snapshots have them). */
  domains?: DomainRecord[];
  domainRoutes?: DomainRouteRecord[];
}

/**
 * Everything the fixtures hold: the records of every environment, the organizations and their
 * (organization-wide) environment variables. Deep-frozen once loaded; environments copy on write.
 */
export interface Seed extends EnvironmentData {
  organizations: OrganizationSeed[];
  environmentVariables: EnvironmentVariable[];
}

export interface CreateEnvironmentInput {
  name: string;
  color: string;
  /** Accepted and ignored, as the real controller does (it does not pass it on). */
  parentId?: string;
}

export interface UpdateEnvironmentInput {
  name?: string;
  identifier?: string;
  parentId?: string;
  color?: string;
  dns?: { inboundParseDomain?: string };
  bridge?: { url?: string };
}

/** A new environment as `POST /v1/environments` answers it: its API key masked, as every list of keys here. */
export type CreatedEnvironment = EnvironmentProfile & { apiKeys: { key: string; _userId: string }[] };

/** `POST`, `PUT` and `DELETE /v1/environments` on the caller's organization. */
export interface EnvironmentWrites {
  create(input: CreateEnvironmentInput): CreatedEnvironment;
  update(environmentId: string, input: UpdateEnvironmentInput): EnvironmentProfile;
  remove(environmentId: string): void;
}
