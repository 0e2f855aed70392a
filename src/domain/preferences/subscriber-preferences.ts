import { BadRequestError, InvalidInputError, NotFoundError, type Channel, type ChannelSwitches } from '../shared/index.js';
import type { DeliverySchedule } from './types.js';
import type { Subscriber, SubscriberStore } from '../subscribers/index.js';
import type { Workflow, TriggerHistory, WorkflowStore } from '../workflows/index.js';
import { findWorkflow } from '../workflows/index.js';
import { channelChoice, channelsOfWorkflow, globalChannels, resolvePreference, type ResolvedPreference } from './resolve.js';
import { PREFERENCE_CHANNELS, type PreferenceStore } from './store.js';
import { type ActiveWorkflowQuery, activeWorkflows, MAX_GLOBAL_WORKFLOWS } from './workflow-lists.js';

export interface GlobalPreference {
  enabled: boolean;
  channels: ChannelSwitches;
  schedule?: DeliverySchedule;
}

export interface WorkflowPreference {
  workflow: Workflow;
  preference: ResolvedPreference;
}

export interface PreferenceChange extends ChannelSwitches {
  schedule?: DeliverySchedule;
}

/** The real service's limit on one bulk update. */
export const MAX_BULK_PREFERENCES = 100;

/** Only the channel fields of a change (anything else in it is not a channel). */
function channelsOf(change: ChannelSwitches): ChannelSwitches {
  return Object.fromEntries(PREFERENCE_CHANNELS.filter((c) => typeof change[c] === 'boolean').map((c) => [c, change[c]]));
}

/**
 * One subscriber's channel preferences in one environment and one context: what they chose, resolved against each
 * workflow's defaults. The Inbox and the API-key endpoints read and change them through this.
 */
export class SubscriberPreferences {
  constructor(
    private readonly stores: { preferences: PreferenceStore; workflows: WorkflowStore },
    private readonly subscriber: Subscriber,
    /** Charges a change to the environment's budget (throws when it would go over). */
    private readonly charge: (change: object) => void,
    /**
     * The context read and written (`tenant:acme`, …): the default one when empty. As in the real service (its
     * context preferences on, as its e2e tests run it), a context sees only its own records, global and per
     * workflow, and falls back to the workflows' defaults, not to the default context's choices.
     */
    private readonly contextKeys: readonly string[] = [],
  ) {}

  /** The same subscriber's preferences in another context (`undefined` or `[]`: the default one). */
  inContext(contextKeys: readonly string[] | undefined): SubscriberPreferences {
    return new SubscriberPreferences(this.stores, this.subscriber, this.charge, contextKeys ?? []);
  }

