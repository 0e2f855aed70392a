import type { ConversationRecord, OpenConversationInput } from '../domain/agents/index.js';
import { sealSecrets, type EnvironmentVariable } from '../domain/variables/index.js';
import type { Environment, EnvironmentData, StateSnapshot, TenantRegistry } from '../domain/environments/index.js';
import { InvalidInputError, NotFoundError, type Clock, type EnvironmentClock, type SecretCipher } from '../domain/shared/index.js';
import type { FixtureKindName } from '../seed/fixture-files.js';
import { prepareLoadedRecords } from '../seed/load-records.js';
import type { ContractValidator } from '../contract/validator.js';
import { parseClockAction, type MockClocks } from './clocks.js';
import { connectionsReport, NO_CONNECTIONS, type ConnectionsPort, type ConnectionsReport } from './connections.js';
import type { FaultRules } from './faults.js';
import type { IdempotencyStore, IdempotencyVerdict, StoredResponse } from './idempotency.js';
import type { Journal } from './journal.js';
import type { OutboxControl } from './outbox-control.js';
import { checkLoadReferences, checkSnapshotOutbox, checkSnapshotRecords, checkSnapshotShape, invalid } from './state-checks.js';
import { snapshotIntegrityProblems } from './snapshot-integrity.js';
import { FixtureError } from '../seed/fixture-problems.js';
import { recordsWithRealNames } from '../domain/integrations/index.js';

/** The snapshot with every environment's records in the real spelling of the service's own provider names. */
const snapshotWithRealNames = (snapshot: StateSnapshot): StateSnapshot => ({
  ...snapshot,
  organizations: snapshot.organizations.map((o) => ({ ...o, environments: o.environments.map((e) => ({ ...e, data: recordsWithRealNames(e.data) })) })),
});

export type FixtureRecords = Partial<Record<FixtureKindName, Record<string, unknown>[]>>;

/** What a clock shows. */
export interface ClockReading {
  now: string;
  frozen: boolean;
}

/** The clock of one API key's environment, or every clock of the mock. */
export type ClockReport =
  | ({ scope: 'environment'; apiKey: string; environmentId: string } & ClockReading)
  | ({ scope: 'all'; environments: ({ environmentId: string; name: string; apiKeys: string[] } & ClockReading)[] } & ClockReading);

const readingOf = (clock: EnvironmentClock): ClockReading => ({ now: clock.now().toISOString(), frozen: clock.frozen });

/**
 * Everything a test harness controls without restarting the mock: state (reset, snapshot, restore,
 * extra fixtures), the request journal, fault rules, idempotency memory and the clocks. The admin
 * routes and `startMockServer()` both drive this one object.
 */
export class MockControl {
  constructor(
    readonly deps: {
      registry: TenantRegistry;
      clocks: MockClocks;
      validator: ContractValidator;
      /** The control plane's contract: a restored outbox's deliveries are checked against it. */
      adminValidator?: ContractValidator;
      cipher: SecretCipher;
      journal: Journal;
      faults: FaultRules;
      idempotency: IdempotencyStore;
      /** The Inbox sockets (none without a server). */
      connections?: ConnectionsPort;
      outbox: OutboxControl;
    },
  ) {}

  #stopping = false;

  get journal(): Journal {
    return this.deps.journal;
  }

  /** Whether a shutdown began (`close()`, SIGTERM, SIGINT): the readiness route answers 503 from then on. */
  get stopping(): boolean {
    return this.#stopping;
  }

  /**
   * The shutdown begins: the readiness route answers 503, journal streams get their last event, and every
   * outbox wait ends at once (503 `the mock is shutting down`), a wait asked for later too.
   */
  beginShutdown(): void {
    this.#stopping = true;
    this.deps.journal.closeWatchers();
    this.deps.outbox.closeWaits();
  }

  get faults(): FaultRules {
    return this.deps.faults;
  }

  /** What the providers would have received, in every environment. */
  get outbox(): OutboxControl {
    return this.deps.outbox;
  }

  /** The id of the environment `apiKey` opens (404 when none does); undefined without a key: the whole mock. */
  environmentIdOf(apiKey?: string): string | undefined {
    return apiKey === undefined ? undefined : this.#environment(apiKey).id;
  }

  /** A request with idempotency key `key` starts: run it, replay the stored reply, or refuse (see `IdempotencyVerdict`). */
  beginIdempotent(environmentId: string, key: string, fingerprint: string): IdempotencyVerdict {
    return this.deps.idempotency.begin(environmentId, key, fingerprint);
  }

  /** Stores the reply of the request that holds `key`, for replays. */
  completeIdempotent(environmentId: string, key: string, response: StoredResponse): void {
    this.deps.idempotency.complete(environmentId, key, response);
  }

  /** Forgets `key` when its request produced no reply to store (client gone, injected fault). */
  releaseIdempotent(environmentId: string, key: string): void {
    this.deps.idempotency.release(environmentId, key);
  }

  /**
   * Back to the fixtures: everything, or only the environment of `apiKey`. Also forgets idempotency keys
   * and puts the clocks back to the start setting (real time, or frozen at `--freeze-clock`).
   */
  reset(apiKey?: string): void {
    if (apiKey === undefined) {
      this.deps.registry.reset();
      this.deps.idempotency.clear();
      this.deps.clocks.reset();
      return;
    }
    const environment = this.#environment(apiKey);
    this.deps.registry.reset(apiKey);
    this.deps.idempotency.clear(environment.id);
    this.deps.clocks.reset(environment.id);
  }

  /** The clock of `apiKey`'s environment, or the mock-wide one. */
  clockOf(apiKey?: string): Clock {
    return apiKey === undefined ? this.deps.clocks : this.#environment(apiKey).time.clock;
  }

