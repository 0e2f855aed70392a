import type { EnvironmentInfo, EnvironmentSeed } from '../shared/index.js';
import { SECRET_MASK } from '../variables/index.js';

/** An environment as `GET /v1/environments` and `GET /v1/environments/me` show it. */
export interface EnvironmentProfile {
  _id: string;
  name: string;
  _organizationId: string;
  /** The application identifier: what a frontend's Inbox sends to open a session here. */
  identifier: string;
  type: 'dev' | 'prod';
  /** Production's parent is Development (as the real service creates them). */
  _parentId?: string;
  apiKeys?: { key: string; _userId: string }[];
}

export const PRODUCTION = 'Production';
export const DEVELOPMENT = 'Development';

/** How many trailing characters of an API key stay readable (enough to tell two keys apart). */
const VISIBLE_KEY_TAIL = 4;
/** Keys shorter than this are masked whole: their tail would give away too much of them. */
const SHORTEST_KEY_WITH_TAIL = 12;

/**
 * An API key as the environment list shows it. The real service returns the caller's own key in full;
 * the mock never does, so that no response, journal entry or log line built from it holds a whole key.
 */
export function maskApiKey(key: string): string {
  const tail = key.length >= SHORTEST_KEY_WITH_TAIL ? key.slice(-VISIBLE_KEY_TAIL) : '';
  return `${SECRET_MASK}${tail}`;
}

export function profileOf(info: Pick<EnvironmentInfo, '_organizationId' | 'organization'>, seed: EnvironmentSeed): EnvironmentProfile {
  const parentId = seed._parentId ?? (seed.name === PRODUCTION ? info.organization.environments.find((e) => e.name === DEVELOPMENT)?._id : undefined);
  return {
    _id: seed._id,
    name: seed.name,
    _organizationId: info._organizationId,
    identifier: seed.applicationIdentifier,
    type: seed.type ?? (seed.name === PRODUCTION ? 'prod' : 'dev'),
    ...(parentId ? { _parentId: parentId } : {}),
  };
}

function seedOf(info: EnvironmentInfo): EnvironmentSeed {
  const seed = info.organization.environments.find((e) => e._id === info._id);
  if (!seed) throw new Error(`environment ${info._id} is not among its organization's`);
  return seed;
}

/** `GET /v1/environments/me`: the caller's environment; without API keys, as the real service. */
export function currentEnvironment(info: EnvironmentInfo): EnvironmentProfile {
  return profileOf(info, seedOf(info));
}

/**
 * `GET /v1/environments`: every environment of the caller's organization. As the real service answers an
 * API key: the caller's environment lists its keys (masked here, see `maskApiKey`), the others none.
 * The mock has no users: a key's `_userId` is its organization's id.
 */
export function organizationEnvironments(info: EnvironmentInfo): EnvironmentProfile[] {
  return info.organization.environments.map((seed) => ({
    ...profileOf(info, seed),
    apiKeys: seed._id === info._id ? seed.apiKeys.map((key) => ({ key: maskApiKey(key), _userId: info._organizationId })) : [],
  }));
}
