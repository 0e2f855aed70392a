/**
 * `POST`, `PUT` and `DELETE /v1/environments`: an organization's environments change. A new environment gets an
 * API key and an empty set of stores (with its "General" workflow group), usable with its key at once; a
 * deleted one goes with its keys (401 afterwards) and its records. A full reset brings the organization back
 * to its fixtures: environments created through the API go, deleted and renamed ones come back.
 */
import type { Environment } from './environment.js';
import { DEVELOPMENT, maskApiKey, PRODUCTION, profileOf, type EnvironmentProfile } from './profile.js';
import type { CreatedEnvironment, CreateEnvironmentInput, EnvironmentData, EnvironmentWrites, UpdateEnvironmentInput } from './types.js';
import { BadRequestError, NotFoundError, type EnvironmentSeed, type IdGenerator, type OrganizationSeed } from '../shared/index.js';

/** How many environments an organization may have (the real service's default limit). */
export const MAX_ENVIRONMENTS = 10;

const PROTECTED = [DEVELOPMENT, PRODUCTION];
const isProtectedName = (name: string) => PROTECTED.map((n) => n.toLowerCase()).includes(name.trim().toLowerCase());

/** A refusal the real service answers with a status the domain's error kinds do not name (401, a plain 422). */
export class EnvironmentRuleError extends BadRequestError {
  constructor(
    message: string,
    readonly status: 400 | 401 | 422,
  ) {
    super(message);
  }
}

/** An organization's environments as its tenant holds them (see `Tenant`). */
export interface OrganizationState {
  organization: OrganizationSeed;
  readonly fixtureOrganization: OrganizationSeed;
  /** What each environment loads at a reset (an environment made through the API: nothing). */
  data: Map<string, EnvironmentData>;
  readonly environments: Map<string, Environment>;
  readonly environmentIds: Set<string>;
  readonly makeEnvironment: (seed: EnvironmentSeed) => Environment;
  /** The writes `/v1/environments` makes on this organization (every environment of it reaches them). */
  writes?: EnvironmentWrites;
}

/** What a tenant's environments need from the registry that holds the API keys. */
export interface OrganizationHooks {
  ids: IdGenerator;
  /** The organization's keys changed (an environment came or went): the registry maps them again. */
  keysChanged(): void;
  /** Environments that are gone: whatever is kept per environment elsewhere can go. */
  dropped(environmentIds: string[]): void;
}

/** An environment with nothing in it (its stores add the "General" group by themselves). */
const EMPTY_DATA: EnvironmentData = Object.freeze({ subscribers: [], integrations: [], workflows: [], messages: [], notifications: [] }) as EnvironmentData;

/**
 * Makes `organization` the tenant's: environments it lists and the tenant lacks are made (and loaded from
 * `tenant.data`, empty for one made through the API), those it no longer lists go; every environment sees the
 * new list. Returns the ids of the environments that went.
 */
export function setOrganization(tenant: OrganizationState, organization: OrganizationSeed): string[] {
  tenant.organization = organization;
  const listed = new Set(organization.environments.map((e) => e._id));
  const removed = [...tenant.environments.keys()].filter((id) => !listed.has(id));
  for (const id of removed) tenant.environments.delete(id);
  for (const seed of organization.environments) {
    let environment = tenant.environments.get(seed._id);
    if (!environment) {
      environment = tenant.makeEnvironment(seed);
      tenant.environments.set(seed._id, environment);
      environment.joinOrganization(tenant.environments, tenant.writes);
      environment.load(tenant.data.get(seed._id) ?? EMPTY_DATA);
    }
    environment.info.organization = organization;
    environment.info.name = seed.name;
  }
  tenant.environmentIds.clear();
  for (const id of listed) tenant.environmentIds.add(id);
  return removed;
}

/** The organization back to its fixtures (a full reset): environments created through the API go. */
export function restoreFixtureOrganization(tenant: OrganizationState): string[] {
  const fixtureIds = new Set(tenant.fixtureOrganization.environments.map((e) => e._id));
  for (const id of [...tenant.data.keys()]) if (!fixtureIds.has(id)) tenant.data.delete(id);
  return setOrganization(tenant, tenant.fixtureOrganization);
}

