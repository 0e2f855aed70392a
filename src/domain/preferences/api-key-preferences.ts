import { checkedContextPayload, contextKeysOf, NotFoundError, type Channel, type ChannelSwitches } from '../shared/index.js';
import { subscriberWithIdNotFound, type Subscriber } from '../subscribers/index.js';
import { InboxPreferences, type InboxPreference } from './inbox-preferences.js';
import type { DeliverySchedule } from './types.js';
import { findWorkflow, type Workflow, workflowSummary } from '../workflows/index.js';
import { overridesOf } from './resolve.js';
import type { GlobalPreference, PreferenceEnvironment, SubscriberPreferences } from './subscriber-preferences.js';
import { type Criticality, ofCriticality } from './workflow-lists.js';

/** A workflow's preference as `GET /v2/subscribers/{id}/preferences` shows it. */
export interface SubscriberWorkflowPreference {
  enabled: boolean;
  channels: ChannelSwitches;
  /** Each channel shown, named as the subscriber's (see `overridesOf`). */
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
  /** The context the change belongs to (its keys `type:id`; checked here); without it, the default context. */
  context?: unknown;
}

const MISSING: Record<'read' | 'global' | 'update', (subscriberId: string) => NotFoundError> = {
  read: (subscriberId) => new NotFoundError(`Subscriber with id: ${subscriberId} not found`),
  global: (subscriberId) => new NotFoundError(`Subscriber ${subscriberId} not found`),
  update: subscriberWithIdNotFound,
};

/**
 * A subscriber's preferences as the API-key routes read and change them: the same records the Inbox and
 * the trigger use, only shown in the shape of `/v2/subscribers/{subscriberId}/preferences`.
 */
export class ApiKeyPreferences {
  readonly #subscriber: Subscriber;
  readonly #preferences: SubscriberPreferences;

  /**
   * An unknown subscriber is a 404 whose words depend on the use, as the real read and update use cases word it.
   * `contextKeys` names the context read and changed (none: the default one).
   */
  constructor(
    private readonly environment: PreferenceEnvironment,
    subscriberId: string,
    use: 'read' | 'global' | 'update' = 'update',
    contextKeys?: readonly string[],
  ) {
    const subscriber = environment.subscribers.find(subscriberId);
    if (!subscriber) throw MISSING[use](subscriberId);
    this.#subscriber = subscriber;
    this.#preferences = environment.preferencesOf(subscriber).inContext(contextKeys);
  }

  /**
   * The global preference and one per active workflow of that criticality (non-critical ones by default). As in the
   * real use case, the workflows read are the critical ones when `critical` is asked and all of them otherwise (the
   * first 200), and the global channels are those these workflows use. Every workflow is listed in any context: one
   * without a choice in it shows its defaults (and the context's global choice).
   */
  list(criticality: Criticality = 'nonCritical'): SubscriberPreferencesView {
    const read = this.#preferences.workflows(criticality === 'critical' ? { critical: true } : {});
    return { global: this.#preferences.global(read), workflows: read.filter(ofCriticality(criticality)).map((w) => this.#show(w)) };
  }

  /**
   * One workflow's channels, or the global channels and schedule; answers with the whole list as the real service does.
   * The workflow (its `_id`, trigger identifier or the slug the lists show) is looked up before the subscriber, as the
   * real use case does: an unknown workflow is a 404 first.
   */
  static update(environment: PreferenceEnvironment, subscriberId: string, { channels = {}, workflowId, schedule, context }: PreferencesUpdate): SubscriberPreferencesView {
    const contextKeys = contextKeysOf(checkedContextPayload(context));
    const workflow = workflowId === undefined ? undefined : findWorkflow(environment.workflows, workflowId);
    if (workflowId !== undefined && !workflow) throw new NotFoundError('Workflow cannot be found', { workflowId });
    const preferences = new ApiKeyPreferences(environment, subscriberId, 'update', contextKeys);
    if (workflow) preferences.#preferences.updateWorkflow(workflow._id, channels);
    else preferences.#preferences.updateGlobal({ ...channels, ...(schedule === undefined ? {} : { schedule }) });
    // Once the write is done: a refused write creates no context.
    environment.contexts.findOrCreate(context);
    return preferences.list();
  }

  /** `GET /v2/subscribers/{id}/preferences/global`: the global preference as the list shows it. */
  global(): GlobalPreference {
    return this.#preferences.global();
  }

  /**
   * Several workflows at once (all or nothing) in the context sent (none: the default one), answered as the Inbox's
   * bulk update answers; a workflow may be named by its slug too.
   */
  static bulkUpdate(environment: PreferenceEnvironment, subscriberId: string, items: { workflowId: string; channels?: ChannelSwitches }[], context?: unknown): InboxPreference[] {
    const contextKeys = contextKeysOf(checkedContextPayload(context));
    const bySlug = (ref: string) => findWorkflow(environment.workflows, ref)?._id ?? ref;
    const changes = items.map(({ workflowId, channels }) => ({ ...channels, workflowId: bySlug(workflowId) }));
    const updated = new InboxPreferences(environment, subscriberId, 'update', contextKeys).updateWorkflows(changes);
    // Once the write is done (all or nothing): a refused write creates no context.
    environment.contexts.findOrCreate(context);
    return updated;
  }

  #show(workflow: Workflow): SubscriberWorkflowPreference {
    const summary = workflowSummary(workflow, this.environment.activity);
    const { channels } = this.#preferences.forWorkflow(workflow);
    const record = this.#preferences.recordFor(workflow);
    return {
      enabled: true,
      channels,
      overrides: overridesOf(channels),
      workflow: { slug: summary.slug, identifier: summary.workflowId, name: workflow.name, updatedAt: summary.updatedAt },
      ...(record ? { updatedAt: record.updatedAt } : {}),
    };
  }
}
