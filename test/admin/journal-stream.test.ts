import { afterEach, describe, expect, it } from 'vitest';
import type { JournalEvent } from '../../src/control/journal.js';
import { adminOf } from '../../src/mock-admin.js';
import { startMockServer } from '../../src/server.js';
import { openStream, type OpenStream } from '../helpers/sse.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';

let streams: OpenStream[] = [];
afterEach(() => {
  for (const s of streams) s.close();
  streams = [];
});

async function follow(t: Awaited<ReturnType<typeof makeTestApp>>, query = '', headers: Record<string, string> = {}): Promise<OpenStream> {
  const stream = await openStream(t.app, `/__admin/requests/stream${query}`, headers);
  streams.push(stream);
  return stream;
}

describe('GET /__admin/requests/stream', () => {
  it('sends every new journal entry as it is recorded, the same entry GET /__admin/requests shows', async () => {
    const t = await makeTestApp({ envelope: false });
    await t.api().get('/v2/subscribers?limit=1'); // before the stream opens: not replayed
    const stream = await follow(t);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache');
    await t.api().post('/v2/subscribers', { subscriberId: 'streamed' });
    const event = await stream.next();
    const [kept] = (await t.request().get('/__admin/requests?limit=1')).body.data;
    expect(event.event).toBe('request');
    expect(event.id).toBe(String(kept.id));
    expect(JSON.parse(event.data)).toEqual(kept);
    expect(kept).toMatchObject({ method: 'POST', path: '/v2/subscribers', status: 201, request: { headers: { authorization: 'ApiKey [redacted]' } } });
    expect(event.data).not.toContain(DEV_KEY);
  });

  it('sends only the entries its filters match, and says when the journal is emptied', async () => {
    const t = await makeTestApp({ envelope: false });
    const stream = await follow(t, '?status=404&method=get');
    await t.api().get('/v2/subscribers?limit=1');
    await t.api().post('/v2/subscribers', { subscriberId: 'not-a-get' });
    await t.api().get('/v2/subscribers/nobody-here');
    const event = await stream.next();
    expect(JSON.parse(event.data)).toMatchObject({ path: '/v2/subscribers/nobody-here', status: 404 });
    expect((await t.request().delete('/__admin/requests')).status).toBe(204);
    expect(await stream.next()).toMatchObject({ event: 'cleared' });
  });

  it('refuses a malformed filter with 422 and the admin token rule with 401, as JSON', async () => {
    const t = await makeTestApp({ envelope: false });
    const bad = await t.request().get('/__admin/requests/stream?status=abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors['query.status']).toBeDefined();
    const guarded = await makeTestApp({ envelope: false, adminToken: 'secret' });
    const refused = await guarded.request().get('/__admin/requests/stream');
    expectErrorShape(refused.body, 401);
    const stream = await follow(guarded, '', { authorization: 'Bearer secret' });
    expect(stream.status).toBe(200);
  });

  it('ends with a closed event when the mock stops, without holding the shutdown', async () => {
    // A grace period longer than the test: had the stream held the shutdown, close() would not resolve in it.
    const server = await startMockServer({ port: 0, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures(), shutdownGraceMs: 600_000 });
    const res = await fetch(`${server.url}/__admin/requests/stream`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await server.close();
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
    expect(text).toContain('event: closed');
  });
});

describe('watchRequests (in-process)', () => {
  it('hears the matching entries until stopped', async () => {
    const t = await makeTestApp({ envelope: false });
    const heard: JournalEvent[] = [];
    const stop = adminOf(t.deps).watchRequests((event) => heard.push(event), { method: 'POST' });
    await t.api().get('/v2/subscribers?limit=1');
    await t.api().post('/v2/subscribers', { subscriberId: 'heard' });
    stop();
    await t.api().post('/v2/subscribers', { subscriberId: 'after-stop' });
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ type: 'request', entry: { method: 'POST', request: { body: { subscriberId: 'heard' } } } });
  });
});

describe('contract failures in the journal', () => {
  it('keeps where a refused request broke the contract, and filters on contract=failed', async () => {
    const t = await makeTestApp({ envelope: false });
    await t.api().get('/v2/subscribers?limit=1');
    const refused = await t.api().post('/v2/subscribers', { firstName: 'no id' });
    expect(refused.status).toBe(422);
    await t.request().post('/v2/subscribers').set('Authorization', `ApiKey ${DEV_KEY}`).set('content-type', 'text/plain').send('x');
    const { body } = await t.request().get('/__admin/requests?contract=failed');
    expect(body.total).toBe(2);
    const [mediaType, missingId] = body.data;
    expect(missingId.requestViolations).toEqual(expect.arrayContaining([expect.objectContaining({ location: 'body', message: expect.stringContaining('subscriberId') })]));
    expect(mediaType).toMatchObject({ status: 415, requestViolations: [{ location: 'media-type', field: [] }] });
    expect((await t.request().get('/__admin/requests/count?contract=failed')).body).toEqual({ count: 2 });
    const accepted = (await t.request().get('/__admin/requests?status=200')).body.data[0];
    expect(accepted.requestViolations).toBeUndefined();
  });

  it('refuses a contract filter other than "failed"', async () => {
    const t = await makeTestApp({ envelope: false });
    const res = await t.request().get('/__admin/requests?contract=ok');
    expect(res.status).toBe(422);
    expect(res.body.errors['query.contract']).toBeDefined();
  });
});

describe('the environment of a journal entry', () => {
  it('names the environment the request acted on, and none for a request no credential opened', async () => {
    const t = await makeTestApp({ envelope: false });
    await t.api(DEV_KEY).get('/v2/subscribers?limit=1');
    await t.api(PROD_KEY).get('/v2/subscribers?limit=1');
    await t.api('unknown-key').get('/v2/subscribers?limit=1');
    const [unknown, prod, dev] = (await t.request().get('/__admin/requests')).body.data;
    expect(dev.environmentId).toBe(DEV_ENV_ID);
    expect(prod.environmentId).toBe(PROD_ENV_ID);
    expect(unknown.status).toBe(401);
    expect(unknown.environmentId).toBeUndefined();
  });
});

describe('GET /__admin/environments', () => {
  it('lists the fixture keys with the environment each opens', async () => {
    const t = await makeTestApp({ envelope: false });
    const { body } = await t.request().get('/__admin/environments');
    expect(body.data).toEqual([
      { apiKey: 'test-api-key', applicationIdentifier: 'acmeDevInbox1', environment: 'Development', environmentId: '665f1c2a9b1e4a0012a0e001', organization: 'Acme Inc.', isolated: false },
      { apiKey: 'test-api-key-prod', applicationIdentifier: 'acmeProdInbx1', environment: 'Production', environmentId: '665f1c2a9b1e4a0012a0e002', organization: 'Acme Inc.', isolated: false },
    ]);
  });

  it('adds each isolated key once it is used, and forgets it on a full reset', async () => {
    const t = await makeTestApp({ envelope: false, isolateKeys: true });
    await t.api('worker-7').get('/v2/subscribers?limit=1');
    const listed = (await t.request().get('/__admin/environments')).body.data;
    expect(listed).toHaveLength(3);
    expect(listed[2]).toMatchObject({ apiKey: 'worker-7', environment: 'Development', isolated: true });
    await t.request().post('/__admin/reset');
    expect((await t.request().get('/__admin/environments')).body.data.map((e: { apiKey: string }) => e.apiKey)).toEqual(['test-api-key', 'test-api-key-prod']);
  });
});
