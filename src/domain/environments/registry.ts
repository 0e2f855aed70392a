import { environmentDataOf } from './seed-data.js';
import type { Environment } from './environment.js';
import { sealSecrets } from '../variables/index.js';
import { environmentIdOfToken } from '../inbox/index.js';
import { copyForKey, leastRecentlyUsedIdle, noRoomForIsolated, type OrganizationTemplate } from './isolated-tenants.js';
import type { RegistryOptions } from './registry-options.js';
import type { OrganizationSnapshot, StateSnapshot } from './state-snapshot.js';
import { mockWideBudget, type MockWideBudget } from '../shared/index.js';
import { createTenant, loadVariablesOf, resetEnvironment, resetTenant, snapshotOf, type Tenant } from './tenant.js';
import { restoreFixtureOrganization } from './organization-environments.js';
import type { EnvironmentData, Seed } from './types.js';
import { keyedEnvironmentsOf, type KeyedEnvironment } from './keyed-environments.js';

/** Maps API keys to environments: lazy for isolated keys, resettable. */
export class TenantRegistry {
  readonly #byApiKey = new Map<string, { tenant: Tenant; environmentId: string }>();
  readonly #tenants: Tenant[] = [];
  /** The cap of isolated organizations was reported (once until a reset). */
  #capReported = false;
  /** What all environments together added, against the mock-wide limits. */
  readonly #mockWide: MockWideBudget;

  constructor(
    private readonly seed: Seed,
    private readonly options: RegistryOptions,
  ) {
    this.#mockWide = mockWideBudget(options.mockWideLimitFactor, () => this.environments().map((e) => e.budget));
    for (const organization of seed.organizations) {
      const data = new Map(organization.environments.map((e) => [e._id, environmentDataOf(seed, e._id)]));
      const variables = sealSecrets(
        seed.environmentVariables.filter((v) => v._organizationId === organization._id),
        options.cipher,
      );
      this.#addTenant({ organization, data, variablesSeed: variables });
    }
  }

  /** The API keys the fixtures define, with the environment each one opens. */
  fixtureKeys(): KeyedEnvironment[] {
    return this.seed.organizations.flatMap((o) => keyedEnvironmentsOf(o, false).map(({ isolated: _isolated, ...keyed }) => keyed));
  }

  /** Every API key that opens an environment now: the fixtures' first, then the isolated keys in the order they came. */
  keyedEnvironments(): (KeyedEnvironment & { isolated: boolean })[] {
    return this.#tenants.flatMap((t) => keyedEnvironmentsOf(t.organization, t.isolated));
  }

  /** The environment of `apiKey`, or undefined when the key is unknown (and keys are not isolated). */
  resolve(apiKey: string): Environment | undefined {
    return this.#enter(apiKey)?.environment;
  }

  /** `resolve` for a request: in use until `release` (an isolated one is not evicted meanwhile). */
  acquire(apiKey: string): { environment: Environment; release: () => void } | undefined {
    const entry = this.#enter(apiKey);
    if (!entry) return undefined;
    const { tenant } = entry;
    tenant.inFlight++;
    let held = true;
    const release = () => {
      if (held) tenant.inFlight--;
      held = false;
      tenant.lastUsedMs = this.options.nowMs();
    };
    return { environment: entry.environment, release };
  }

