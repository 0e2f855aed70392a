import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Seed } from '../domain/environments/index.js';
import type { Contract } from '../contract/load-spec.js';
import { collectDepthProblems, collectPreferenceProblems, collectRecordProblems } from './check-fixtures.js';
import { collectReferenceProblems } from './check-references.js';
import { findJsonSyntaxError } from '../lib/json-syntax-error.js';
import { DEFAULT_FIXTURES_DIR } from '../lib/package-files.js';
import { isObject } from './default-values.js';
import { addInAppIntegrations, fillRecordDefaults } from './fixture-defaults.js';
import { FIXTURE_KINDS, PREFERENCES_FILE } from './fixture-files.js';
import { ProblemList } from './fixture-problems.js';
import { checkOrganizations } from './organizations.js';
import { shiftTimestampsInPlace } from './shift-timestamps.js';

export { DEFAULT_FIXTURES_DIR };

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

/** The file's bytes (hashing them spares re-encoding the decoded text); undefined when an optional file is absent. */
function readBytes(path: string, optional: boolean, problems: ProblemList): Buffer | undefined {
  if (!existsSync(path)) {
    if (!optional) problems.add({ file: path, message: 'file not found: every fixture set needs its organizations (with an environment and an API key)' });
    return undefined;
  }
  return readFileSync(path);
}

/** The file's JSON; undefined (and a problem) when it is not JSON. */
function parse(path: string, text: string | undefined, fallback: unknown, problems: ProblemList): unknown {
  if (text === undefined) return fallback;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const where = findJsonSyntaxError(text);
    problems.add(
      where
        ? { file: path, line: where.line, column: where.column, message: `not valid JSON: ${where.message}` }
        : { file: path, message: `not valid JSON (${(error as Error).message})` },
    );
    return undefined;
  }
}

const FILES = ['manifest.json', 'organizations.json', ...Object.values(FIXTURE_KINDS).map((k) => k.file), PREFERENCES_FILE];

/** What the build found of the bundled set: its fingerprint, and whether its records lacked no field that has a default. */
interface VerifiedStamp {
  fingerprint?: string;
  complete?: boolean;
}

function readStamp(): VerifiedStamp | undefined {
  if (!existsSync(VERIFIED_STAMP_PATH)) return undefined;
  return JSON.parse(readFileSync(VERIFIED_STAMP_PATH, 'utf8')) as VerifiedStamp;
}

/**
 * Reads a fixture set, fills the fields its records leave out, checks every record against the contract
 * and every reference (one FixtureError lists every problem), and moves its timestamps so that the set's
 * time anchor is `now`.
 */
export function loadFixtures(dir: string, contract: Contract, now: Date): Seed {
  return readFixtureSet(dir, contract, now, readStamp()).seed;
}

/** Build step: check the bundled fixtures in full and record their fingerprint. */
export function writeVerifiedStamp(contract: Contract): void {
  const { fingerprint, complete } = readFixtureSet(DEFAULT_FIXTURES_DIR, contract, new Date(), undefined, true);
  writeFileSync(VERIFIED_STAMP_PATH, JSON.stringify({ fingerprint, complete } satisfies VerifiedStamp));
}

/** The records of a file at their positions, with a hole where the file holds something else (array methods skip holes). */
function recordsAt(list: unknown): object[] {
  const records: object[] = [];
  if (Array.isArray(list)) {
    records.length = list.length;
    list.forEach((record: unknown, index) => {
      if (isObject(record)) records[index] = record;
    });
  }
  return records;
}

/**
 * Reads every file of the set, fills the defaults of each record, and checks them all (unless the set is the
 * very one the build checked): one FixtureError lists every problem found, file by file.
 */
function readFixtureSet(dir: string, contract: Contract, now: Date, verified: VerifiedStamp | undefined, forBuild = false): { seed: Seed; fingerprint: string; complete: boolean } {
  const problems = new ProblemList();
  const files = FILES.map((file) => [file, readBytes(join(dir, file), file !== 'organizations.json', problems)] as const);
  // sha256 of the same bytes as before (the UTF-8 of `\0file\0text`), so existing stamps stay valid; with
  // SHA extensions it is as fast as md5 here.
  const fingerprint = createHash('sha256').update(contract.hash);
  for (const [file, bytes] of files) {
    fingerprint.update(`\0${file}\0`);
    if (bytes) fingerprint.update(bytes);
  }
  const digest = fingerprint.digest('hex');
  const check = digest !== verified?.fingerprint;
  const texts = new Map(files.map(([file, bytes]) => [file, bytes?.toString('utf8')]));
  const read = (file: string, fallback: unknown) => parse(join(dir, file), texts.get(file), fallback, problems);
  const manifest = (read('manifest.json', {}) ?? {}) as Manifest;
  const organizations = read('organizations.json', undefined);
  const problemsBefore = problems.problems.length;
  collectDepthProblems(join(dir, 'organizations.json'), organizations, problems);
  const tooDeep = problems.problems.length > problemsBefore;
  const environments = organizations === undefined || tooDeep ? [] : checkOrganizations(join(dir, 'organizations.json'), organizations, problems);
  const environmentIds = new Set(environments.map((e) => e._id));
  const lists: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(FIXTURE_KINDS)) lists[name] = read(kind.file, []);
  lists.preferences = read(PREFERENCES_FILE, []);
  const anchor = manifest.timeAnchor ? Date.parse(manifest.timeAnchor) : NaN;
  // The bundled set lacks nothing: its ~10,000 records are not walked again at every start.
  const skipDefaults = !check && verified?.complete === true;
  // The build compares the records before and after (a cost startup does not pay).
  const before = forBuild ? JSON.stringify(lists) : undefined;
  if (check) {
    // A record too deep to keep stops the load here, before anything walks it (defaults, the contract).
    const found = problems.problems.length;
    for (const [name, kind] of Object.entries(FIXTURE_KINDS)) collectDepthProblems(join(dir, kind.file), lists[name], problems);
    collectDepthProblems(join(dir, PREFERENCES_FILE), lists.preferences, problems);
    if (tooDeep || problems.problems.length > found) problems.throwIfAny(`The fixtures in ${dir}`);
  }
  if (!skipDefaults) {
    addInAppIntegrations(lists, environments);
    fillRecordDefaults(lists, {
      environments,
      now: new Date(Number.isNaN(anchor) ? now.getTime() : anchor).toISOString(),
      place: (index) => `#${index}`,
    });
  }
  const complete = before !== undefined && before === JSON.stringify(lists);
  if (check) {
    for (const [name, kind] of Object.entries(FIXTURE_KINDS)) {
      if (lists[name] !== undefined) collectRecordProblems(join(dir, kind.file), lists[name], kind, contract.bare, environmentIds, problems);
    }
    if (lists.preferences !== undefined) collectPreferenceProblems(join(dir, PREFERENCES_FILE), lists.preferences, environmentIds, problems);
  }
  if (check && !problems.full) {
    const records = Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, recordsAt(list)]));
    collectReferenceProblems(records as unknown as Seed, dir, problems);
  }
  problems.throwIfAny(`The fixtures in ${dir}`);
  const seed = { organizations, ...Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, list ?? []])) } as Seed;
  if (!Number.isNaN(anchor)) shiftTimestampsInPlace(seed, now.getTime() - anchor);
  return { seed, fingerprint: digest, complete };
}