/** The writes of `/v1/environments` on one organization. */
export class OrganizationEnvironments implements EnvironmentWrites {
  constructor(
    private readonly tenant: OrganizationState,
    private readonly hooks: OrganizationHooks,
  ) {}

  /** `POST /v1/environments`: the real checks in the real order; one API key, a 12-character identifier. */
  create(input: CreateEnvironmentInput): CreatedEnvironment {
    const { organization } = this.tenant;
    if (organization.environments.length >= MAX_ENVIRONMENTS) throw new EnvironmentRuleError(`Organization cannot have more than ${MAX_ENVIRONMENTS} environments`, 400);
    if (isProtectedName(input.name)) throw new EnvironmentRuleError('Environment name cannot be Development or Production', 422);
    // The real check compares the name as sent (it stores it trimmed).
    if (organization.environments.some((e) => e.name === input.name)) throw new EnvironmentRuleError('Environment name must be unique', 400);
    const apiKey = this.hooks.ids.uuid().replace(/-/g, '');
    const seed: EnvironmentSeed = {
      _id: this.hooks.ids.objectId(),
      name: input.name.trim(),
      apiKeys: [apiKey],
      applicationIdentifier: this.hooks.ids.uuid().replace(/-/g, '').slice(0, 12),
      type: 'prod',
      color: input.color,
    };
    this.tenant.data.set(seed._id, EMPTY_DATA);
    this.#apply({ ...organization, environments: [...organization.environments, seed] });
    return { ...profileOf(this.#info(), seed), apiKeys: [{ key: maskApiKey(apiKey), _userId: organization._id }] };
  }

  /** `PUT /v1/environments/{environmentId}`: Development and Production keep their names; the others may take any. */
  update(environmentId: string, input: UpdateEnvironmentInput): EnvironmentProfile {
    const { organization } = this.tenant;
    const current = organization.environments.find((e) => e._id === environmentId);
    if (!current) throw new EnvironmentRuleError('Environment not found', 401);
    const renames = input.name !== undefined && input.name !== '';
    if (renames && PROTECTED.includes(current.name)) throw new EnvironmentRuleError('Cannot update the name of Development or Production environments', 422);
    if (renames && isProtectedName(input.name as string)) throw new EnvironmentRuleError('Environment name cannot be Development or Production', 422);
    const updated: EnvironmentSeed = { ...current };
    if (renames) updated.name = (input.name as string).trim();
    // As the real update: parentId and identifier apply unless the name sent is empty.
    if (input.parentId && input.name !== '') updated._parentId = input.parentId;
    if (input.identifier && input.name !== '') updated.applicationIdentifier = input.identifier;
    if (input.color) updated.color = input.color;
    this.#apply({ ...organization, environments: organization.environments.map((e) => (e._id === environmentId ? updated : e)) });
    return profileOf(this.#info(), updated);
  }

  /** `DELETE /v1/environments/{environmentId}`: only an environment that is neither Development nor Production. */
  remove(environmentId: string): void {
    const { organization } = this.tenant;
    const current = organization.environments.find((e) => e._id === environmentId);
    if (!current) throw new NotFoundError(`Environment ${environmentId} not found`);
    if (PROTECTED.includes(current.name)) {
      throw new EnvironmentRuleError(`The ${current.name} environment is protected and cannot be deleted. Only custom environments can be deleted.`, 400);
    }
    this.#apply({ ...organization, environments: organization.environments.filter((e) => e._id !== environmentId) });
  }

  #apply(organization: OrganizationSeed): void {
    const removed = setOrganization(this.tenant, organization);
    this.hooks.keysChanged();
    if (removed.length > 0) this.hooks.dropped(removed);
  }

  #info() {
    return { _organizationId: this.tenant.organization._id, organization: this.tenant.organization };
  }
}
