import { subscriberWithIdNotFound, type Subscriber } from '../subscribers/index.js';
import { InboxPreferences, preferenceFilterOf, type Criticality, type InboxPreference } from './inbox-preferences.js';
import type { Channel, ChannelSwitches } from '../shared/index.js';
import type { DeliverySchedule } from './types.js';
import { type Workflow, workflowSummary } from '../workflows/index.js';
import type { ResolvedPreference } from './resolve.js';
import type { GlobalPreference, PreferenceEnvironment, SubscriberPreferences } from './subscriber-preferences.js';

/** A workflow's preference as `GET /v2/subscribers/{id}/preferences` shows it. */
export interface SubscriberWorkflowPreference {
  enabled: boolean;
  channels: ChannelSwitches;
  /** The channels the subscriber's own choice decides (globally or for this workflow). */
  overrides: { channel: Channel; source: 'subscriber' }[];
  workflow: { slug: string; identifier: string; name: string; updatedAt: string };
  updatedAt?: string;
}

export interface SubscriberPreferencesView {
  global: GlobalPreference;
  workflows: SubscriberWorkflowPreference[];
}

export interface PreferencesUpdate {
  channels?: ChannelSwitches;
  /** A workflow's `_id` or trigger identifier; without it the global preference changes. */
  workflowId?: string;
  /** The global delivery schedule (ignored with `workflowId`: a schedule belongs to the global preference). */
  schedule?: DeliverySchedule;
}

/**
 * A subscriber's preferences as the API-key routes read and change them: the same records the Inbox and
 * the trigger use, only shown in the shape of `/v2/subscribers/{subscriberId}/preferences`.
 */
export class ApiKeyPreferences {
  readonly #subscriber: Subscriber;
  readonly #preferences: SubscriberPreferences;

  constructor(
    private readonly environment: PreferenceEnvironment,
    subscriberId: string,
  ) {
    const subscriber = environment.subscribers.find(subscriberId);
    if (!subscriber) throw subscriberWithIdNotFound(subscriberId);
    this.#subscriber = subscriber;
    this.#preferences = environment.preferencesOf(subscriber);
  }

  /** The global preference and one per active workflow of that criticality (non-critical ones by default). */
  list(criticality: Criticality = 'nonCritical'): SubscriberPreferencesView {
    const workflows = this.#preferences.workflows().filter(preferenceFilterOf({ criticality }));
    return { global: this.#preferences.global(), workflows: workflows.map((w) => this.#show(w, this.#preferences.forWorkflow(w))) };
  }

  /** One workflow's channels, or the global channels and schedule; answers with the whole list as the real service does. */
  update({ channels = {}, workflowId, schedule }: PreferencesUpdate): SubscriberPreferencesView {
    if (workflowId !== undefined) this.#preferences.updateWorkflow(workflowId, channels);
    else this.#preferences.updateGlobal({ ...channels, ...(schedule === undefined ? {} : { schedule }) });
    return this.list();
  }

  /** Several workflows at once (all or nothing), answered as the Inbox's bulk update answers. */
  bulkUpdate(items: { workflowId: string; channels: ChannelSwitches }[]): InboxPreference[] {
    return new InboxPreferences(this.environment, this.#subscriber.subscriberId).updateWorkflows(items.map(({ workflowId, channels }) => ({ ...channels, workflowId })));
  }

  #show(workflow: Workflow, preference: ResolvedPreference): SubscriberWorkflowPreference {
    const summary = workflowSummary(workflow, this.environment.activity);
    const record = this.environment.preferences.find(this.#subscriber._id, workflow._id);
    const overrides = Object.entries(preference.decidedBy)
      .filter(([, level]) => level !== 'workflow')
      .map(([channel]) => ({ channel: channel as Channel, source: 'subscriber' as const }));
    return {
      enabled: preference.enabled,
      channels: preference.channels,
      overrides,
      workflow: { slug: summary.slug, identifier: summary.workflowId, name: workflow.name, updatedAt: summary.updatedAt },
      ...(record ? { updatedAt: record.updatedAt } : {}),
    };
  }
}
