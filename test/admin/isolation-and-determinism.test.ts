import { afterEach, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

const servers: MockServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(options: Parameters<typeof startMockServer>[0] = {}) {
  const server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract(), ...options });
  servers.push(server);
  return server;
}

const call = async (server: MockServer, key: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `ApiKey ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
};

describe('isolation by API key', () => {
  it('16 concurrent clients with their own keys never see each other', async () => {
    const server = await start({ isolateKeys: true, seed: 5 });
    const workers = Array.from({ length: 16 }, (_, i) => `worker-key-${i}`);
    const run = async (key: string, i: number) => {
      for (let j = 0; j < 5; j++) {
        expect((await call(server, key, 'POST', '/v2/subscribers', { subscriberId: `w${i}-s${j}`, firstName: `W${i}` })).status).toBe(201);
        await call(server, key, 'GET', '/v2/subscribers?limit=5');
      }
      expect((await call(server, key, 'PATCH', `/v1/subscribers/w${i}-s0/credentials`, { providerId: 'fcm', credentials: { deviceTokens: [`token-${i}`] } })).status).toBe(200);
      expect((await call(server, key, 'POST', '/v1/environment-variables', { key: `WORKER_${i}` })).status).toBe(200);
      // The list is the organization's (both environments of the key's copy): the key's own environment's.
      const own = (await call(server, key, 'GET', '/v1/environments/me')).body.data._id;
      const primary = (await call(server, key, 'GET', '/v1/integrations')).body.data.find((x: { providerId: string; _environmentId: string }) => x._environmentId === own && x.providerId === (i % 2 ? 'mailgun' : 'sendgrid'));
      expect((await call(server, key, 'POST', `/v1/integrations/${primary._id}/set-primary`)).status).toBe(200);
    };
    await Promise.all(workers.map(run));
    await Promise.all(
      workers.map(async (key, i) => {
        const mine = (await call(server, key, 'GET', `/v2/subscribers?name=W${i}&limit=100`)).body;
        expect(mine.data.map((s: { subscriberId: string }) => s.subscriberId).sort()).toEqual([0, 1, 2, 3, 4].map((j) => `w${i}-s${j}`));
        const all = (await call(server, key, 'GET', '/v2/subscribers?limit=100&orderBy=createdAt&orderDirection=DESC')).body.data;
        expect(all.filter((s: { subscriberId: string }) => /^w\d+-s\d$/.test(s.subscriberId)).every((s: { subscriberId: string }) => s.subscriberId.startsWith(`w${i}-`))).toBe(true);
        const other = (i + 1) % workers.length;
        expect((await call(server, key, 'GET', `/v2/subscribers/w${other}-s0`)).status).toBe(404);
        const variables = (await call(server, key, 'GET', '/v1/environment-variables?search=WORKER_')).body.data;
        expect(variables.map((v: { key: string }) => v.key)).toEqual([`WORKER_${i}`]);
        const own = (await call(server, key, 'GET', '/v1/environments/me')).body.data._id;
        const emailPrimaries = (await call(server, key, 'GET', '/v1/integrations')).body.data.filter((x: { channel: string; primary: boolean; _environmentId: string }) => x._environmentId === own && x.channel === 'email' && x.primary);
        expect(emailPrimaries.map((x: { providerId: string }) => x.providerId)).toEqual([i % 2 ? 'mailgun' : 'sendgrid']);
      }),
    );
    expect((await call(server, DEV_KEY, 'GET', '/v2/subscribers/w0-s0')).status).toBe(404);
  });

  it('resets and snapshots one isolated key without touching the others', async () => {
    const server = await start({ isolateKeys: true });
    await call(server, 'key-a', 'POST', '/v2/subscribers', { subscriberId: 'a-1' });
    await call(server, 'key-b', 'POST', '/v2/subscribers', { subscriberId: 'b-1' });
    const snapshot = server.snapshot('key-a');
    server.reset('key-a');
    expect((await call(server, 'key-a', 'GET', '/v2/subscribers/a-1')).status).toBe(404);
    expect((await call(server, 'key-b', 'GET', '/v2/subscribers/b-1')).status).toBe(200);
    server.restore(snapshot, 'key-a');
    expect((await call(server, 'key-a', 'GET', '/v2/subscribers/a-1')).status).toBe(200);
  });
});

describe('determinism', () => {
  it('two runs with the same seed and frozen clock return byte-identical bodies', async () => {
    const script = async (server: MockServer) => {
      const out: string[] = [];
      const push = async (method: string, path: string, body?: unknown, key = DEV_KEY) => out.push((await call(server, key, method, path, body)).text);
      await push('GET', '/v2/subscribers?limit=20');
      await push('POST', '/v2/subscribers', { subscriberId: 'det-1', firstName: 'Det' });
      await push('PATCH', '/v1/subscribers/det-1/credentials', { providerId: 'apns', credentials: { deviceTokens: ['d'] } });
      await push('GET', '/v1/notifications?limit=50');
      await push('POST', '/v1/environment-variables', { key: 'DET_SECRET', isSecret: true, values: [] });
      await push('GET', '/v2/subscribers/nobody');
      await push('GET', '/v2/subscribers?limit=5', undefined, 'fresh-isolated-key');
      out.push(JSON.stringify(server.snapshot()));
      return out;
    };
    const options = { seed: 99, freezeClockAt: '2030-06-01T12:00:00.000Z', isolateKeys: true };
    const first = await script(await start(options));
    const second = await script(await start(options));
    expect(second).toEqual(first);
    expect(first[1]).toContain('"createdAt":"2030-06-01T12:00:00.000Z"');
  });
});

describe('the programmatic admin helpers of startMockServer()', () => {
  it('reset, requests, fault, clock, snapshot and restore', async () => {
    const server = await start();
    server.clock.freeze('2032-01-01T00:00:00.000Z');
    expect(server.clock.now().toISOString()).toBe('2032-01-01T00:00:00.000Z');
    const created = await call(server, DEV_KEY, 'POST', '/v2/subscribers', { subscriberId: 'prog' });
    expect(created.body.data.createdAt).toBe('2032-01-01T00:00:00.000Z');
    server.clock.advance(1000);
    expect(server.clock.now().toISOString()).toBe('2032-01-01T00:00:01.000Z');
    server.clock.resume();
    expect(server.requests({ method: 'POST' })[0]).toMatchObject({ path: '/v2/subscribers', status: 201 });
    expect(server.countRequests()).toBe(1);
    const rule = server.fault({ path: '/v2/subscribers', status: 429, times: 1 });
    expect((await call(server, DEV_KEY, 'GET', '/v2/subscribers')).status).toBe(429);
    expect((await call(server, DEV_KEY, 'GET', '/v2/subscribers')).status).toBe(200);
    rule.remove();
    const snapshot = server.snapshot(DEV_KEY);
    server.reset();
    expect((await call(server, DEV_KEY, 'GET', '/v2/subscribers/prog')).status).toBe(404);
    server.restore(snapshot, DEV_KEY);
    expect((await call(server, DEV_KEY, 'GET', '/v2/subscribers/prog')).status).toBe(200);
    server.clearRequests();
    expect(server.countRequests()).toBe(0);
  });
});
