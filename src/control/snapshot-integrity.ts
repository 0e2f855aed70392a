import type { EnvironmentData, StateSnapshot } from '../domain/environments/index.js';
import { TOO_DEEP, tooDeepField } from '../domain/shared/index.js';
import { missingOf } from '../domain/trigger/index.js';
import { ProblemList, type FixtureProblem } from '../seed/fixture-problems.js';

/** The kinds of records an environment's `data` may hold, in the order of `EnvironmentData`. */
const KINDS: (keyof EnvironmentData)[] = [
  'subscribers',
  'integrations',
  'workflows',
  'messages',
  'notifications',
  'preferences',
  'topics',
  'topicSubscriptions',
  'tenants',
  'workflowOverrides',
  'contexts',
  'notificationGroups',
  'feeds',
  'changes',
  'agents',
  'agentIntegrations',
  'agentConversations',
  'layouts',
  'translations',
  'channelConnections',
  'channelEndpoints',
  'outbox',
  'waiting',
  'domains',
  'domainRoutes',
];

/**
 * The fields that identify a record of a kind in its environment: two records with the same value of one
 * would be one record to the store that keeps them (the second silently replacing the first, or both
 * answering to one id). A delivery is found by its `id` alone in the whole mock.
 */
const IDENTITIES: Partial<Record<keyof EnvironmentData, string[]>> = {
  subscribers: ['_id', 'subscriberId'],
  topics: ['_id', 'key'],
  tenants: ['_id', 'identifier'],
  contexts: ['_id', 'key'],
  feeds: ['_id', 'identifier'],
  agents: ['_id', 'identifier'],
  layouts: ['_id', 'identifier'],
  channelConnections: ['_id', 'identifier'],
  channelEndpoints: ['_id', 'identifier'],
  outbox: ['id'],
  domains: ['_id', 'name'],
  // A job waits once.
  waiting: ['_jobId'],
};

/** The field that names a record's environment (a delivery names it as the control plane shows it). */
const environmentFieldOf = (kind: string) => (kind === 'outbox' ? 'environmentId' : '_environmentId');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text an identity field holds, or undefined (the contract check judges a field that is no text). */
const textIn = (record: Record<string, unknown>, field: string): string | undefined => (typeof record[field] === 'string' ? (record[field] as string) : undefined);

/** Records of one kind in one environment's `data`: each kept within the depth rule, naming its own environment and organization, with its own ids. */
function checkKind(file: string, records: unknown, kind: keyof EnvironmentData, owner: { environmentId: string; organizationId: string }, deliveryIds: Map<string, string>, problems: ProblemList): void {
  if (records === undefined) return;
  if (!Array.isArray(records)) return problems.add({ file, message: 'must be an array of records' });
  const seen = new Map<string, string>();
  records.forEach((record: unknown, index) => {
    const at = { file, index, record };
    if (!isObject(record)) return problems.add({ ...at, message: 'must be a JSON object' });
    const deep = tooDeepField(record);
    if (deep !== undefined) return problems.add({ ...at, field: deep, message: TOO_DEEP });
    const environmentField = environmentFieldOf(kind);
    const environmentId = textIn(record, environmentField);
    if (environmentId !== undefined && environmentId !== owner.environmentId) {
      problems.add({ ...at, field: environmentField, message: `names environment ${environmentId}: a record of environment ${owner.environmentId} must name it` });
    }
    const organizationId = textIn(record, '_organizationId');
    if (organizationId !== undefined && organizationId !== owner.organizationId) {
      problems.add({ ...at, field: '_organizationId', message: `names organization ${organizationId}: a record of organization ${owner.organizationId} must name it` });
    }
    // Deliveries are compared across the snapshot, other records within their list.
    const [ids, named] = kind === 'outbox' ? [deliveryIds, `${file} record #${index}`] : [seen, `record #${index}`];
    for (const field of IDENTITIES[kind] ?? ['_id']) addDuplicate(ids, field, textIn(record, field), named, (message) => problems.add({ ...at, field, message }));
  });
}

/** Remembers `field`'s `value` for the record `named`, or reports that an earlier record has it already. */
function addDuplicate(ids: Map<string, string>, field: string, value: string | undefined, named: string, report: (message: string) => void): void {
  if (value === undefined) return;
  const first = ids.get(`${field}\0${value}`);
  if (first !== undefined) report(`${field} ${JSON.stringify(value)} is also that of ${first}: each record needs its own`);
  else ids.set(`${field}\0${value}`, named);
}

/** Organization-wide variables: within the depth rule, of this organization, one record per `_id` and per `key`. */
function checkVariables(file: string, variables: unknown, organizationId: string, problems: ProblemList): void {
  if (!Array.isArray(variables)) return;
  const seen = new Map<string, string>();
  variables.forEach((record: unknown, index) => {
    const at = { file, index, record };
    if (!isObject(record)) return problems.add({ ...at, message: 'must be a JSON object' });
    const deep = tooDeepField(record);
    if (deep !== undefined) return problems.add({ ...at, field: deep, message: TOO_DEEP });
    const owner = textIn(record, '_organizationId');
    if (owner !== undefined && owner !== organizationId) problems.add({ ...at, field: '_organizationId', message: `names organization ${owner}: a variable of organization ${organizationId} must name it` });
    for (const field of ['_id', 'key']) addDuplicate(seen, field, textIn(record, field), `record #${index}`, (message) => problems.add({ ...at, field, message }));
  });
}

/** Waiting work names its event, job, workflow and subscriber: each must be among the environment's records. */
function checkWaiting(file: string, data: EnvironmentData, problems: ProblemList): void {
  if (!Array.isArray(data.waiting)) return;
  // The records are not checked against the contract yet: any of them may be no object.
  const byId = <T extends { _id: string }>(records: readonly T[] | undefined) => {
    const ids = new Map((Array.isArray(records) ? records : []).filter((r): r is T => isObject(r)).map((r) => [r._id, r]));
    return (id: string) => ids.get(id);
  };
  const records = { event: byId(data.notifications), workflow: byId(data.workflows), subscriber: byId(data.subscribers) };
  data.waiting.forEach((record, index) => {
    if (!isObject(record)) return;
    const missing = missingOf(record, records);
    if (missing !== undefined) problems.add({ file, index, record, message: missing });
  });
}

/**
 * What a restore refuses besides the records' shapes (checked before them, so that no later check walks a
 * record too deep to keep): a record nesting deeper than a kept record may, a record of one environment
 * that names another environment or organization (an outbox delivery stamped with another environment's id
 * would show in that environment's outbox, and vanish from it at its next reset), and two records of a kind
 * with the same identity (the store keeping them would drop one, or answer to one id with either).
 * Every problem, each named by its place, record and field.
 */
export function snapshotIntegrityProblems(snapshot: StateSnapshot): FixtureProblem[] {
  const problems = new ProblemList();
  const deliveryIds = new Map<string, string>();
  snapshot.organizations.forEach((organization, o) => {
    checkVariables(`body.organizations.${o}.environmentVariables`, organization.environmentVariables, organization._id, problems);
    organization.environments.forEach((environment, e) => {
      const data = environment.data as unknown as Record<string, unknown>;
      const owner = { environmentId: environment._id, organizationId: organization._id };
      for (const kind of KINDS) checkKind(`body.organizations.${o}.environments.${e}.data.${kind}`, data[kind], kind, owner, deliveryIds, problems);
      checkWaiting(`body.organizations.${o}.environments.${e}.data.waiting`, environment.data, problems);
    });
  });
  return problems.problems;
}
