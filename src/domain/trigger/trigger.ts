import type { ActivityStore, ActivityNotification } from '../activity/index.js';
import type { ContextStore } from '../contexts/index.js';
import { checkedContextPayload, contextKeysOf, DomainError, InvalidInputError, type IdGenerator, type PayloadValidator, type JsonObject, isOwnerId, jsonBytes, keptBytes, type StoreBudget, type WriteCost } from '../shared/index.js';
import type { Subscriber, SubscriberCredentials, SubscriberStore } from '../subscribers/index.js';
import { type TenantRecord, presentTenant, type TenantStore } from '../tenants/index.js';
import type { WorkflowOverrideStore } from '../workflow-overrides/index.js';
import type { Workflow, WorkflowStore } from '../workflows/index.js';
import type { TopicStore } from '../topics/index.js';
import { closestName } from '../../lib/closest-name.js';
import type { JobFactory } from './jobs.js';
import { checkRecipients, checkReservedContext, payloadFor } from './checks.js';
import { planOf } from './plan.js';
import { RecipientWrites } from './recipient-writes.js';
import { CHANNELS, type StepRunner } from './run-steps.js';
import { RunWrites } from './run-writes.js';
import { expandRecipients, type ReachedThrough } from './topic-recipients.js';
import { newRequestId, processedResult } from './feed-link.js';
import type { Recipient, RenderInput, TriggerInput, TriggerResult } from './trigger-types.js';
import { payloadRefusal, withVariableDefaults } from './worker-checks.js';

/** `POST /v1/events/trigger`: one activity event per recipient, its jobs, and the messages they send. */
export class TriggerService {
  constructor(
    private readonly stores: {
      subscribers: SubscriberStore;
      workflows: WorkflowStore;
      activity: ActivityStore;
      topics: TopicStore;
      tenants: TenantStore;
      workflowOverrides: WorkflowOverrideStore;
      contexts: ContextStore;
    },
    private readonly scope: { _environmentId: string; _organizationId: string },
    private readonly deps: {
      ids: IdGenerator;
      jobs: JobFactory;
      runner: StepRunner;
      payloads: PayloadValidator;
      budget: StoreBudget;
      credentials: SubscriberCredentials;
    },
  ) {}

  trigger(input: TriggerInput): TriggerResult {
    this.deps.budget.checkPayloadSize(jsonBytes(input));
    return this.#trigger(input, newRequestId(this.deps.ids));
  }

  /** `POST /v1/events/trigger/broadcast`: the workflow for every subscriber of the environment. */
  broadcast(input: Omit<TriggerInput, 'to'>): TriggerResult {
    this.deps.budget.checkPayloadSize(jsonBytes(input));
    return this.#trigger({ ...input, to: this.stores.subscribers.list().map((s) => s.subscriberId) }, newRequestId(this.deps.ids));
  }

  /** `POST /v1/events/trigger/bulk`: every event's size and the whole request's cost (what is known before
   * rendering) are checked first (a refusal stores nothing); then each event runs on its own and is charged
   * as a single trigger: one that cannot run answers `status: error`, the others still run. */
  triggerBulk(events: TriggerInput[]): TriggerResult[] {
    // The name is the caller's: cut short, so that the error never echoes a huge value.
    const nameOf = (event: TriggerInput) => (event.name.length > 100 ? `${event.name.slice(0, 100)}…` : event.name);
    events.forEach((event, i) => this.deps.budget.checkPayloadSize(jsonBytes(event), `Event at index ${i} (workflow: "${nameOf(event)}"): `));
    const total: Required<WriteCost> = { subscribers: 0, notifications: 0, messages: 0, bytes: 0 };
    for (const event of events) {
      const cost = this.#costOf(event, this.stores.workflows.findByTrigger(event.name));
      for (const key of Object.keys(total) as (keyof WriteCost)[]) total[key] += cost[key] ?? 0;
    }
    this.deps.budget.check(total, `This bulk trigger of ${events.length} events`);
    // One HTTP request: the real API gives all its events the request's one id.
    const requestId = newRequestId(this.deps.ids);
    return events.map((event): TriggerResult => {
      try {
        return this.#trigger(event, requestId);
      } catch (error) {
        if (error instanceof DomainError) return { acknowledged: true, status: 'error', error: [error.message, ...detailsOf(error)] };
        throw error;
      }
    });
  }

