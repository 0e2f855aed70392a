/**
 * A web page on another origin can neither read nor change the control plane: no CORS on /__admin, a
 * request with another Origin is refused (so a simple cross-origin POST cannot reset), and a Host that
 * is not a loopback name, an IP address or the bound host is refused on a loopback binding (DNS
 * rebinding) unless allowed. The API keeps its CORS; a non-loopback binding (containers) answers any Host.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '../../src/server.js';
import { runCli, startCli } from '../helpers/spawn-cli.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';
import { rawExchange, startTestServer } from '../reliability/helpers/net.js';

const EVIL = 'https://evil.example';
const corsHeaders = (headers: Record<string, string>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('no CORS on /__admin', () => {
  it('a request from another origin gets no CORS headers and is refused with 403; nothing changes', async () => {
    const t = await makeTestApp({ envelope: false });
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'survives-cross-origin' })).status).toBe(201);
    const attempts = {
      'GET /__admin/health': () => t.request().get('/__admin/health'),
      'GET /__admin/snapshot': () => t.request().get('/__admin/snapshot'),
      'GET /__admin/requests': () => t.request().get('/__admin/requests'),
      'POST /__admin/reset': () => t.request().post('/__admin/reset'),
      // A form post is a "simple" request: the browser sends it without a preflight.
      'POST /__admin/reset (form)': () => t.request().post('/__admin/reset').set('Content-Type', 'application/x-www-form-urlencoded').send('a=b'),
      'POST /__ADMIN/reset': () => t.request().post('/__ADMIN/reset'),
      'PUT /__admin/snapshot': () => t.request().put('/__admin/snapshot').send({}),
      'POST /__admin/faults': () => t.request().post('/__admin/faults').send({ status: 500 }),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const res = await attempt().set('Origin', EVIL);
      expect(res.status, name).toBe(403);
      expect(corsHeaders(res.headers)).toEqual([]);
      expect(expectErrorShape(res.body, 403).message).toMatch(/^Cross-origin request refused/);
    }
    expect((await t.api().get('/v2/subscribers/survives-cross-origin')).status).toBe(200);
    expect((await t.request().get('/__admin/faults')).body).toEqual([]);
  });

  it('preflights for admin routes fail (no Access-Control-Allow-* headers)', async () => {
    const t = await makeTestApp({ envelope: false });
    for (const [method, path] of [['PUT', '/__admin/snapshot'], ['POST', '/__admin/reset'], ['DELETE', '/__admin/requests'], ['POST', '/__Admin/clock']] as const) {
      const res = await t
        .request()
        .options(path)
        .set('Origin', EVIL)
        .set('Access-Control-Request-Method', method)
        .set('Access-Control-Request-Headers', 'content-type');
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(corsHeaders(res.headers), `${method} ${path}`).toEqual([]);
    }
  });

  it('a page of the mock itself (same origin) and clients without Origin are served', async () => {
    const t = await makeTestApp({ envelope: false });
    const sameOrigin = await t.request().post('/__admin/reset').set('Host', 'localhost:3000').set('Origin', 'http://localhost:3000');
    expect(sameOrigin.status).toBe(200);
    expect(corsHeaders(sameOrigin.headers)).toEqual([]);
    expect((await t.request().post('/__admin/reset')).status).toBe(200);
    // Another port of the same host is another origin.
    expect((await t.request().post('/__admin/reset').set('Host', 'localhost:3000').set('Origin', 'http://localhost:5173')).status).toBe(403);
    expect((await t.request().post('/__admin/reset').set('Origin', 'null')).status).toBe(403);
  });

  it('the API keeps its CORS: any origin echoed with credentials, preflights answered', async () => {
    const t = await makeTestApp({ envelope: false });
    const get = await t.api().get('/v2/subscribers?limit=1').set('Origin', EVIL);
    expect(get.status).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBe(EVIL);
    expect(get.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await t.request().options('/v2/subscribers').set('Origin', 'http://localhost:5173').set('Access-Control-Request-Method', 'POST').set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-headers']).toBe('authorization,content-type');
  });
});

describe('the Host check (DNS rebinding)', () => {
  it('bound to loopback: a Host that is not a loopback name, an IP address or the bound host → 403 naming --allowed-hosts, on the API, /__admin and /docs', async () => {
    const t = await makeTestApp({ envelope: false });
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io:3000', 'mock.test']) {
      for (const path of ['/v2/subscribers?limit=1', '/__admin/snapshot', '/docs', '/openapi.json']) {
        const res = await t.request().get(path).set('Host', host).set('Authorization', `ApiKey ${DEV_KEY}`);
        expect(res.status, `${host} ${path}`).toBe(403);
        expect(corsHeaders(res.headers)).toEqual([]);
        const { message } = expectErrorShape(res.body, 403);
        expect(message).toContain('--allowed-hosts');
        expect(message).toContain('ALLOWED_HOSTS');
      }
    }
    // The page of a rebinding attacker is same-origin with its own name: the Host check still refuses it.
    const rebound = await t.request().post('/__admin/reset').set('Host', 'evil.example:3000').set('Origin', 'http://evil.example:3000');
    expect(rebound.status).toBe(403);
  });

  it('answers loopback names, IP addresses and the bound host', async () => {
    const t = await makeTestApp({ envelope: false });
    for (const host of ['localhost', 'localhost:3000', 'LOCALHOST.:3000', 'app.localhost:5173', '127.0.0.1:3000', '127.1.2.3', '[::1]:3000', '192.168.1.20:3000', '[fe80::1]']) {
      const res = await t.api().get('/v2/subscribers?limit=1').set('Host', host);
      expect(res.status, host).toBe(200);
    }
    const named = await makeTestApp({ envelope: false, host: 'localhost' });
    expect((await named.request().get('/__admin/health').set('Host', 'localhost:3000')).status).toBe(200);
    expect((await named.request().get('/__admin/health').set('Host', 'other.test')).status).toBe(403);
  });

  it('--allowed-hosts adds names (a leading dot: with subdomains); "all" turns the check off', async () => {
    const listed = await makeTestApp({ envelope: false, allowedHosts: ['mock.test', '.dev.example'] });
    for (const host of ['mock.test:3000', 'MOCK.TEST', 'dev.example', 'api.dev.example:8080']) {
      expect((await listed.request().get('/__admin/health').set('Host', host)).status, host).toBe(200);
    }
    for (const host of ['evil.example', 'notmock.test', 'evildev.example']) {
      expect((await listed.request().get('/__admin/health').set('Host', host)).status, host).toBe(403);
    }
    const open = await makeTestApp({ envelope: false, allowedHosts: 'all' });
    expect((await open.request().get('/__admin/health').set('Host', 'evil.example')).status).toBe(200);
  });

  it('bound to a non-loopback address (a container, 0.0.0.0): any Host, unless --allowed-hosts lists names', async () => {
    const container = await makeTestApp({ envelope: false, host: '0.0.0.0' });
    for (const host of ['notification-api:3000', 'evil.example']) {
      expect((await container.request().post('/__admin/reset').set('Host', host)).status, host).toBe(200);
      expect((await container.api().get('/v2/subscribers?limit=1').set('Host', host)).status, host).toBe(200);
    }
    const listed = await makeTestApp({ envelope: false, host: '0.0.0.0', allowedHosts: ['notification-api'] });
    expect((await listed.request().get('/__admin/health').set('Host', 'notification-api:3000')).status).toBe(200);
    expect((await listed.request().get('/__admin/health').set('Host', 'evil.example')).status).toBe(403);
  });
});

describe('a real server', () => {
  let loopback: MockServer;
  let everyInterface: MockServer;
  beforeAll(async () => {
    loopback = await startTestServer();
    everyInterface = await startTestServer({ host: '0.0.0.0' });
  });
  afterAll(async () => {
    await loopback?.close();
    await everyInterface?.close();
  });

  /** A request with a Host of our choosing (fetch does not let one set it). */
  const withHost = (port: number, method: string, path: string, host: string) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host, authorization: `ApiKey ${DEV_KEY}` } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      });
      req.on('error', reject);
      req.end();
    });

  it('the compose sidecar: bound to 0.0.0.0, reached as notification-api:3000, serves the API and the control plane', async () => {
    for (const [method, path] of [['GET', '/__admin/health'], ['POST', '/__admin/reset'], ['GET', '/v2/subscribers?limit=1']]) {
      expect((await withHost(everyInterface.port, method as string, path as string, 'notification-api:3000')).status, path).toBe(200);
    }
    const refused = await withHost(loopback.port, 'GET', '/v2/subscribers?limit=1', 'notification-api:3000');
    expect(refused.status).toBe(403);
    expectErrorShape(refused.body, 403);
  });

  it('an HTTP/1.1 request without Host → 400 in the error shape; HTTP/1.0 may leave it out', async () => {
    const missing = await rawExchange(loopback.url, 'GET /__admin/health HTTP/1.1\r\n\r\n');
    expect(missing.status).toBe(400);
    const body = JSON.parse(missing.text.slice(missing.text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(expectErrorShape(body, 400).message).toMatch(/Host/);
    expect((await rawExchange(loopback.url, 'GET /__admin/health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });
});

describe('the CLI', () => {
  it('takes --allowed-hosts from ALLOWED_HOSTS, and refuses "all" mixed with names', async () => {
    const cli = await startCli(['--port', '0'], { ALLOWED_HOSTS: 'mock.test, .dev.example' });
    try {
      const port = Number(new URL(cli.url).port);
      const status = (host: string) =>
        new Promise<number>((resolve, reject) => {
          httpRequest({ host: '127.0.0.1', port, path: '/__admin/health', headers: { host } }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          })
            .on('error', reject)
            .end();
        });
      expect(await status('mock.test:3000')).toBe(200);
      expect(await status('a.dev.example')).toBe(200);
      expect(await status('evil.example')).toBe(403);
    } finally {
      cli.child.kill('SIGTERM');
      await cli.exit;
    }
    const mixed = await runCli(['--port', '0', '--allowed-hosts', 'all,mock.test']);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('allowed-hosts');
  });
});
