import { Environment } from './environment.js';
import { EnvironmentVariableStore, type EnvironmentVariable } from '../variables/index.js';
import { deepFreeze, type EnvironmentSeed, type MockWideBudget, type OrganizationSeed } from '../shared/index.js';
import type { OrganizationTemplate } from './isolated-tenants.js';
import { OrganizationEnvironments, type OrganizationHooks, type OrganizationState } from './organization-environments.js';
import type { RegistryOptions } from './registry-options.js';
import type { OrganizationSnapshot } from './state-snapshot.js';

/** One organization's state and the (frozen) seed it resets to. */
export interface Tenant extends OrganizationTemplate, OrganizationState {
  /** Created for one unknown API key (`isolateKeys`): everything in it belongs to that key. */
  isolated: boolean;
  variables: EnvironmentVariableStore;
  environments: Map<string, Environment>;
  /** When a request last resolved one of its keys (isolated tenants: which one to evict first). */
  lastUsedMs: number;
  /** Requests of its keys still running: an isolated tenant with one is never evicted. */
  inFlight: number;
  /** The organization as its template defines it: a full reset brings it back (`organization` is the current one). */
  readonly fixtureOrganization: OrganizationSeed;
  /** The ids of its environments now (the variables' store reads it: a value names one of them). */
  readonly environmentIds: Set<string>;
  /** A new environment of this organization, empty until loaded (`POST /v1/environments`, a reset that brings one back). */
  readonly makeEnvironment: (seed: EnvironmentSeed) => Environment;
}

/** An organization's environments, made from its template (frozen here, shared by every reset) and loaded. */
export function createTenant(template: OrganizationTemplate, isolated: boolean, options: RegistryOptions, mockWide: MockWideBudget, hooks: OrganizationHooks): Tenant {
  const { organization, data, variablesSeed } = template;
  for (const environmentData of data.values()) deepFreeze(environmentData);
  deepFreeze(variablesSeed);
  const environmentIds = new Set(organization.environments.map((e) => e._id));
  const variables = new EnvironmentVariableStore({ _id: organization._id, environmentIds }, options);
  const limits = { values: options.limits, port: options.limitPort, mockWide };
  const makeEnvironment = (e: EnvironmentSeed): Environment => {
    const info = { _id: e._id, name: e.name, _organizationId: organization._id, organization: tenant.organization };
    const listener = options.inboxListenerFor?.(e._id);
    return new Environment(info, variables, options.timeFor(e._id), options.payloads, limits, listener, options.outbox, () => options.onBridgeWork?.(e._id));
  };
  const tenant: Tenant = { organization, isolated, data, variablesSeed, variables, environments: new Map(), lastUsedMs: options.nowMs(), inFlight: 0, fixtureOrganization: organization, environmentIds, makeEnvironment };
  tenant.writes = new OrganizationEnvironments(tenant, hooks);
  for (const e of organization.environments) tenant.environments.set(e._id, makeEnvironment(e));
  for (const environment of tenant.environments.values()) environment.joinOrganization(tenant.environments, tenant.writes);
  resetTenant(tenant);
  return tenant;
}

/** Every environment of the organization, and its variables, back to the seed. */
export function resetTenant(tenant: Tenant): void {
  for (const [id, environment] of tenant.environments) {
    const data = tenant.data.get(id);
    if (data) environment.load(data);
  }
  tenant.variables.load(tenant.variablesSeed);
}

/** One environment of the organization back to the seed. */
export function resetEnvironment(tenant: Tenant, environmentId: string): void {
  const data = tenant.data.get(environmentId);
  if (data) tenant.environments.get(environmentId)?.load(data);
  loadVariablesOf(tenant, environmentId, tenant.variablesSeed);
}

/**
 * Variables of one environment back to `records`: all of them in an isolated organization (one key's
 * alone); otherwise only this environment's values, so that what a test created in its environment goes
 * and other environments keep theirs.
 */
export function loadVariablesOf(tenant: Tenant, environmentId: string, records: EnvironmentVariable[]): void {
  if (tenant.isolated) tenant.variables.load(records);
  else tenant.variables.restoreEnvironment(environmentId, records);
}

/**
 * The organization's current state: every environment, or only `environmentId`'s. Variables are
 * organization-wide: one environment's snapshot holds every variable of its organization with only that
 * environment's value, except for an isolated organization (one key's alone), whose variables come whole.
 */
export function snapshotOf(tenant: Tenant, environmentId?: string): OrganizationSnapshot {
  return {
    _id: tenant.organization._id,
    name: tenant.organization.name,
    environmentVariables: environmentId === undefined || tenant.isolated ? tenant.variables.records() : tenant.variables.recordsOf(environmentId),
    environments: tenant.organization.environments
      .filter((e) => environmentId === undefined || e._id === environmentId)
      .map((e) => ({ _id: e._id, name: e.name, apiKeys: e.apiKeys, data: (tenant.environments.get(e._id) as Environment).exportData() })),
  };
}
