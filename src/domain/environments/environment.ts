import { ActivityStore } from '../activity/index.js';
import { SubscriberCredentials, type CredentialsInput, type CredentialsMode, type Subscriber, bulkUpsertSubscribers, patchSubscriber, removeSubscriber, type BulkSubscriberResult, type SubscriberPatch, checkSubscriberInput, SubscriberStore, type CreateSubscriberInput } from '../subscribers/index.js';
import type { CreateVariableInput, EnvironmentVariableStore, VariableInput, EnvironmentVariable } from '../variables/index.js';
import { FeedStore } from '../feeds/index.js';
import { InboxSessions, wakeChanges } from '../inbox/index.js';
import { IntegrationStore } from '../integrations/index.js';
import { MessageStore, NO_INBOX_LISTENER, type InboxListener } from '../messages/index.js';
import type { EnvironmentData } from './types.js';
import { type Workflow, WorkflowStore, previewTarget } from '../workflows/index.js';
import { type EnvironmentInfo, keptBytes, StoreBudget, type LimitPort, type MockWideBudget, type StoreLimits, type EnvironmentTime, type PayloadValidator } from '../shared/index.js';
import { PreferenceStore, SubscriberPreferences } from '../preferences/index.js';
import { Delivery, JobFactory, StepRunner, TriggerService, type PendingRun } from '../trigger/index.js';
import { TenantStore } from '../tenants/index.js';
import { TopicSubscriptions, TopicStore } from '../topics/index.js';
import { NotificationGroupStore } from '../notification-groups/index.js';
import { DEFAULT_OUTBOX_SIZE, Outbox, type OutboxOptions } from '../outbox/index.js';
import { syncCodeWorkflows, type BridgeOutcome } from '../bridge/index.js';

/** The whole state of one environment: every read and write of an API key is scoped to it. */
export class Environment {
  readonly subscribers: SubscriberStore;
  /** Subscribers' chat and push credentials. */
  readonly credentials: SubscriberCredentials;
  readonly integrations: IntegrationStore;
  readonly workflows = new WorkflowStore();
  readonly messages: MessageStore;
  readonly activity: ActivityStore;
  /** Subscribers' channel preferences; triggers skip the channels they turned off. */
  readonly preferences: PreferenceStore;
  /** Topics, and the subscriptions that make a trigger to a topic reach its subscribers. */
  readonly topics: TopicStore;
  readonly topicSubscriptions: TopicSubscriptions;
  /** The API's tenants (`/v1/tenants`), which triggers name. */
  readonly tenants: TenantStore;
  /** Workflow groups (`_notificationGroupId`), and in-app feeds (a step template's `_feedId`). */
  readonly notificationGroups: NotificationGroupStore;
  readonly feeds: FeedStore;
  readonly triggers: TriggerService;
  /** What the email, SMS, push and chat providers would have received. */
  readonly outbox: Outbox;
  /** The Inbox session tokens issued for this environment's subscribers (gone at a reset). */
  readonly inboxSessions: InboxSessions;
  /** What the API may still add to this environment before its next reset. */
  readonly budget: StoreBudget;
  readonly #runner: StepRunner;
  readonly #inboxListener: InboxListener;

  constructor(
    readonly info: EnvironmentInfo,
    /** Organization-wide variables (their values are per environment). */
    readonly environmentVariables: EnvironmentVariableStore,
    /** This environment's own clock and the ids stamped with its time. */
    readonly time: EnvironmentTime,
    /** Checks workflows' payload schemas when written, and trigger payloads against them. */
    readonly payloads: PayloadValidator,
    limits: { values: StoreLimits; port: LimitPort; mockWide?: MockWideBudget },
    /** Hears new in-app messages, their changes, and the end of every session at a reset (real time). */
    inboxListener: InboxListener = NO_INBOX_LISTENER,
    outbox: OutboxOptions = { size: DEFAULT_OUTBOX_SIZE },
    /** Hears that steps of code workflows wait for their bridge (see `bridgeTasks`). */
    onBridgeWork: () => void = () => {},
  ) {
    this.#inboxListener = inboxListener;
    const scope = { _organizationId: info._organizationId, _environmentId: info._id };
    // Read when a write is charged: the budget exists by then.
    const chargeBytes = (change: unknown, what: string) => this.budget.spend({ bytes: keptBytes(change) }, what);
    this.subscribers = new SubscriberStore(scope, time.clock, time.ids);
    this.integrations = new IntegrationStore(scope, time.ids, chargeBytes);
    this.credentials = new SubscriberCredentials(this.subscribers, this.integrations, info._id);
    this.inboxSessions = new InboxSessions(info._id);
    this.preferences = new PreferenceStore(scope, time.clock, time.ids);
    this.messages = new MessageStore(this.subscribers, time.clock, inboxListener);
    this.activity = new ActivityStore(this.subscribers, this.workflows);
    this.outbox = new Outbox(outbox.size, outbox.onDelivered);
    this.budget = new StoreBudget(limits.values, limits.port, info._id, () => ({
      subscribers: this.subscribers.size,
      notifications: this.activity.size,
      messages: this.messages.size,
    }), limits.mockWide);
    this.topics = new TopicStore(scope, time.clock, time.ids, (bytes, what) => this.budget.spend({ bytes }, what));
    this.tenants = new TenantStore(scope, time.clock, time.ids, chargeBytes);
    this.notificationGroups = new NotificationGroupStore(scope, time.clock, time.ids, chargeBytes);
    this.feeds = new FeedStore(scope, time.clock, time.ids, chargeBytes);
    this.topicSubscriptions = new TopicSubscriptions(this.topics, this.subscribers);
    const jobs = new JobFactory(time);
    this.#runner = new StepRunner(time.clock, jobs, new Delivery({ integrations: this.integrations, messages: this.messages, outbox: this.outbox }, jobs, time.ids), time.ids, (workflow, subscriber, channel) =>
      this.preferencesOf(subscriber).turnedOff(workflow, channel),
      onBridgeWork,
    );
    this.triggers = new TriggerService(
      { subscribers: this.subscribers, workflows: this.workflows, activity: this.activity, topics: this.topics, tenants: this.tenants },
      scope,
      { ids: time.ids, jobs, runner: this.#runner, payloads, budget: this.budget, credentials: this.credentials },
    );
  }

