import { BadRequestError, NotFoundError, type Channel, type ChannelSwitches, type JsonObject } from '../shared/index.js';
import { subscriberWithIdNotFound, type Subscriber } from '../subscribers/index.js';
import type { DeliverySchedule } from './types.js';
import type { NotificationTrigger, Workflow } from '../workflows/index.js';
import { channelChoice, channelsOfWorkflow, globalChannels } from './resolve.js';
import { PREFERENCE_CHANNELS } from './store.js';
import type { PreferenceEnvironment, SubscriberPreferences } from './subscriber-preferences.js';

/** The levels `GET /v1/subscribers/{id}/preferences/{parameter}` reads. */
export type PreferenceLevel = 'global' | 'template';

/** Which source decided a channel, as the v1 preference names it. */
export type OverrideSource = 'template' | 'subscriber';

/** A workflow's preference as the v1 routes list it. */
export interface V1WorkflowPreference {
  template: { _id: string; name: string; tags: string[]; critical: boolean; triggers: NotificationTrigger[]; data?: JsonObject };
  preference: { enabled: boolean; channels: ChannelSwitches; overrides: { channel: Channel; source: OverrideSource }[] };
  type: 'SUBSCRIBER_WORKFLOW';
}

export interface V1GlobalPreference {
  preference: { enabled: boolean; channels: ChannelSwitches; schedule?: DeliverySchedule };
}

/** What `PATCH /v1/subscribers/{id}/preferences/{templateId}` answers. */
export interface V1UpdatedWorkflowPreference {
  preference: { enabled: boolean; channels: ChannelSwitches };
  template: { _id: string; name: string; critical: boolean; triggers: { identifier: string; type: 'event'; variables: [] }[] };
}

const MISSING: Record<PreferenceLevel | 'update', (subscriberId: string) => NotFoundError> = {
  template: (subscriberId) => new NotFoundError(`Subscriber with id: ${subscriberId} not found`),
  global: (subscriberId) => new NotFoundError(`Subscriber ${subscriberId} not found`),
  update: subscriberWithIdNotFound,
};

/**
 * The v1 bodies: a channel of a workflow, or a list of global channels. `enabled: false` turns a whole workflow
 * off for the subscriber (the trigger skips its channel steps); the global `enabled` is stored and shown, and,
 * as in the real service, delivery does not read it.
 */
export interface V1WorkflowChange {
  channel?: { type: Channel; enabled: boolean };
  enabled?: boolean;
}
export interface V1GlobalChange {
  preferences?: { type: Channel; enabled: boolean }[];
  enabled?: boolean;
}

/**
 * One subscriber's preferences as the v1 API (`@novu/node`) reads and changes them: the records the Inbox,
 * `/v2/subscribers/{id}/preferences` and the trigger use, in the v1 controller's shapes. By default every
 * channel is shown (`includeInactiveChannels`, the real default); without it only the channels the workflows'
 * active steps use.
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

  /** One preference per active, non-critical workflow (critical ones are not the subscriber's to change). */
  list(includeInactiveChannels = true): V1WorkflowPreference[] {
    return this.#preferences
      .workflows()
      .filter((w) => !w.critical)
      .map((workflow) => {
        const channels: ChannelSwitches = {};
        const overrides: V1WorkflowPreference['preference']['overrides'] = [];
        for (const channel of includeInactiveChannels ? PREFERENCE_CHANNELS : channelsOfWorkflow(workflow)) {
          const choice = this.#choice(workflow, channel);
          channels[channel] = choice.on;
          overrides.push({ channel, source: choice.decidedBy === 'workflow' ? 'template' : 'subscriber' });
        }
        const enabled = this.environment.preferences.find(this.subscriber._id, workflow._id)?.enabled !== false;
        return { template: templateOf(workflow), preference: { enabled, channels, overrides }, type: 'SUBSCRIBER_WORKFLOW' };
      });
  }

  /** The global preference: every channel, or those the active non-critical workflows use. */
  global(includeInactiveChannels = true): V1GlobalPreference {
    const shown = this.#preferences.global();
    if (!includeInactiveChannels) return { preference: shown };
    return { preference: { ...shown, channels: globalChannels(this.environment.preferences.find(this.subscriber._id), PREFERENCE_CHANNELS) } };
  }

  /** `GET .../preferences/{level}`: the global preference alone, or the workflows' list. */
  byLevel(level: PreferenceLevel, includeInactiveChannels = true): (V1GlobalPreference | V1WorkflowPreference)[] {
    return level === 'global' ? [this.global(includeInactiveChannels)] : this.list(includeInactiveChannels);
  }

  /** The global channels listed (the last entry of a channel wins) and `enabled`; answers with every channel, or the active ones. */
  updateGlobal({ preferences = [], enabled }: V1GlobalChange, includeInactiveChannels = true): { preference: { enabled: boolean; channels: ChannelSwitches } } {
    this.#preferences.updateGlobal({ ...Object.fromEntries(preferences.map((p) => [p.type, p.enabled])), ...(enabled === undefined ? {} : { enabled }) });
    const { preference } = this.global(includeInactiveChannels);
    return { preference: { channels: preference.channels, enabled: preference.enabled } };
  }

  /**
   * One channel of a workflow (its `_id` or trigger identifier), and/or the whole of it; answers with every
   * channel of it (or those its active steps use). A change of neither to a preference the subscriber already has
   * is refused, as in the real service.
   */
  updateWorkflow(workflowId: string, { channel, enabled }: V1WorkflowChange, includeInactiveChannels = true): V1UpdatedWorkflowPreference {
    const known = this.#preferences.findWorkflow(workflowId);
    if (known && !channel && enabled === undefined && this.environment.preferences.find(this.subscriber._id, known._id)) {
      throw new BadRequestError('In order to make an update you need to provider channel or enabled');
    }
    const { workflow, preference } = this.#preferences.updateWorkflow(workflowId, channel ? { [channel.type]: channel.enabled } : {}, enabled);
    const shown = includeInactiveChannels ? PREFERENCE_CHANNELS : channelsOfWorkflow(workflow);
    const channels = Object.fromEntries(shown.map((c) => [c, this.#choice(workflow, c).on]));
    const identifier = workflow.triggers[0]?.identifier ?? workflow._id;
    return {
      preference: { channels, enabled: preference.enabled },
      template: { _id: workflow._id, name: workflow.name, critical: workflow.critical === true, triggers: [{ identifier, type: 'event', variables: [] }] },
    };
  }

  #choice(workflow: Workflow, channel: Channel) {
    const records = this.environment.preferences;
    return channelChoice(workflow, records.find(this.subscriber._id), records.find(this.subscriber._id, workflow._id), channel);
  }
}

function templateOf(workflow: Workflow): V1WorkflowPreference['template'] {
  return {
    _id: workflow._id,
    name: workflow.name,
    tags: workflow.tags ?? [],
    critical: workflow.critical === true,
    triggers: workflow.triggers,
    ...(isObject(workflow.data) ? { data: workflow.data } : {}),
  };
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
