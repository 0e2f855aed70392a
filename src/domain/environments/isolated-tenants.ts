import type { EnvironmentData } from './types.js';
import type { EnvironmentVariable } from '../variables/index.js';
import { type OrganizationSeed, AtCapacityError } from '../shared/index.js';

/** What an organization starts from: its environments (with their keys), their records, its variables. */
export interface OrganizationTemplate {
  organization: OrganizationSeed;
  data: Map<string, EnvironmentData>;
  variablesSeed: EnvironmentVariable[];
}

/**
 * A copy of `template` under the given ids, for `apiKey` alone (it opens the first environment). Ids are
 * rewritten wherever they occur, so records keep pointing at their own organization.
 */
export function copyForKey(template: OrganizationTemplate, apiKey: string, ids: { organizationId: string; environmentIds: string[] }): OrganizationTemplate {
  const renames = new Map<string, string>([[template.organization._id, ids.organizationId]]);
  template.organization.environments.forEach((e, i) => renames.set(e._id, ids.environmentIds[i] as string));
  const rebase = <T>(value: T): T =>
    JSON.parse(
      JSON.stringify(value).replace(/"([0-9a-f]{24})"/g, (m, id: string) => {
        const renamed = renames.get(id);
        return renamed ? `"${renamed}"` : m;
      }),
    ) as T;
  const organization: OrganizationSeed = {
    _id: ids.organizationId,
    name: `${template.organization.name} (isolated: ${apiKey.slice(0, 8)})`,
    environments: template.organization.environments.map((e, index) => ({
      _id: renames.get(e._id) as string,
      name: e.name,
      apiKeys: index === 0 ? [apiKey] : [],
      // Unique because the environment id is.
      applicationIdentifier: `app-${renames.get(e._id) as string}`,
    })),
  };
  const data = new Map([...template.data].map(([id, d]) => [renames.get(id) as string, rebase(d)]));
  return { organization, data, variablesSeed: rebase(template.variablesSeed) };
}

/**
 * Which isolated organization makes room for a new key: the least recently used of those without a running
 * request, once idle for `idleMs`; else how long until one may be.
 */
export function leastRecentlyUsedIdle<T extends { lastUsedMs: number; inFlight: number }>(tenants: T[], nowMs: number, idleMs: number): { evict: T } | { waitMs: number } {
  let oldest: T | undefined;
  for (const t of tenants) if (t.inFlight === 0 && (oldest === undefined || t.lastUsedMs < oldest.lastUsedMs)) oldest = t;
  if (oldest && nowMs - oldest.lastUsedMs >= idleMs) return { evict: oldest };
  return { waitMs: oldest ? oldest.lastUsedMs + idleMs - nowMs : idleMs };
}

/** The refusal of a new key when no isolated organization can make room (`raiseHint`: the option to raise). */
export function noRoomForIsolated(cap: number, idleMs: number, waitMs: number, raiseHint: string): AtCapacityError {
  return new AtCapacityError(
    `No room for a new isolated environment: the mock holds at most ${cap} (maxIsolatedEnvironments) and each of them has a request running or had one within the last ${Math.round(idleMs / 1000)} s. ` +
      `Retry later, raise the limit with ${raiseHint}, or drop every isolated environment with POST /__admin/reset.`,
    Math.max(1, Math.ceil(waitMs / 1000)),
  );
}