  /** Ends snoozes, and finishes delays and digests, whose time the clock has passed (runs before each request). */
  runDueWork(): void {
    if (this.messages.hasSnoozed) {
      const now = this.time.clock.now();
      this.messages.wakeSnoozed(now.getTime(), (message) => wakeChanges(message, now.toISOString()));
    }
    if (this.#runner.pending.length === 0) return;
    this.#runner.runDue(this.budget);
    this.triggers.settle();
  }

  /**
   * `POST /v1/bridge/sync`: a bridge's discover answer becomes the environment's code workflows (`keepOthers`:
   * a trigger's `bridgeUrl` adds its bridge's workflows without deleting those synced from another).
   */
  syncCodeWorkflows(answer: unknown, bridgeUrl: string, keepOthers = false): Workflow[] {
    const scope = { _organizationId: this.info._organizationId, _environmentId: this.info._id };
    return syncCodeWorkflows({ workflows: this.workflows, notificationGroups: this.notificationGroups, budget: this.budget }, answer, bridgeUrl, { scope, time: this.time, keepOthers });
  }

  /** The step `POST /v2/workflows/{workflowId}/step/{stepId}/preview` renders (404 for an unknown workflow or step). */
  previewTarget(workflowId: string, stepId: string) {
    return previewTarget({ workflows: this.workflows, activity: this.activity }, workflowId, stepId);
  }

  /** The steps of code workflows that wait for their bridge to run them. */
  bridgeTasks(): readonly PendingRun[] {
    return this.#runner.bridgeTasks();
  }

  /** Applies a bridge's answer to a waiting step and runs on (see `StepRunner.completeBridge`); false when it no longer waits. */
  completeBridgeTask(task: PendingRun, outcome: BridgeOutcome): boolean {
    const applied = this.#runner.completeBridge(task, outcome, this.budget);
    if (applied) this.triggers.settle();
    return applied;
  }

  /** One subscriber's channel preferences. */
  preferencesOf(subscriber: Subscriber): SubscriberPreferences {
    return new SubscriberPreferences({ preferences: this.preferences, workflows: this.workflows }, subscriber, (change) =>
      this.budget.spend({ bytes: keptBytes(change) }, 'This preference write'),
    );
  }

  get id(): string {
    return this.info._id;
  }

  /** Replaces the whole state with `data`; records are shared until written (copy on write). */
  load(data: EnvironmentData): void {
    this.#runner.clear();
    this.inboxSessions.clear();
    this.subscribers.load(data.subscribers);
    this.integrations.load(data.integrations);
    this.workflows.load(data.workflows);
    this.messages.load(data.messages);
    this.activity.load(data.notifications);
    this.preferences.load(data.preferences ?? []);
    this.topics.load(data.topics ?? [], data.topicSubscriptions ?? []);
    this.tenants.load(data.tenants ?? []);
    this.notificationGroups.load(data.notificationGroups, data.workflows);
    this.feeds.load(data.feeds);
    this.outbox.load(data.outbox ?? []);
    this.budget.restart();
    this.#inboxListener.sessionsEnded();
  }

  /** The current state, as records (for snapshots). */
  exportData(): EnvironmentData {
    return {
      subscribers: this.subscribers.list(),
      integrations: this.integrations.records(),
      workflows: this.workflows.list(),
      messages: this.messages.all(),
      notifications: this.activity.all(),
      preferences: this.preferences.all(),
      topics: this.topics.topics(),
      topicSubscriptions: this.topics.subscriptions(),
      tenants: this.tenants.records(),
      notificationGroups: this.notificationGroups.list(),
      feeds: this.feeds.list(),
      outbox: this.outbox.all(),
    };
  }

  /**
   * The records the environment would hold after `putRecords(data)`, without changing anything (to check
   * a load before it applies). Identity as `putRecords` has it: a subscriber's `subscriberId` or `_id`,
   * every other record's `_id`.
   */
  previewRecords(data: Partial<EnvironmentData>): EnvironmentData {
    const current = this.exportData();
    const byId = <T extends { _id: string }>(existing: T[], added: T[] = []): T[] => {
      if (added.length === 0) return existing;
      const merged = new Map(existing.map((r) => [r._id, r]));
      for (const r of added) merged.set(r._id, r);
      return [...merged.values()];
    };
    const subscribers = new Map(current.subscribers.map((s) => [s._id, s]));
    const bySubscriberId = new Map(current.subscribers.map((s) => [s.subscriberId, s]));
    for (const s of data.subscribers ?? []) {
      const existing = bySubscriberId.get(s.subscriberId) ?? subscribers.get(s._id);
      if (existing) {
        subscribers.delete(existing._id);
        bySubscriberId.delete(existing.subscriberId);
      }
      subscribers.set(s._id, s);
      bySubscriberId.set(s.subscriberId, s);
    }
    return {
      subscribers: [...subscribers.values()],
      integrations: byId(current.integrations, data.integrations),
      workflows: byId(current.workflows, data.workflows),
      messages: byId(current.messages, data.messages),
      notifications: byId(current.notifications, data.notifications),
      topics: byId(current.topics ?? [], data.topics),
      topicSubscriptions: byId(current.topicSubscriptions ?? [], data.topicSubscriptions),
      tenants: byId(current.tenants ?? [], data.tenants),
    };
  }

  /** Adds records, replacing those with the same identity (admin fixtures). */
  putRecords(data: Partial<EnvironmentData>): void {
    for (const r of data.subscribers ?? []) this.subscribers.put(r);
    for (const r of data.integrations ?? []) this.integrations.put(r);
    for (const r of data.workflows ?? []) this.workflows.put(r);
    for (const r of data.messages ?? []) this.messages.put(r);
    for (const r of data.notifications ?? []) this.activity.put(r);
    for (const topic of data.topics ?? []) this.topics.put({ topic });
    for (const subscription of data.topicSubscriptions ?? []) this.topics.put({ subscription });
    for (const tenant of data.tenants ?? []) this.tenants.put(tenant);
  }

  /** `POST /v2/subscribers`: within the budget (a new subscriber, and the bytes of its profile). */
  createSubscriber(input: CreateSubscriberInput, failIfExists: boolean): { subscriber: Subscriber; created: boolean } {
    checkSubscriberInput(input);
    const existing = this.subscribers.find(input.subscriberId.trim());
    // A conflict is answered as such, whatever the budget.
    if (!existing || !failIfExists) this.budget.spend({ subscribers: existing ? 0 : 1, bytes: keptBytes(input) }, 'This subscriber write');
    return this.subscribers.createOrUpdate(input, failIfExists);
  }

  /** `POST /v1/subscribers/bulk`: each item as `POST /v2/subscribers` upserts it, within the budget. */
  bulkUpsertSubscribers(inputs: readonly CreateSubscriberInput[]): BulkSubscriberResult {
    return bulkUpsertSubscribers(inputs, (input) => this.createSubscriber(input, false));
  }

  /**
   * `DELETE /v2/subscribers/{subscriberId}`: the subscriber and all that belongs to it (preferences, messages,
   * topic subscriptions); its waiting steps are cancelled.
   */
  /** `PATCH /v2/subscribers/{subscriberId}`: the fields sent, charged to the budget. */
  patchSubscriber(subscriberId: string, patch: SubscriberPatch): Subscriber {
    return patchSubscriber(this.subscribers, subscriberId, patch, (change) => this.budget.spend({ bytes: keptBytes(change) }, 'This subscriber write'));
  }

  removeSubscriber(subscriberId: string): void {
    const subscriber = removeSubscriber({ subscribers: this.subscribers, messages: this.messages, preferences: this.preferences }, subscriberId);
    if (this.#runner.cancelSubscriber(subscriber._id) > 0) this.triggers.settle();
    this.topics.removeSubscriber(subscriber._id);
  }

  /** `POST /v1/environment-variables`, within the budget (what it sent, at its size in memory). */
  createVariable(input: CreateVariableInput): EnvironmentVariable {
    this.budget.spend({ bytes: keptBytes(input) }, 'This environment variable write');
    return this.environmentVariables.create(input, this.time);
  }

  /** `PATCH /v1/environment-variables/{key}`, within the budget (what it sent, at its size in memory). */
  updateVariable(key: string, input: VariableInput): EnvironmentVariable {
    this.budget.spend({ bytes: keptBytes(input) }, 'This environment variable write');
    return this.environmentVariables.update(key, input, this.time);
  }

  /** Credentials of a subscriber (the API's PATCH and PUT), within the budget (what it sent, at its size in memory). */
  upsertCredentials(subscriberId: string, input: CredentialsInput, mode: CredentialsMode): Subscriber {
    this.budget.spend({ bytes: keptBytes(input) }, 'This credentials write');
    return this.credentials.upsert(subscriberId, input, mode);
  }
}
