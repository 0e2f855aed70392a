import { CodeWorkflowSync, type BridgeOutcome } from '../bridge/index.js';
import { applyChange, applyChanges, type ChangeRecord } from '../changes/index.js';
import { wakeChanges } from '../inbox/index.js';
import { NO_INBOX_LISTENER, type InboxListener } from '../messages/index.js';
import { DEFAULT_OUTBOX_SIZE, type OutboxOptions } from '../outbox/index.js';
import { SubscriberPreferences } from '../preferences/index.js';
import { keptBytes, type EnvironmentInfo, type EnvironmentTime, type LimitPort, type MockWideBudget, type PayloadValidator, type StoreLimits } from '../shared/index.js';
import {
  bulkUpsertSubscribers,
  createSubscriber,
  patchSubscriber,
  removeSubscriber,
  type BulkSubscriberResult,
  type CreateSubscriberInput,
  type CredentialsInput,
  type CredentialsMode,
  type Subscriber,
  type SubscriberPatch,
} from '../subscribers/index.js';
import { runOf, type PendingRun, type StepRunner, type WaitingRecords, waitingRecordOf } from '../trigger/index.js';
import type { CreateVariableInput, EnvironmentVariable, EnvironmentVariableStore, VariableInput } from '../variables/index.js';
import { stepPreview, variableUsageOf, type PreviewRequest, type Workflow } from '../workflows/index.js';
import { organizationEnvironments } from './profile.js';
import { OrganizationIntegrations } from './organization-integrations.js';
import { exportRecords, loadRecords, previewRecords, putRecords } from './records.js';
import { wireStores, type EnvironmentStores } from './stores.js';
import type { EnvironmentData, EnvironmentWrites } from './types.js';

/** An environment has every store of `EnvironmentStores` as a field of its own (built by `wireStores`). */
export interface Environment extends EnvironmentStores {}

/**
 * The whole state of one environment: every read and write of an API key is scoped to it. Its stores are
 * built in `stores.ts`, its kinds of records loaded and exported in `records.ts`; what is here spans stores.
 */
export class Environment {
  readonly #runner: StepRunner;
  readonly #inboxListener: InboxListener;
  /** Every environment of the organization, this one included (set by its tenant once all are made). */
  #organization: ReadonlyMap<string, Environment> = new Map();
  #environmentWrites: EnvironmentWrites | undefined;

  constructor(
    readonly info: EnvironmentInfo,
    /** Organization-wide variables (their values are per environment). */
    readonly environmentVariables: EnvironmentVariableStore,
    /** This environment's own clock and the ids stamped with its time. */
    readonly time: EnvironmentTime,
    /** Checks workflows' payload schemas when written, and trigger payloads against them. */
    readonly payloads: PayloadValidator,
    limits: { values: StoreLimits; port: LimitPort; mockWide?: MockWideBudget },
    /** Hears new in-app messages, their changes, and the end of every session at a reset (real time). */
    inboxListener: InboxListener = NO_INBOX_LISTENER,
    outbox: OutboxOptions = { size: DEFAULT_OUTBOX_SIZE },
    /** Hears that steps of code workflows wait for their bridge (see `bridgeTasks`). */
    onBridgeWork: () => void = () => {},
  ) {
    const preferencesOf = (subscriber: Subscriber) => this.preferencesOf(subscriber);
    const { stores, runner } = wireStores({ info, time, payloads, limits, inboxListener, outbox, onBridgeWork, preferencesOf });
    Object.assign(this, stores);
    this.#runner = runner;
    this.#inboxListener = inboxListener;
  }

  get id(): string {
    return this.info._id;
  }

  /** Called once by the organization that made it, with all its environments: changes are promoted there, and the views that span them read it. */
  joinOrganization(environments: ReadonlyMap<string, Environment>, writes?: EnvironmentWrites): void {
    this.#organization = environments;
    this.#environmentWrites = writes;
  }

  /** Another environment of the organization (or this one), by its id. */
  sibling(environmentId: string): Environment | undefined {
    return environmentId === this.id ? this : this.#organization.get(environmentId);
  }