  /**
   * A cheap estimate of what a trigger adds, checked before anything is rendered: a notification per
   * recipient, a message per channel step and recipient (chat and push may send more, steps after a delay
   * send later: the exact count is charged once the trigger is rendered), the new subscribers, and the
   * bytes of its payload (`payload`: with the schema's defaults) and overrides — once, as its events, jobs
   * and messages share them — and of the recipient profiles it sends. `to`: the recipients, topics expanded.
   */
  #costOf(input: TriggerInput, workflow: Workflow | undefined, to?: Recipient[], payload: JsonObject | undefined = input.payload): WriteCost {
    if (!workflow || !this.#runsFor(workflow, this.#tenantOf(input).storedTenant)) return {};
    to ??= this.#recipientsOf(input, false);
    const everyone = input.actor === undefined ? to : [...to, input.actor];
    const idOf = (r: Recipient) => (typeof r === 'string' ? r : String(r.subscriberId ?? '')).trim();
    const channelSteps = planOf(workflow, this.deps.ids).activeSteps.filter((s) => CHANNELS.has(s.type)).length;
    let profileBytes = 0;
    for (const r of everyone) if (typeof r !== 'string') profileBytes += keptBytes(r);
    return {
      subscribers: new Set(everyone.map(idOf).filter((id) => !this.stores.subscribers.find(id))).size,
      notifications: to.length,
      messages: to.length * channelSteps,
      bytes: keptBytes(payload) + keptBytes(input.overrides) + profileBytes,
    };
  }

  #trigger(input: TriggerInput, requestId: string): TriggerResult {
    // The real request DTO's context rule, before anything is looked up or written.
    checkedContextPayload(input.context);
    const workflow = this.stores.workflows.findByTrigger(input.name);
    if (!workflow) {
      // The real service's message alone; the field's says which name, and which of this environment's it looks like.
      const meant = closestName(input.name, this.stores.workflows.triggerIdentifiers());
      const why = `workflow_not_found: no workflow with trigger identifier ${input.name}${meant === undefined ? '' : ` (did you mean ${meant}?)`}`;
      throw new InvalidInputError({ 'body.name': { messages: [why], value: input.name } }, 'workflow_not_found');
    }
    // The real service's order: the trigger context and the payload are checked before the workflow's state.
    const plan = planOf(workflow, this.deps.ids);
    checkReservedContext(plan.reservedContext, input);
    const sentPayload = payloadFor(workflow, input.payload ?? {}, this.deps.payloads);
    const { tenantSent, storedTenant } = this.#tenantOf(input);
    // The real service runs nothing for a tenant the environment does not have, named by string or object alike;
    // then the workflow must be active, for the tenant named when it has an override.
    if (tenantSent && !storedTenant) return { acknowledged: true, status: 'no_tenant_found' };
    if (!this.#runsFor(workflow, storedTenant)) return { acknowledged: true, status: 'trigger_not_active' };
    if (workflow.steps.length === 0) return { acknowledged: true, status: 'no_workflow_steps_defined' };
    if (plan.activeSteps.length === 0) return { acknowledged: true, status: 'no_workflow_active_steps_defined' };
    const transactionId = input.transactionId ?? this.deps.ids.uuid();
    const through: ReachedThrough = new Map();
    const to = this.#recipientsOf(input, true, through);
    const everyone = [...to, ...(input.actor === undefined ? [] : [input.actor])];
    checkRecipients(everyone, this.deps.credentials);
    // Accepted, then refused while processed, as the real worker does: nothing is stored (see `worker-checks.ts`).
    if (payloadRefusal(workflow, sentPayload) !== undefined || this.stores.activity.hasTransaction(transactionId)) {
      return processedResult(this.scope._environmentId, requestId, transactionId);
    }
    const payload = withVariableDefaults(workflow, sentPayload);
    const cost = this.#costOf(input, workflow, to, payload);
    this.deps.budget.check(cost, 'This trigger');
    // Plan, render, check, store: the recipients are written first (the templates read them), every message
    // is rendered into `writes`, and only a trigger that fits whole is stored; else the recipients go back.
    const written = new RecipientWrites(this.stores);
    this.deps.budget.atomically(() => {
      try {
        const { events, writes } = this.#render({ input, workflow, plan, payload, transactionId, to, through, storedTenant, tenantSent }, written);
        this.deps.budget.spend({ notifications: events.length, messages: writes.messages.length, bytes: (cost.bytes ?? 0) + writes.renderedBytes }, 'This trigger');
        for (const event of events) this.stores.activity.add(event);
        this.deps.runner.commit(writes);
        // Stored with the trigger: a refused trigger creates no context.
        this.stores.contexts.findOrCreate(input.context);
      } catch (error) {
        written.undo();
        throw error;
      }
    });
    this.settle();
    return processedResult(this.scope._environmentId, requestId, transactionId);
  }

