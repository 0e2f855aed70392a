import { derivedId, fill, isObject, textOf } from './default-values.js';
import type { ProblemList } from './fixture-problems.js';

/** The environments of a set, each with its organization, in the order of `organizations.json`. */
export type SetEnvironments = { _id: string; _organizationId: string }[];

/**
 * `organizations.json`: at least one organization, each with at least one environment that has API keys.
 * An organization or environment without `_id` gets one derived from its name (or position); an environment
 * without a name is the "Development" one; one without `applicationIdentifier` gets `app-<its _id>`. No API
 * key or application identifier may open two environments.
 */
export function checkOrganizations(file: string, organizations: unknown, problems: ProblemList): SetEnvironments {
  if (!Array.isArray(organizations) || organizations.length === 0) {
    problems.add({ file, message: 'needs a JSON array with at least one organization' });
    return [];
  }
  const environments: SetEnvironments = [];
  const keys = new Map<string, string>();
  const applications = new Map<string, string>();
  organizations.forEach((organization: unknown, index) => {
    const at = { file, index, record: organization };
    if (!isObject(organization)) return problems.add({ ...at, message: 'must be a JSON object' });
    fill(organization, '_id', () => derivedId('organization', typeof organization.name === 'string' ? organization.name : `#${index}`));
    fill(organization, 'name', () => `Organization ${index + 1}`);
    if (typeof organization._id !== 'string' || organization._id === '') problems.add({ ...at, field: '_id', message: 'must be a non-empty string' });
    checkBranding(organization.branding, (field, message) => problems.add({ ...at, field, message }));
    if (!Array.isArray(organization.environments) || organization.environments.length === 0) {
      return problems.add({ ...at, field: 'environments', message: 'needs at least one environment' });
    }
    organization.environments.forEach((environment: unknown, e) => {
      const field = (name: string) => `environments.${e}${name ? `.${name}` : ''}`;
      if (!isObject(environment)) return problems.add({ ...at, field: field(''), message: 'must be a JSON object' });
      fill(environment, 'name', () => (e === 0 ? 'Development' : `Environment ${e + 1}`));
      fill(environment, '_id', () => derivedId('environment', textOf(organization._id), textOf(environment.name)));
      // Fixture sets written before environments had one get one from the environment id.
      fill(environment, 'applicationIdentifier', () => `app-${textOf(environment._id)}`);
      for (const name of ['_id', 'name', 'applicationIdentifier']) {
        if (typeof environment[name] !== 'string' || environment[name] === '') problems.add({ ...at, field: field(name), message: 'must be a non-empty string' });
      }
      const where = `environment "${textOf(environment.name)}" of organization "${textOf(organization.name)}"`;
      const application = textOf(environment.applicationIdentifier);
      const sameApplication = applications.get(application);
      if (sameApplication) problems.add({ ...at, field: field('applicationIdentifier'), message: `"${application}" is also the application identifier of ${sameApplication}` });
      applications.set(application, where);
      if (!Array.isArray(environment.apiKeys) || environment.apiKeys.length === 0 || !environment.apiKeys.every((k) => typeof k === 'string' && k !== '')) {
        problems.add({ ...at, field: field('apiKeys'), message: 'needs an array of at least one API key (a non-empty string), e.g. ["my-api-key"]' });
      } else {
        for (const key of environment.apiKeys as string[]) {
          const same = keys.get(key);
          if (same) problems.add({ ...at, field: field('apiKeys'), message: `API key "${key}" also opens ${same}` });
          keys.set(key, where);
        }
      }
      environments.push({ _id: textOf(environment._id), _organizationId: textOf(organization._id) });
    });
  });
  return environments;
}

const BRANDING_TEXTS = ['logo', 'color', 'fontColor', 'contentBackground', 'fontFamily'];

/** An organization's optional `branding`: what the legacy widget reads (`GET /v1/widgets/organization`). */
function checkBranding(branding: unknown, problem: (field: string, message: string) => void): void {
  if (branding === undefined) return;
  if (!isObject(branding)) return problem('branding', 'must be a JSON object');
  for (const [key, value] of Object.entries(branding)) {
    if (key === 'direction') {
      if (value !== 'ltr' && value !== 'rtl') problem('branding.direction', 'must be "ltr" or "rtl"');
    } else if (!BRANDING_TEXTS.includes(key)) problem(`branding.${key}`, `is not a branding field (${[...BRANDING_TEXTS, 'direction'].join(', ')})`);
    else if (typeof value !== 'string') problem(`branding.${key}`, 'must be a string');
  }
}
