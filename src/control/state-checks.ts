import type { Environment, EnvironmentData, StateSnapshot } from '../domain/environments/index.js';
import { InvalidInputError, type SecretCipher } from '../domain/shared/index.js';
import { checkPreferenceRecords } from '../domain/preferences/index.js';
import { checkRecords, FixtureError } from '../seed/check-fixtures.js';
import { formatProblem, inFixtureWords, ProblemList } from '../seed/fixture-problems.js';
import { findBrokenReferences, type BrokenReference } from '../seed/check-references.js';
import { FIXTURE_KINDS, SNAPSHOT_ONLY_KINDS } from '../seed/fixture-files.js';
import type { ContractValidator } from '../contract/validator.js';

/** A record check's failure as a 422 listing every problem, each under the list it is in (else `field`); any other error goes on. */
export const invalid = (field: string, error: unknown): never => {
  if (!(error instanceof FixtureError)) throw error;
  const fields: Record<string, { messages: string[] }> = {};
  for (const problem of error.problems) (fields[problem.file || field] ??= { messages: [] }).messages.push(formatProblem(problem));
  throw new InvalidInputError(fields);
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The structure of a snapshot, checked before anything is written (records are checked after). */
export function checkSnapshotShape(snapshot: unknown): asserts snapshot is StateSnapshot {
  const fail = (field: string, message: string): never => {
    throw InvalidInputError.of(field, message);
  };
  if (!isObject(snapshot) || snapshot.version !== 1 || !Array.isArray(snapshot.organizations)) {
    fail('body', 'not a snapshot of this mock: {"version": 1, "organizations": [...]} expected');
  }
  (snapshot as { organizations: unknown[] }).organizations.forEach((o, i) => {
    const where = `body.organizations.${i}`;
    if (!isObject(o) || typeof o._id !== 'string') return fail(where, 'an organization needs an _id');
    if (!Array.isArray(o.environmentVariables)) fail(`${where}.environmentVariables`, 'must be an array');
    if (!Array.isArray(o.environments)) return fail(`${where}.environments`, 'must be an array');
    o.environments.forEach((e, j) => {
      if (!isObject(e) || typeof e._id !== 'string' || !isObject(e.data)) return fail(`${where}.environments.${j}`, 'an environment needs an _id and data');
      for (const kind of ['subscribers', 'integrations', 'workflows', 'messages', 'notifications']) {
        if (!Array.isArray(e.data[kind])) fail(`${where}.environments.${j}.data.${kind}`, 'must be an array of records');
      }
      if (e.data.outbox !== undefined) checkOutboxShape(`${where}.environments.${j}.data.outbox`, e.data.outbox);
    });
  });
}

const DELIVERY_CHANNELS = new Set(['email', 'sms', 'push', 'chat']);

/**
 * A snapshot's deliveries against the control plane's contract (`getDelivery`'s answer), as the HTTP restore's
 * own body check judges them: an in-process restore gets the same 422, naming each delivery and field.
 */
export function checkSnapshotOutbox(snapshot: StateSnapshot, admin: ContractValidator): void {
  const op = admin.operation('getDelivery');
  if (!op) throw new Error('the control plane contract has no getDelivery');
  const problems = new ProblemList();
  snapshot.organizations.forEach((organization, o) =>
    organization.environments.forEach((environment, e) =>
      (environment.data.outbox ?? []).forEach((delivery, index) => {
        const file = `body.organizations.${o}.environments.${e}.data.outbox`;
        for (const diagnostic of admin.validateResponse(op, { status: 200, headers: { 'content-type': 'application/json' }, body: delivery })) {
          problems.add({ file, index, record: delivery, field: diagnostic.field.join('.'), message: inFixtureWords(diagnostic.message) });
        }
      }),
    ),
  );
  if (problems.problems.length > 0) invalid('body', new FixtureError(problems.problems));
}

/**
 * A snapshot's outbox: deliveries as the mock keeps them. The HTTP restore checks each against the control
 * plane's contract; this is what an in-process restore relies on to list them back.
 */
function checkOutboxShape(where: string, outbox: unknown): void {
  if (!Array.isArray(outbox)) throw InvalidInputError.of(where, 'must be an array of deliveries');
  outbox.forEach((delivery: unknown, i) => {
    const d = delivery as Record<string, unknown>;
    const ok = isObject(delivery) && typeof d.id === 'string' && typeof d.channel === 'string' && DELIVERY_CHANNELS.has(d.channel) && typeof d.createdAt === 'string' && !Number.isNaN(Date.parse(d.createdAt));
    if (!ok) throw InvalidInputError.of(`${where}.${i}`, 'a delivery needs an id, a channel (email, sms, push or chat) and a createdAt date');
  });
}

/**
 * Every record of a snapshot checked against the contract, and every secret value checked to be sealed
 * by this mock (a plaintext or foreign one would never open): the first problem → 422 naming its place.
 */
export function checkSnapshotRecords(snapshot: StateSnapshot, validator: ContractValidator, cipher: SecretCipher): void {
  snapshot.organizations.forEach((organization, o) => {
    const environmentIds = new Set(organization.environments.map((e) => e._id));
    const variablesAt = `body.organizations.${o}.environmentVariables`;
    try {
      checkRecords(variablesAt, organization.environmentVariables, FIXTURE_KINDS.environmentVariables, validator, environmentIds);
    } catch (error) {
      invalid(variablesAt, error);
    }
    organization.environments.forEach((environment, e) => {
      for (const [name, kind] of Object.entries({ ...FIXTURE_KINDS, ...SNAPSHOT_ONLY_KINDS })) {
        if (name === 'environmentVariables') continue;
        const where = `body.organizations.${o}.environments.${e}.data.${name}`;
        try {
          checkRecords(where, environment.data[name as keyof EnvironmentData] ?? [], kind, validator, environmentIds);
        } catch (error) {
          invalid(where, error);
        }
      }
      const preferences = environment.data.preferences;
      if (preferences !== undefined) checkPreferenceRecords(`body.organizations.${o}.environments.${e}.data.preferences`, preferences);
    });
  });
  snapshot.organizations.forEach((organization, o) =>
    organization.environmentVariables.forEach((variable, v) => {
      if (!variable.isSecret) return;
      for (const value of variable.values ?? []) {
        try {
          cipher.open(value.value);
        } catch {
          throw InvalidInputError.of(
            `body.organizations.${o}.environmentVariables.${v}.values`,
            `secret variable ${variable.key} holds a value that this mock did not seal (plaintext, or another --secret-key); secrets are restored only as this mock sealed them`,
          );
        }
      }
    }),
  );
}

const TARGET_KINDS: Record<string, string> = { subscriber: 'subscribers', notification: 'notifications', workflow: 'workflows', integration: 'integrations', topic: 'topics' };

/**
 * References checked as startup checks the fixtures', on the records the environment would hold after
 * the load: every loaded record must point at records of the environment, and no record already there
 * may lose what it points at (references that were broken before the load are not the load's doing).
 * Every broken one → 422 naming record and field; nothing is added.
 */
export function checkLoadReferences(environment: Environment, data: Partial<EnvironmentData>): void {
  const loaded = new Map<object, number>();
  for (const list of Object.values(data)) (list as object[]).forEach((record, index) => loaded.set(record, index));
  const key = (b: BrokenReference) => `${b.kind}/${b.record._id}/${b.field}/${b.id}`;
  const before = new Set(findBrokenReferences(environment.exportData()).map(key));
  const introduced = findBrokenReferences(environment.previewRecords(data)).filter((b) => loaded.has(b.record) || !before.has(key(b)));
  if (introduced.length === 0) return;
  const fields: Record<string, { messages: string[]; value?: unknown }> = {};
  for (const b of introduced) {
    const index = loaded.get(b.record);
    if (index !== undefined) {
      fields[`body.${b.kind}.${index}.${b.field}`] = {
        messages: [`${b.kind} record #${index} (_id ${b.record._id}): field "${b.field}": no ${b.target} ${b.id} in this environment`],
        value: b.id,
      };
    } else {
      const where = `body.${TARGET_KINDS[b.target] ?? b.kind}`;
      (fields[where] ??= { messages: [] }).messages.push(
        `${b.kind} record ${b.record._id} already in this environment would lose its ${b.target}: field "${b.field}" names ${b.id}, which this load replaces`,
      );
    }
  }
  throw new InvalidInputError(fields);
}

