/**
 * Header and body size limits, slow clients (headersTimeout / requestTimeout), and the CLI's
 * `--admin-token` and `--body-limit`.
 */
import type { Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockServer } from '../../src/server.js';
import { startCli, type RunningCli } from '../helpers/spawn-cli.js';
import { DEV_KEY, expectErrorShape, PROD_KEY } from '../helpers/test-app.js';
import { call, collect, openSocket, rawExchange, startTestServer, waitFor } from './helpers/net.js';

/**
 * `startMockServer` does not expose its `http.Server`, and does not let a caller set its timeouts. To read
 * (and, for a fast behaviour test, lower) them on the real server, `node:http`'s `createServer` is wrapped:
 * it records every server the mock creates and gives it a 25 ms connection-checking interval (Node's default
 * is 30 s, which would make a timeout test take half a minute). Nothing else about the server changes.
 */
const createdServers = vi.hoisted(() => [] as Server[]);
vi.mock('node:http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:http')>();
  const createServer = ((...args: unknown[]) => {
    const listener = args.find((a) => typeof a === 'function') as Parameters<typeof actual.createServer>[1];
    const options = (args.find((a) => typeof a === 'object' && a !== null) ?? {}) as Parameters<typeof actual.createServer>[0];
    const server = actual.createServer({ ...options, connectionsCheckingInterval: 25 }, listener);
    createdServers.push(server);
    return server;
  }) as typeof actual.createServer;
  return { ...actual, default: { ...actual, createServer }, createServer };
});

// ---------------------------------------------------------------------------------------------- size limits

