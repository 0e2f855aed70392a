import { NotFoundError, type ChannelSwitches } from '../shared/index.js';
import type { DeliverySchedule } from './types.js';
import { type Workflow, type Severity, inboxWorkflowOf } from '../workflows/index.js';
import type { PreferenceChange, PreferenceEnvironment, SubscriberPreferences, WorkflowPreference } from './subscriber-preferences.js';

export type Criticality = 'critical' | 'nonCritical' | 'all';

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
  schedule?: DeliverySchedule;
  workflow?: Record<string, unknown>;
}

/** Whether a workflow's preference passes the list's filter (the Inbox's and the API key's lists). */
export function preferenceFilterOf(filter: InboxPreferenceFilter) {
  const criticality = filter.criticality ?? 'nonCritical';
  return (w: Workflow): boolean =>
    (criticality === 'all' || (criticality === 'critical') === (w.critical === true)) &&
    (!filter.tags?.length || filter.tags.some((t) => w.tags.includes(t))) &&
    (!filter.severity?.length || filter.severity.includes((w.severity as Severity | undefined) ?? 'none'));
}

const templateLevel = ({ workflow, preference }: WorkflowPreference): InboxPreference => ({
  level: 'template',
  enabled: preference.enabled,
  channels: preference.channels,
  workflow: inboxWorkflowOf(workflow),
});

/** The session subscriber's preferences as the Inbox reads and changes them. */
export class InboxPreferences {
  readonly #preferences: SubscriberPreferences;

  constructor(environment: PreferenceEnvironment, subscriberId: string) {
    const subscriber = environment.subscribers.find(subscriberId);
    if (!subscriber) throw new NotFoundError(`Subscriber ${subscriberId} not found`);
    this.#preferences = environment.preferencesOf(subscriber);
  }

  global(): InboxPreference {
    return { level: 'global', ...this.#preferences.global() };
  }

  /** The global preference first, then one per workflow that passes the filter. */
  list(filter: InboxPreferenceFilter): InboxPreference[] {
    const workflows = this.#preferences.workflows().filter(preferenceFilterOf(filter));
    return [this.global(), ...workflows.map((workflow) => templateLevel({ workflow, preference: this.#preferences.forWorkflow(workflow) }))];
  }

  updateGlobal(change: PreferenceChange): InboxPreference {
    return { level: 'global', ...this.#preferences.updateGlobal(change) };
  }

  updateWorkflow(workflowIdOrIdentifier: string, change: ChannelSwitches): InboxPreference {
    return templateLevel(this.#preferences.updateWorkflow(workflowIdOrIdentifier, change));
  }

  updateWorkflows(changes: (ChannelSwitches & { workflowId: string })[]): InboxPreference[] {
    return this.#preferences.updateWorkflows(changes).map(templateLevel);
  }
}
