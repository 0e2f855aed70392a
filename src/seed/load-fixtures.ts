import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OrganizationSeed, PreferenceRecord, Seed } from '../domain/types.js';
import type { Contract } from '../contract/load-spec.js';
import { checkPreferenceFixtures, checkRecords, FixtureError } from './check-fixtures.js';
import { checkReferences } from './check-references.js';
import { FIXTURE_KINDS, PREFERENCES_FILE } from './fixture-files.js';
import { shiftTimestampsInPlace } from './shift-timestamps.js';

export const DEFAULT_FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/default', import.meta.url));

/**
 * Written by `npm run build` after checking the bundled fixtures against the contract and their
 * references: the fingerprint of (contract, fixture files) that passed. A set with that very fingerprint needs no second check at
 * startup, where it would be the largest cost; any other or edited set is checked record by record.
 */
const VERIFIED_STAMP_PATH = fileURLToPath(new URL('../fixtures-verified.json', import.meta.url));

interface Manifest {
  name?: string;
  /** Timestamps in the files are written relative to this instant, which is moved to `now`. */
  timeAnchor?: string;
}

/** The file's bytes: hashing them spares re-encoding the decoded text. */
function readBytes(dir: string, file: string, optional: boolean): Buffer | undefined {
  const path = join(dir, file);
  if (!existsSync(path)) {
    if (optional) return undefined;
    throw new FixtureError(`${path}: file not found`);
  }
  return readFileSync(path);
}

function parse<T>(dir: string, file: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new FixtureError(`${join(dir, file)}: not valid JSON (${(error as Error).message})`);
  }
}

function checkOrganizations(dir: string, organizations: OrganizationSeed[]): void {
  const where = join(dir, 'organizations.json');
  if (!Array.isArray(organizations) || organizations.length === 0) {
    throw new FixtureError(`${where}: needs at least one organization`);
  }
  const keys = new Set<string>();
  const applications = new Set<string>();
  organizations.forEach((o, i) => {
    if (typeof o._id !== 'string' || !Array.isArray(o.environments) || o.environments.length === 0) {
      throw new FixtureError(`${where} record #${i}: needs _id and at least one environment`);
    }
    for (const e of o.environments) {
      if (typeof e._id !== 'string' || typeof e.name !== 'string' || !Array.isArray(e.apiKeys)) {
        throw new FixtureError(`${where} record #${i}: every environment needs _id, name and apiKeys`);
      }
      // Fixture sets written before environments had one get one from the environment id.
      e.applicationIdentifier ??= `app-${e._id}`;
      if (typeof e.applicationIdentifier !== 'string' || e.applicationIdentifier === '') {
        throw new FixtureError(`${where} record #${i}: applicationIdentifier must be a non-empty string`);
      }
      if (applications.has(e.applicationIdentifier)) throw new FixtureError(`${where}: application identifier "${e.applicationIdentifier}" is used twice`);
      applications.add(e.applicationIdentifier);
      for (const key of e.apiKeys) {
        if (keys.has(key)) throw new FixtureError(`${where}: API key "${key}" is used twice`);
        keys.add(key);
      }
    }
  });
}

const FILES = ['manifest.json', 'organizations.json', ...Object.values(FIXTURE_KINDS).map((k) => k.file), PREFERENCES_FILE];

function readStamp(): string | undefined {
  if (!existsSync(VERIFIED_STAMP_PATH)) return undefined;
  return (JSON.parse(readFileSync(VERIFIED_STAMP_PATH, 'utf8')) as { fingerprint?: string }).fingerprint;
}

/**
 * Reads a fixture set, checks every record against the contract (fail fast, naming file, record and
 * field) and every reference, and moves its timestamps so that the set's time anchor is `now`.
 */
export function loadFixtures(dir: string, contract: Contract, now: Date): Seed {
  return readFixtureSet(dir, contract, now, readStamp()).seed;
}

/** Build step: check the bundled fixtures in full and record their fingerprint. */
export function writeVerifiedStamp(contract: Contract): void {
  const { fingerprint } = readFixtureSet(DEFAULT_FIXTURES_DIR, contract, new Date(), undefined);
  writeFileSync(VERIFIED_STAMP_PATH, JSON.stringify({ fingerprint }));
}

function readFixtureSet(dir: string, contract: Contract, now: Date, verified: string | undefined): { seed: Seed; fingerprint: string } {
  const files = FILES.map((file) => [file, readBytes(dir, file, file !== 'organizations.json')] as const);
  // sha256 of the same bytes as before (the UTF-8 of `\0file\0text`), so existing stamps stay valid; with
  // SHA extensions it is as fast as md5 here.
  const fingerprint = createHash('sha256').update(contract.hash);
  for (const [file, bytes] of files) {
    fingerprint.update(`\0${file}\0`);
    if (bytes) fingerprint.update(bytes);
  }
  const digest = fingerprint.digest('hex');
  const texts = new Map(files.map(([file, bytes]) => [file, bytes?.toString('utf8')]));
  const manifest = parse<Manifest>(dir, 'manifest.json', texts.get('manifest.json') ?? '{}');
  const organizations = parse<OrganizationSeed[]>(dir, 'organizations.json', texts.get('organizations.json') as string);
  checkOrganizations(dir, organizations);
  const environmentIds = new Set(organizations.flatMap((o) => o.environments.map((e) => e._id)));
  const records = Object.fromEntries(
    Object.entries(FIXTURE_KINDS).map(([name, kind]) => {
      const list = parse<unknown[]>(dir, kind.file, texts.get(kind.file) ?? '[]');
      if (digest !== verified) checkRecords(join(dir, kind.file), list, kind, contract.bare, environmentIds);
      return [name, list];
    }),
  ) as Pick<Seed, keyof typeof FIXTURE_KINDS>;
  const preferences = parse<PreferenceRecord[]>(dir, PREFERENCES_FILE, texts.get(PREFERENCES_FILE) ?? '[]');
  if (digest !== verified) checkPreferenceFixtures(join(dir, PREFERENCES_FILE), preferences, environmentIds);
  const seed: Seed = { organizations, ...records, preferences };
  if (digest !== verified) checkReferences(seed, dir);
  const anchor = manifest.timeAnchor ? Date.parse(manifest.timeAnchor) : NaN;
  if (!Number.isNaN(anchor)) shiftTimestampsInPlace(seed, now.getTime() - anchor);
  return { seed, fingerprint: digest };
}
