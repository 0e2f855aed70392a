// The requests of `bench:first`: one valid request per operation of the contract, in a fixed order, made by the
// fuzzer's generators (test/reliability/fuzz) with a fixed seed and picked on a server of this checkout that is not
// measured: for each operation, the first generated request that answers 2xx there (a refused request leaves the
// state as it was, so the next candidates start from the same state), else the first one. The measured servers
// start with the same flags (seed, frozen clock) and get the same requests in the same order, so they end up in the
// same states and answer alike.
import http from 'node:http';
import fc from 'fast-check';
import { loadContract } from '../src/contract/load-spec.js';
import type { Operation } from '../src/contract/validator.js';
import { DEFAULT_FIXTURES_DIR, loadFixtures } from '../src/seed/load-fixtures.js';
import { DEV_ENV_ID, DEV_KEY } from '../test/helpers/test-app.js';
import { ADMIN_OPERATION_IDS, adminSpecArb, type AdminMaterial } from '../test/reliability/fuzz/admin-requests.js';
import type { RawRequest, RawResponse } from '../test/reliability/fuzz/client.js';
import { FIXED_NOW } from '../test/reliability/fuzz/clock.js';
import { discoverFixtures, type Fixtures } from '../test/reliability/fuzz/fixtures.js';
import { inboxSubscriberOf, render, validSpecArb, type RequestSpec } from '../test/reliability/fuzz/valid-requests.js';

/** Candidates generated per operation before settling for a refused one. */
const CANDIDATES = 40;
/** The operation that opens the Inbox session whose token the session-authenticated operations carry. */
export const SESSION_OPENER = 'openInboxSession';

/** The flags every server of this bench starts with, so that ids and timestamps come out the same on each. */
export const SERVER_FLAGS = ['--seed', '42', '--freeze-clock', FIXED_NOW.toISOString(), '--log-level', 'warn'];

export interface PlannedRequest {
  opId: string;
  /** `METHOD /template`. */
  label: string;
  spec: RequestSpec;
  /** The status it got where it was picked. */
  pickedStatus: number;
  /** A control-plane (`/__admin`) operation. */
  admin: boolean;
}

export interface TimedResponse extends RawResponse {
  ms: number;
  /** The request's window on the monotonic clock, in µs (the clock of a server's `--cpu-prof` samples). */
  window: [number, number];
}

const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

/** Sends one request as the fuzzer renders it (raw header lines) and times it from the write to the last byte of the answer. */
export function sendTimed(baseUrl: string, agent: http.Agent, r: RawRequest): Promise<TimedResponse> {
  const url = new URL(baseUrl);
  const headers: string[] = ['Host', url.host];
  for (const [name, value] of r.headers) headers.push(name, value);
  if (r.body !== undefined) headers.push('Content-Length', String(r.body.length));
  return new Promise((resolve, reject) => {
    const t0 = monotonicUs();
    const req = http.request({ host: url.hostname, port: url.port, method: r.method, path: r.path, agent, headers: headers as unknown as Record<string, string> }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const t1 = monotonicUs();
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = /json/.test(String(res.headers['content-type'] ?? '')) && text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, ms: (t1 - t0) / 1000, window: [t0, t1] });
      });
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`no answer within 60 s: ${r.method} ${r.path}`)));
    req.end(r.body);
  });
}

/** The session token in an `openInboxSession` answer (the Inbox keeps its `{data}` envelope). */
export function sessionTokenOf(res: RawResponse): string | undefined {
  const body = res.json as { data?: { token?: unknown }; token?: unknown } | undefined;
  const token = body?.data?.token ?? body?.token;
  return typeof token === 'string' ? token : undefined;
}

/** The request's bytes, with the session's token where the operation authenticates with one. */
export function renderWithSession(spec: RequestSpec, token: string | undefined): RawRequest {
  const request = render(spec, spec.opId);
  if (spec.auth !== 'subscriber-session' || token === undefined) return request;
  return { ...request, headers: request.headers.map(([n, v]): [string, string] => (n === 'Authorization' ? [n, `Bearer ${token}`] : [n, v])) };
}

/** A success for the operation: 2xx, or a redirect for the browser routes that answer with one. */
const succeeded = (op: Operation, status: number): boolean => status >= 200 && (status < 300 || (status < 400 && op.responses.some((r) => r.code === '302')));

/**
 * Writes that change what many other operations need: renaming the environment ends the Development-only ones;
 * the clock, a restored snapshot and a reset change the whole state.
 */
const LAST = new Set(['EnvironmentsControllerV1_updateMyEnvironment', 'setClock', 'restoreSnapshot', 'resetState']);

/**
 * The fixed order: the session first (the Inbox operations need its token), the reads, the writes, the deletes
 * (children before their parents: deeper paths first), and last the deletes of everything of a kind and LAST; each group
 * in the contract's order otherwise. So a delete does not take what a later request needs.
 */
function ordered(operations: readonly Operation[]): Operation[] {
  const rank = (op: Operation): number => {
    const opId = op.iid ?? op.id;
    if (opId === SESSION_OPENER) return 0;
    if (/(delete|remove)All/i.test(opId) || LAST.has(opId)) return 4;
    if (op.method === 'delete' || /(^|_)(delete|remove)/i.test(opId)) return 3;
    return op.method === 'get' ? 1 : 2;
  };
  const depth = (op: Operation): number => (rank(op) === 3 ? -op.path.split('/').length : 0);
  return operations.map((op, i) => ({ op, i })).sort((a, b) => rank(a.op) - rank(b.op) || depth(a.op) - depth(b.op) || a.i - b.i).map(({ op }) => op);
}

