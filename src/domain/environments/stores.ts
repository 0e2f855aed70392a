import { ActivityStore } from '../activity/index.js';
import { AgentConversations, AgentStore } from '../agents/index.js';
import { ChannelStores } from '../channel-endpoints/index.js';
import { ChangeStore } from '../changes/index.js';
import { DomainRouteStore, DomainStore } from '../domains/index.js';
import { ContextStore } from '../contexts/index.js';
import { FeedStore } from '../feeds/index.js';
import { InboxSessions } from '../inbox/index.js';
import { IntegrationStore } from '../integrations/index.js';
import { LayoutStore } from '../layouts/index.js';
import { MessageStore, type InboxListener } from '../messages/index.js';
import { NotificationGroupStore } from '../notification-groups/index.js';
import { Outbox, type OutboxOptions } from '../outbox/index.js';
import { PreferenceStore, type SubscriberPreferences } from '../preferences/index.js';
import { keptBytes, StoreBudget, type EnvironmentInfo, type EnvironmentTime, type LimitPort, type MockWideBudget, type PayloadValidator, type StoreLimits } from '../shared/index.js';
import { SubscriberCredentials, SubscriberStore, type Subscriber } from '../subscribers/index.js';
import { TenantStore } from '../tenants/index.js';
import { TopicStore, TopicSubscriptions } from '../topics/index.js';
import { environmentResources, layoutResource, TranslationStore, type TranslatableResources } from '../translations/index.js';
import { Delivery, JobFactory, StepRunner, TriggerService } from '../trigger/index.js';
import { WorkflowOverrideStore } from '../workflow-overrides/index.js';
import { WorkflowStore } from '../workflows/index.js';

/** The stores of one environment, and the services that span them. */
export interface EnvironmentStores {
  readonly subscribers: SubscriberStore;
  /** Subscribers' chat and push credentials. */
  readonly credentials: SubscriberCredentials;
  readonly integrations: IntegrationStore;
  readonly workflows: WorkflowStore;
  readonly messages: MessageStore;
  readonly activity: ActivityStore;
  /** Subscribers' channel preferences; triggers skip the channels they turned off. */
  readonly preferences: PreferenceStore;
  /** Topics, and the subscriptions that make a trigger to a topic reach its subscribers. */
  readonly topics: TopicStore;
  readonly topicSubscriptions: TopicSubscriptions;
  /** The API's tenants (`/v1/tenants`), which triggers name. */
  readonly tenants: TenantStore;
  /** Per tenant, whether a workflow runs and its channel settings (`/v1/workflow-overrides`). */
  readonly workflowOverrides: WorkflowOverrideStore;
  /** The contexts (`/v2/contexts`) that triggers, sessions, preferences and subscriptions name by key. */
  readonly contexts: ContextStore;
  /** Workflow groups (`_notificationGroupId`), and in-app feeds (a step template's `_feedId`). */
  readonly notificationGroups: NotificationGroupStore;
  readonly feeds: FeedStore;
  /** The writes to workflows, groups and feeds kept to be promoted to the child environment (`/v1/changes`). */
  readonly changes: ChangeStore;
  /** Translations per resource and locale (`/v2/translations`), which delivery reads. */
  readonly translations: TranslationStore;
  /** The workflows (and layouts) translations may belong to, as the translation API finds them. */
  readonly translatableResources: TranslatableResources;
  readonly triggers: TriggerService;
  /** What the email, SMS, push and chat providers would have received. */
  readonly outbox: Outbox;
  /** Subscribers' channel connections and endpoints (`/v1/channel-connections`, `/v1/channel-endpoints`), where chat goes. */
  readonly channels: ChannelStores;
  /** The Inbox session tokens issued for this environment's subscribers (gone at a reset). */
  readonly inboxSessions: InboxSessions;
  /** Inbound-email domains (`/v1/domains`) with their simulated DNS, and their routes. */
  readonly domains: DomainStore;
  readonly domainRoutes: DomainRouteStore;
  /** What the API may still add to this environment before its next reset. */
  readonly budget: StoreBudget;
  /** Conversational agents, their integration links, and their conversations (whose replies reach the outbox). */
  readonly agents: AgentStore;
  readonly conversations: AgentConversations;
  /** Email layouts (`/v2/layouts`): an email step's layout wraps what it delivers. */
  readonly layouts: LayoutStore;
}

/** What an environment's stores are built from. */
export interface StoreParts {
  info: EnvironmentInfo;
  /** This environment's own clock and the ids stamped with its time. */
  time: EnvironmentTime;
  /** Checks workflows' payload schemas when written, and trigger payloads against them. */
  payloads: PayloadValidator;
  limits: { values: StoreLimits; port: LimitPort; mockWide?: MockWideBudget };
  /** Hears new in-app messages and their changes (real time). */
  inboxListener: InboxListener;
  outbox: OutboxOptions;
  /** Hears that steps of code workflows wait for their bridge. */
  onBridgeWork: () => void;
  /** One subscriber's preferences: the step runner asks which channels it turned off. */
  preferencesOf: (subscriber: Subscriber) => SubscriberPreferences;
}

