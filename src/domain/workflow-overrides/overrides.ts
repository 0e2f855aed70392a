import { ConflictError, deepFreeze, type Clock, type IdGenerator } from '../shared/index.js';
import type { OverrideChannels, WorkflowOverride } from './types.js';

/** The channel switches a write may send: any of the five. */
export type OverrideChannelsInput = Partial<OverrideChannels>;

export interface OverrideChanges {
  active?: boolean;
  preferenceSettings?: OverrideChannelsInput;
}

/** The real service's page of overrides: `hasMore` is true whenever the page is full (no total count). */
export interface WorkflowOverridePage {
  page: number;
  pageSize: number;
  hasMore: boolean;
  data: WorkflowOverride[];
}

/** Every channel on unless sent off (the real schema's defaults). */
const ALL_ON: OverrideChannels = { email: true, sms: true, in_app: true, chat: true, push: true };
const CHANNELS = Object.keys(ALL_ON) as (keyof OverrideChannels)[];

/** `base` with the switches `sent` holds (a channel not sent keeps its value). */
function withSwitches(base: OverrideChannels, sent: OverrideChannelsInput | undefined): OverrideChannels {
  const merged = { ...base };
  for (const channel of CHANNELS) if (typeof sent?.[channel] === 'boolean') merged[channel] = sent[channel];
  return merged;
}

const pairKey = (workflowId: string, tenantId: string) => `${workflowId}\0${tenantId}`;

/**
 * The workflow overrides of one environment, by `_id` in creation order and by workflow and tenant (one
 * override per pair). Records are frozen and replaced on change, like every store's.
 */
export class WorkflowOverrideStore {
  readonly #byId = new Map<string, WorkflowOverride>();
  readonly #byPair = new Map<string, WorkflowOverride>();

  constructor(
    private readonly scope: { _organizationId: string; _environmentId: string },
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    /** Charges a write to the environment's budget before it is stored (throws when it does not fit). */
    private readonly charge: (change: unknown, what: string) => void = () => {},
  ) {}

  load(records: Iterable<WorkflowOverride>): void {
    this.#byId.clear();
    this.#byPair.clear();
    for (const record of records) this.#set(deepFreeze(record));
  }

  records(): WorkflowOverride[] {
    return [...this.#byId.values()];
  }

  get size(): number {
    return this.#byId.size;
  }

  find(id: string): WorkflowOverride | undefined {
    return this.#byId.get(id);
  }

  /** The override of a workflow for a tenant, both named by `_id`. */
  findFor(workflowId: string, tenantId: string): WorkflowOverride | undefined {
    return this.#byPair.get(pairKey(workflowId, tenantId));
  }

  /**
   * A new override: inactive unless `active` is sent, every channel on unless sent off (the real schema's
   * defaults). A second one for the same workflow and tenant is refused (409).
   */
  create(workflowId: string, tenantId: string, changes: OverrideChanges): WorkflowOverride {
    if (this.#byPair.has(pairKey(workflowId, tenantId))) {
      throw new ConflictError(`Workflow override for workflow id ${workflowId} and tenant id ${tenantId} already exists`);
    }
    this.charge(changes, 'This workflow override write');
    const now = this.clock.now().toISOString();
    const override: WorkflowOverride = {
      _id: this.ids.objectId(),
      ...this.scope,
      _workflowId: workflowId,
      _tenantId: tenantId,
      active: changes.active ?? false,
      preferenceSettings: withSwitches(ALL_ON, changes.preferenceSettings),
      deleted: false,
      createdAt: now,
      updatedAt: now,
    };
    this.#set(deepFreeze(override));
    return override;
  }

  /**
   * `active` when sent; the channel switches sent merged into the stored ones. Answers what the real update
   * use cases answer: the override as it was read, with the changes, and so with its previous `updatedAt`
   * (the stored record has the new one, which a read shows).
   */
  update(override: WorkflowOverride, changes: OverrideChanges): WorkflowOverride {
    this.charge(changes, 'This workflow override write');
    const changed: WorkflowOverride = { ...override };
    if (typeof changes.active === 'boolean') changed.active = changes.active;
    if (changes.preferenceSettings) changed.preferenceSettings = withSwitches(override.preferenceSettings, changes.preferenceSettings);
    this.#set(deepFreeze({ ...changed, updatedAt: this.clock.now().toISOString() }));
    return changed;
  }

  delete(override: WorkflowOverride): void {
    this.#byId.delete(override._id);
    this.#byPair.delete(pairKey(override._workflowId, override._tenantId));
  }

  /** `GET /v1/workflow-overrides`: newest first, `page` (from 0) of `limit` overrides. */
  list(page: number, limit: number): WorkflowOverridePage {
    // Among overrides created in the same millisecond, the later one first (a stable sort of the reversed order).
    const newestFirst = this.records()
      .reverse()
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    const data = newestFirst.slice(page * limit, (page + 1) * limit);
    return { page, pageSize: limit, hasMore: data.length === limit, data };
  }

  #set(record: WorkflowOverride): void {
    const previous = this.#byId.get(record._id);
    if (previous) this.#byPair.delete(pairKey(previous._workflowId, previous._tenantId));
    this.#byId.set(record._id, record);
    this.#byPair.set(pairKey(record._workflowId, record._tenantId), record);
  }
}
