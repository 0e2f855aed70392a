import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OrganizationSeed, Seed } from '../domain/types.js';
import type { ContractValidator } from '../spec/validator.js';
import { checkRecords, FixtureError } from './check-fixtures.js';
import { checkReferences } from './check-references.js';
import { FIXTURE_KINDS } from './fixture-files.js';
import { shiftTimestamps } from './shift-timestamps.js';

export const DEFAULT_FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/default', import.meta.url));

interface Manifest {
  name?: string;
  /** Timestamps in the files are written relative to this instant, which is moved to `now`. */
  timeAnchor?: string;
}

function readJson<T>(dir: string, file: string, fallback?: T): T {
  const path = join(dir, file);
  if (!existsSync(path)) {
    if (fallback !== undefined) return fallback;
    throw new FixtureError(`${path}: file not found`);
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new FixtureError(`${path}: not valid JSON (${(error as Error).message})`);
  }
}

function checkOrganizations(dir: string, organizations: OrganizationSeed[]): void {
  const where = join(dir, 'organizations.json');
  if (!Array.isArray(organizations) || organizations.length === 0) {
    throw new FixtureError(`${where}: needs at least one organization`);
  }
  const keys = new Set<string>();
  organizations.forEach((o, i) => {
    if (typeof o._id !== 'string' || !Array.isArray(o.environments) || o.environments.length === 0) {
      throw new FixtureError(`${where} record #${i}: needs _id and at least one environment`);
    }
    for (const e of o.environments) {
      if (typeof e._id !== 'string' || typeof e.name !== 'string' || !Array.isArray(e.apiKeys)) {
        throw new FixtureError(`${where} record #${i}: every environment needs _id, name and apiKeys`);
      }
      for (const key of e.apiKeys) {
        if (keys.has(key)) throw new FixtureError(`${where}: API key "${key}" is used twice`);
        keys.add(key);
      }
    }
  });
}

/**
 * Reads a fixture set, checks every record against the contract (fail fast, naming file, record and
 * field) and moves its timestamps so that the set's time anchor is `now`.
 */
export function loadFixtures(dir: string, validator: ContractValidator, now: Date): Seed {
  const manifest = readJson<Manifest>(dir, 'manifest.json', {});
  const organizations = readJson<OrganizationSeed[]>(dir, 'organizations.json');
  checkOrganizations(dir, organizations);
  const environmentIds = new Set(organizations.flatMap((o) => o.environments.map((e) => e._id)));
  const records = Object.fromEntries(
    Object.entries(FIXTURE_KINDS).map(([name, kind]) => {
      const list = readJson<unknown[]>(dir, kind.file, []);
      checkRecords(join(dir, kind.file), list, kind, validator, environmentIds);
      return [name, list];
    }),
  ) as Pick<Seed, keyof typeof FIXTURE_KINDS>;
  const seed: Seed = { organizations, ...records };
  checkReferences(seed, dir);
  const anchor = manifest.timeAnchor ? Date.parse(manifest.timeAnchor) : NaN;
  return Number.isNaN(anchor) ? seed : shiftTimestamps(seed, now.getTime() - anchor);
}
