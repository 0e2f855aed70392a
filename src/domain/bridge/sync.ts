import { BadRequestError, deepFreeze, type EnvironmentTime, keptBytes, type PayloadValidator, type StoreBudget } from '../shared/index.js';
import type { NotificationGroupStore } from '../notification-groups/index.js';
import type { Workflow, WorkflowStore } from '../workflows/index.js';
import { bridgeUrlOf, codeWorkflowOf, discoveredEntries, discoveredWorkflow, type DiscoveredWorkflow } from './code-workflows.js';

/** What a sync reads and writes. */
export interface CodeWorkflowStores {
  workflows: WorkflowStore;
  notificationGroups: NotificationGroupStore;
  budget: StoreBudget;
  payloads: PayloadValidator;
}

export interface CodeWorkflowSyncContext {
  scope: { _environmentId: string; _organizationId: string };
  time: EnvironmentTime;
  /** A trigger's `bridgeUrl` adds its bridge's workflows without deleting those synced from another. */
  keepOthers?: boolean;
}

/** A workflow of the answer, checked, and the record it becomes given the workflow it replaces (if any). */
interface Prepared {
  discovered: DiscoveredWorkflow;
  previous: Workflow | undefined;
  record: Workflow;
  bytes: number;
}

/** How often, in workflows prepared, the bytes so far are held against the budget (a sync over it ends early). */
const BUDGET_CHECK_EVERY = 256;

/** The real service's message: a dashboard workflow keeps its identifier. */
function refuseDashboardWorkflow(existing: Workflow | undefined, workflowId: string): void {
  if (existing && !bridgeUrlOf(existing)) throw new BadRequestError(`Workflow ${workflowId} was already created in Dashboard. Please use another workflowId.`);
}

/**
 * `POST /v1/bridge/sync`: the workflows of a bridge's discover answer become the environment's code
 * workflows. Each is upserted by its workflowId (keeping its ids), and the code workflows synced before that
 * the bridge no longer declares are deleted. Workflows made through the API or the fixtures are never
 * touched, and a code workflow may not take one's identifier.
 *
 * In steps, so that a sync of many workflows never holds the process for long: each `prepareNext()` checks
 * one workflow of the answer and builds its record, then checks one record against the store as it is by
 * then (the caller lets other requests run between calls); `commit()` stores all of them at once, or
 * nothing: a refusal, from any workflow, leaves the state as it was. A write to the environment's workflows
 * after the last step is taken into account by `commit()`, which then checks every record again.
 */
export class CodeWorkflowSync {
  readonly #entries: readonly unknown[];
  readonly #seen = new Set<string>();
  readonly #prepared: Prepared[] = [];
  readonly #now: string;
  #bytes = 0;
  /** How many records are checked against the store, from the store's version `#checkedAt` on. */
  #checked = 0;
  #checkedAt = -1;
  #stale: string[] | undefined;

  constructor(
    private readonly stores: CodeWorkflowStores,
    answer: unknown,
    private readonly bridgeUrl: string,
    private readonly context: CodeWorkflowSyncContext,
  ) {
    this.#entries = discoveredEntries(answer);
    this.#now = context.time.clock.now().toISOString();
  }

  /** One step of the sync's preparation; false once it is ready to commit. */
  prepareNext(): boolean {
    if (this.#prepared.length < this.#entries.length) this.#prepareOne();
    else if (this.#checked < this.#prepared.length) this.#checkOne();
    else if (this.#stale === undefined) this.#stale = this.#staleIds();
    else return false;
    return true;
  }

  /** The records prepared so far, in the answer's order (what `commit()` stores unless the store changed meanwhile). */
  prepared(): readonly Workflow[] {
    return this.#prepared.map((p) => p.record);
  }

  /**
   * Stores every workflow of the answer (preparing what is not prepared yet), deletes the code workflows it
   * no longer declares, and charges the budget, as one change. Returns the stored records, in the answer's order.
   */
  commit(): Workflow[] {
    while (this.prepareNext());
    this.#recheck();
    const { workflows, budget } = this.stores;
    const records = this.#prepared.map((p) => p.record);
    budget.atomically(() => {
      budget.spend({ bytes: this.#bytes }, 'This bridge sync');
      workflows.replace(this.#stale ?? [], records);
    });
    return records;
  }

  /** Checks every record again, at once, when another request wrote workflows since the check began. */
  #recheck(): void {
    if (this.#checkedAt === this.stores.workflows.version) return;
    this.#checked = 0;
    this.#stale = undefined;
    while (this.prepareNext());
  }

  #prepareOne(): void {
    const index = this.#prepared.length;
    const discovered = discoveredWorkflow(this.#entries[index], index, this.#seen);
    const previous = this.stores.workflows.findByTrigger(discovered.workflowId);
    refuseDashboardWorkflow(previous, discovered.workflowId);
    this.#checkPayloadSchema(discovered);
    const prepared = this.#build(discovered, previous);
    this.#prepared.push(prepared);
    this.#bytes += prepared.bytes;
    if (this.#prepared.length % BUDGET_CHECK_EVERY === 0) this.stores.budget.check({ bytes: this.#bytes }, 'This bridge sync');
  }

  /** Rebuilds the next record when another write stored, replaced or deleted its workflow since it was prepared. */
  #checkOne(): void {
    const { workflows } = this.stores;
    if (this.#checked === 0) this.#checkedAt = workflows.version;
    const p = this.#prepared[this.#checked] as Prepared;
    const current = workflows.findByTrigger(p.discovered.workflowId);
    if (current !== p.previous) {
      refuseDashboardWorkflow(current, p.discovered.workflowId);
      const rebuilt = this.#build(p.discovered, current);
      this.#bytes += rebuilt.bytes - p.bytes;
      this.#prepared[this.#checked] = rebuilt;
    }
    this.#checked++;
  }

  /** The code workflows synced before that the answer no longer declares (none when others are kept). */
  #staleIds(): string[] {
    if (this.#prepared.length === 0) this.#checkedAt = this.stores.workflows.version;
    if (this.context.keepOthers) return [];
    const kept = new Set(this.#prepared.map((p) => p.record._id));
    return this.stores.workflows
      .list()
      .filter((w) => bridgeUrlOf(w) !== undefined && !kept.has(w._id))
      .map((w) => w._id);
  }

  /** The write-time checks of `PATCH /v2/workflows` for a payload schema, refused by the workflow's name. */
  #checkPayloadSchema({ workflowId, payloadSchema }: DiscoveredWorkflow): void {
    if (payloadSchema === undefined) return;
    const problem = this.stores.payloads.schemaProblem(payloadSchema);
    if (problem !== undefined) throw new BadRequestError(`Workflow ${workflowId}: payloadSchema must be a valid JSON schema: ${problem}`);
  }

  #build(discovered: DiscoveredWorkflow, previous: Workflow | undefined): Prepared {
    const notificationGroupId = this.stores.notificationGroups.general()?._id;
    const record = codeWorkflowOf(discovered, this.bridgeUrl, previous, { scope: this.context.scope, ids: this.context.time.ids, now: this.#now, notificationGroupId });
    // A workflow synced again is charged what it grew by: a bridge synced on every change of its code stays within the budget.
    const bytes = Math.max(0, keptBytes(record) - (previous ? keptBytes(previous) : 0));
    return { discovered, previous, record: deepFreeze(record), bytes };
  }
}