describe('header and body size limits', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  const healthy = async () => {
    expect((await call(server.url, 'GET', '/__admin/health')).status).toBe(200);
    expect((await call(server.url, 'GET', '/v2/subscribers?limit=1', { apiKey: DEV_KEY })).status).toBe(200);
  };

  it('a 64 KB header is refused by Node with 431, and the server keeps serving', async () => {
    for (const path of ['/__admin/health', '/v2/subscribers']) {
      const answer = await rawExchange(server.url, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\nX-Huge: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
      expect(answer.status, path).toBe(431);
      expect(answer.closedByServer).toBe(true);
    }
    await healthy();
  });

  it('many headers: 1000 small ones are served; headers beyond the 16 KB total → 431; the server keeps serving', async () => {
    const headers = (n: number) => Array.from({ length: n }, (_, i) => `X-H${i}: v`).join('\r\n');
    const many = await rawExchange(server.url, `GET /v2/subscribers?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: ApiKey ${DEV_KEY}\r\n${headers(1000)}\r\n\r\n`);
    expect(many.status).toBe(200);
    const tooMany = await rawExchange(server.url, `GET /v2/subscribers?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\n${headers(3000)}\r\n\r\n`);
    expect(tooMany.status).toBe(431);
    await healthy();
  });

  it('a body over the limit (1 MB by default) → 413 with the error shape, whether sized, chunked or gzip-inflated; nothing is written', async () => {
    const before = server.snapshot();
    const big = JSON.stringify({ subscriberId: 'too-big', data: { blob: 'x'.repeat(1_100_000) } });
    const sized = await call(server.url, 'POST', '/v2/subscribers', { apiKey: DEV_KEY, headers: { 'content-type': 'application/json' }, body: JSON.parse(big) });
    expect(sized.status).toBe(413);
    expectErrorShape(sized.body as Record<string, unknown>, 413);
    const chunked = await fetch(`${server.url}/v2/subscribers`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < big.length; i += 64 * 1024) controller.enqueue(new TextEncoder().encode(big.slice(i, i + 64 * 1024)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const zipped = gzipSync(Buffer.from(JSON.stringify({ subscriberId: 'zip-bomb', data: { blob: '0'.repeat(20_000_000) } })));
    expect(zipped.length).toBeLessThan(100_000);
    const inflated = await fetch(`${server.url}/v2/subscribers`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: zipped,
    });
    expect(inflated.status).toBe(413);
    expect(server.snapshot()).toEqual(before);
    await healthy();
  });
});

// ---------------------------------------------------------------------------------------------- slow clients

describe('slow clients', () => {
  let server: MockServer;
  let http: Server;
  beforeAll(async () => {
    const count = createdServers.length;
    server = await startTestServer();
    expect(createdServers.length).toBe(count + 1);
    http = createdServers[createdServers.length - 1] as Server;
  });
  afterAll(() => server?.close());

  it('the server startMockServer creates has a headersTimeout and a requestTimeout', () => {
    expect(http.listening).toBe(true);
    expect(http.address()).toMatchObject({ port: server.port });
    expect(http.headersTimeout).toBe(10_000);
    expect(http.requestTimeout).toBe(30_000);
    expect(http.headersTimeout).toBeLessThanOrEqual(http.requestTimeout);
  });

  /**
   * Sends `head`, then trickles `drip` one byte at a time every 40 ms until the server hangs up. `sentAll`: the
   * whole drip went out before the answer came (a drip of 1,500 bytes takes a minute: the server's timeouts,
   * lowered to under a second, end it long before, however loaded the machine; 45 s without an answer is a hang).
   */
  const trickle = async (head: string, drip: string) => {
    const socket = await openSocket(server.url);
    const answer = collect(socket, 45_000);
    socket.write(head);
    let i = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || i >= drip.length) return;
      socket.write(drip[i++] as string);
    }, 40);
    const result = await answer;
    clearInterval(timer);
    return { ...result, sentAll: i >= drip.length };
  };

  it('a client that sends its headers too slowly gets 408 and is disconnected; others are still served', async () => {
    // The test lowers the timeouts on the real server (startMockServer offers no option for them).
    http.headersTimeout = 300;
    http.requestTimeout = 1_000;
    const answer = await trickle('GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', `X-Slow: ${'s'.repeat(1_500)}\r\n\r\n`);
    expect(answer.closedByServer).toBe(true);
    expect(answer.status).toBe(408);
    expect(answer.sentAll).toBe(false);
    expect((await call(server.url, 'GET', '/__admin/health')).status).toBe(200);
  });

  it('a client that sends its body too slowly gets 408 at requestTimeout; nothing is written', async () => {
    http.headersTimeout = 300;
    http.requestTimeout = 600;
    const before = server.snapshot();
    const body = JSON.stringify({ subscriberId: 'slow-body' }).padEnd(1_500, ' ');
    const answer = await trickle(
      `POST /v2/subscribers HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ApiKey ${DEV_KEY}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(answer.closedByServer).toBe(true);
    expect(answer.status).toBe(408);
    expect(answer.sentAll).toBe(false);
    expect(server.snapshot()).toEqual(before);
    expect((await call(server.url, 'GET', '/v2/subscribers/slow-body', { apiKey: DEV_KEY })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------- CLI: --admin-token, --body-limit

describe('the CLI with --admin-token and --body-limit', () => {
  const TOKEN = 'let-me-in-7f3a';
  let cli: RunningCli;
  beforeAll(async () => {
    cli = await startCli(['--port', '0', '--admin-token', TOKEN, '--body-limit', '2kb', '--strict']);
  });
  afterAll(async () => {
    cli?.child.kill('SIGTERM');
    await cli?.exit;
  });

  const adminCall = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    call(cli.url, method, `/__admin${path}`, { headers, ...(body === undefined ? {} : { body }) });

  /** Every admin route (and what the right token gets), plus an unknown route and a wrong method. */
  const routes: { method: string; path: string; body?: unknown; ok: number }[] = [
    { method: 'GET', path: '/health', ok: 200 },
    { method: 'GET', path: '/snapshot', ok: 200 },
    { method: 'PUT', path: `/snapshot?apiKey=${PROD_KEY}`, body: 'SNAPSHOT', ok: 200 },
    { method: 'POST', path: `/fixtures?apiKey=${DEV_KEY}`, body: {}, ok: 201 },
    { method: 'GET', path: '/requests', ok: 200 },
    { method: 'GET', path: '/requests/count', ok: 200 },
    { method: 'DELETE', path: '/requests', ok: 204 },
    { method: 'POST', path: '/faults', body: { path: '/nothing-matches-this', status: 503 }, ok: 201 },
    { method: 'GET', path: '/faults', ok: 200 },
    { method: 'DELETE', path: '/faults/fault-999', ok: 404 },
    { method: 'DELETE', path: '/faults', ok: 204 },
    { method: 'GET', path: '/clock', ok: 200 },
    { method: 'POST', path: '/clock', body: { action: 'resume' }, ok: 200 },
    { method: 'POST', path: `/reset?apiKey=${DEV_KEY}`, ok: 200 },
    { method: 'POST', path: '/reset', ok: 200 },
    { method: 'GET', path: '/no-such-route', ok: 404 },
    { method: 'PATCH', path: '/health', ok: 405 },
  ];

  it('every /__admin route refuses a missing or wrong token with 401 (and does nothing), and accepts the right one', async () => {
    const right = { authorization: `Bearer ${TOKEN}` };
    // Something that an unauthorized reset / clear / fault would change.
    expect((await call(cli.url, 'POST', '/v2/subscribers', { apiKey: DEV_KEY, body: { subscriberId: 'survives-unauthorized-admin' } })).status).toBe(201);
    const snapshot = (await adminCall('GET', `/snapshot?apiKey=${PROD_KEY}`, right)).body;
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: 'Bearer' },
      { authorization: `ApiKey ${TOKEN}` },
      { authorization: `ApiKey ${DEV_KEY}` },
      { authorization: TOKEN },
      { 'x-admin-token': `${TOKEN}-` },
      { 'x-admin-token': 'nope' },
    ];
    for (const route of routes) {
      const body = route.body === 'SNAPSHOT' ? snapshot : route.body;
      for (const headers of wrong) {
        const res = await adminCall(route.method, route.path, headers, body);
        expect(res.status, `${route.method} ${route.path} with ${JSON.stringify(headers)}`).toBe(401);
        expectErrorShape(res.body as Record<string, unknown>, 401);
      }
    }
    // Nothing of the above happened: no reset, no fault, journal intact.
    expect((await call(cli.url, 'GET', '/v2/subscribers/survives-unauthorized-admin', { apiKey: DEV_KEY })).status).toBe(200);
    expect((await adminCall('GET', '/faults', right)).body).toEqual([]);
    expect(((await adminCall('GET', '/requests/count', right)).body as { count: number }).count).toBeGreaterThan(0);

    for (const route of routes) {
      const body = route.body === 'SNAPSHOT' ? snapshot : route.body;
      for (const headers of [right, { 'x-admin-token': TOKEN }]) {
        const res = await adminCall(route.method, route.path, headers, body);
        expect(res.status, `${route.method} ${route.path} with ${JSON.stringify(headers)}`).toBe(route.ok);
      }
    }
    // The admin token is no API key.
    expect((await call(cli.url, 'GET', '/v2/subscribers', { headers: right })).status).toBe(401);
  });

  it('--body-limit: a body over it → 413; one under it → served; the server keeps serving', async () => {
    const over = await call(cli.url, 'POST', '/v2/subscribers', { apiKey: DEV_KEY, body: { subscriberId: 'over-limit', data: { blob: 'x'.repeat(3_000) } } });
    expect(over.status).toBe(413);
    expectErrorShape(over.body as Record<string, unknown>, 413);
    expect((over.body as { message: string }).message).toContain('2kb');
    expect((await call(cli.url, 'GET', '/v2/subscribers/over-limit', { apiKey: DEV_KEY })).status).toBe(404);
    const under = await call(cli.url, 'POST', '/v2/subscribers', { apiKey: DEV_KEY, body: { subscriberId: 'under-limit', data: { blob: 'x'.repeat(1_500) } } });
    expect(under.status).toBe(201);
    await waitFor(async () => (await call(cli.url, 'GET', '/__admin/health', { headers: { authorization: `Bearer ${TOKEN}` } })).status === 200, 'health after 413');
  });
});