  #enter(apiKey: string): { tenant: Tenant; environment: Environment } | undefined {
    const entry = this.#byApiKey.get(apiKey) ?? (this.options.isolateKeys && apiKey ? this.#isolate(apiKey) : undefined);
    if (!entry) return undefined;
    entry.tenant.lastUsedMs = this.options.nowMs();
    return { tenant: entry.tenant, environment: entry.tenant.environments.get(entry.environmentId) as Environment };
  }

  /**
   * The environment a frontend's Inbox names by its application identifier, with the API key that signs
   * its subscribers' HMAC (the first one; undefined when the environment has none).
   */
  byApplicationIdentifier(identifier: string): { environment: Environment; apiKey: string | undefined } | undefined {
    for (const tenant of this.#tenants) {
      const seed = tenant.organization.environments.find((e) => e.applicationIdentifier === identifier);
      if (seed) return { environment: tenant.environments.get(seed._id) as Environment, apiKey: seed.apiKeys[0] };
    }
    return undefined;
  }

  /** The environment, subscriber (external id) and contexts an Inbox session token opens, or undefined. */
  bySessionToken(token: string): { environment: Environment; subscriberId: string; contextKeys: readonly string[] } | undefined {
    const environmentId = environmentIdOfToken(token);
    if (environmentId === undefined) return undefined;
    const environment = this.environments().find((e) => e.id === environmentId);
    const session = environment?.inboxSessions.sessionOf(token);
    return environment && session ? { environment, ...session } : undefined;
  }

  environments(): Environment[] {
    return this.#tenants.flatMap((t) => [...t.environments.values()]);
  }

  /** Every environment with the API keys that open it (none for the other environments of an isolated organization). */
  environmentsWithKeys(): { environment: Environment; apiKeys: string[] }[] {
    return this.#tenants.flatMap((t) =>
      t.organization.environments.map((e) => ({ environment: t.environments.get(e._id) as Environment, apiKeys: e.apiKeys })),
    );
  }

  /**
   * Back to the seed: everything, or only the environment of `apiKey`. Returns false for an unknown key.
   * Everything: the isolated organizations go (a key that comes back gets a fresh one, as on first use).
   */
  reset(apiKey?: string): boolean {
    if (apiKey === undefined) {
      for (const tenant of this.#tenants.filter((t) => t.isolated)) this.#drop(tenant);
      this.#capReported = false;
      this.#mockWide.reported.clear();
      for (const tenant of this.#tenants) {
        const dropped = restoreFixtureOrganization(tenant);
        this.#rekey(tenant);
        if (dropped.length > 0) this.options.onDropped(dropped);
        resetTenant(tenant);
      }
      return true;
    }
    const entry = this.#byApiKey.get(apiKey);
    if (!entry) return false;
    resetEnvironment(entry.tenant, entry.environmentId);
    return true;
  }

  /** The current state: everything, or the environment of `apiKey` (undefined for an unknown key). */
  exportState(apiKey?: string): StateSnapshot | undefined {
    const scoped = apiKey === undefined ? undefined : this.#locate(apiKey);
    if (apiKey !== undefined && !scoped) return undefined;
    return {
      version: 1,
      scope: scoped ? 'environment' : 'all',
      organizations: scoped ? [snapshotOf(scoped.tenant, scoped.environmentId)] : this.#tenants.map((tenant) => snapshotOf(tenant)),
    };
  }

  /**
   * Replaces the current state with a snapshot's (taken by `exportState`, records already checked).
   * With `apiKey`, the snapshot's single environment goes into that key's environment.
   * Returns an error message when the snapshot does not fit this mock.
   */
  importState(snapshot: StateSnapshot, apiKey?: string): string | undefined {
    if (apiKey !== undefined) {
      const target = this.#locate(apiKey);
      const organization = snapshot.organizations[0];
      const environment = organization?.environments[0];
      if (!target) return `no environment for API key ${apiKey}`;
      if (snapshot.organizations.length !== 1 || organization?.environments.length !== 1 || !environment) {
        return 'a snapshot restored into one API key must hold exactly one environment';
      }
      if (environment._id !== target.environmentId) {
        return `this snapshot is of environment ${environment._id}; API key ${apiKey} opens ${target.environmentId}`;
      }
      target.tenant.environments.get(target.environmentId)?.load(environment.data);
      loadVariablesOf(target.tenant, target.environmentId, organization.environmentVariables);
      return undefined;
    }
    for (const [i, organization] of snapshot.organizations.entries()) {
      const tenant = this.#tenants.find((t) => t.organization._id === organization._id);
      if (!tenant) {
        if (this.#keyToReisolate(organization) === undefined) return `organizations.${i}: organization ${organization._id} does not exist in this mock`;
        continue;
      }
      for (const e of organization.environments) {
        if (!tenant.environments.has(e._id)) return `organizations.${i}: environment ${e._id} does not exist in this mock`;
      }
    }
    for (const organization of snapshot.organizations) {
      const tenant = this.#tenants.find((t) => t.organization._id === organization._id) ?? (this.#reisolate(organization) as Tenant);
      for (const e of organization.environments) tenant.environments.get(e._id)?.load(e.data);
      tenant.variables.load(organization.environmentVariables);
    }
    return undefined;
  }

  #locate(apiKey: string): { tenant: Tenant; environmentId: string } | undefined {
    return this.resolve(apiKey) ? this.#byApiKey.get(apiKey) : undefined;
  }

  #addTenant(template: OrganizationTemplate, isolated = false): Tenant {
    const hooks = {
      ids: this.options.ids,
      keysChanged: () => this.#rekey(tenant),
      dropped: (environmentIds: string[]) => this.options.onDropped(environmentIds),
    };
    const tenant: Tenant = createTenant(template, isolated, this.options, this.#mockWide, hooks);
    this.#rekey(tenant);
    this.#tenants.push(tenant);
    return tenant;
  }

  /** The tenant's API keys mapped again to its environments as they are now (one created or deleted, a reset). */
  #rekey(tenant: Tenant): void {
    for (const [apiKey, entry] of this.#byApiKey) if (entry.tenant === tenant) this.#byApiKey.delete(apiKey);
    for (const e of tenant.organization.environments) for (const apiKey of e.apiKeys) this.#byApiKey.set(apiKey, { tenant, environmentId: e._id });
  }

  /**
   * The key of a snapshot's isolated organization that is no longer here (a full reset or an eviction
   * dropped it), when it can be made again: under isolated keys, shaped like the fixture organization, its
   * key unknown or opening another isolated organization (which the snapshot's then replaces).
   */
  #keyToReisolate(organization: OrganizationSnapshot): string | undefined {
    const template = this.#tenants[0]?.fixtureOrganization;
    const apiKeys = organization.environments[0]?.apiKeys ?? [];
    const apiKey = apiKeys[0];
    const fits = this.options.isolateKeys && template !== undefined && organization.environments.length === template.environments.length;
    if (!fits || apiKeys.length !== 1 || apiKey === undefined) return undefined;
    const holder = this.#byApiKey.get(apiKey);
    return holder === undefined || holder.tenant.isolated ? apiKey : undefined;
  }

  /** Makes a snapshot's isolated organization again under its ids (see `#keyToReisolate`). */
  #reisolate(organization: OrganizationSnapshot): Tenant | undefined {
    const apiKey = this.#keyToReisolate(organization) as string;
    const holder = this.#byApiKey.get(apiKey);
    if (holder) this.#drop(holder.tenant);
    return this.#isolate(apiKey, { organizationId: organization._id, environmentIds: organization.environments.map((e) => e._id) })?.tenant;
  }

  /** At the cap of isolated organizations, the least recently used idle one goes, else the new key is refused. */
  #makeRoomForIsolated(): void {
    const { maxIsolatedEnvironments: cap, isolatedIdleMs: idleMs } = this.options;
    const isolated = this.#tenants.filter((t) => t.isolated);
    if (isolated.length < cap) return;
    if (!this.#capReported) this.options.limitPort.reached('mock', 'maxIsolatedEnvironments', cap);
    this.#capReported = true;
    const choice = leastRecentlyUsedIdle(isolated, this.options.nowMs(), idleMs);
    if ('evict' in choice) return this.#drop(choice.evict);
    throw noRoomForIsolated(cap, idleMs, choice.waitMs, this.options.limitPort.raiseHint('maxIsolatedEnvironments'));
  }

  /** Forgets an isolated organization: its keys, its environments, and what is kept for them elsewhere. */
  #drop(tenant: Tenant): void {
    for (const e of tenant.organization.environments) for (const apiKey of e.apiKeys) this.#byApiKey.delete(apiKey);
    this.#tenants.splice(this.#tenants.indexOf(tenant), 1);
    this.options.onDropped([...tenant.environments.keys()]);
  }

  /** A copy of the first fixture organization under fresh (or the given) ids; `apiKey` opens its first environment. */
  #isolate(apiKey: string, ids?: { organizationId: string; environmentIds: string[] }): { tenant: Tenant; environmentId: string } | undefined {
    const template = this.#tenants[0];
    if (!template) return undefined;
    this.#makeRoomForIsolated();
    // The fixtures' organization, whatever environments the API has created or deleted in it since.
    const fixture = template.fixtureOrganization;
    const fixtureData = new Map(fixture.environments.map((e) => [e._id, template.data.get(e._id) as EnvironmentData]));
    const copy = copyForKey({ organization: fixture, data: fixtureData, variablesSeed: template.variablesSeed }, apiKey, {
      organizationId: ids?.organizationId ?? this.options.ids.objectId(),
      environmentIds: fixture.environments.map((_, i) => ids?.environmentIds[i] ?? this.options.ids.objectId()),
    });
    const tenant = this.#addTenant(copy, true);
    return { tenant, environmentId: copy.organization.environments[0]?._id as string };
  }
}