/** The candidates of one operation: the fuzzer's valid requests, from a seed of its own. */
function candidates(op: Operation, fx: Fixtures, seed: number): RequestSpec[] {
  // Without an idempotency key: the second request would be a replay of the first instead of another run of the operation.
  const specs = fc.sample(validSpecArb(op, fx), { seed, numRuns: CANDIDATES }).map((s) => ({ ...s, headers: s.headers.filter(([n]) => n !== 'idempotency-key') }));
  // The session the fuzzer opens: for the subscriber whose in-app messages its Inbox requests point at, in no context.
  if ((op.iid ?? op.id) === SESSION_OPENER) {
    for (const body of specs.map((s) => s.body)) {
      if (typeof body !== 'object' || body === null) continue;
      // `subscriber` (an object or the id) wins over the deprecated `subscriberId`: both name the one subscriber.
      Object.assign(body, { subscriber: inboxSubscriberOf(fx), subscriberId: inboxSubscriberOf(fx) });
      delete (body as Record<string, unknown>).context;
    }
  }
  return specs;
}

/** The candidates of every admin operation the fuzzer makes requests for, from its material: the state as the mock exports it. */
async function adminCandidates(send: (r: RawRequest) => Promise<RawResponse>, seed: number): Promise<Map<string, RequestSpec[]>> {
  const get = async (path: string): Promise<unknown> => (await send({ method: 'GET', path, headers: [['Authorization', `ApiKey ${DEV_KEY}`]], label: 'admin material' })).json;
  const subscribers = await get('/v2/subscribers?limit=1');
  const material: AdminMaterial = {
    snapshot: await get('/__admin/snapshot'),
    devSnapshot: await get(`/__admin/snapshot?apiKey=${DEV_KEY}`),
    subscriber: ((subscribers as { data?: Record<string, unknown>[] }).data ?? [])[0] ?? {},
  };
  const byOp = new Map<string, RequestSpec[]>();
  // One draw over every admin operation, split by operation (a filter per operation would mostly skip).
  for (const spec of fc.sample(adminSpecArb(material), { seed, numRuns: CANDIDATES * ADMIN_OPERATION_IDS.length })) {
    const list = byOp.get(spec.opId) ?? [];
    if (list.length < CANDIDATES) byOp.set(spec.opId, [...list, spec]);
  }
  return byOp;
}

/**
 * Picks the requests on `baseUrl` (a server of this checkout started with SERVER_FLAGS and `--no-envelope`, the
 * shapes the fuzzer's fixture discovery reads), sending each picked one twice, as the measured run does: the
 * API's operations, then the control plane's (`/__admin`) the fuzzer makes requests for.
 */
export async function planRequests(baseUrl: string, seed: number, log: (m: string) => void): Promise<PlannedRequest[]> {
  const contract = await loadContract();
  const seedData = loadFixtures(DEFAULT_FIXTURES_DIR, contract, FIXED_NOW);
  const workflowVariables = new Map(
    seedData.workflows.filter((w) => w._environmentId === DEV_ENV_ID).map((w) => [w.triggers[0]?.identifier ?? '', (w.triggers[0]?.variables ?? []).map((v) => v.name)]),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (r: RawRequest): Promise<TimedResponse> => sendTimed(baseUrl, agent, r);
  const fx = await discoverFixtures({ send }, workflowVariables);
  const plan: PlannedRequest[] = [];
  let token: string | undefined;
  /** The first candidate that succeeds, else the first; sent once more, as the measured run sends it. */
  const pick = async (op: Operation, specs: RequestSpec[], admin: boolean): Promise<void> => {
    const opId = op.iid ?? op.id;
    let picked: { spec: RequestSpec; status: number } | undefined;
    for (const spec of specs) {
      const res = await send(renderWithSession(spec, token));
      if (succeeded(op, res.status)) {
        picked = { spec, status: res.status };
        if (opId === SESSION_OPENER) token = sessionTokenOf(res);
        break;
      }
      picked ??= { spec, status: res.status };
      if (process.env.FIRSTREQ_DEBUG) log(`${opId}: ${res.status} ${res.text.slice(0, 160)}`);
    }
    if (!picked) return log(`${opId}: the fuzzer makes no request for it; left out`);
    await send(renderWithSession(picked.spec, token));
    plan.push({ opId, label: `${op.method.toUpperCase()} ${op.path}`, spec: picked.spec, pickedStatus: picked.status, admin });
  };
  try {
    // The admin material first: a snapshot of the fixtures' state restores (the API's writes below store values a restore refuses).
    const admin = await adminCandidates(send, seed);
    for (const [i, op] of ordered(contract.validator.operations).entries()) await pick(op, candidates(op, fx, seed + i), false);
    for (const op of ordered(contract.admin.operations)) await pick(op, admin.get(op.iid ?? op.id) ?? [], true);
  } finally {
    agent.destroy();
  }
  const refused = plan.filter((p) => p.pickedStatus >= 400);
  log(`planned ${plan.length} operations; ${refused.length} without a request that succeeds here: ${refused.map((p) => `${p.opId} ${p.pickedStatus}`).join(', ') || 'none'}`);
  return plan;
}
