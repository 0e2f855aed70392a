import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STREAM_BUFFER_LIMIT, STREAM_CLIENT_LIMIT } from '../../src/http/journal-stream.js';
import { parseEvents } from '../helpers/sse.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

/**
 * Attacks on the control plane's streams and bodies: many or stalled journal streams, compressed bodies
 * that inflate far past the limit, a reset whose scope is misspelt. Each ends in a 4xx or a closed stream,
 * within bounded memory, and the state stays as it was.
 */
type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

// Loads the contract and fixtures once, before the clocks of the tests start.
beforeAll(() => makeTestApp());

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

/** The app listening on a free port, closed after the test. */
async function listen(t: TestApp): Promise<number> {
  const server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return (server.address() as AddressInfo).port;
}

interface Reader {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: () => string;
  close: () => void;
}

/** Opens the journal stream and keeps all it reads. */
function openReader(port: number): Promise<Reader> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/__admin/requests/stream' }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        const close = () => res.destroy();
        cleanups.push(close);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: () => text, close });
      })
      .on('error', reject);
  });
}

/** Polls `condition`; the ceiling only catches a hang, even on a loaded machine. */
async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the live journal stream', () => {
  it('makes the text of an event once, and sends every stream the same bytes', async () => {
    const t = await makeTestApp({ envelope: false });
    const port = await listen(t);
    const readers = await Promise.all(Array.from({ length: 20 }, () => openReader(port)));
    const stringify = vi.spyOn(JSON, 'stringify');
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'streamed-once', data: { note: 'x'.repeat(2_000) } })).status).toBe(201);
    await until(() => readers.every((r) => r.text().includes('event: request')));
    const entries = stringify.mock.calls.filter(([value]) => typeof value === 'object' && value !== null && 'durationMs' in value && 'response' in value);
    expect(entries).toHaveLength(1);
    const [first, ...others] = readers.map((r) => r.text().slice(r.text().indexOf('id: ')));
    expect(first).toContain('streamed-once');
    for (const text of others) expect(text).toBe(first);
  });

  it('closes a stream whose reader stops reading once it is STREAM_BUFFER_LIMIT behind, with a last overflow event', async () => {
    const t = await makeTestApp({ envelope: false });
    const port = await listen(t);
    const socket = net.connect(port, '127.0.0.1');
    cleanups.push(() => socket.destroy());
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    socket.write('GET /__admin/requests/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await until(() => text.includes(': journal stream'));
    socket.pause();
    const writes = 100;
    const blob = 'x'.repeat(60_000);
    for (let i = 0; i < writes; i++) expect((await t.api().post('/v2/subscribers', { subscriberId: `slow-${i}`, data: { blob } })).status).toBe(201);
    socket.resume();
    // The response ends (the last chunk of a chunked body); the connection may stay open for another request.
    await until(() => text.endsWith('\r\n0\r\n\r\n'));
    const events = parseEvents(text.slice(text.indexOf('\r\n\r\n') + 4).replace(/\r\n[0-9a-f]+\r\n/g, ''));
    const delivered = events.filter((e) => e.event === 'request');
    // The entries of 100 writes are about 13 MB: the reader got what the cap and the socket held, then the reason.
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.length).toBeLessThan(writes);
    const overflow = events.at(-1);
    expect(overflow?.event).toBe('overflow');
    const reason = JSON.parse(overflow?.data ?? '{}') as { message: string; lastId: number };
    expect(reason.message).toContain(`${STREAM_BUFFER_LIMIT} bytes behind`);
    expect(String(reason.lastId)).toBe(delivered.at(-1)?.id);
    expect((await t.api().get('/v2/subscribers?limit=1')).status).toBe(200);
  });

  it(`serves at most STREAM_CLIENT_LIMIT (${STREAM_CLIENT_LIMIT}) streams: the next gets a 503 with Retry-After until one closes`, async () => {
    const t = await makeTestApp({ envelope: false });
    const port = await listen(t);
    const readers = await Promise.all(Array.from({ length: STREAM_CLIENT_LIMIT }, () => openReader(port)));
    expect(readers.map((r) => r.status)).toEqual(readers.map(() => 200));
    const refused = await t.request().get('/__admin/requests/stream').timeout(30_000);
    expect(expectErrorShape(refused.body as Record<string, unknown>, 503).message).toMatch(/^Too many journal streams: \d+ are open/);
    expect(refused.headers['retry-after']).toBe('5');
    readers[0]?.close();
    // The server frees the place once it sees the connection close.
    let next: Reader | undefined;
    const deadline = Date.now() + 30_000;
    while (next?.status !== 200 && Date.now() < deadline) {
      next?.close();
      next = await openReader(port);
    }
    expect(next?.status).toBe(200);
  });
});

