import { afterEach, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { expectErrorShape, makeTestApp, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';

// Every wait the mock holds for an event (a delivery, a journal entry) ends at once when it stops, with 503
// "the mock is shutting down" in the API's error shape, instead of running to its timeout (a 408 naming the
// filter) or holding the grace period. A request held by a fault's delay is work in flight: the grace period
// lets it finish (test/reliability/shutdown.test.ts).
const WORDS = 'the mock is shutting down';
/** Longer than any test: had a wait held the shutdown, close() would not resolve within the test's time. */
const LONG_GRACE_MS = 600_000;

let server: MockServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const start = async () =>
  (server = await startMockServer({ port: 0, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures(), shutdownGraceMs: LONG_GRACE_MS }));

/**
 * Resolves once the mock has received a request. Whether close() then comes before or after the wait
 * begins, the answer is the same: a wait asked for during the shutdown is refused at once.
 */
const received = (mock: MockServer) => new Promise((resolve) => mock.httpServer.once('request', resolve));

describe('waits cut by the shutdown', () => {
  it('an outbox wait answers 503 with the words, not 408 after its timeout', async () => {
    const mock = await start();
    const arrived = received(mock);
    const waiting = fetch(`${mock.url}/__admin/outbox/wait?to=nobody@example.com&timeout=30000`);
    await arrived;
    await mock.close();
    const res = await waiting;
    expect(res.status).toBe(503);
    const body = expectErrorShape((await res.json()) as Record<string, unknown>, 503);
    expect(body).toMatchObject({ message: WORDS, error: 'Service Unavailable' });
  });

  it('a journal stream ends with a closed event that carries the words', async () => {
    const mock = await start();
    const res = await fetch(`${mock.url}/__admin/requests/stream`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await mock.close();
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
    expect(text).toContain(`event: closed\ndata: ${JSON.stringify({ message: WORDS })}\n\n`);
  });

  it('the in-process outbox.waitFor rejects with the words', async () => {
    const mock = await start();
    const waiting = mock.outbox.waitFor({ to: 'nobody@example.com' }, { timeout: 30_000 });
    await mock.close();
    await expect(waiting).rejects.toThrow(WORDS);
  });
});

describe('waits asked for once the shutdown began', () => {
  it('answer 503 at once: an outbox wait, a journal stream', async () => {
    const t = await makeTestApp({ envelope: false });
    t.deps.control.beginShutdown();
    const wait = await t.request().get('/__admin/outbox/wait?to=nobody@example.com&timeout=30000');
    expect(wait.status).toBe(503);
    expect(expectErrorShape(wait.body, 503).message).toBe(WORDS);
    const stream = await t.request().get('/__admin/requests/stream');
    expect(stream.status).toBe(503);
    expect(expectErrorShape(stream.body, 503).message).toBe(WORDS);
    // A wait with timeout 0 never waits: its 408 stands.
    expect((await t.request().get('/__admin/outbox/wait?timeout=0')).status).toBe(408);
  });
});