  /** `POST`, `PUT` and `DELETE /v1/environments`: the organization's environments (none for an environment on its own). */
  get environmentWrites(): EnvironmentWrites {
    if (!this.#environmentWrites) throw new Error(`environment ${this.id} belongs to no organization`);
    return this.#environmentWrites;
  }

  /** The environment whose parent this one is (Production for Development), where the real service promotes changes. */
  childEnvironment(): Environment | undefined {
    const child = organizationEnvironments(this.info).find((e) => e._parentId === this.id);
    return child ? this.#organization.get(child._id) : undefined;
  }

  /** `POST /v1/changes/{changeId}/apply`: the change and those under it, promoted to the child environment. */
  applyChange(changeId: string): ChangeRecord[] {
    return applyChange(this, this.childEnvironment(), changeId);
  }

  /** `POST /v1/changes/bulk/apply`: each change of `changeIds` this environment has, oldest first. */
  applyChanges(changeIds: readonly string[]): ChangeRecord[][] {
    return applyChanges(this, this.childEnvironment(), changeIds);
  }

  /** `/v1/integrations` as the real service serves it: organization-wide lists, writes into any of its environments. */
  get organizationIntegrations(): OrganizationIntegrations {
    return new OrganizationIntegrations(this, this.#organization.size > 0 ? this.#organization : new Map([[this.id, this]]));
  }

  /** Ends snoozes, and finishes delays and digests, whose time the clock has passed (runs before each request). */
  runDueWork(): void {
    if (this.messages.hasSnoozed) {
      const now = this.time.clock.now();
      this.messages.wakeSnoozed(now.getTime(), (message) => wakeChanges(message, now.toISOString()));
    }
    if (this.#runner.pending.length === 0) return;
    this.#runner.runDue(this.budget);
    this.triggers.settle();
  }

  /**
   * Replaces the whole state with `data` (its Inbox sessions end; its waiting steps become those `data`
   * keeps, a snapshot's); records are shared until written.
   */
  load(data: EnvironmentData): void {
    this.#runner.clear();
    this.inboxSessions.clear();
    loadRecords(this, data);
    this.#runner.resume((data.waiting ?? []).map((record) => runOf(record, this.#waitingRecords)));
    this.budget.restart();
    this.#inboxListener.sessionsEnded();
  }

  /** The current state, as records (for snapshots), with the work still waiting (`waiting`). */
  exportData(): EnvironmentData {
    const waiting = this.#runner.pending.map(waitingRecordOf);
    return { ...exportRecords(this), ...(waiting.length > 0 ? { waiting } : {}) };
  }

  /** The records of a waiting run, found in this environment's stores (events writable again). */
  get #waitingRecords(): WaitingRecords {
    return {
      event: (id) => this.activity.reopen(id),
      workflow: (id) => this.workflows.find(id),
      subscriber: (id) => this.subscribers.findByInternalId(id),
    };
  }

  /** The records the environment would hold after `putRecords(data)`, without changing anything (see `previewRecords`). */
  previewRecords(data: Partial<EnvironmentData>): EnvironmentData {
    return previewRecords(this.exportData(), data);
  }

  /** Adds records, replacing those with the same identity (admin fixtures). */
  putRecords(data: Partial<EnvironmentData>): void {
    putRecords(this, data);
  }

  /** Puts back the records `exportData` gave, leaving waiting steps, sessions and the budget as they are (a load that failed half-way). */
  restoreRecords(data: EnvironmentData): void {
    loadRecords(this, data);
  }

  /**
   * `POST /v1/bridge/sync`: a bridge's discover answer becomes the environment's code workflows (`keepOthers`:
   * a trigger's `bridgeUrl` adds its bridge's workflows without deleting those synced from another). Prepared
   * one workflow at a time, then stored at once (see `CodeWorkflowSync`).
   */
  codeWorkflowSync(answer: unknown, bridgeUrl: string, keepOthers = false): CodeWorkflowSync {
    const scope = { _organizationId: this.info._organizationId, _environmentId: this.info._id };
    return new CodeWorkflowSync(this, answer, bridgeUrl, { scope, time: this.time, keepOthers });
  }

  /** A whole sync at once (see `codeWorkflowSync`): the stored code workflows, in the answer's order. */
  syncCodeWorkflows(answer: unknown, bridgeUrl: string, keepOthers = false): Workflow[] {
    return this.codeWorkflowSync(answer, bridgeUrl, keepOthers).commit();
  }

  /** The step `POST /v2/workflows/{workflowId}/step/{stepId}/preview` renders; undefined for an unknown workflow or step. */
  stepPreview(workflowId: string, stepId: string, request: PreviewRequest) {
    return stepPreview(this, workflowId, stepId, request, this.time.clock.now().toISOString());
  }

  /** The steps of code workflows that wait for their bridge to run them. */
  bridgeTasks(): readonly PendingRun[] {
    return this.#runner.bridgeTasks();
  }

  /** Applies a bridge's answer to a waiting step and runs on (see `StepRunner.completeBridge`); false when it no longer waits. */
  completeBridgeTask(task: PendingRun, outcome: BridgeOutcome): boolean {
    const applied = this.#runner.completeBridge(task, outcome, this.budget);
    if (applied) this.triggers.settle();
    return applied;
  }

  /** One subscriber's channel preferences. */
  preferencesOf(subscriber: Subscriber): SubscriberPreferences {
    return new SubscriberPreferences(this, subscriber, this.#charge('This preference write'));
  }

  /** `POST /v2/subscribers`: within the budget (a new subscriber, and the bytes of its profile). */
  createSubscriber(input: CreateSubscriberInput, failIfExists: boolean): { subscriber: Subscriber; created: boolean } {
    return createSubscriber(this, input, failIfExists);
  }

  /** `POST /v1/subscribers/bulk`: each item as `POST /v2/subscribers` upserts it, within the budget. */
  bulkUpsertSubscribers(inputs: readonly CreateSubscriberInput[]): BulkSubscriberResult {
    return bulkUpsertSubscribers(inputs, (input) => this.createSubscriber(input, false));
  }

  /** `PATCH /v2/subscribers/{subscriberId}`: the fields sent, charged to the budget. */
  patchSubscriber(subscriberId: string, patch: SubscriberPatch): Subscriber {
    return patchSubscriber(this.subscribers, subscriberId, patch, this.#charge('This subscriber write'));
  }

  /**
   * `DELETE /v2/subscribers/{subscriberId}`: the subscriber and all that belongs to it (preferences, messages,
   * topic subscriptions); its waiting steps are cancelled.
   */
  removeSubscriber(subscriberId: string): void {
    const subscriber = removeSubscriber(this, subscriberId);
    if (this.#runner.cancelSubscriber(subscriber._id) > 0) this.triggers.settle();
    this.topics.removeSubscriber(subscriber._id);
  }

  /** Credentials of a subscriber (the API's PATCH and PUT), within the budget (what it sent, at its size in memory). */
  upsertCredentials(subscriberId: string, input: CredentialsInput, mode: CredentialsMode): Subscriber {
    this.#charge('This credentials write')(input);
    return this.credentials.upsert(subscriberId, input, mode);
  }

  /** `POST /v1/environment-variables`, within the budget (what it sent, at its size in memory). */
  createVariable(input: CreateVariableInput): EnvironmentVariable {
    this.#charge('This environment variable write')(input);
    return this.environmentVariables.create(input, this.time);
  }

  /** `PATCH /v1/environment-variables/{key}`, within the budget (what it sent, at its size in memory). */
  updateVariable(key: string, input: VariableInput): EnvironmentVariable {
    this.#charge('This environment variable write')(input);
    return this.environmentVariables.update(key, input, this.time);
  }

  /** `GET /v1/environment-variables/{key}/usage`: the workflows of every environment of the organization that reference it. */
  variableUsage(key: string): { workflows: { name: string; workflowId: string }[] } {
    this.environmentVariables.get(key);
    const environments = this.#organization.size > 0 ? [...this.#organization.values()] : [this];
    return { workflows: variableUsageOf(environments.flatMap((e) => e.workflows.list()), key) };
  }

  /** Charges a write's bytes (what it sent, at its size in memory) to the budget; throws when they do not fit. */
  #charge(what: string): (change: object) => void {
    return (change) => this.budget.spend({ bytes: keptBytes(change) }, what);
  }
}