/**
 * Builds every store of one environment and hands each the stores it reads. Each write the API may grow is
 * charged to the budget, which counts the stores' records (read when a write is charged: it exists by then).
 * The step runner, which runs what triggers leave waiting, stays the environment's own.
 */
export function wireStores({ info, time, payloads, limits, inboxListener, outbox: outboxOptions, onBridgeWork, preferencesOf }: StoreParts): {
  stores: EnvironmentStores;
  runner: StepRunner;
} {
  const scope = { _organizationId: info._organizationId, _environmentId: info._id };
  const chargeBytes = (change: unknown, what: string) => budget.spend({ bytes: keptBytes(change) }, what);
  // The budget is made below (it counts the stores' records); the changes reach it when a write is charged.
  const changes: ChangeStore = new ChangeStore(scope, time.clock, time.ids, {
    spend: (cost, what): void => budget.spend(cost, what),
    atomically: <T>(write: () => T): T => budget.atomically(write),
  });
  const workflows = new WorkflowStore(changes);
  const subscribers = new SubscriberStore(scope, time.clock, time.ids);
  const integrations = new IntegrationStore(scope, time.ids, chargeBytes);
  const credentials = new SubscriberCredentials(subscribers, integrations, info._id);
  const channels = new ChannelStores(scope, time.clock, time.ids, { integrations, subscribers }, chargeBytes);
  const inboxSessions = new InboxSessions(info._id);
  const preferences = new PreferenceStore(scope, time.clock, time.ids);
  const messages = new MessageStore(subscribers, time.clock, inboxListener);
  const activity = new ActivityStore(subscribers, workflows);
  const outbox = new Outbox(outboxOptions.size, outboxOptions.onDelivered);
  const counts = () => ({ subscribers: subscribers.size, notifications: activity.size, messages: messages.size });
  const budget = new StoreBudget(limits.values, limits.port, info._id, counts, limits.mockWide);
  const topics = new TopicStore(scope, time.clock, time.ids, (bytes, what) => budget.spend({ bytes }, what));
  const tenants = new TenantStore(scope, time.clock, time.ids, chargeBytes);
  const workflowOverrides = new WorkflowOverrideStore(scope, time.clock, time.ids, chargeBytes);
  const contexts = new ContextStore(scope, time.clock, time.ids, chargeBytes);
  const notificationGroups = new NotificationGroupStore(scope, time.clock, time.ids, chargeBytes, changes);
  const feeds = new FeedStore(scope, time.clock, time.ids, chargeBytes, changes);
  const topicSubscriptions = new TopicSubscriptions(topics, subscribers, workflows, contexts);
  const domains = new DomainStore(scope, time, chargeBytes);
  const domainRoutes = new DomainRouteStore(domains, time, chargeBytes);
  const jobs = new JobFactory(time);
  const layouts = new LayoutStore(scope, time.clock, time.ids, chargeBytes);
  const translations = new TranslationStore(scope, time.clock, time.ids, chargeBytes);
  const translatableResources = environmentResources(workflows, (ref) => {
    const layout = layouts.find(ref);
    return layout && layoutResource(layout);
  });
  const delivery = new Delivery({ integrations, messages, outbox, layouts, translations, channels }, jobs, time.ids);
  const runner = new StepRunner(time.clock, jobs, delivery, time.ids, (workflow, subscriber, channel, contextKeys) => preferencesOf(subscriber).inContext(contextKeys).turnedOff(workflow, channel), onBridgeWork, (visit) => activity.visitNewestFirst(visit));
  const triggers = new TriggerService(
    { subscribers, workflows, activity, topics, tenants, workflowOverrides, contexts },
    scope,
    { ids: time.ids, jobs, runner, payloads, budget, credentials },
  );
  const agents = new AgentStore(scope, time.clock, time.ids, { integrations: () => integrations.list(), production: info.name === 'Production' }, chargeBytes);
  const conversations = new AgentConversations(agents, { clock: time.clock, ids: time.ids, deliver: (delivery) => outbox.add(delivery), environmentId: info._id });
  const stores = { agents, conversations, subscribers, credentials, integrations, workflows, messages, activity, preferences, topics, topicSubscriptions, tenants, workflowOverrides, contexts, notificationGroups, feeds, changes, triggers, outbox, inboxSessions, budget, layouts, translations, translatableResources, channels, domains, domainRoutes };
  return { stores, runner };
}
