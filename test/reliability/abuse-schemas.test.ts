/**
 * Payload schemas under abuse: a pattern that backtracks, `uniqueItems` over many items, a schema too
 * large to compile quickly, schemas that cannot compile, and the memory their compiled forms take.
 * Each attack is scaled down to what proves the mechanism. What would make one slow is counted, not
 * timed (how long they take is `npm run bench:gauntlet`'s, attacks 2a–2e).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Ajv } from 'ajv';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPILED_SCHEMA_WEIGHT_LIMIT, CompiledSchemaCache } from '../../src/lib/compiled-schema-cache.js';
import { PATTERN_PROGRAM_LIMIT } from '../../src/lib/linear-regexp.js';
import { PAYLOAD_SCHEMA_VALUE_LIMIT } from '../../src/lib/payload-schema-limits.js';
import { AjvPayloadValidator } from '../../src/lib/payload-validator.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

const WORKFLOW = 'comment-mention';
const trigger = (payload: object, to = 'schema-abuse') => t.api().post('/v1/events/trigger', { name: WORKFLOW, to, payload });
const withSchema = (payloadSchema: object) => t.api().patch(`/v2/workflows/${WORKFLOW}`, { payloadSchema, validatePayload: true });
const stored = () => t.deps.registry.resolve(DEV_KEY)?.workflows.list().find((w) => w.triggers[0]?.identifier === WORKFLOW);

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** Collects garbage after the current job (a WeakRef keeps its target alive until the job ends). */
async function collectGarbage(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    gc();
  }
}

const BACKTRACKING = '^(a+)+$';

/**
 * What `run` does that an algorithmic blow-up is made of, counted rather than timed: the runs of the
 * `^(a+)+$` pattern on V8's backtracking engine (once RegExp.prototype.exec is replaced, every native
 * match goes through it), and the calls of `Object.keys` (a pairwise comparison of n objects makes n² of them).
 */
async function work<T>(run: () => Promise<T> | T): Promise<{ result: T; backtrackingRuns: number; keysCalls: number }> {
  const { exec } = RegExp.prototype;
  const { keys } = Object;
  let backtrackingRuns = 0;
  let keysCalls = 0;
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    if (this.source === BACKTRACKING) backtrackingRuns++;
    return exec.call(this, text);
  };
  Object.keys = ((value: object) => (keysCalls++, keys(value))) as typeof Object.keys;
  try {
    return { result: await run(), backtrackingRuns, keysCalls };
  } finally {
    RegExp.prototype.exec = exec;
    Object.keys = keys;
  }
}

const uniqueList = { type: 'object', properties: { list: { type: 'array', uniqueItems: true } } };
const objects = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i, tag: 'x' }));

describe('the work counts see a blow-up', () => {
  it("on Ajv's own engine: the pattern runs on V8's backtracking regexps, and uniqueItems compares every pair", async () => {
    const stock = new Ajv({ allErrors: true }).compile({ type: 'object', properties: { name: { type: 'string', pattern: BACKTRACKING }, list: uniqueList.properties.list } });
    const { backtrackingRuns, keysCalls } = await work(() => stock({ name: 'aaaa!', list: objects(500) }));
    expect(backtrackingRuns).toBe(1);
    expect(keysCalls).toBeGreaterThanOrEqual(500 * 499); // two for each of the 500 · 499 / 2 pairs
  });
});

