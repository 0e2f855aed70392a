import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';
import { startHandlerBridge } from './raw-bridge.js';

// A bridge whose answer breaks off after its headers: each route answers as the real service documents it.
// The mock's bridge timeout is short here (a trickling answer must hit it), yet far above what a
// loaded machine needs for the answers that do come.
const TIMEOUT_MS = 1_500;

type Mode = 'discover' | 'trickle' | 'drop';
let mode: Mode = 'discover';
const open = new Set<ServerResponse>();

const DISCOVER = JSON.stringify({ workflows: [{ workflowId: 'read-errors', steps: [{ stepId: 'inbox', type: 'in_app' }] }] });
const bridge = await startHandlerBridge((_req, res) => {
  if (mode === 'discover') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(DISCOVER);
    return;
  }
  // Headers promise a body of 4 KB; a few bytes follow.
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
  if (mode === 'drop') {
    // Closed once the headers and the first bytes are on their way.
    res.write('{"workflows":', () => res.socket?.destroy());
    return;
  }
  res.write('{"workflows":');
  // A space every 100 ms, never the rest: until the mock gives up on it.
  open.add(res);
  const trickle = setInterval(() => res.write(' '), 100);
  res.on('close', () => {
    clearInterval(trickle);
    open.delete(res);
  });
});

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  t = await makeTestApp({ bridgeTimeoutMs: TIMEOUT_MS, bridgeRetries: 0 });
  mode = 'discover';
  expect((await t.api().post('/v1/bridge/sync', { bridgeUrl: bridge.url })).status).toBe(201);
});
afterAll(async () => {
  for (const res of open) res.destroy();
  await bridge.close();
});

const discoverUrl = `${bridge.url}?action=discover`;
const cases = [
  ['trickles its answer', 'trickle', 'Bridge request timeout for', 'BridgeRequestTimeout'],
  ['drops the connection after the headers', 'drop', 'Response body could not be read for', 'ResponseReadError'],
] as const;

describe.each(cases)('a bridge that %s', (_, bridgeMode, words, code) => {
  beforeAll(() => {
    mode = bridgeMode;
  });

  it('sync: 400 with the real service\'s words, and the workflows synced before stay', async () => {
    const res = await t.api().post('/v1/bridge/sync', { bridgeUrl: bridge.url });
    expectErrorShape(res.body, 400);
    expect(res.body.message).toBe(`${words} \`${discoverUrl}\``);
    expect((await t.api().get('/v2/workflows/read-errors')).status).toBe(200);
  });

  it('status: 400 with the real service\'s words', async () => {
    const res = await t.api().get('/v1/bridge/status');
    expectErrorShape(res.body, 400);
    expect(res.body.message).toBe(`${words} \`${bridge.url}?action=health-check\``);
  });

  it('trigger with bridgeUrl: 400 with the real service\'s words', async () => {
    const res = await t.api().post('/v1/events/trigger', { name: 'read-errors', to: 'read-errors-user', payload: {}, bridgeUrl: bridge.url });
    expectErrorShape(res.body, 400);
    expect(res.body.message).toBe(`${words} \`${discoverUrl}\``);
  });

  it('preview: the empty preview a failing bridge gives (201)', async () => {
    const res = await t.api().post('/v2/workflows/read-errors/step/inbox/preview', { previewPayload: { payload: {} } });
    expect(res.status).toBe(201);
    expect(res.body.data.result).toEqual({ type: 'in_app', preview: {} });
  });

  it(`a step of a trigger: its job fails with ${code}`, async () => {
    const trigger = await t.api().post('/v1/events/trigger', { name: 'read-errors', to: `read-errors-${bridgeMode}`, payload: {} });
    expect(trigger.status).toBe(201);
    const { transactionId } = trigger.body.data as { transactionId: string };
    const environment = t.deps.registry.resolve(DEV_KEY);
    const failedJob = () => (environment?.activity.all().find((e) => e.transactionId === transactionId)?.jobs as { status: string; executionDetails: { raw?: string }[] }[] | undefined)?.find((j) => j.status === 'failed');
    // Polled: the step runs after the answer; 30 s without the failure is a hang.
    for (const deadline = Date.now() + 30_000; !failedJob() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
    expect(JSON.parse(failedJob()?.executionDetails.at(-1)?.raw ?? '{}')).toMatchObject({ code });
  });
});