  #find(templateId?: string) {
    return this.stores.preferences.find(this.subscriber._id, templateId, this.contextKeys);
  }

  /** The active workflows a preference list reads (see `activeWorkflows`). */
  workflows(query: ActiveWorkflowQuery = {}): Workflow[] {
    return activeWorkflows(this.stores.workflows.list(), query);
  }

  forWorkflow(workflow: Workflow): ResolvedPreference {
    return resolvePreference(workflow, this.#find(), this.#find(workflow._id));
  }

  /**
   * The global channels, shown for those the active steps of `workflows` use (by default the first 100 active
   * workflows, critical ones too, as the real service reads them). `enabled` is always true: the real global
   * preference has no switch of its own.
   */
  global(workflows: Workflow[] = activeWorkflows(this.stores.workflows.list(), {}, MAX_GLOBAL_WORKFLOWS)): GlobalPreference {
    const record = this.#find();
    return { enabled: true, channels: globalChannels(record, workflows.flatMap(channelsOfWorkflow)), ...(record?.schedule ? { schedule: record.schedule } : {}) };
  }

  /** The subscriber's own record for a workflow, if it ever changed that workflow's preference. */
  recordFor(workflow: Workflow) {
    return this.#find(workflow._id);
  }

  /** A workflow by its `_id`, trigger identifier or slug (the real DTO reads `workflowId` with `parseSlugId`). */
  findWorkflow(workflowIdOrIdentifier: string): Workflow | undefined {
    return this.stores.workflows.find(workflowIdOrIdentifier) ?? findWorkflow(this.stores.workflows, workflowIdOrIdentifier);
  }

  /** Global channels apply to every workflow: the subscriber's per-workflow choices of those channels go. */
  updateGlobal(change: PreferenceChange): GlobalPreference {
    const channels = channelsOf(change);
    this.charge(change);
    this.stores.preferences.forgetWorkflowChoices(this.subscriber._id, Object.keys(channels) as Channel[]);
    this.stores.preferences.save(this.subscriber._id, undefined, channels, change.schedule, undefined, this.contextKeys);
    return this.global();
  }

  /** One workflow's channels (an empty change still records that the subscriber set this workflow's preference). */
  updateWorkflow(workflowIdOrIdentifier: string, change: ChannelSwitches): WorkflowPreference {
    const workflow = this.findWorkflow(workflowIdOrIdentifier);
    if (!workflow) throw new NotFoundError('Workflow cannot be found', { workflowId: workflowIdOrIdentifier });
    if (workflow.critical) throw new BadRequestError(`Critical workflow with id: ${workflowIdOrIdentifier} can not be updated`);
    this.charge(change);
    this.stores.preferences.save(this.subscriber._id, workflow._id, channelsOf(change), undefined, undefined, this.contextKeys);
    return { workflow, preference: this.forWorkflow(workflow) };
  }

  /** All or nothing: every workflow must exist and none be critical before any change is made. */
  updateWorkflows(changes: (ChannelSwitches & { workflowId: string })[]): WorkflowPreference[] {
    if (changes.length === 0) throw new BadRequestError('No preferences provided for bulk update');
    if (changes.length > MAX_BULK_PREFERENCES) {
      const message = `preferences must contain no more than ${MAX_BULK_PREFERENCES} elements`;
      throw new InvalidInputError({ 'body.preferences': { messages: [message] } }, message);
    }
    const found = changes.map((c) => ({ change: c, workflow: this.findWorkflow(c.workflowId) }));
    const unknown = found.filter((f) => !f.workflow).map((f) => f.change.workflowId);
    if (unknown.length > 0) throw new NotFoundError(`Workflows with ids: ${unknown.join(', ')} not found`);
    const critical = [...new Set(found.filter((f) => f.workflow?.critical).map((f) => f.workflow?._id))];
    if (critical.length > 0) throw new BadRequestError(`Critical workflows with ids: ${critical.join(', ')} cannot be updated`);
    this.charge(changes);
    // One change per workflow (an id and an identifier may name the same one): the last sent wins.
    const byWorkflow = new Map(found.map((f) => [(f.workflow as Workflow)._id, f]));
    return [...byWorkflow.values()].map(({ change, workflow }) => {
      this.stores.preferences.save(this.subscriber._id, (workflow as Workflow)._id, channelsOf(change), undefined, undefined, this.contextKeys);
      return { workflow: workflow as Workflow, preference: this.forWorkflow(workflow as Workflow) };
    });
  }

  /** The subscriber's preference for `workflow` when it has `channel` off (never for a critical workflow). */
  turnedOff(workflow: Workflow, channel: Channel): ResolvedPreference | undefined {
    if (workflow.critical) return undefined;
    // Asked for every channel step of every trigger: resolve the whole preference only for a skip.
    const global = this.#find();
    const own = this.#find(workflow._id);
    if (own?.enabled === false) {
      // The whole workflow is off: the subscriber's choice for it decides every channel.
      const preference = resolvePreference(workflow, global, own);
      return { ...preference, decidedBy: { ...preference.decidedBy, [channel]: 'subscriber-workflow' } };
    }
    return channelChoice(workflow, global, own, channel).on ? undefined : resolvePreference(workflow, global, own);
  }
}

/** What the views of preferences (v1, v2, the Inbox's) use of their environment. An `Environment` is one. */
export interface PreferenceEnvironment {
  readonly subscribers: SubscriberStore;
  readonly preferences: PreferenceStore;
  readonly workflows: WorkflowStore;
  /** When each workflow was last triggered, which the v2 view shows. */
  readonly activity: TriggerHistory;
  /** One subscriber's preferences, their changes charged to the environment's budget. */
  preferencesOf(subscriber: Subscriber): SubscriberPreferences;
  /** The contexts a preference write names are found or created (`/v2/contexts`). */
  readonly contexts: { findOrCreate(context: unknown): string[] };
}
