import { InvalidInputError, TOO_DEEP, tooDeepField } from '../domain/shared/index.js';
import { checkPreferenceRecords } from '../domain/preferences/index.js';
import type { ContractValidator } from '../contract/validator.js';
import { textOf } from './default-values.js';
import type { FixtureKind } from './fixture-files.js';
import { FixtureError, inFixtureWords, ProblemList } from './fixture-problems.js';

export { FixtureError } from './fixture-problems.js';

const ID_RULE = 'every record needs its own id, a non-empty string (other records point at it)';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with the record's `_id`, or undefined. Records point at each other and the API finds them by
 * it: a record without one would be "no owner" to every filter (a subscriber's messages would be everyone's),
 * so none is loaded. `seen` maps the ids of the list so far (environment and id) to their record's index.
 */
function idProblem(record: Record<string, unknown>, index: number, seen: Map<string, number>): string | undefined {
  if (record._id === undefined) return `is required: ${ID_RULE}`;
  if (typeof record._id !== 'string' || record._id === '') return `is not a non-empty string: ${ID_RULE}`;
  const key = `${textOf(record._environmentId)}/${record._id}`;
  const first = seen.get(key);
  if (first !== undefined) return `record #${first} has the same _id: ${ID_RULE}`;
  seen.set(key, index);
  return undefined;
}

/**
 * Adds to `problems` what is wrong with each record of a list: its shape against the contract schema of its
 * kind (every field the contract refuses, once each), its `_id`, the kind's own rule, and its environment
 * against the set's. Stops when the list is full.
 */
export function collectRecordProblems(
  file: string,
  records: unknown,
  kind: FixtureKind,
  validator: ContractValidator,
  environmentIds: Set<string>,
  problems: ProblemList,
): void {
  if (!Array.isArray(records)) return problems.add({ file, message: 'must hold a JSON array of records' });
  const op = validator.operation(kind.operationId);
  if (!op) return problems.add({ file, message: `the contract has no operation ${kind.operationId}` });
  const ids = new Map<string, number>();
  for (const [index, record] of records.entries()) {
    if (problems.full) return;
    const at = { file, index, record };
    if (!isRecord(record)) {
      problems.add({ ...at, message: 'must be a JSON object' });
      continue;
    }
    // Judged no further: every later walk of it (the contract's, a read's) would have to survive its depth.
    if (addDepthProblem(file, index, record, problems)) continue;
    const environmentId = record._environmentId;
    const unknownEnvironment = typeof environmentId === 'string' && !environmentIds.has(environmentId);
    if (unknownEnvironment) problems.add({ ...at, field: '_environmentId', message: `no environment ${environmentId} in organizations.json` });
    const diagnostics = validator.validateResponse(op, { status: kind.status, headers: { 'content-type': 'application/json' }, body: kind.wrap(record) });
    for (const diagnostic of diagnostics) {
      // Diagnostics above the record are about the wrapper it is checked in, which repeats the record's own fields.
      if (diagnostic.field.length < kind.depth) continue;
      const field = diagnostic.field.slice(kind.depth).join('.');
      // The organization is the environment's: with no such environment, there is none to fill in.
      if (unknownEnvironment && field === '_organizationId') continue;
      problems.add({ ...at, field, message: inFixtureWords(diagnostic.message) });
    }
    const badId = idProblem(record, index, ids);
    if (badId) problems.add({ ...at, field: '_id', message: badId });
    const broken = kind.check?.(record);
    if (broken) problems.add({ ...at, ...broken });
  }
}

/** Adds the problem of a record that nests deeper than a kept record may; true when it does. */
function addDepthProblem(file: string, index: number, record: unknown, problems: ProblemList): boolean {
  const field = tooDeepField(record);
  if (field !== undefined) problems.add({ file, index, record, field, message: TOO_DEEP });
  return field !== undefined;
}

/**
 * Adds a problem for each record of `records` (when it is a list) that nests deeper than a kept record may.
 * Run before anything else walks the records (filling their defaults, checking them against the contract).
 */
export function collectDepthProblems(file: string, records: unknown, problems: ProblemList): void {
  if (Array.isArray(records)) records.forEach((record: unknown, index) => addDepthProblem(file, index, record, problems));
}

/** `collectRecordProblems` for one list on its own: throws a FixtureError listing every problem of it. */
export function checkRecords(file: string, records: unknown, kind: FixtureKind, validator: ContractValidator, environmentIds: Set<string>): void {
  const problems = new ProblemList();
  collectRecordProblems(file, records, kind, validator, environmentIds, problems);
  problems.throwIfAny();
}

/** The preference records of a fixture set: their structure, and an environment of the set each. */
export function collectPreferenceProblems(file: string, records: unknown, environmentIds: Set<string>, problems: ProblemList): void {
  if (!Array.isArray(records)) return problems.add({ file, message: 'must hold a JSON array of records' });
  records.forEach((record: unknown, index) => {
    const at = { file, index, record };
    if (addDepthProblem(file, index, record, problems)) return;
    try {
      checkPreferenceRecords('records', [record]);
    } catch (error) {
      if (!(error instanceof InvalidInputError)) throw error;
      return problems.add({ ...at, message: Object.values(error.fields)[0]?.messages[0] ?? error.message });
    }
    const environmentId = (record as { _environmentId: string })._environmentId;
    if (!environmentIds.has(environmentId)) problems.add({ ...at, field: '_environmentId', message: `no environment ${environmentId} in organizations.json` });
  });
}

