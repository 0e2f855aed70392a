import http from 'node:http';
import net from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

type Page = { data: { _id: string; subscriberId: string; createdAt: string }[]; next: string | null; previous: string | null; totalCount: number; totalCountCapped: boolean };

async function walk(query: string): Promise<Page['data']> {
  const seen: Page['data'] = [];
  let after: string | null = null;
  for (let i = 0; i < 1000; i++) {
    const res = await t.api().get(`/v2/subscribers?${query}${after ? `&after=${after}` : ''}`);
    expect(res.status).toBe(200);
    const page = res.body as Page;
    seen.push(...page.data);
    if (!page.next) return seen;
    after = page.next;
  }
  throw new Error('did not reach the last page');
}

/** The bodies of the complete HTTP/1.1 responses (with Content-Length) in `bytes`, in order. */
function bodiesOf(bytes: Buffer): string[] {
  const bodies: string[] = [];
  for (let at = 0; ; ) {
    const headEnd = bytes.indexOf('\r\n\r\n', at);
    if (headEnd < 0) return bodies;
    const length = Number(/content-length: (\d+)/i.exec(bytes.toString('latin1', at, headEnd))?.[1]);
    if (bytes.length < headEnd + 4 + length) return bodies;
    bodies.push(bytes.toString('utf8', headEnd + 4, headEnd + 4 + length));
    at = headEnd + 4 + length;
  }
}

