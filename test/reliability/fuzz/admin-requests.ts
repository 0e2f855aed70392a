/** fast-check arbitraries of valid control-plane (`/__admin`) requests, in the shape the mutations work on. */
import fc from 'fast-check';
import { FAULT_STATUSES } from '../../../src/control/faults.js';
import { DEV_KEY, PROD_KEY } from '../../helpers/test-app.js';
import { type Mutation, mutationArb } from './mutation-arbitraries.js';
import type { RequestSpec } from './valid-requests.js';

/** The admin contract's operations, each with at least one valid request below. */
export const ADMIN_OPERATION_IDS = [
  'getHealth', 'getReady', 'resetState', 'getSnapshot', 'restoreSnapshot', 'loadFixtures', 'listRequests', 'countRequests', 'clearRequests',
  'addFault', 'listFaults', 'clearFaults', 'removeFault', 'getClock', 'setClock', 'listOutbox', 'getDelivery', 'clearOutbox',
  'verifyDomainDns', 'setDomainDns', 'listDomainDeliveries',
] as const;
type AdminOperationId = (typeof ADMIN_OPERATION_IDS)[number];

/** What valid admin bodies are made from: the state as the mock exports it. */
export interface AdminMaterial {
  /** `GET /__admin/snapshot` of the fixtures (whole mock). */
  snapshot: unknown;
  /** `GET /__admin/snapshot?apiKey=DEV_KEY` of the fixtures. */
  devSnapshot: unknown;
  /** A subscriber record of DEV_KEY's environment, as fixtures hold it. */
  subscriber: Record<string, unknown>;
}

const spec = (opId: AdminOperationId, method: string, template: string, parts: Partial<Pick<RequestSpec, 'params' | 'query' | 'body'>> = {}): RequestSpec => ({
  opId,
  method,
  template,
  params: parts.params ?? {},
  query: parts.query ?? [],
  headers: [],
  body: parts.body,
  apiKey: DEV_KEY,
});

/** `?apiKey=` for one environment, or none (the whole mock). */
const scope = fc.constantFrom<[string, string][]>([], [['apiKey', DEV_KEY]], [['apiKey', PROD_KEY]]);
const GLOBS = ['/v2/subscribers*', '*', '/v1/*/trigger', '*a*a*a*a*a*a*a*a*b', '/v2/subscribers/*/preferences'];
const instant = fc.integer({ min: Date.parse('2000-01-01T00:00:00.000Z'), max: Date.parse('2100-01-01T00:00:00.000Z') }).map((ms) => new Date(ms).toISOString());

const journalQuery: fc.Arbitrary<[string, string][]> = fc
  .record(
    {
      method: fc.constantFrom('GET', 'POST', 'delete'),
      path: fc.constantFrom(...GLOBS),
      status: fc.constantFrom('200', '201', '404', '422'),
      limit: fc.integer({ min: 1, max: 50 }).map(String),
      since: instant,
      apiKey: fc.constant(DEV_KEY),
    },
    { requiredKeys: [] },
  )
  .map((filter) => Object.entries(filter) as [string, string][]);

// The wait is left out: a mutation that empties its `timeout` would make each case wait the default 10 s.
const outboxQuery: fc.Arbitrary<[string, string][]> = fc
  .record(
    {
      channel: fc.constantFrom('email', 'sms', 'push', 'chat'),
      to: fc.constantFrom('david.smith@gmail.com', '+13125550186', 'nobody@example.com'),
      workflowId: fc.constantFrom('password-reset', 'comment-mention'),
      since: instant,
      limit: fc.integer({ min: 0, max: 1000 }).map(String),
    },
    { requiredKeys: [] },
  )
  .map((filter) => Object.entries(filter) as [string, string][]);

const faultRule = fc
  .record(
    {
      method: fc.constantFrom('GET', 'post', 'DELETE'),
      path: fc.constantFrom(...GLOBS),
      apiKey: fc.constant(DEV_KEY),
      delayMs: fc.constantFrom<unknown>(0, { min: 0, max: 0 }),
      status: fc.constantFrom(...FAULT_STATUSES),
      message: fc.string({ minLength: 1, maxLength: 40 }),
      retryAfter: fc.integer({ min: 0, max: 86_400 }),
      probability: fc.double({ min: 0, max: 1, noNaN: true }),
      times: fc.integer({ min: 1, max: 5 }),
    },
    { requiredKeys: [] },
  )
  .map((rule) => (rule.status === undefined && rule.delayMs === undefined ? { ...rule, status: 503 } : rule));

const clockAction = fc.oneof(
  fc.record({ action: fc.constant('freeze'), at: instant }, { requiredKeys: ['action'] }),
  fc.record({ action: fc.constant('advance'), ms: fc.integer({ min: 0, max: 10 * 365 * 86_400_000 }) }),
  fc.constant({ action: 'resume' }),
  fc.constant({ action: 'realTime' }),
);

