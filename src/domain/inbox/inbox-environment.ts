import type { ContextStore } from '../contexts/index.js';
import type { ActivityStore } from '../activity/index.js';
import type { FeedStore } from '../feeds/index.js';
import type { IntegrationStore } from '../integrations/index.js';
import type { MessageStore } from '../messages/index.js';
import type { EnvironmentInfo, EnvironmentTime, StoreBudget } from '../shared/index.js';
import type { SubscriberPreferences } from '../preferences/index.js';
import type { CreateSubscriberInput, SubscriberStore, Subscriber } from '../subscribers/index.js';
import type { WorkflowStore } from '../workflows/index.js';
import type { InboxSessions } from './sessions.js';

/**
 * What the Inbox and the widget use of their environment: its stores, its sessions and its subscriber
 * write (charged to the budget). An `Environment` is one; the Inbox does not know how it is built.
 */
export interface InboxEnvironment {
  readonly id: string;
  readonly info: EnvironmentInfo;
  readonly time: EnvironmentTime;
  readonly subscribers: SubscriberStore;
  readonly messages: MessageStore;
  readonly workflows: WorkflowStore;
  readonly feeds: FeedStore;
  readonly activity: ActivityStore;
  readonly integrations: IntegrationStore;
  readonly inboxSessions: InboxSessions;
  /** The contexts a session names are found or created (`/v2/contexts`). */
  readonly contexts: ContextStore;
  /** What the environment may still keep: an action's payload is charged to it. */
  readonly budget: StoreBudget;
  createSubscriber(input: CreateSubscriberInput, failIfExists: boolean): { subscriber: Subscriber; created: boolean };
  /** One subscriber's preferences (the session reads and sets its delivery schedule). */
  preferencesOf(subscriber: Subscriber): SubscriberPreferences;
}
