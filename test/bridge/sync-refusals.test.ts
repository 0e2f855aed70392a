import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { expectErrorShape, makeTestApp } from '../helpers/test-app.js';
import { discoverBridgeOf, nestedJson } from './raw-bridge.js';

/** A discover answer's text (by hand: a test value may nest deeper than JSON.stringify goes). */
const discoverText = (workflows: string[]) => `{"workflows":[${workflows.join(',')}]}`;
const plain = (workflowId: string, extra = '') => `{"workflowId":"${workflowId}","steps":[{"stepId":"inbox","type":"in_app"}]${extra}}`;
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

let answer = discoverText([]);
const bridge = await discoverBridgeOf(() => answer);
afterAll(() => bridge.close());

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

const sync = async (workflows: string[]) => {
  answer = discoverText(workflows);
  return t.api().post('/v1/bridge/sync', { bridgeUrl: bridge.url });
};
const storedIdentifiers = async () => ((await t.api().get('/v1/notification-templates?limit=100')).body.data as { triggers: { identifier: string }[] }[]).map((w) => w.triggers[0]?.identifier);

describe('a discover answer nested deeper than the mock keeps any value', () => {
  it.each([
    ['3,000 levels of arrays in a payload schema (6 KB)', plain('deep-arrays', `,"payload":{"schema":{"type":"object","default":${nestedArrays(3_000)}}}`)],
    ['6,000 levels of objects in a step\'s controls (30 KB)', `{"workflowId":"deep-objects","steps":[{"stepId":"s","type":"in_app","controls":{"schema":${nestedJson(6_000)}}}]}`],
  ])('%s: 400 naming the workflow, nothing stored, and every read still answers', async (_, workflow) => {
    const workflowId = /"workflowId":"([^"]+)"/.exec(workflow)?.[1] as string;
    const res = await sync([plain('fine-before'), workflow]);
    expectErrorShape(res.body, 400);
    expect(res.body.message).toBe(`Invalid Bridge URL Response: workflow ${workflowId} nests deeper than 100 levels`);

    expect((await t.api().get(`/v2/workflows/${workflowId}`)).status).toBe(404);
    expect((await t.api().get('/v2/workflows/fine-before')).status).toBe(404);
    expect((await t.api().get('/v1/notification-templates')).status).toBe(200);
    const snapshot = await t.request().get('/__admin/snapshot');
    expect(snapshot.status).toBe(200);
    expect(() => JSON.parse(snapshot.text)).not.toThrow();
  });

  it('keeps an entry nested exactly as deep as the rule allows', async () => {
    // The entry itself is level 1: `{"workflowId", "steps", "payload": {"schema": …}}` holds 97 more levels.
    const res = await sync([plain('deep-enough', `,"payload":{"schema":{"type":"object","default":${nestedArrays(97)}}}`)]);
    expect(res.status).toBe(201);
    expect((await t.api().get('/v2/workflows/deep-enough')).status).toBe(200);
    expect((await sync([plain('one-deeper', `,"payload":{"schema":{"type":"object","default":${nestedArrays(98)}}}`)])).status).toBe(400);
  });
});

describe('a sync is stored whole or not at all', () => {
  it('refused for one workflow, it stores none of the others and deletes none of those synced before', async () => {
    expect((await sync([plain('kept-a'), plain('kept-b')])).status).toBe(201);
    const refused = await sync([plain('new-c'), plain('new-d'), plain('broken', `,"payload":{"schema":{"default":${nestedArrays(500)}}}`)]);
    expect(refused.status).toBe(400);
    const stored = await storedIdentifiers();
    expect(stored).toEqual(expect.arrayContaining(['kept-a', 'kept-b']));
    expect(stored).not.toContain('new-c');
    expect(stored).not.toContain('new-d');
  });

  it('refused for a workflow listed after hundreds of valid ones, it stores none of them', async () => {
    const many = Array.from({ length: 600 }, (_, i) => plain(`bulk-${i}`));
    const refused = await sync([...many, '{"workflowId":"no-steps"}']);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid Bridge URL Response: workflow no-steps has no steps list');
    expect((await storedIdentifiers()).filter((id) => id?.startsWith('bulk-'))).toEqual([]);
  });
});

describe('payload schemas from a bridge go through the checks of PATCH /v2/workflows', () => {
  const properties = Object.fromEntries(Array.from({ length: 12_000 }, (_, i) => [`p${i}`, { type: 'string' }]));
  it.each([
    ['a lookahead pattern', { type: 'object', properties: { code: { type: 'string', pattern: '^(?=a)a+$' } } }],
    ['a $ref to itself', { type: 'object', properties: { child: { $ref: '#' } } }],
    ['12,000 properties', { type: 'object', properties }],
  ])('%s: refused by the workflow\'s name (400), nothing stored, a trigger meets no workflow', async (_, schema) => {
    const patched = await t.api().patch('/v2/workflows/password-reset', { payloadSchema: schema });
    expect(patched.status).toBe(422);
    const [patchMessage] = (patched.body.errors as Record<string, { messages: string[] }>)['body.payloadSchema']?.messages ?? [];
    expect(patchMessage).toMatch(/^payloadSchema must be a valid JSON schema: ./);

    const res = await sync([plain('schema-wf', `,"payload":{"schema":${JSON.stringify(schema)}}`)]);
    expectErrorShape(res.body, 400);
    expect(res.body.message).toBe(`Workflow schema-wf: ${patchMessage}`);
    expect((await t.api().get('/v2/workflows/schema-wf')).status).toBe(404);
    const trigger = await t.api().post('/v1/events/trigger', { name: 'schema-wf', to: 'sync-user', payload: { code: 'b' } });
    expect(trigger.status).toBe(422);
  });

  it('stores a schema that passes them, which a trigger then validates', async () => {
    const schema = { type: 'object', properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } }, required: ['code'] };
    expect((await sync([plain('schema-ok', `,"payload":{"schema":${JSON.stringify(schema)}}`)])).status).toBe(201);
    expect((await t.api().patch('/v2/workflows/schema-ok', { validatePayload: true })).status).toBe(200);
    const refused = await t.api().post('/v1/events/trigger', { name: 'schema-ok', to: 'sync-user', payload: { code: 'abc' } });
    expect(refused.status).toBe(400);
    expect((await t.api().post('/v1/events/trigger', { name: 'schema-ok', to: 'sync-user', payload: { code: '123456' } })).status).toBe(201);
  });
});

describe('what a sync charges to the memory budget', () => {
  it('a workflow synced again is charged what it grew by: a bridge synced on every change of its code stays within the budget', async () => {
    t = await makeTestApp({ maxStoredBytes: 200_000 });
    const workflows = Array.from({ length: 50 }, (_, i) => plain(`watched-${i}`, ',"description":"synced again and again"'));
    for (let i = 0; i < 20; i++) expect((await sync(workflows)).status).toBe(201);
    const grown = await sync([plain('watched-0', `,"description":"${'x'.repeat(300_000)}"`)]);
    expectErrorShape(grown.body, 413);
    expect(grown.body.message).toMatch(/^This bridge sync would store /);
  });
});
