import { Environment, type EnvironmentData } from './environment.js';
import type { Clock, IdGenerator } from './ports.js';
import type { OrganizationSeed, Seed } from './types.js';

interface Tenant {
  organization: OrganizationSeed;
  /** The seed of this organization, already rebased onto its ids. */
  data: Map<string, EnvironmentData>;
  environments: Map<string, Environment>;
}

export interface RegistryOptions {
  clock: Clock;
  ids: IdGenerator;
  /** Every unknown API key gets its own fresh organization seeded from the fixtures. */
  isolateKeys: boolean;
}

function dataOf(seed: Seed, environmentId: string): EnvironmentData {
  return {
    subscribers: seed.subscribers.filter((r) => r._environmentId === environmentId),
    integrations: seed.integrations.filter((r) => r._environmentId === environmentId),
  };
}

/** Maps API keys to environments (moto's BackendDict): lazy for isolated keys, resettable. */
export class TenantRegistry {
  readonly #byApiKey = new Map<string, { tenant: Tenant; environmentId: string }>();
  readonly #tenants: Tenant[] = [];

  constructor(
    private readonly seed: Seed,
    private readonly options: RegistryOptions,
  ) {
    for (const organization of seed.organizations) {
      const data = new Map(organization.environments.map((e) => [e._id, dataOf(seed, e._id)]));
      this.#addTenant(organization, data);
    }
  }

  /** The API keys the fixtures define, with the environment each one opens. */
  fixtureKeys(): { apiKey: string; environment: string; environmentId: string; organization: string }[] {
    return this.seed.organizations.flatMap((o) =>
      o.environments.flatMap((e) =>
        e.apiKeys.map((apiKey) => ({ apiKey, environment: e.name, environmentId: e._id, organization: o.name })),
      ),
    );
  }

  /** The environment of `apiKey`, or undefined when the key is unknown (and keys are not isolated). */
  resolve(apiKey: string): Environment | undefined {
    const entry = this.#byApiKey.get(apiKey) ?? (this.options.isolateKeys ? this.#isolate(apiKey) : undefined);
    return entry?.tenant.environments.get(entry.environmentId);
  }

  environments(): Environment[] {
    return this.#tenants.flatMap((t) => [...t.environments.values()]);
  }

  /** Back to the seed: every environment, or only the one of `apiKey`. Returns false for an unknown key. */
  reset(apiKey?: string): boolean {
    if (apiKey === undefined) {
      for (const tenant of this.#tenants) this.#loadTenant(tenant);
      return true;
    }
    const entry = this.#byApiKey.get(apiKey);
    if (!entry) return false;
    entry.tenant.environments.get(entry.environmentId)?.load(entry.tenant.data.get(entry.environmentId) as EnvironmentData);
    return true;
  }

  #addTenant(organization: OrganizationSeed, data: Map<string, EnvironmentData>): Tenant {
    const tenant: Tenant = { organization, data, environments: new Map() };
    for (const e of organization.environments) {
      const info = { _id: e._id, name: e.name, _organizationId: organization._id };
      tenant.environments.set(e._id, new Environment(info, this.options));
      for (const apiKey of e.apiKeys) this.#byApiKey.set(apiKey, { tenant, environmentId: e._id });
    }
    this.#tenants.push(tenant);
    this.#loadTenant(tenant);
    return tenant;
  }

  #loadTenant(tenant: Tenant): void {
    for (const [id, environment] of tenant.environments) environment.load(tenant.data.get(id) as EnvironmentData);
  }

  /**
   * A copy of the first fixture organization under fresh ids; `apiKey` opens its first environment.
   * Ids are rewritten wherever they occur, so records keep pointing at their own organization.
   */
  #isolate(apiKey: string): { tenant: Tenant; environmentId: string } | undefined {
    const template = this.#tenants[0];
    if (!template) return undefined;
    const renames = new Map<string, string>([[template.organization._id, this.options.ids.objectId()]]);
    for (const e of template.organization.environments) renames.set(e._id, this.options.ids.objectId());
    const rebase = <T>(value: T): T =>
      JSON.parse(JSON.stringify(value).replace(/"([0-9a-f]{24})"/g, (m, id: string) => {
        const renamed = renames.get(id);
        return renamed ? `"${renamed}"` : m;
      })) as T;
    const organization: OrganizationSeed = {
      ...rebase({ ...template.organization, environments: [] }),
      name: `${template.organization.name} (isolated: ${apiKey.slice(0, 8)})`,
      environments: template.organization.environments.map((e, index) => ({
        _id: renames.get(e._id) as string,
        name: e.name,
        apiKeys: index === 0 ? [apiKey] : [],
      })),
    };
    const data = new Map([...template.data].map(([id, d]) => [renames.get(id) as string, rebase(d)]));
    const tenant = this.#addTenant(organization, data);
    return this.#byApiKey.get(apiKey) ?? { tenant, environmentId: organization.environments[0]?._id as string };
  }
}