/** Valid requests of every admin operation. */
export function adminSpecArb(material: AdminMaterial): fc.Arbitrary<RequestSpec> {
  const records = fc.record({ _id: fc.stringMatching(/^[0-9a-f]{24}$/), subscriberId: fc.stringMatching(/^[a-z0-9-]{1,20}$/) }).map((id) => ({ subscribers: [{ ...material.subscriber, ...id }] }));
  return fc.oneof(
    fc.constant(spec('getHealth', 'GET', '/__admin/health')),
    fc.constant(spec('getReady', 'GET', '/__admin/ready')),
    scope.map((query) => spec('resetState', 'POST', '/__admin/reset', { query })),
    scope.map((query) => spec('getSnapshot', 'GET', '/__admin/snapshot', { query })),
    fc.constantFrom(
      spec('restoreSnapshot', 'PUT', '/__admin/snapshot', { body: material.snapshot }),
      spec('restoreSnapshot', 'PUT', '/__admin/snapshot', { query: [['apiKey', DEV_KEY]], body: material.devSnapshot }),
    ),
    records.map((body) => spec('loadFixtures', 'POST', '/__admin/fixtures', { query: [['apiKey', DEV_KEY]], body })),
    journalQuery.map((query) => spec('listRequests', 'GET', '/__admin/requests', { query })),
    journalQuery.map((query) => spec('countRequests', 'GET', '/__admin/requests/count', { query })),
    fc.constant(spec('clearRequests', 'DELETE', '/__admin/requests')),
    faultRule.map((body) => spec('addFault', 'POST', '/__admin/faults', { body })),
    fc.constant(spec('listFaults', 'GET', '/__admin/faults')),
    fc.constant(spec('clearFaults', 'DELETE', '/__admin/faults')),
    fc.constantFrom('fault-1', 'fault-2').map((id) => spec('removeFault', 'DELETE', '/__admin/faults/{id}', { params: { id } })),
    scope.map((query) => spec('getClock', 'GET', '/__admin/clock', { query })),
    fc.tuple(scope, clockAction).map(([query, body]) => spec('setClock', 'POST', '/__admin/clock', { query, body })),
    fc.tuple(scope, outboxQuery).map(([query, filters]) => spec('listOutbox', 'GET', '/__admin/outbox', { query: [...query, ...filters] })),
    fc.constantFrom('dlv-665f1c2a9b1e4a0029000001', 'dlv-x').map((id) => spec('getDelivery', 'GET', '/__admin/outbox/{id}', { params: { id } })),
    scope.map((query) => spec('clearOutbox', 'DELETE', '/__admin/outbox', { query })),
    // The trimmed fixtures' inbound-email domain of each environment.
    fc.constantFrom(DEV_KEY, PROD_KEY).map((apiKey) => spec('verifyDomainDns', 'POST', '/__admin/domains/{id}/verify', { params: { id: 'fuzz.example.com' }, query: [['apiKey', apiKey]] })),
    fc
      .record({ mx: fc.constantFrom('none', 'novu', 'other'), mxAfterSeconds: fc.option(fc.integer({ min: 0, max: 3600 })), apexCname: fc.boolean(), provider: fc.option(fc.constantFrom('Cloudflare', 'GoDaddy')) }, { requiredKeys: ['mx'] })
      .map((body) => spec('setDomainDns', 'PUT', '/__admin/domains/{id}/dns', { params: { id: 'fuzz.example.com' }, query: [['apiKey', DEV_KEY]], body })),
    fc.constant(spec('listDomainDeliveries', 'GET', '/__admin/domains/{id}/deliveries', { params: { id: 'fuzz.example.com' }, query: [['apiKey', DEV_KEY]] })),
  );
}

/**
 * The mutations, with more of those that admin bodies invite: nesting around the API's limit and far
 * beyond, numbers and strings no range admits, and compressed bodies that inflate past the API's body
 * limit (refused on every route but snapshot restores and fixture uploads, which take up to 500 MB).
 */
export const adminMutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: mutationArb },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('compressedBomb' as const),
      inflatedBytes: fc.constantFrom(1024 * 1024 + 1, 4 * 1024 * 1024),
      encoding: fc.constantFrom('gzip' as const, 'deflate' as const, 'br' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deepNesting' as const), depth: fc.constantFrom(101, 118, 5000, 20_000), shape: fc.constantFrom('array' as const, 'object' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wrongType' as const),
      at: fc.nat(),
      value: fc.constantFrom<unknown>(
        1e300, -1e300, 8.64e15, 2 ** 53 + 1, -0.5, 0.5, '+275760-09-13T00:00:00.000Z', '9999-12-31T23:59:59.999Z', 'x'.repeat(200_000), [1e300],
        // Objects that String() cannot convert.
        { toString: 1 }, { valueOf: 1, toString: 2 }, [{ toString: 1 }],
      ),
    }),
  },
);
