/**
 * The fuzzer's machinery, shared by the fuzz suites: one app per property, scenarios run from the
 * fixtures' state with every invariant checked on every response, fast-check with the seed in the
 * failure message. The header of test/reliability/fuzz.test.ts describes the invariants and the
 * environment variables.
 */
import fc from 'fast-check';
import { onTestFinished } from 'vitest';
import type { Seed } from '../../../src/domain/environments/index.js';
import { DEV_KEY, makeTestApp } from '../../helpers/test-app.js';
import { connect, type Connection, type RawRequest } from './client.js';
import { discoverFixtures, type Fixtures } from './fixtures.js';
import { describeRequest, prototypeIsClean, responseProblems } from './invariants.js';
import type { Mutation } from './mutation-arbitraries.js';
import { mutate } from './mutations.js';
import { openFuzzSessions, render, type RequestSpec } from './valid-requests.js';

export const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);
/** Operations a browser opens with GET that store something (the chat OAuth callbacks store a webhook, a connection or an endpoint). */
const WRITES_ON_GET = new Set(['chatAccessOauthCallback', 'chatOauthConnectCallback']);
/**
 * A refusal the real service answers after a write: a topic subscription call whose every entry failed is a
 * 400 carrying the result (`meta`), yet the topic was made (or renamed) first, as the real use case does.
 */
const writesBeforeRefusal = (opId: string, res: { status: number; text: string }) => opId === 'createTopicSubscriptions' && res.status === 400 && res.text.includes('"meta"');
// About 57 cases per operation of the contract (263): fewer leave some operations without a 2xx to show.
export const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 15_000);
import { FIXED_NOW } from './clock.js';

export { FIXED_NOW };
/** FUZZ_SURVEY=1: keep going and list every distinct failure at the end instead of stopping at the first. */
export const SURVEY = process.env.FUZZ_SURVEY === '1';
export const surveyed = new Map<string, { count: number; example: string }>();
export const runsOf = (share: number) => Math.max(1, Math.round(TOTAL_RUNS * share));
/**
 * Per-property time limit: a hang guard, not a speed limit (a request that hangs fails sooner, at the client's
 * ceiling). A case takes about 4 ms on a quiet machine; with every core busy and other test files beside it, it
 * has taken 15 times that, so the limit leaves a hundred times the quiet cost, and two minutes at least.
 */
export const timeoutFor = (runs: number) => Math.max(120_000, runs * 400);

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

export interface Fuzzer {
  t: TestApp;
  conn: Connection;
  fx: Fixtures;
  baseline: string;
  stats: Map<string, Map<number, number>>;
  cases: number;
  requests: number;
  /** Milliseconds spent sending requests and taking snapshots (the rest is generation and fast-check). */
  time: { send: number; snapshot: number };
  /** Settles once no property runs scenarios on this fuzzer (see `check`). */
  idle: Promise<void>;
}

/** Every fuzzer made so far (closed by `closeFuzzers`). */
export const fuzzers: Fuzzer[] = [];

export async function closeFuzzers(): Promise<void> {
  for (const f of fuzzers.splice(0)) {
    await f.idle;
    await f.conn.close();
  }
}

/** One app (and one in-process server) per property. */
export async function makeFuzzer(seed: Seed): Promise<Fuzzer> {
  const t = await makeTestApp({ envelope: false, fixtureData: seed });
  t.deps.clock.freeze(FIXED_NOW);
  const conn = await connect(t.app);
  const environment = t.deps.registry.resolve(DEV_KEY);
  if (!environment) throw new Error('no DEV environment');
  const workflowVariables = new Map(environment.workflows.list().map((w) => [w.triggers[0]?.identifier ?? '', (w.triggers[0]?.variables ?? []).map((v) => v.name)]));
  const fx = await discoverFixtures(conn, workflowVariables);
  t.deps.control.reset();
  const baseline = JSON.stringify(t.deps.control.snapshot());
  t.deps.control.reset();
  if (JSON.stringify(t.deps.control.snapshot()) !== baseline) throw new Error('reset is not deterministic: the state comparison would be meaningless');
  const fuzzer: Fuzzer = { t, conn, fx, baseline, stats: new Map(), cases: 0, requests: 0, time: { send: 0, snapshot: 0 }, idle: Promise.resolve() };
  fuzzers.push(fuzzer);
  return fuzzer;
}

const snapshotText = (f: Fuzzer) => {
  const started = performance.now();
  const text = JSON.stringify(f.t.deps.control.snapshot());
  f.time.snapshot += performance.now() - started;
  return text;
};

function firstDifference(before: string, after: string): string {
  let i = 0;
  while (i < before.length && before[i] === after[i]) i++;
  const from = Math.max(0, i - 200);
  return `at char ${i}:\n  before …${before.slice(from, i + 200)}…\n  after  …${after.slice(from, i + 200)}…`;
}

/**
 * What one case runs: requests (described, rendered lazily so counterexamples stay short), and clock
 * moves (delays and digests wait for the frozen clock; they complete on the next request after it moves).
 */
export type RequestStep = { spec: RequestSpec; mutation?: Mutation };
export type Step = RequestStep | { advanceMs: number };
export type Scenario = Step[];

export const labelOf = (step: RequestStep) => `${step.spec.opId}${step.mutation ? ` ${step.mutation.kind}` : ''}`;

function renderStep(f: Fuzzer, step: RequestStep): RawRequest {
  return step.mutation ? mutate(step.spec, step.mutation, f.fx) : render(step.spec, `${step.spec.opId} valid`);
}

