import { createHash } from 'node:crypto';
import type { ContractValidator } from '../contract/validator.js';
import { collectDepthProblems, collectRecordProblems } from './check-fixtures.js';
import { isObject } from './default-values.js';
import { fillRecordDefaults } from './fixture-defaults.js';
import { FIXTURE_KINDS, type FixtureKindName } from './fixture-files.js';
import { ProblemList } from './fixture-problems.js';

/** The environment records are loaded into. */
export interface LoadScope {
  _environmentId: string;
  _organizationId: string;
}

/**
 * Records sent to the control plane (`{"subscribers": [...], ...}`), made ready for one environment: copied,
 * scoped to it (`_environmentId` and `_organizationId` are the environment's, whatever the record says;
 * environment variables keep an `_organizationId` they have), their defaults filled as in a fixture file,
 * and checked against the contract. Throws one FixtureError listing every problem, each under `body.<kind>`.
 * A record with no identity of its own gets an id derived from its content: sending it again replaces it.
 */
export function prepareLoadedRecords(body: Record<string, unknown>, scope: LoadScope, validator: ContractValidator, now: string): Partial<Record<FixtureKindName, unknown[]>> {
  const problems = new ProblemList();
  const scoped: Partial<Record<FixtureKindName, unknown[]>> = {};
  for (const [name, list] of Object.entries(body)) {
    const file = `body.${name}`;
    if (!Object.hasOwn(FIXTURE_KINDS, name)) problems.add({ file, message: `unknown record kind; one of ${Object.keys(FIXTURE_KINDS).join(', ')}` });
    else if (!Array.isArray(list)) problems.add({ file, message: 'must be an array of records' });
    else {
      scoped[name as FixtureKindName] = list.map((r: unknown) =>
        !isObject(r) ? r : name === 'environmentVariables' ? { _organizationId: scope._organizationId, ...r } : { ...r, ...scope },
      );
    }
  }
  // A record too deep to keep is refused before its defaults are filled (which walks its steps).
  const found = problems.problems.length;
  for (const [name, list] of Object.entries(scoped)) collectDepthProblems(`body.${name}`, list, problems);
  if (problems.problems.length > found) problems.throwIfAny();
  fillRecordDefaults(scoped, {
    environments: [{ _id: scope._environmentId, _organizationId: scope._organizationId }],
    now,
    place: (_index, record) => createHash('sha256').update(JSON.stringify(record)).digest('hex'),
  });
  for (const [name, list] of Object.entries(scoped)) {
    collectRecordProblems(`body.${name}`, list, FIXTURE_KINDS[name as FixtureKindName], validator, new Set([scope._environmentId]), problems);
  }
  problems.throwIfAny();
  return scoped;
}