  /** The clock of `apiKey`'s environment, or the mock-wide clock and every environment's. */
  clock(apiKey?: string): ClockReport {
    if (apiKey !== undefined) {
      const environment = this.#environment(apiKey);
      return { scope: 'environment', apiKey, environmentId: environment.id, ...readingOf(environment.time.clock) };
    }
    const environments = this.deps.registry.environmentsWithKeys().map(({ environment, apiKeys }) => ({
      environmentId: environment.id,
      name: environment.info.name,
      apiKeys,
      ...readingOf(environment.time.clock),
    }));
    return { scope: 'all', ...readingOf(this.deps.clocks), environments };
  }

  /**
   * Freezes, advances, resumes or returns to real time the clock of `apiKey`'s environment, or every clock
   * (environments created later start from the mock-wide one). `change` is checked first: a wrong one
   * moves no clock.
   */
  setClock(change: unknown, apiKey?: string): ClockReport {
    const action = parseClockAction(change);
    const environments = apiKey === undefined ? this.deps.registry.environments() : [this.#environment(apiKey)];
    this.deps.clocks.apply(action, apiKey === undefined ? undefined : environments[0]?.id);
    // What the new time makes due (a delay, a digest) is delivered now, not at the next request: a test waiting on the outbox sees it.
    for (const environment of environments) environment.runDueWork();
    return this.clock(apiKey);
  }

  snapshot(apiKey?: string): StateSnapshot {
    const snapshot = this.deps.registry.exportState(apiKey);
    if (!snapshot) throw new NotFoundError(`No environment for API key ${apiKey}`);
    return snapshot;
  }

  /** Replaces the state with a snapshot's after checking every record against the contract. */
  restore(snapshot: StateSnapshot, apiKey?: string): void {
    if (apiKey !== undefined) this.#environment(apiKey);
    checkSnapshotShape(snapshot);
    // A snapshot may name the service's own providers as the API document does; records keep the real names.
    snapshot = snapshotWithRealNames(snapshot);
    const problems = snapshotIntegrityProblems(snapshot);
    if (problems.length > 0) invalid('body', new FixtureError(problems));
    checkSnapshotRecords(snapshot, this.deps.validator, this.deps.cipher);
    if (this.deps.adminValidator) checkSnapshotOutbox(snapshot, this.deps.adminValidator);
    const problem = this.#importWhole(snapshot, apiKey);
    if (problem) throw InvalidInputError.of('body.organizations', problem);
    if (apiKey === undefined) this.deps.idempotency.clear();
    else this.deps.idempotency.clear(this.#environment(apiKey).id);
  }

  /**
   * Imports a checked snapshot; should an environment still fail to load it (a store refusing what the checks
   * let through), every environment gets back what it held, so that a failed restore leaves no half of it.
   */
  #importWhole(snapshot: StateSnapshot, apiKey?: string): string | undefined {
    const previous = this.deps.registry.exportState();
    try {
      return this.deps.registry.importState(snapshot, apiKey);
    } catch (error) {
      if (previous) this.deps.registry.importState(previous);
      throw error;
    }
  }

  /**
   * Adds records to the environment of `apiKey`, replacing those with the same identity. Scope fields
   * (`_environmentId`, `_organizationId`) are set, other absent fields get the defaults of a fixture file;
   * every record is checked against the contract (every problem listed); secret variable values are sealed.
   */
  loadFixtures(apiKey: string, records: FixtureRecords): Record<string, number> {
    const environment = this.#environment(apiKey);
    const scope = { _environmentId: environment.id, _organizationId: environment.info._organizationId };
    let scoped: FixtureRecords = {};
    try {
      scoped = prepareLoadedRecords(records, scope, this.deps.validator, environment.time.clock.now().toISOString()) as FixtureRecords;
    } catch (error) {
      invalid('body', error);
    }
    const counts = Object.fromEntries(Object.entries(scoped).map(([name, list]) => [name, list.length]));
    const { environmentVariables, ...data } = scoped;
    checkLoadReferences(environment, data as Partial<EnvironmentData>);
    const variables = sealSecrets((environmentVariables ?? []) as unknown as EnvironmentVariable[], this.deps.cipher);
    // Every check ran; should a store still refuse a record, the load leaves nothing behind.
    const before = { records: environment.exportData(), variables: environment.environmentVariables.records() };
    try {
      environment.putRecords(data as Partial<EnvironmentData>);
      for (const v of variables) environment.environmentVariables.put(v);
    } catch (error) {
      environment.restoreRecords(before.records);
      environment.environmentVariables.load(before.variables);
      throw error;
    }
    return counts;
  }

  connections(): ConnectionsReport {
    return connectionsReport((this.deps.connections ?? NO_CONNECTIONS).report(), this.deps.registry.environments());
  }

  /** Disconnects Inbox sockets: every one, those of `apiKey`'s environment, and/or those of one subscriber (external id). */
  dropConnections(apiKey?: string, subscriberId?: string): number {
    const environmentId = apiKey === undefined ? undefined : this.#environment(apiKey).id;
    return (this.deps.connections ?? NO_CONNECTIONS).disconnect({ environmentId, subscriberId });
  }

  /** An inbound chat message opens a conversation of an agent of `apiKey`'s environment (what the agent's replies answer). */
  openAgentConversation(apiKey: string, input: OpenConversationInput): ConversationRecord {
    return this.#environment(apiKey).conversations.open(input);
  }

  #environment(apiKey: string) {
    const environment = this.deps.registry.resolve(apiKey);
    if (!environment) throw new NotFoundError(`No environment for API key ${apiKey}`);
    return environment;
  }
}
