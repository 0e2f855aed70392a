import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, makeTestApp } from '../helpers/test-app.js';
import { nestedJson, startHandlerBridge } from './raw-bridge.js';

// Status and preview pass a bridge's answer on without keeping it (the request journal keeps the exchange).
// Whatever a hostile bridge answers there, the mock answers within the contract, and every later read works.
const DISCOVER = JSON.stringify({ workflows: [{ workflowId: 'shown-answers', steps: [{ stepId: 'inbox', type: 'in_app' }] }] });
const answers = { health: '{"status":"ok"}', preview: '{"outputs":{"body":"hi"}}' };
const bridge = await startHandlerBridge((req, res) => {
  const action = new URL(req.url ?? '/', 'http://bridge').searchParams.get('action');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(action === 'discover' ? DISCOVER : action === 'preview' ? answers.preview : answers.health);
});

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp();
  expect((await t.api().post('/v1/bridge/sync', { bridgeUrl: bridge.url })).status).toBe(201);
});
afterAll(() => bridge.close());

const status = () => t.api().get('/v1/bridge/status');
const preview = () => t.api().post('/v2/workflows/shown-answers/step/inbox/preview', {});

describe('GET /v1/bridge/status shows a health check, and only one', () => {
  it("passes on the bridge's health check", async () => {
    answers.health = '{"status":"ok","sdkVersion":"2.6.0","frameworkVersion":"2024-06-26","discovered":{"workflows":1,"steps":1}}';
    const res = await status();
    expect([res.status, res.body.data]).toEqual([200, { status: 'ok', sdkVersion: '2.6.0', frameworkVersion: '2024-06-26', discovered: { workflows: 1, steps: 1 } }]);
  });

  it.each([
    ['nests 6,000 levels deep', nestedJson(6_000), 'nests deeper than 100 levels'],
    ['is a string', '"ok"', 'is not a health check'],
    ['has a numeric status', '{"status":1}', 'is not a health check'],
    ['counts workflows with a string', '{"status":"ok","discovered":{"workflows":"1"}}', 'is not a health check'],
  ])('answers 400 naming the bridge when its answer %s', async (_, answer, words) => {
    answers.health = answer;
    const res = await status();
    expectErrorShape(res.body, 400);
    expect(res.body.message).toContain(`The health check of the bridge at \`${bridge.url}\``);
    expect(res.body.message).toContain(words);
  });
});

describe("a step preview shows the bridge's outputs when they are an object it could keep", () => {
  it('shows them', async () => {
    answers.preview = '{"outputs":{"body":"hi"}}';
    const res = await preview();
    expect([res.status, res.body.data.result.preview]).toEqual([201, { body: 'hi' }]);
  });

  it.each([
    ['nest 6,000 levels deep', `{"outputs":${nestedJson(6_000)}}`],
    ['are a string', '{"outputs":"hi"}'],
    ['are missing', '{}'],
  ])('shows the empty preview of a failed bridge when they %s', async (_, answer) => {
    answers.preview = answer;
    const res = await preview();
    expect([res.status, res.body.data.result.preview]).toEqual([201, {}]);
  });
});

it('leaves every later read working: the journal, the snapshot, the workflow', async () => {
  answers.health = nestedJson(6_000);
  answers.preview = `{"outputs":${nestedJson(6_000)}}`;
  await status();
  await preview();
  expect((await t.request().get('/__admin/requests')).status).toBe(200);
  expect((await t.request().get('/__admin/snapshot')).status).toBe(200);
  expect((await t.api().get('/v2/workflows/shown-answers')).status).toBe(200);
});