  /** The tenant a trigger names (`tenant`: an identifier or an object), and the stored one it names. */
  #tenantOf(input: TriggerInput): { tenantSent?: Exclude<TriggerInput['tenant'], string>; storedTenant?: TenantRecord } {
    const tenantSent = typeof input.tenant === 'string' ? (input.tenant ? { identifier: input.tenant } : undefined) : input.tenant;
    return { tenantSent, storedTenant: tenantSent ? this.stores.tenants.find(tenantSent.identifier ?? '') : undefined };
  }

  /**
   * Whether the workflow runs for a trigger naming `tenant`: the tenant's override of the workflow decides
   * when it has one (an active override runs even a workflow that is off), else the workflow's `active`.
   */
  #runsFor(workflow: Workflow, tenant: TenantRecord | undefined): boolean {
    const override = tenant && this.stores.workflowOverrides.findFor(workflow._id, tenant._id);
    return override ? override.active : workflow.active;
  }

  /**
   * Writes the recipients and runs the workflow for each of them into memory: the events with their jobs,
   * and what the runs would store (nothing of it is stored yet).
   */
  #render(trigger: RenderInput, written: RecipientWrites): { events: ActivityNotification[]; writes: RunWrites } {
    const { input, workflow, plan, payload, transactionId, storedTenant, tenantSent } = trigger;
    const actor = input.actor === undefined ? undefined : this.#recipient(input.actor, written);
    // Templates see the stored tenant, after the name and data the trigger sent updated it.
    if (storedTenant) written.willWriteTenant(storedTenant);
    const tenant = storedTenant && presentTenant(this.stores.tenants.syncFromTrigger(storedTenant, typeof input.tenant === 'object' ? input.tenant : {}));
    const recipients = trigger.to.map((r) => this.#recipient(r, written));
    // Events and messages name their subscriber by its internal id: without one they would belong to no one.
    const unowned = recipients.find((s) => !isOwnerId(s._id));
    if (unowned) throw new Error(`Subscriber ${unowned.subscriberId} has no internal id (_id): the trigger stores nothing`);
    // The run sees the contexts named as they are stored, or as they will be (see `ContextStore.findOrCreate`).
    const namedContexts = contextKeysOf(input.context);
    // `tenant` and a `context` entry may name the same tenant: one key each, first mention first.
    const contextKeys = [...new Set([...(tenantSent?.identifier ? [`tenant:${tenantSent.identifier}`] : []), ...namedContexts])];
    const writes = new RunWrites();
    const events = recipients.map((subscriber) => {
      const now = this.deps.jobs.now();
      const event: ActivityNotification = {
        _id: this.deps.ids.objectId(),
        _environmentId: this.scope._environmentId,
        _organizationId: this.scope._organizationId,
        _subscriberId: subscriber._id,
        transactionId,
        _templateId: workflow._id,
        createdAt: now,
        updatedAt: now,
        channels: plan.channels,
        jobs: [],
        payload,
        tags: workflow.tags,
        to: { subscriberId: subscriber.subscriberId },
        severity: 'none',
        critical: workflow.critical === true,
      };
      if (contextKeys.length > 0) event.contextKeys = contextKeys;
      const topics = trigger.through.get(subscriber.subscriberId);
      if (topics) event.topics = topics;
      const run = { event, workflow, subscriber, payload, overrides: input.overrides ?? {}, variables: { subscriber, payload, actor, tenant, step: {} } };
      this.deps.runner.run(input.context ? { ...run, triggerContext: this.stores.contexts.resolve(input.context) } : run, writes);
      return event;
    });
    return { events, writes };
  }

  /** The subscribers `to` names, topics fanned out to their subscribers (see `expandRecipients`). */
  #recipientsOf(input: TriggerInput, strict: boolean, through?: ReachedThrough): Recipient[] {
    const actor = input.actor === undefined ? undefined : (typeof input.actor === 'string' ? input.actor : input.actor.subscriberId).trim();
    return expandRecipients(Array.isArray(input.to) ? input.to : [input.to], actor, this.stores.topics, strict, through);
  }

  /** Freezes the events whose runs are over (see `ActivityStore.settle`). */
  settle(): void {
    const written = this.deps.runner.writtenEvents();
    this.stores.activity.settle((event) => written.has(event));
  }

  /**
   * `DELETE /v1/events/trigger/{transactionId}`: cancels the delayed, merged and pending jobs of a transaction,
   * a cancelled digest handing its window to the next event merged into it (see `cancelTransaction`). False
   * when nothing was delayed or merged, an unknown transaction included (the real service's cancel-delayed
   * use case: `if (!jobs?.length) return false`).
   */
  cancel(transactionId: string): boolean {
    const cancelled = this.deps.runner.cancel(transactionId);
    this.settle();
    return cancelled;
  }

  /** A recipient (or actor) becomes a subscriber: created when new, its sent profile fields updated. */
  #recipient(recipient: Recipient, written: RecipientWrites): Subscriber {
    written.willWriteSubscriber((typeof recipient === 'string' ? recipient : recipient.subscriberId).trim());
    if (typeof recipient === 'string') {
      return this.stores.subscribers.find(recipient.trim()) ?? this.stores.subscribers.createOrUpdate({ subscriberId: recipient }, false).subscriber;
    }
    const { channels = [], ...input } = recipient;
    const existing = this.stores.subscribers.find(input.subscriberId.trim());
    let subscriber = existing && Object.keys(input).length === 1 ? existing : this.stores.subscribers.createOrUpdate(input, false).subscriber;
    for (const channel of channels) subscriber = this.deps.credentials.upsert(subscriber.subscriberId, channel, 'append');
    return subscriber;
  }
}

/**
 * What a bulk result adds after the real service's message: the field messages of refused input, which
 * say which value and why (`workflow_not_found: no workflow with trigger identifier … (did you mean …?)`).
 */
function detailsOf(error: DomainError): string[] {
  if (!(error instanceof InvalidInputError)) return [];
  return Object.values(error.fields).flatMap((field) => field.messages.filter((message) => message !== error.message));
}