describe('GET /v2/subscribers', () => {
  it('sends a large page intact: the same JSON text, its UTF-8 byte length as Content-Length', async () => {
    const created = await t.api().post('/v2/subscribers').send({ subscriberId: 'utf8-page', firstName: 'Zoë', lastName: 'Ωmega 漢字 🙂' });
    expect(created.status).toBe(201);
    const res = await t.api().get('/v2/subscribers?limit=100');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Buffer.byteLength(res.text)).toBeGreaterThan(16 * 1024);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(res.text).toBe(JSON.stringify(res.body));
    expect((res.body as Page).data.find((s) => s.subscriberId === 'utf8-page')).toMatchObject({ firstName: 'Zoë', lastName: 'Ωmega 漢字 🙂' });
  });

  it('keeps each large page intact when many are requested on one connection at once (pipelined)', async () => {
    for (let n = 0; n < 100; n++) {
      expect((await t.api().post('/v2/subscribers').send({ subscriberId: `bulky-${n}`, data: { n, text: '漢'.repeat(2_500) } })).status).toBe(201);
    }
    const server = http.createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      // ~780 KB each, 7.7 MB in all: more than loopback buffers hold for a client that does not read yet.
      const queries = Array.from({ length: 10 }, (_, i) => `limit=${100 - i}&orderDirection=${i % 2 ? 'ASC' : 'DESC'}`);
      const expected: string[] = [];
      for (const q of queries) expected.push((await t.api().get(`/v2/subscribers?${q}`)).text);
      // Pipelined on one connection, one request at a time, read only once all are sent: each response is
      // made when its request comes, then waits for the ones before it to go out.
      const socket = net.connect(port, '127.0.0.1');
      socket.pause();
      for (const q of queries) {
        socket.write(`GET /v2/subscribers?${q} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ApiKey ${DEV_KEY}\r\n\r\n`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const received = await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          const all = Buffer.concat(chunks);
          if (bodiesOf(all).length === queries.length) resolve(all);
        });
        socket.on('error', reject);
        socket.resume();
      });
      socket.destroy();
      expect(bodiesOf(received)).toEqual(expected);
    } finally {
      server.close();
    }
  });

  it('keeps a large page in the journal as it was sent', async () => {
    await t.api().post('/v2/subscribers').send({ subscriberId: 'journal-page', firstName: 'Zoë', lastName: '🙂 Ωmega' });
    const page = await t.api().get('/v2/subscribers?limit=100');
    expect(Number(page.headers['content-length'])).toBeGreaterThan(8 * 1024);
    await t.api().get('/v2/subscribers?limit=1');
    const journal = (await t.request().get('/__admin/requests?limit=2')).body as { data: { query: unknown; response: { body: unknown } }[] };
    // Newest first: the page is the second entry.
    expect(journal.data[1]?.query).toEqual({ limit: '100' });
    expect(journal.data[1]?.response.body).toEqual(page.body);
  });

  it('answers HEAD on a large page with the headers of its GET and no body', async () => {
    const get = await t.api().get('/v2/subscribers?limit=100');
    const head = await t.api().head('/v2/subscribers?limit=100');
    expect(head.status).toBe(200);
    expect(Number(get.headers['content-length'])).toBeGreaterThan(8 * 1024);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.text ?? '').toBe('');
  });

  it('defaults to 10 items, newest _id first, previous null on the first page', async () => {
    const res = await t.api().get('/v2/subscribers');
    expect(res.status).toBe(200);
    const page = res.body as Page;
    expect(page.data).toHaveLength(10);
    expect(page.previous).toBeNull();
    expect(page.next).toBe(page.data[9]?._id);
    const ids = page.data.map((s) => s._id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(page.totalCount).toBe(t.deps.registry.resolve('test-api-key')?.subscribers.size);
    expect(page.totalCountCapped).toBe(false);
  });

  it('walks every subscriber exactly once with next cursors, and null next on the last page', async () => {
    const all = await walk('limit=7');
    const ids = all.map((s) => s._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(t.deps.registry.resolve('test-api-key')?.subscribers.size);
  });

  it('goes back with previous as before: the backward page equals the earlier page', async () => {
    const first = (await t.api().get('/v2/subscribers?limit=5')).body as Page;
    const second = (await t.api().get(`/v2/subscribers?limit=5&after=${first.next}`)).body as Page;
    expect(second.previous).toBe(second.data[0]?._id);
    const back = (await t.api().get(`/v2/subscribers?limit=5&before=${second.previous}`)).body as Page;
    expect(back.data).toEqual(first.data);
    expect(back.previous).toBeNull();
    expect(back.next).toBe(first.next);
  });

  it('includes the cursor item itself with includeCursor=true', async () => {
    const first = (await t.api().get('/v2/subscribers?limit=3')).body as Page;
    const res = (await t.api().get(`/v2/subscribers?limit=3&after=${first.next}&includeCursor=true`)).body as Page;
    expect(res.data[0]?._id).toBe(first.next);
  });

  it('orders by createdAt ascending on request', async () => {
    const all = await walk('limit=50&orderBy=createdAt&orderDirection=ASC');
    const keys = all.map((s) => `${s.createdAt}|${s._id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('orders by updatedAt and keeps the order true after an update', async () => {
    const oldest = ((await t.api().get('/v2/subscribers?limit=1&orderBy=updatedAt&orderDirection=ASC')).body as Page).data[0];
    t.deps.clock.advance(60_000);
    await t.api().post('/v2/subscribers', { subscriberId: oldest?.subscriberId, firstName: 'Touched' });
    const newest = ((await t.api().get('/v2/subscribers?limit=1&orderBy=updatedAt&orderDirection=DESC')).body as Page).data[0];
    expect(newest?._id).toBe(oldest?._id);
  });

  it('never overlaps or skips when subscribers are created between page requests', async () => {
    const expected = (await walk('limit=100')).map((s) => s._id);
    const seen: string[] = [];
    let after: string | null = null;
    let n = 0;
    do {
      const page: Page = (await t.api().get(`/v2/subscribers?limit=4${after ? `&after=${after}` : ''}`)).body;
      seen.push(...page.data.map((s) => s._id));
      await t.api().post('/v2/subscribers', { subscriberId: `between-${n++}` });
      after = page.next;
    } while (after);
    expect(seen).toEqual(expected);
  });

  it('filters by exact subscriberId', async () => {
    const sample = (await t.api().get('/v2/subscribers?limit=100')).body.data[0];
    const res = await t.api().get(`/v2/subscribers?subscriberId=${encodeURIComponent(sample.subscriberId)}`);
    expect(res.body.data.map((s: { subscriberId: string }) => s.subscriberId)).toEqual([sample.subscriberId]);
    const partial = await t.api().get(`/v2/subscribers?subscriberId=${encodeURIComponent(sample.subscriberId.slice(0, -1))}`);
    expect(partial.body.data.every((s: { subscriberId: string }) => s.subscriberId !== sample.subscriberId)).toBe(true);
  });

  it('returns an empty page for a well-formed but unknown cursor', async () => {
    const res = await t.api().get('/v2/subscribers?after=000000000000000000000000');
    expect(res.status).toBe(200);
    // The real repository answers before counting anything.
    expect(res.body).toMatchObject({ data: [], next: null, previous: null, totalCount: 0, totalCountCapped: false });
  });

  it.each([
    ['limit=0', 'query.limit'],
    ['limit=101', 'query.limit'],
    ['limit=ten', 'query.limit'],
    ['orderBy=email', 'query.orderBy'],
    ['orderDirection=up', 'query.orderDirection'],
    ['after=not-a-cursor', 'query.after'],
    ['includeCursor=maybe', 'query.includeCursor'],
  ])('rejects %s with 422', async (query, field) => {
    const res = await t.api().get(`/v2/subscribers?${query}`);
    expect(res.status).toBe(422);
    expectErrorShape(res.body, 422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('accepts limit=100 and limit=1', async () => {
    expect((await t.api().get('/v2/subscribers?limit=100')).status).toBe(200);
    expect((await t.api().get('/v2/subscribers?limit=1')).body.data).toHaveLength(1);
  });
});
