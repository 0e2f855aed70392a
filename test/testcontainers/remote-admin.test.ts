import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { AdminApiError, AdminClient } from '../../src/testcontainers/admin-client.js';
import { remoteAdmin, type RemoteMockAdmin } from '../../src/testcontainers/remote-admin.js';
import { DEV_KEY, PROD_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';

// The Testcontainers module's admin helpers speak the admin API over HTTP: driven here against a mock
// started in-process (no container), so that every machine runs them.
const TOKEN = 'remote-admin-token';
const RESET = { resetUrl: 'https://app.test/r', code: '123456', expiresInMinutes: 5, ipAddress: '203.0.113.1' };

let server: MockServer;
let admin: RemoteMockAdmin;
beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 3, adminToken: TOKEN, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures() });
  admin = remoteAdmin(new AdminClient(server.url, TOKEN));
});
afterAll(() => server.close());

const trigger = (subscriberId: string, email: string) =>
  fetch(`${server.url}/v1/events/trigger`, {
    method: 'POST',
    headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'password-reset', to: { subscriberId, email }, payload: RESET }),
  });

describe('the admin helpers over HTTP', () => {
  it('lists the keyed environments', async () => {
    expect((await admin.environments()).map((e) => e.apiKey)).toEqual([DEV_KEY, PROD_KEY]);
  });

  it('waits for a trigger’s email, reads it back, and reset drops it', async () => {
    expect((await trigger('remote-1', 'remote-1@example.com')).status).toBe(201);
    const email = await admin.outbox.waitFor({ to: 'remote-1@example.com', channel: 'email' }, { timeout: 5_000 });
    expect(email.channel).toBe('email');
    expect(email.subject).toBeTruthy();
    expect((await admin.outbox.get(email.id))?.id).toBe(email.id);
    expect((await admin.outbox.list({ apiKey: DEV_KEY, to: 'remote-1@example.com' })).map((d) => d.id)).toContain(email.id);
    expect((await admin.outbox.bounce(email.id)).event.status).toBe('bounced');
    await admin.reset();
    expect(await admin.outbox.list({ to: 'remote-1@example.com' })).toEqual([]);
    expect(await admin.outbox.get(email.id)).toBeUndefined();
  });

  it('throws the mock’s message: a wait that times out, a wrong filter', async () => {
    const timedOut = admin.outbox.waitFor({ to: 'nobody@example.com' }, { timeout: 0 });
    await expect(timedOut).rejects.toThrow('No delivery matched {"to":"nobody@example.com"} within 0 ms');
    await expect(timedOut).rejects.toBeInstanceOf(AdminApiError);
    await expect(admin.outbox.list({ to: '' })).rejects.toThrow(/^Validation Error \(query\.to: to must not be empty/);
    await expect(admin.clock.advance(-1)).rejects.toMatchObject({ status: 422 });
    await expect(admin.reset('no-such-key')).rejects.toMatchObject({ status: 404, message: 'No environment for API key no-such-key' });
  });

  it('moves the clocks: freeze, advance, now, state, resume, realTime', async () => {
    const at = new Date('2031-02-03T04:05:06.000Z');
    expect(await admin.clock.freeze(at, DEV_KEY)).toMatchObject({ scope: 'environment', now: at.toISOString(), frozen: true });
    expect((await admin.clock.advance(60_000, DEV_KEY)).now).toBe('2031-02-03T04:06:06.000Z');
    expect((await admin.clock.now(DEV_KEY)).toISOString()).toBe('2031-02-03T04:06:06.000Z');
    expect((await admin.clock.state()).scope).toBe('all');
    expect((await admin.clock.resume(DEV_KEY)).frozen).toBe(false);
    expect((await admin.clock.realTime()).frozen).toBe(false);
  });

  it('takes a snapshot and restores it: what came after is gone', async () => {
    const taken = await admin.snapshot(DEV_KEY);
    expect((await trigger('after-snapshot', 'after@example.com')).status).toBe(201);
    await admin.outbox.waitFor({ to: 'after@example.com' }, { timeout: 5_000 });
    await admin.restore(taken, DEV_KEY);
    expect(await admin.outbox.list({ to: 'after@example.com' })).toEqual([]);
  });

  it('adds and removes fault rules, and reads the journal', async () => {
    await admin.clearRequests();
    const rule = await admin.fault({ path: '/v2/subscribers', status: 503, times: 1 });
    expect(await admin.faults()).toHaveLength(1);
    const res = await fetch(`${server.url}/v2/subscribers`, { headers: { authorization: `ApiKey ${DEV_KEY}` } });
    expect(res.status).toBe(503);
    expect(await admin.countRequests({ status: 503 })).toBe(1);
    expect((await admin.requests({ limit: 1 }))[0]).toMatchObject({ path: '/v2/subscribers', status: 503, fault: rule.id });
    await rule.remove();
    expect(await admin.faults()).toEqual([]);
    await admin.clearFaults();
  });

  it('loads records, and reports the sockets', async () => {
    const now = new Date().toISOString();
    const subscriber = { _id: 'cccccccccccccccccccccccc', subscriberId: 'remote-loaded', deleted: false, createdAt: now, updatedAt: now };
    expect(await admin.loadFixtures(DEV_KEY, { subscribers: [subscriber] })).toEqual({ subscribers: 1 });
    expect((await admin.connections()).sockets).toBe(0);
    expect(await admin.dropConnections(DEV_KEY)).toBe(0);
  });

  it('sends the admin token: without it the mock answers 401, thrown with its message', async () => {
    const anonymous = remoteAdmin(new AdminClient(server.url));
    await expect(anonymous.environments()).rejects.toMatchObject({ status: 401, message: 'Admin token required: send "Authorization: Bearer <token>"' });
  });
});
