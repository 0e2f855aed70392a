import { InvalidInputError } from '../domain/errors.js';
import type { PreferenceRecord } from '../domain/types.js';
import { checkPreferenceRecords } from '../domain/preferences/store.js';
import type { ContractValidator } from '../contract/validator.js';
import type { FixtureKind } from './fixture-files.js';

/** A fixture set that cannot be served: startup stops with this message. */
export class FixtureError extends Error {
  override readonly name = 'FixtureError';
}

/** A field shown in a message: text and numbers only (a record sent to the control plane may hold any JSON, `{"toString": 1}` too). */
const shown = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

const describe = (record: unknown, index: number): string => {
  const r = record as Record<string, unknown>;
  const id = shown(r?._id);
  const label = shown(r?.subscriberId ?? r?.identifier ?? r?.key ?? r?.transactionId);
  const names = [id && `_id ${id}`, label].filter(Boolean).join(', ');
  return `record #${index}${names ? ` (${names})` : ''}`;
};

const ID_RULE = 'every record needs its own id, a non-empty string (other records point at it)';

/**
 * What is wrong with the record's `_id`, or undefined. Records point at each other and the API finds them by
 * it: a record without one would be "no owner" to every filter (a subscriber's messages would be everyone's),
 * so none is loaded. `seen` maps the ids of the list so far (environment and id) to their record's index.
 */
function idProblem(record: unknown, index: number, seen: Map<string, number>): string | undefined {
  const r = record as Record<string, unknown>;
  if (r._id === undefined) return `is required: ${ID_RULE}`;
  if (typeof r._id !== 'string' || r._id === '') return `is not a non-empty string: ${ID_RULE}`;
  const key = `${String(r._environmentId)}/${r._id}`;
  const first = seen.get(key);
  if (first !== undefined) return `record #${first} has the same _id: ${ID_RULE}`;
  seen.set(key, index);
  return undefined;
}

/** Checks each record against the contract schema of its kind, its `_id`, and its environment against the set's. */
export function checkRecords(
  file: string,
  records: unknown[],
  kind: FixtureKind,
  validator: ContractValidator,
  environmentIds: Set<string>,
): void {
  if (!Array.isArray(records)) throw new FixtureError(`${file}: must hold a JSON array of records`);
  const op = validator.operation(kind.operationId);
  if (!op) throw new FixtureError(`${file}: the contract has no operation ${kind.operationId}`);
  const ids = new Map<string, number>();
  records.forEach((record, index) => {
    const diagnostics = validator.validateResponse(op, {
      status: kind.status,
      headers: { 'content-type': 'application/json' },
      body: kind.wrap(record),
    });
    const first = diagnostics[0];
    if (first) {
      const field = first.field.slice(kind.depth).join('.');
      throw new FixtureError(`${file} ${describe(record, index)}: field "${field}": ${first.message}`);
    }
    const badId = idProblem(record, index, ids);
    if (badId) throw new FixtureError(`${file} ${describe(record, index)}: field "_id": ${badId}`);
    const broken = kind.check?.(record);
    if (broken) throw new FixtureError(`${file} ${describe(record, index)}: field "${broken.field}": ${broken.message}`);
    const environmentId = (record as { _environmentId?: unknown })._environmentId;
    if (typeof environmentId === 'string' && !environmentIds.has(environmentId)) {
      throw new FixtureError(`${file} ${describe(record, index)}: field "_environmentId": no environment ${environmentId} in organizations.json`);
    }
  });
}

/** The preference records of a fixture set: their structure, and an environment of the set each. */
export function checkPreferenceFixtures(file: string, records: unknown, environmentIds: Set<string>): void {
  try {
    checkPreferenceRecords('records', records);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    const [where = '', problem] = Object.entries(error.fields)[0] ?? [];
    const index = Number(where.split('.')[1]);
    throw new FixtureError(`${file}${Number.isInteger(index) ? ` ${describe((records as unknown[])[index], index)}` : ''}: ${problem?.messages[0] ?? error.message}`);
  }
  (records as PreferenceRecord[]).forEach((record, index) => {
    if (!environmentIds.has(record._environmentId)) {
      throw new FixtureError(`${file} ${describe(record, index)}: field "_environmentId": no environment ${record._environmentId} in organizations.json`);
    }
  });
}