describe('patterns run in linear time', () => {
  it('answers a trigger whose string makes ^(a+)+$ backtrack without running it on a backtracking engine (it blocked for seconds)', async () => {
    expect((await withSchema({ type: 'object', properties: { name: { type: 'string', pattern: BACKTRACKING } } })).status).toBe(200);
    // 28 a's and a "!": about 1.2 s on a backtracking engine, each further "a" doubling it.
    const { result, backtrackingRuns } = await work(() => trigger({ name: `${'a'.repeat(28)}!` }));
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([{ field: 'name', message: 'must match pattern "^(a+)+$"', value: `${'a'.repeat(28)}!`, schemaPath: '#/properties/name/pattern' }]);
    expect(backtrackingRuns).toBe(0);
    const long = await work(() => trigger({ name: `${'a'.repeat(100_000)}!` }));
    expect(long.result.status).toBe(400);
    expect(long.backtrackingRuns).toBe(0);
    expect((await trigger({ name: 'aaaa' })).status).toBe(201);
  });

  it('runs patternProperties on the same engine', async () => {
    await withSchema({ type: 'object', patternProperties: { [BACKTRACKING]: { type: 'number' } } });
    const { result, backtrackingRuns } = await work(() => trigger({ [`${'a'.repeat(28)}!`]: 'x', aaa: 'not a number' }));
    expect(result.status).toBe(400);
    expect(result.body.errors.map((e: { field: string }) => e.field)).toEqual(['aaa']);
    expect(backtrackingRuns).toBe(0);
  });

  it('refuses on write, with a 422 that says why, a pattern only a backtracking engine can run, or one too complex', async () => {
    const before = stored();
    for (const [pattern, reason] of [
      ['(?=a)b', /cannot run on a linear-time engine/],
      ['(a)\\1', /cannot run on a linear-time engine/],
      ['(?<x>a)\\k<x>', /backreference/],
      [`(a|aa){1,${PATTERN_PROGRAM_LIMIT}}$`, /too complex/],
    ] as const) {
      const res = await withSchema({ type: 'object', properties: { name: { type: 'string', pattern } } });
      expect(res.status, pattern).toBe(422);
      expectErrorShape(res.body, 422);
      expect(res.body.errors['body.payloadSchema'].messages[0]).toMatch(reason);
    }
    // Many uses of one pattern add up.
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${i}`, { type: 'string', pattern: '(a|aa){1,5}$' }]));
    const res = await withSchema({ type: 'object', properties: many });
    expect(res.status).toBe(422);
    expect(res.body.errors['body.payloadSchema'].messages[0]).toMatch(/patterns are too complex/);
    expect(stored()).toEqual(before);
  });
});

describe('uniqueItems in linear time', () => {
  it('checks 10,000 object items reading each once (Ajv compares every pair: 0.7 s here, 11 s for 40,000)', async () => {
    await withSchema(uniqueList);
    const list = objects(10_000);
    const { result, keysCalls } = await work(() => trigger({ list }));
    expect(result.status).toBe(201);
    // The whole request (parsing, the contract, storing, the journal) reads each item 3 times; comparing every
    // pair would be 10,000 times.
    expect(keysCalls).toBeLessThan(10 * list.length)
    const repeated = [...list.slice(0, 5), { tag: 'x', id: 2 }, ...list.slice(5, 9_000)];
    const refused = await work(() => trigger({ list: repeated }));
    expect(refused.result.status).toBe(400);
    expect(refused.result.body.errors[0]).toMatchObject({ field: 'list', message: 'must NOT have duplicate items (items ## 2 and 5 are identical)' });
    expect(refused.keysCalls).toBeLessThan(10 * repeated.length)
  });
});

describe('schema size', () => {
  it('refuses a 12,000-property schema on write, for its size, and keeps the workflow as it was', async () => {
    const before = stored();
    const properties = Object.fromEntries(Array.from({ length: 12_000 }, (_, i) => [`p${i}`, { type: 'string' }]));
    const result = await withSchema({ type: 'object', properties });
    expect(result.status).toBe(422);
    expectErrorShape(result.body, 422);
    expect(result.body.errors['body.payloadSchema'].messages).toEqual([
      `payloadSchema must be a valid JSON schema: is too large: over ${PAYLOAD_SCHEMA_VALUE_LIMIT} values once its $refs are expanded`,
    ]);
    expect(stored()).toEqual(before);
  });

  it('counts a $ref at each use: a small schema that expands past the limit is refused', async () => {
    const definitions: Record<string, object> = { d0: { type: 'string' } };
    for (let i = 1; i <= 12; i++) definitions[`d${i}`] = { allOf: [{ $ref: `#/definitions/d${i - 1}` }, { $ref: `#/definitions/d${i - 1}` }] };
    const res = await withSchema({ type: 'object', definitions, properties: { a: { $ref: '#/definitions/d12' } } });
    expect(res.status).toBe(422);
    expect(res.body.errors['body.payloadSchema'].messages[0]).toMatch(/too large/);
  });

  it('takes a schema just under the limit, and checks triggers against it', async () => {
    const count = Math.floor((PAYLOAD_SCHEMA_VALUE_LIMIT - 10) / 2);
    const properties = Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, { type: 'string' }]));
    expect((await withSchema({ type: 'object', properties })).status).toBe(200);
    expect((await trigger({ p1: 'x' })).status).toBe(201);
    expect((await trigger({ [`p${count - 1}`]: 1 })).body.errors).toMatchObject([{ field: `p${count - 1}`, message: 'must be string' }]);
  });
});