describe('admin bodies are limited after decompression, per route', () => {
  /** A gzip body of `{"action": "resume", "pad": "000…"}` that inflates to 50 MB. */
  const bomb = gzipSync(Buffer.from(`{"action":"resume","pad":"${'0'.repeat(50_000_000)}"}`));

  it('a 50 MB gzip bomb to /__admin/clock, /faults or /reset → 413 naming the API body limit, without inflating it; nothing changes', async () => {
    expect(bomb.length).toBeLessThan(100_000);
    const t = await makeTestApp({ envelope: false });
    await t.request().post('/__admin/clock').send({ action: 'freeze', at: '2031-01-01T00:00:00.000Z' }).expect(200);
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'survives-the-bomb' })).status).toBe(201);
    const port = await listen(t);
    const rssBefore = process.memoryUsage().rss;
    for (const path of ['/__admin/clock', '/__admin/faults', '/__admin/reset']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: bomb });
      expect(expectErrorShape((await res.json()) as Record<string, unknown>, 413).message, path).toBe('Request body is larger than the 1mb limit');
    }
    // Inflating the three would take 150 MB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(40 * 1024 * 1024);
    expect((await t.request().get('/__admin/clock')).body.now).toBe('2031-01-01T00:00:00.000Z');
    expect((await t.request().get('/__admin/faults')).body).toEqual([]);
    expect((await t.api().get('/v2/subscribers/survives-the-bomb')).status).toBe(200);
  });

  it('snapshot restores and fixture uploads still take bodies far over the API limit, compressed or not', async () => {
    const t = await makeTestApp({ envelope: false });
    const padding = 'p'.repeat(3_000_000);
    const [model] = (await t.api().get('/v2/subscribers?limit=1')).body.data as Record<string, unknown>[];
    const record = { ...model, _id: '665f1c2a9b1e4a0021fff0a1', subscriberId: 'large-fixture', data: { padding } };
    const loaded = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ subscribers: [record] });
    expect(loaded.status, loaded.text.slice(0, 300)).toBe(201);
    const snapshot = (await t.request().get('/__admin/snapshot')).body as object;
    const text = JSON.stringify(snapshot);
    expect(text.length).toBeGreaterThan(3_000_000);
    await t.request().post('/__admin/reset').expect(200);
    const port = await listen(t);
    const restored = await fetch(`http://127.0.0.1:${port}/__admin/snapshot`, { method: 'PUT', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: gzipSync(Buffer.from(text)) });
    expect(restored.status).toBe(200);
    expect((await t.api().get('/v2/subscribers/large-fixture')).body.data.padding).toHaveLength(padding.length);
  });
});

describe('POST /__admin/reset takes only what it documents', () => {
  const keepers = async (t: TestApp) => [(await t.api().get('/v2/subscribers/keep-me')).status, (await t.api(PROD_KEY).get('/v2/subscribers/keep-me')).status];

  it('a misspelt apiKey, another query parameter, or any body → 422 naming it, and nothing is reset', async () => {
    const t = await makeTestApp({ envelope: false });
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'keep-me' })).status).toBe(201);
    expect((await t.api(PROD_KEY).post('/v2/subscribers', { subscriberId: 'keep-me' })).status).toBe(201);
    const refusals: [string, (r: ReturnType<TestApp['request']>) => PromiseLike<{ status: number; body: Record<string, unknown> }>, string, RegExp][] = [
      ['?apikey=', (r) => r.post(`/__admin/reset?apikey=${DEV_KEY}`), 'query.apikey', /unknown query parameter apikey \(did you mean apiKey\?\)/],
      ['?APIKEY=', (r) => r.post(`/__admin/reset?APIKEY=${DEV_KEY}`), 'query.APIKEY', /did you mean apiKey\?/],
      ['?scope=', (r) => r.post('/__admin/reset?scope=environment'), 'query.scope', /this route takes only apiKey/],
      ['{"apiKey"}', (r) => r.post('/__admin/reset').send({ apiKey: DEV_KEY }), 'body.apiKey', /unknown field apiKey: this route takes no body; send it as the query parameter \?apiKey=/],
      ['[key]', (r) => r.post('/__admin/reset').send([DEV_KEY]), 'body', /takes no body/],
      ['a form body', (r) => r.post('/__admin/reset').type('form').send(`apiKey=${DEV_KEY}`), 'body', /takes no body/],
    ];
    for (const [name, send, field, message] of refusals) {
      const res = await send(t.request());
      const errors = expectErrorShape(res.body, 422).errors as Record<string, { messages: string[] }>;
      expect(Object.keys(errors), name).toEqual([field]);
      expect(errors[field]?.messages[0], name).toMatch(message);
      expect(await keepers(t), name).toEqual([200, 200]);
    }
    const scopedRestore = await t.request().put(`/__admin/snapshot?apikey=${DEV_KEY}`).send((await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body as object);
    expect(Object.keys(expectErrorShape(scopedRestore.body as Record<string, unknown>, 422).errors as object)).toEqual(['query.apikey']);
    const scopedClock = await t.request().post(`/__admin/clock?apikey=${DEV_KEY}`).send({ action: 'advance', ms: 1000 });
    expect(Object.keys(expectErrorShape(scopedClock.body as Record<string, unknown>, 422).errors as object)).toEqual(['query.apikey']);
  });

  it('still resets with no body, an empty one (sized or chunked) or {}, everything or one environment', async () => {
    const t = await makeTestApp({ envelope: false });
    const sends: ((r: ReturnType<TestApp['request']>) => PromiseLike<{ body: unknown }>)[] = [
      (r) => r.post('/__admin/reset').send({}),
      (r) => r.post('/__admin/reset').set('content-type', 'application/json').send(''),
      (r) => r.post('/__admin/reset').set('transfer-encoding', 'chunked'),
    ];
    for (const send of sends) {
      expect((await t.api().post('/v2/subscribers', { subscriberId: 'keep-me' })).status).toBe(201);
      expect((await send(t.request())).body).toEqual({ reset: 'all' });
      expect(await keepers(t)).toEqual([404, 404]);
    }
    expect((await t.api(PROD_KEY).post('/v2/subscribers', { subscriberId: 'keep-me' })).status).toBe(201);
    expect((await t.request().post(`/__admin/reset?apiKey=${PROD_KEY}`).send({})).body).toEqual({ reset: 'environment', apiKey: PROD_KEY });
    expect(await keepers(t)).toEqual([404, 404]);
  });
});
