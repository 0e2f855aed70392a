import type { OrganizationSeed } from '../shared/index.js';

/** An API key with the environment it opens. */
export interface KeyedEnvironment {
  apiKey: string;
  applicationIdentifier: string;
  environment: string;
  environmentId: string;
  organization: string;
}

export function keyedEnvironmentsOf(organization: OrganizationSeed, isolated: boolean): (KeyedEnvironment & { isolated: boolean })[] {
  return organization.environments.flatMap((e) =>
    e.apiKeys.map((apiKey) => ({ apiKey, applicationIdentifier: e.applicationIdentifier, environment: e.name, environmentId: e._id, organization: organization.name, isolated })),
  );
}
