/**
 * Property-based fuzzing of the control plane (`/__admin`), with the machinery and invariants of
 * fuzz.test.ts: valid admin requests of every operation, and the same requests mutated (wrong types,
 * huge strings, deep nesting, malformed JSON, wrong content types and methods, bad ids and queries,
 * prototype-pollution keys…). Every response: never a 5xx, every error in the error shape, a rejected
 * request leaves the state byte-identical; the mock answers its health check at the end.
 * Environment: as fuzz.test.ts (FUZZ_SEED, FUZZ_RUNS, FUZZ_PROPERTY + FUZZ_PATH, FUZZ_SURVEY).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR, loadFixtures } from '../../src/seed/load-fixtures.js';
import { DEV_KEY, sharedContract } from '../helpers/test-app.js';
import { ADMIN_OPERATION_IDS, adminMutationArb, adminSpecArb } from './fuzz/admin-requests.js';
import { trimmedSeed } from './fuzz/fixtures.js';
import { registerOperations } from './fuzz/mutations.js';
import { check, closeFuzzers, FIXED_NOW, type Fuzzer, makeFuzzer, runsOf, type Scenario, SURVEY, surveyed, timeoutFor } from './fuzz/runner.js';

/** Share of FUZZ_RUNS per property (the API's suite runs the whole FUZZ_RUNS). */
const SHARE = { valid: 0.03, invalid: 0.06 };

let f: Fuzzer;
let adminSpecs: ReturnType<typeof adminSpecArb>;

beforeAll(async () => {
  const contract = await sharedContract();
  registerOperations(contract.validator.operations);
  f = await makeFuzzer(trimmedSeed(loadFixtures(DEFAULT_FIXTURES_DIR, contract, FIXED_NOW), 10));
  const environment = f.t.deps.registry.resolve(DEV_KEY);
  const subscriber = environment?.subscribers.list()[0];
  if (!subscriber) throw new Error('no subscriber in the DEV environment');
  adminSpecs = adminSpecArb({
    snapshot: JSON.parse(f.baseline),
    devSnapshot: JSON.parse(JSON.stringify(f.t.deps.control.snapshot(DEV_KEY))),
    subscriber: JSON.parse(JSON.stringify(subscriber)) as Record<string, unknown>,
  });
});

afterAll(closeFuzzers);

describe('fuzzing the control plane (/__admin)', () => {
  it(
    'valid admin requests keep every invariant, and every operation succeeds',
    async () => {
      const scenarios: fc.Arbitrary<Scenario> = fc.array(adminSpecs.map((spec) => ({ spec })), { minLength: 1, maxLength: 3 });
      await check('admin valid', 10, runsOf(SHARE.valid), scenarios, f);
      // removeFault and getDelivery name a rule or a delivery by an id the generator cannot know: they answer 404.
      for (const id of ADMIN_OPERATION_IDS.filter((op) => op !== 'removeFault' && op !== 'getDelivery')) {
        const statuses = [...(f.stats.get(id) ?? new Map<number, number>())];
        expect(statuses.some(([status]) => status >= 200 && status < 300), `${id}: no 2xx among ${JSON.stringify(statuses)}`).toBe(true);
      }
    },
    timeoutFor(runsOf(SHARE.valid) * 3), // admin cases cost more than API ones (snapshots in bodies)
  );

  it(
    'mutated admin requests never answer 5xx, keep the error shape and change nothing',
    async () => {
      const scenarios: fc.Arbitrary<Scenario> = fc.oneof(
        { weight: 3, arbitrary: fc.tuple(adminSpecs, adminMutationArb).map(([spec, mutation]): Scenario => [{ spec, mutation }]) },
        { weight: 1, arbitrary: fc.tuple(adminSpecs, adminSpecs, adminMutationArb).map(([setup, spec, mutation]): Scenario => [{ spec: setup }, { spec, mutation }]) },
      );
      const before = f.requests;
      await check('admin invalid', 11, runsOf(SHARE.invalid), scenarios, f);
      expect(f.requests - before).toBeGreaterThanOrEqual(runsOf(SHARE.invalid));
    },
    timeoutFor(runsOf(SHARE.invalid) * 3),
  );

  it('the mock is still healthy afterwards', async () => {
    await f.idle;
    const res = await f.conn.send({ method: 'GET', path: '/__admin/health', headers: [], label: 'health' });
    expect(res.status, res.text).toBe(200);
    if (SURVEY) for (const [signature, { count, example }] of surveyed) console.log(`SURVEY ${count}× ${signature}\n    ${example}`);
    expect([...surveyed.keys()], 'distinct failures (FUZZ_SURVEY=1)').toEqual([]);
  });
});
