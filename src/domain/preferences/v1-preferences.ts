import { NotFoundError, type Channel, type ChannelSwitches, type JsonObject } from '../shared/index.js';
import { subscriberWithIdNotFound, type Subscriber } from '../subscribers/index.js';
import type { DeliverySchedule } from './types.js';
import type { NotificationTrigger, Severity, Workflow } from '../workflows/index.js';
import { channelChoice, channelsOfWorkflow, globalChannels, overridesOf } from './resolve.js';
import { PREFERENCE_CHANNELS } from './store.js';
import type { PreferenceEnvironment, SubscriberPreferences } from './subscriber-preferences.js';
import { ofCriticality, workflowTimes } from './workflow-lists.js';

/** The levels `GET /v1/subscribers/{id}/preferences/{parameter}` reads. */
export type PreferenceLevel = 'global' | 'template';

/** A workflow's preference as the v1 routes list it. */
export interface V1WorkflowPreference {
  template: {
    _id: string;
    name: string;
    tags: string[];
    critical: boolean;
    triggers: NotificationTrigger[];
    data?: JsonObject;
    updatedAt: string;
    createdAt: string;
    severity: Severity;
  };
  preference: { enabled: boolean; channels: ChannelSwitches; overrides: { channel: Channel; source: 'subscriber' }[]; updatedAt?: string };
  type: 'SUBSCRIBER_WORKFLOW';
}

export interface V1GlobalPreference {
  preference: { enabled: boolean; channels: ChannelSwitches; schedule?: DeliverySchedule };
}

/** What `PATCH /v1/subscribers/{id}/preferences/{templateId}` answers. */
export interface V1UpdatedWorkflowPreference {
  preference: { enabled: boolean; channels: ChannelSwitches };
  template: { _id: string; name: string; critical: boolean; tags: string[]; data?: JsonObject; triggers: { identifier: string; type: 'event'; variables: [] }[] };
}

const MISSING: Record<PreferenceLevel | 'update', (subscriberId: string) => NotFoundError> = {
  template: (subscriberId) => new NotFoundError(`Subscriber with id: ${subscriberId} not found`),
  global: (subscriberId) => new NotFoundError(`Subscriber ${subscriberId} not found`),
  update: subscriberWithIdNotFound,
};

/**
 * The v1 bodies: a channel of a workflow, or a list of global channels. Today's real controllers pass on the
 * channels only: an `enabled` sent beside them is accepted and changes nothing.
 */
export interface V1WorkflowChange {
  channel?: { type: Channel; enabled: boolean };
}
export interface V1GlobalChange {
  preferences?: { type: Channel; enabled: boolean }[];
}

/**
 * One subscriber's preferences as the v1 API (`@novu/node`) and the legacy widget read and change them: the records
 * the Inbox, `/v2/subscribers/{id}/preferences` and the trigger use, in the v1 controller's shapes. Each read says
 * whether it shows every channel (`includeInactiveChannels`) or only those the workflows' active steps use; each
 * update answers with the active ones, as today's real controllers ask.
 */
export class V1Preferences {
  readonly #preferences: SubscriberPreferences;

  private constructor(
    private readonly environment: PreferenceEnvironment,
    private readonly subscriber: Subscriber,
  ) {
    this.#preferences = environment.preferencesOf(subscriber);
  }

  /**
   * The subscriber's preferences for a read of that level, or for an update. An unknown subscriber is a 404
   * whose words differ, as in the real service: its v1 reads and its preference update are different use cases.
   */
  static of(environment: PreferenceEnvironment, subscriberId: string, use: PreferenceLevel | 'update'): V1Preferences {
    const subscriber = environment.subscribers.find(subscriberId);
    if (!subscriber) throw MISSING[use](subscriberId);
    return new V1Preferences(environment, subscriber);
  }

  /** One preference per active, non-critical workflow (of the first 200 active ones), in the order they were made. */
  list(includeInactiveChannels: boolean): V1WorkflowPreference[] {
    return this.#preferences
      .workflows()
      .filter(ofCriticality('nonCritical'))
      .map((workflow) => {
        const channels = this.#channels(workflow, includeInactiveChannels);
        const record = this.#preferences.recordFor(workflow);
        const preference = { enabled: true, channels, overrides: overridesOf(channels), ...(record ? { updatedAt: record.updatedAt } : {}) };
        return { template: templateOf(workflow), preference, type: 'SUBSCRIBER_WORKFLOW' as const };
      });
  }

  /** The global preference: every channel, or those the active workflows use (critical ones too). */
  global(includeInactiveChannels: boolean): V1GlobalPreference {
    const shown = this.#preferences.global();
    if (!includeInactiveChannels) return { preference: shown };
    return { preference: { ...shown, channels: globalChannels(this.environment.preferences.find(this.subscriber._id), PREFERENCE_CHANNELS) } };
  }

  /** `GET .../preferences/{level}`: the global preference alone, or the workflows' list. */
  byLevel(level: PreferenceLevel, includeInactiveChannels: boolean): (V1GlobalPreference | V1WorkflowPreference)[] {
    return level === 'global' ? [this.global(includeInactiveChannels)] : this.list(includeInactiveChannels);
  }

  /** The global channels listed (the last entry of a channel wins); answers with the channels the active workflows use. */
  updateGlobal({ preferences = [] }: V1GlobalChange): { preference: { enabled: boolean; channels: ChannelSwitches } } {
    const { channels, enabled } = this.#preferences.updateGlobal(Object.fromEntries(preferences.map((p) => [p.type, p.enabled])));
    return { preference: { channels, enabled } };
  }

  /**
   * One channel of a workflow (its `_id` or trigger identifier); without a channel the subscriber's preference for
   * the workflow is still recorded. Answers with the channels the workflow's active steps use.
   */
  updateWorkflow(workflowId: string, { channel }: V1WorkflowChange): V1UpdatedWorkflowPreference {
    const { workflow, preference } = this.#preferences.updateWorkflow(workflowId, channel ? { [channel.type]: channel.enabled } : {});
    const { _id, name, critical, tags, data } = templateOf(workflow);
    return {
      preference: { channels: preference.channels, enabled: true },
      template: { _id, name, critical, tags, ...(data ? { data } : {}), triggers: [{ identifier: workflow.triggers[0]?.identifier ?? workflow._id, type: 'event', variables: [] }] },
    };
  }

  /** Every channel with the subscriber's choice, or only the workflow's own (its active steps'). */
  #channels(workflow: Workflow, includeInactiveChannels: boolean): ChannelSwitches {
    const shown = includeInactiveChannels ? PREFERENCE_CHANNELS : channelsOfWorkflow(workflow);
    const records = this.environment.preferences;
    const global = records.find(this.subscriber._id);
    const own = records.find(this.subscriber._id, workflow._id);
    return Object.fromEntries(shown.map((c) => [c, channelChoice(workflow, global, own, c).on]));
  }
}

/** A workflow as the real v1 lists show it (its `mapTemplateConfiguration`). */
function templateOf(workflow: Workflow): V1WorkflowPreference['template'] {
  return {
    _id: workflow._id,
    name: workflow.name,
    tags: workflow.tags ?? [],
    critical: workflow.critical === true,
    triggers: workflow.triggers,
    ...(isObject(workflow.data) ? { data: workflow.data } : {}),
    ...workflowTimes(workflow),
    severity: (workflow.severity as Severity | undefined) ?? 'none',
  };
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