/** Runs one scenario from the fixtures' state and checks every invariant on every response. */
export async function runScenario(f: Fuzzer, scenario: Scenario): Promise<void> {
  f.t.deps.control.reset();
  f.t.deps.control.faults.clear(); // admin scenarios add fault rules; reset keeps them
  openFuzzSessions(f.fx, (key) => f.t.deps.registry.resolve(key));
  f.t.deps.clock.freeze(FIXED_NOW);
  f.cases++;
  let known: string | undefined = f.baseline;
  let dueWork = false;
  const log: string[] = [];
  for (const step of scenario) {
    if ('advanceMs' in step) {
      // Due work runs before the next request, whatever its verdict: the state is unknown from here.
      f.t.deps.clock.advance(step.advanceMs);
      log.push(`(clock + ${step.advanceMs} ms)`);
      known = undefined;
      dueWork = true;
      continue;
    }
    if (dueWork) {
      // The first request after a clock move runs the due work: a harmless one, so that the state
      // compared around the next request is the one after it.
      const poke: RawRequest = { method: 'GET', path: '/v2/workflows?limit=1', headers: [['Authorization', `ApiKey ${DEV_KEY}`]], label: 'run due work' };
      const res = await f.conn.send(poke);
      log.push(`${describeRequest(poke)} → ${res.status}`);
      const problems = responseProblems(poke, res);
      if (res.status !== 200 || problems.length > 0) throw new Error(`running due work failed: ${res.status} ${problems.join('; ')}\n    ${log.join('\n    ')}\n  response: ${res.text.slice(0, 2000)}`);
      dueWork = false;
    }
    const request = renderStep(f, step);
    if (known === undefined) known = snapshotText(f);
    const sent = performance.now();
    const res = await f.conn.send(request);
    f.time.send += performance.now() - sent;
    f.requests++;
    const perOp = f.stats.get(labelOf(step).split(' ')[0] as string) ?? new Map<number, number>();
    perOp.set(res.status, (perOp.get(res.status) ?? 0) + 1);
    f.stats.set(labelOf(step).split(' ')[0] as string, perOp);
    log.push(`${describeRequest(request)} → ${res.status}`);
    const problems = responseProblems(request, res);
    if (writesBeforeRefusal(labelOf(step).split(' ')[0] as string, res)) {
      known = undefined;
    } else if (res.status >= 400 && res.status < 500) {
      const after = snapshotText(f);
      if (after !== known) problems.push(`a rejected request (${res.status}) changed the state ${firstDifference(known, after)}`);
    } else if (res.status >= 200 && res.status < 400 && (WRITES_ON_GET.has(labelOf(step).split(' ')[0] as string) || (res.status < 300 && request.method !== 'GET' && request.method !== 'HEAD'))) {
      known = undefined;
    }
    if (!prototypeIsClean()) problems.push('Object.prototype was polluted');
    if (problems.length > 0 && SURVEY) {
      const signature = `${labelOf(step)} → ${res.status}: ${problems.map((p) => p.split('\n')[0]?.slice(0, 80)).join('; ')}`;
      const seen = surveyed.get(signature);
      if (seen) seen.count++;
      else surveyed.set(signature, { count: 1, example: `${log.join('\n    ')}\n    response: ${res.text.slice(0, 600)}` });
      return;
    }
    if (problems.length > 0) {
      throw new Error(`${problems.join('; ')}\n  requests:\n    ${log.join('\n    ')}\n  response: ${res.status} ${res.text.slice(0, 2000)}`);
    }
  }
}

/**
 * fast-check with the seed in the failure message (and in the way to reproduce it), run inside a test. When
 * the test ends before the property does (it timed out), the property's remaining cases do nothing: vitest
 * does not stop an async test body, and its requests would land in the middle of the next property's cases
 * on the same app (a rejected request would seem to change the state). The next property on this fuzzer starts
 * once the scenario that was running has finished.
 */
export async function check(name: string, offset: number, runs: number, arb: fc.Arbitrary<Scenario>, f: Fuzzer): Promise<void> {
  const seed = SEED + offset;
  let ended = false;
  onTestFinished(() => {
    ended = true;
  });
  await f.idle;
  const started = performance.now();
  const property = fc.assert(
    fc.asyncProperty(arb, async (scenario) => {
      if (!ended) await runScenario(f, scenario);
    }),
    { seed, numRuns: runs, ...(process.env.FUZZ_PATH && Number(process.env.FUZZ_PROPERTY ?? offset) === offset ? { path: process.env.FUZZ_PATH } : {}) },
  );
  f.idle = property.then(
    () => undefined,
    () => undefined,
  );
  try {
    await property;
  } catch (error) {
    const message =
      `fuzz "${name}" failed — FUZZ_SEED=${SEED} (property seed ${seed}). Reproduce the run: FUZZ_SEED=${SEED} FUZZ_RUNS=${TOTAL_RUNS} npx vitest run test/reliability/fuzz; ` +
      `replay only the shrunk case: add FUZZ_PROPERTY=${offset} FUZZ_PATH=<the path fast-check prints below>`;
    if (error instanceof Error) error.message = `${message}\n${error.message}`;
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  if (ended) return; // the test already failed (timed out); what ran after it is no result
  console.log(
    `fuzz "${name}": ${runs} cases, ${f.requests} requests in ${seconds.toFixed(1)} s (seed ${seed}; so far ${(f.time.send / 1000).toFixed(1)} s sending, ${(f.time.snapshot / 1000).toFixed(1)} s in snapshots)`,
  );
}
