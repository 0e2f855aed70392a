import { sealSecrets } from '../domain/environment-variables.js';
import type { Environment } from '../domain/environment.js';
import { InvalidInputError, NotFoundError } from '../domain/errors.js';
import { checkPreferenceRecords } from '../domain/preferences/store.js';
import type { Clock, EnvironmentClock, SecretCipher } from '../domain/ports.js';
import type { EnvironmentData, EnvironmentVariable } from '../domain/types.js';
import type { StateSnapshot, TenantRegistry } from '../domain/registry.js';
import { checkRecords, FixtureError } from '../seed/check-fixtures.js';
import { findBrokenReferences, type BrokenReference } from '../seed/check-references.js';
import { FIXTURE_KINDS, type FixtureKindName } from '../seed/fixture-files.js';
import type { ContractValidator } from '../spec/validator.js';
import { parseClockAction, type MockClocks } from './clocks.js';
import { NO_CONNECTIONS, type ConnectionsPort, type ConnectionsReport } from './connections.js';
import type { FaultRules } from './faults.js';
import type { IdempotencyStore } from './idempotency.js';
import type { Journal } from './journal.js';

export type FixtureRecords = Partial<Record<FixtureKindName, Record<string, unknown>[]>>;

const invalid = (field: string, error: unknown): never => {
  if (error instanceof FixtureError) throw InvalidInputError.of(field, error.message);
  throw error;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The structure of a snapshot, checked before anything is written (records are checked after). */
function checkSnapshotShape(snapshot: unknown): asserts snapshot is StateSnapshot {
  const fail = (field: string, message: string): never => {
    throw InvalidInputError.of(field, message);
  };
  if (!isObject(snapshot) || snapshot.version !== 1 || !Array.isArray(snapshot.organizations)) {
    fail('body', 'not a snapshot of this mock: {"version": 1, "organizations": [...]} expected');
  }
  (snapshot as { organizations: unknown[] }).organizations.forEach((o, i) => {
    const where = `body.organizations.${i}`;
    if (!isObject(o) || typeof o._id !== 'string') return fail(where, 'an organization needs an _id');
    if (!Array.isArray(o.environmentVariables)) fail(`${where}.environmentVariables`, 'must be an array');
    if (!Array.isArray(o.environments)) return fail(`${where}.environments`, 'must be an array');
    o.environments.forEach((e, j) => {
      if (!isObject(e) || typeof e._id !== 'string' || !isObject(e.data)) return fail(`${where}.environments.${j}`, 'an environment needs an _id and data');
      for (const kind of ['subscribers', 'integrations', 'workflows', 'messages', 'notifications']) {
        if (!Array.isArray(e.data[kind])) fail(`${where}.environments.${j}.data.${kind}`, 'must be an array of records');
      }
    });
  });
}

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

const TARGET_KINDS: Record<string, string> = { subscriber: 'subscribers', notification: 'notifications', workflow: 'workflows', integration: 'integrations', topic: 'topics' };

/**
 * References checked as startup checks the fixtures', on the records the environment would hold after
 * the load: every loaded record must point at records of the environment, and no record already there
 * may lose what it points at (references that were broken before the load are not the load's doing).
 * Every broken one → 422 naming record and field; nothing is added.
 */
function checkLoadReferences(environment: Environment, data: Partial<EnvironmentData>): void {
  const loaded = new Map<object, number>();
  for (const list of Object.values(data)) (list as object[]).forEach((record, index) => loaded.set(record, index));
  const key = (b: BrokenReference) => `${b.kind}/${b.record._id}/${b.field}/${b.id}`;
  const before = new Set(findBrokenReferences(environment.exportData()).map(key));
  const introduced = findBrokenReferences(environment.previewRecords(data)).filter((b) => loaded.has(b.record) || !before.has(key(b)));
  if (introduced.length === 0) return;
  const fields: Record<string, { messages: string[]; value?: unknown }> = {};
  for (const b of introduced) {
    const index = loaded.get(b.record);
    if (index !== undefined) {
      fields[`body.${b.kind}.${index}.${b.field}`] = {
        messages: [`${b.kind} record #${index} (_id ${b.record._id}): field "${b.field}": no ${b.target} ${b.id} in this environment`],
        value: b.id,
      };
    } else {
      const where = `body.${TARGET_KINDS[b.target] ?? b.kind}`;
      (fields[where] ??= { messages: [] }).messages.push(
        `${b.kind} record ${b.record._id} already in this environment would lose its ${b.target}: field "${b.field}" names ${b.id}, which this load replaces`,
      );
    }
  }
  throw new InvalidInputError(fields);
}

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
      cipher: SecretCipher;
      journal: Journal;
      faults: FaultRules;
      idempotency: IdempotencyStore;
      /** The Inbox sockets (none without a server). */
      connections?: ConnectionsPort;
    },
  ) {}

  get journal(): Journal {
    return this.deps.journal;
  }

  get faults(): FaultRules {
    return this.deps.faults;
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
    this.deps.clocks.apply(action, apiKey === undefined ? undefined : this.#environment(apiKey).id);
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
    snapshot.organizations.forEach((organization, o) => {
      const environmentIds = new Set(organization.environments.map((e) => e._id));
      const variablesAt = `body.organizations.${o}.environmentVariables`;
      try {
        checkRecords(variablesAt, organization.environmentVariables, FIXTURE_KINDS.environmentVariables, this.deps.validator, environmentIds);
      } catch (error) {
        invalid(variablesAt, error);
      }
      organization.environments.forEach((environment, e) => {
        for (const [name, kind] of Object.entries(FIXTURE_KINDS)) {
          if (name === 'environmentVariables') continue;
          const where = `body.organizations.${o}.environments.${e}.data.${name}`;
          try {
            checkRecords(where, environment.data[name as keyof EnvironmentData] ?? [], kind, this.deps.validator, environmentIds);
          } catch (error) {
            invalid(where, error);
          }
        }
        const preferences = environment.data.preferences;
        if (preferences !== undefined) checkPreferenceRecords(`body.organizations.${o}.environments.${e}.data.preferences`, preferences);
      });
    });
    snapshot.organizations.forEach((organization, o) =>
      organization.environmentVariables.forEach((variable, v) => {
        if (!variable.isSecret) return;
        for (const value of variable.values ?? []) {
          try {
            this.deps.cipher.open(value.value);
          } catch {
            throw InvalidInputError.of(
              `body.organizations.${o}.environmentVariables.${v}.values`,
              `secret variable ${variable.key} holds a value that this mock did not seal (plaintext, or another --secret-key); secrets are restored only as this mock sealed them`,
            );
          }
        }
      }),
    );
    const problem = this.deps.registry.importState(snapshot, apiKey);
    if (problem) throw InvalidInputError.of('body.organizations', problem);
    if (apiKey === undefined) this.deps.idempotency.clear();
    else this.deps.idempotency.clear(this.#environment(apiKey).id);
  }

  /**
   * Adds records to the environment of `apiKey`, replacing those with the same identity. Scope fields
   * (`_environmentId`, `_organizationId`) are filled in; every record is checked against the contract;
   * secret variable values are sealed.
   */
  loadFixtures(apiKey: string, records: FixtureRecords): Record<string, number> {
    const environment = this.#environment(apiKey);
    const scope = { _environmentId: environment.id, _organizationId: environment.info._organizationId };
    const counts: Record<string, number> = {};
    const scoped: Record<string, unknown[]> = {};
    for (const [name, list] of Object.entries(records)) {
      const kind = FIXTURE_KINDS[name as FixtureKindName];
      if (!kind) throw InvalidInputError.of(`body.${name}`, `unknown record kind; one of ${Object.keys(FIXTURE_KINDS).join(', ')}`);
      if (!Array.isArray(list)) throw InvalidInputError.of(`body.${name}`, 'must be an array of records');
      scoped[name] = list.map((r) =>
        name === 'environmentVariables' ? { _organizationId: scope._organizationId, ...r } : { ...r, ...scope },
      );
      try {
        checkRecords(`body.${name}`, scoped[name] as unknown[], kind, this.deps.validator, new Set([environment.id]));
      } catch (error) {
        invalid(`body.${name}`, error);
      }
      counts[name] = list.length;
    }
    const { environmentVariables, ...data } = scoped;
    checkLoadReferences(environment, data as Partial<EnvironmentData>);
    environment.putRecords(data as Partial<EnvironmentData>);
    for (const v of sealSecrets((environmentVariables ?? []) as unknown as EnvironmentVariable[], this.deps.cipher)) {
      environment.environmentVariables.put(v);
    }
    return counts;
  }

  connections(): ConnectionsReport {
    return (this.deps.connections ?? NO_CONNECTIONS).report();
  }

  /** Disconnects Inbox sockets: every one, those of `apiKey`'s environment, and/or those of one subscriber (external id). */
  dropConnections(apiKey?: string, subscriberId?: string): number {
    const environmentId = apiKey === undefined ? undefined : this.#environment(apiKey).id;
    return (this.deps.connections ?? NO_CONNECTIONS).disconnect({ environmentId, subscriberId });
  }

  #environment(apiKey: string) {
    const environment = this.deps.registry.resolve(apiKey);
    if (!environment) throw new NotFoundError(`No environment for API key ${apiKey}`);
    return environment;
  }
}