/** Schemas the real service's compiler refuses, and ones that would fail at every trigger. */
const UNCOMPILABLE: [string, object, RegExp][] = [
  ['a $ref to nowhere', { type: 'object', properties: { a: { $ref: '#/definitions/nowhere' } } }, /can't resolve reference #\/definitions\/nowhere/],
  ['a remote $ref', { $ref: 'https://schemas.example.com/payload.json' }, /not a local JSON pointer.*never fetched/],
  ['an unknown type', { type: 'nonsense' }, /schema is invalid: data\/type must be equal to one of the allowed values/],
  ['a pattern that is no regular expression', { type: 'object', properties: { a: { type: 'string', pattern: '(' } } }, /pattern "\(" is not a valid regular expression: Unterminated group/],
  ['required that is no array', { required: 'x' }, /schema is invalid: data\/required must be array/],
  ['a schema that refers to itself', { $ref: '#' }, /recursive payload schemas are not supported/],
  ['a $ref cycle', { definitions: { a: { allOf: [{ $ref: '#/definitions/b' }] }, b: { anyOf: [{ $ref: '#/definitions/a' }] } }, $ref: '#/definitions/a' }, /recursive/],
];

describe('a schema that cannot compile is refused when written, never at a trigger', () => {
  it.each(UNCOMPILABLE)('PATCH, PUT and POST /v2/workflows refuse %s with 422; the workflow stays, and its trigger works', async (_, schema, reason) => {
    const before = stored();
    const patched = await withSchema(schema);
    expect(patched.status).toBe(422);
    expect(expectErrorShape(patched.body, 422).message).toBe('Validation Error');
    const [message] = patched.body.errors['body.payloadSchema'].messages;
    expect(message).toMatch(/^payloadSchema must be a valid JSON schema: /);
    expect(message).toMatch(reason);

    const current = (await t.api().get(`/v2/workflows/${WORKFLOW}`)).body;
    const steps = current.steps.map((s: { name: string; type: string; controlValues: object }) => ({ name: s.name, type: s.type, controlValues: s.controlValues }));
    const put = await t.api().put(`/v2/workflows/${WORKFLOW}`, { name: current.name, steps, payloadSchema: schema, validatePayload: true });
    expect(put.status).toBe(422);
    const created = await t.api().post('/v2/workflows', { name: 'Bad schema', workflowId: 'bad-schema', steps, payloadSchema: schema });
    expect(created.status).toBe(422);
    expect((await t.api().get('/v2/workflows/bad-schema')).status).toBe(404);

    expect(stored()).toEqual(before);
    expect((await trigger({ a: 'x' })).status).toBe(201);
  });

  it('refuses a fixture or snapshot workflow with such a schema, with the fixture error', async () => {
    const workflow = structuredClone(stored()) as Record<string, unknown>;
    workflow.payloadSchema = { type: 'nonsense' };
    workflow.validatePayload = true;
    const res = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ workflows: [workflow] });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.errors)).toMatch(/payloadSchema.*is not a usable JSON Schema: schema is invalid/);
    expect((await trigger({ a: 'x' })).status).toBe(201);
  });

  it('still takes a schema with local $refs that form no cycle, and null to clear it', async () => {
    const schema = { type: 'object', definitions: { id: { type: 'string', minLength: 2 } }, properties: { a: { $ref: '#/definitions/id' }, b: { $ref: '#/definitions/id' } } };
    expect((await withSchema(schema)).status).toBe(200);
    expect((await trigger({ a: 'x' })).body.errors).toEqual([{ field: 'a', message: 'must NOT have fewer than 2 characters', value: 'x', schemaPath: '#/definitions/id/minLength' }]);
    expect((await withSchema({ type: 'object' })).status).toBe(200);
    expect((await t.api().patch(`/v2/workflows/${WORKFLOW}`, { payloadSchema: null })).status).toBe(200);
  });
});

describe('compiled schemas are bounded and go with their workflows', () => {
  const distinct = (count: number, size: number) =>
    Array.from({ length: count }, (_, i) => ({ type: 'object', properties: Object.fromEntries(Array.from({ length: size }, (_, j) => [`p${i}_${j}`, { type: 'string' }])) }));

  it('holds compiled schemas up to a weight, however many distinct ones are triggered', () => {
    const validator = new AjvPayloadValidator(new CompiledSchemaCache(2_000));
    const schemas = distinct(300, 5); // each weighs 50 + its 13 values
    for (const schema of schemas) expect(validator.check(schema, {}).valid).toBe(true);
    expect(validator.compiledCount).toBe(Math.floor(2_000 / 63));
    // The most recently used stay: checking one again compiles nothing.
    expect(validator.check(schemas[299] as object, { [`p299_0`]: 1 }).valid).toBe(false);
    expect(validator.compiledCount).toBe(Math.floor(2_000 / 63));
  });

  it('lets a compiled schema go with its workflow at a reset (the compiler kept every schema it compiled)', async () => {
    await withSchema({ type: 'object', properties: { gone: { type: 'string', pattern: '^g+$' } } });
    expect((await trigger({ gone: 'ggg' })).status).toBe(201);
    const schema = new WeakRef(stored()?.payloadSchema as object);
    expect((await t.request().post('/__admin/reset')).status).toBe(200);
    await collectGarbage();
    expect(schema.deref()).toBeUndefined();
  });

  it('routes triggers through the bounded cache of the process', async () => {
    const { payloadValidator } = await import('../../src/lib/payload-validator.js');
    for (const schema of distinct(40, 3)) {
      expect((await withSchema(schema)).status).toBe(200);
      expect((await trigger({})).status).toBe(201);
    }
    expect(payloadValidator.compiledCount).toBeLessThanOrEqual(COMPILED_SCHEMA_WEIGHT_LIMIT / 50);
  });
});
