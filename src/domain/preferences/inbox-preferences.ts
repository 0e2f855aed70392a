import { NotFoundError, type Channel, type ChannelSwitches, type JsonObject } from '../shared/index.js';
import type { DeliverySchedule } from './types.js';
import { type Workflow, type Severity, inboxWorkflowOf } from '../workflows/index.js';
import { overridesOf } from './resolve.js';
import type { PreferenceChange, PreferenceEnvironment, SubscriberPreferences, WorkflowPreference } from './subscriber-preferences.js';
import { type Criticality, ofCriticality, workflowTimes } from './workflow-lists.js';

export type { Criticality } from './workflow-lists.js';

/** The list's filters, as the real service takes them (`criticality` defaults to non-critical workflows only). */
export interface InboxPreferenceFilter {
  tags?: string[];
  severity?: Severity[];
  criticality?: Criticality;
}

export interface InboxPreference {
  level: 'global' | 'template';
  enabled: boolean;
  channels: ChannelSwitches;
  /** Listed workflows only: each channel shown, named as the subscriber's (see `overridesOf`). */
  overrides?: { channel: Channel; source: 'subscriber' }[];
  /** Listed workflows only: when the subscriber last changed this workflow's preference. */
  updatedAt?: string;
  schedule?: DeliverySchedule;
  workflow?: Record<string, unknown>;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A changed workflow's preference as the real update answers it: its workflow with `data`, no `overrides`. */
const changedTemplate = ({ workflow, preference }: WorkflowPreference): InboxPreference => ({
  level: 'template',
  enabled: true,
  channels: preference.channels,
  workflow: { ...inboxWorkflowOf(workflow), ...(isObject(workflow.data) ? { data: workflow.data } : {}) },
});

/** The session subscriber's preferences as the Inbox reads and changes them. */
export class InboxPreferences {
  readonly #preferences: SubscriberPreferences;

  /**
   * An unknown subscriber is a 404 whose words depend on the use: the real read and update use cases differ.
   * `contextKeys`: the context read and changed, as the real Inbox use cases take an Inbox session's `contextKeys`
   * (none: the default context).
   */
  constructor(environment: PreferenceEnvironment, subscriberId: string, use: 'read' | 'update' = 'read', contextKeys?: readonly string[]) {
    const subscriber = environment.subscribers.find(subscriberId);
    if (!subscriber) throw new NotFoundError(use === 'read' ? `Subscriber ${subscriberId} not found` : `Subscriber with id: ${subscriberId} is not found`);
    this.#preferences = environment.preferencesOf(subscriber).inContext(contextKeys);
  }

  global(): InboxPreference {
    return { level: 'global', ...this.#preferences.global() };
  }

  /**
   * The global preference first, then one per active workflow that passes the filter (of the first 200 the tags and
   * severity select, as the real query reads them), oldest workflow first.
   */
  list({ tags, severity, criticality }: InboxPreferenceFilter): InboxPreference[] {
    const workflows = this.#preferences
      .workflows({ tags, severity })
      .filter(ofCriticality(criticality))
      .map((workflow) => ({ workflow, createdAt: workflowTimes(workflow).createdAt }))
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    return [this.global(), ...workflows.map(({ workflow }) => this.#listed(workflow))];
  }

  updateGlobal(change: PreferenceChange): InboxPreference {
    return { level: 'global', ...this.#preferences.updateGlobal(change) };
  }

  updateWorkflow(workflowIdOrIdentifier: string, change: ChannelSwitches): InboxPreference {
    return changedTemplate(this.#preferences.updateWorkflow(workflowIdOrIdentifier, change));
  }

  updateWorkflows(changes: (ChannelSwitches & { workflowId: string })[]): InboxPreference[] {
    return this.#preferences.updateWorkflows(changes).map(changedTemplate);
  }

  #listed(workflow: Workflow): InboxPreference {
    const { channels } = this.#preferences.forWorkflow(workflow);
    const record = this.#preferences.recordFor(workflow);
    return {
      level: 'template',
      enabled: true,
      channels,
      overrides: overridesOf(channels),
      ...(record ? { updatedAt: record.updatedAt } : {}),
      workflow: inboxWorkflowOf(workflow),
    };
  }
}
