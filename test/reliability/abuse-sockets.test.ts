/**
 * The Inbox's sessions and sockets under abuse: handshake floods without a live token, too many sockets or
 * sessions for one subscriber, expired sessions, a malformed HMAC, and one large event to many sockets.
 */
import { Agent, get } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONNECTION_LIMITS, MAX_HANDSHAKES_WITHOUT_TOKEN, MAX_SOCKETS, MAX_SOCKETS_PER_SUBSCRIBER } from '../../src/control/connections.js';
import { subscriberHashOf, INBOX_SESSION_LIFETIME_MS, InboxSessions, MAX_SESSIONS_PER_ENVIRONMENT, MAX_SESSIONS_PER_SUBSCRIBER } from '../../src/domain/inbox/index.js';
import { HandshakeGate } from '../../src/realtime/handshake-gate.js';
import type { MockServer } from '../../src/server.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';
import { eventually, socketHelpers } from '../realtime/socket-helpers.js';
import { startTestServer } from './helpers/net.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const heapMb = (): number => {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1e6;
};

let server: MockServer;
const sockets = socketHelpers(() => server);
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => sockets.closeAll());
afterAll(() => server?.close());

/** `count` GETs of `path`, over `connections` keep-alive connections; the status of each. */
async function flood(path: string, count: number, connections = 32): Promise<Map<number, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses = new Map<number, number>();
  const one = () =>
    new Promise<void>((resolve) => {
      get(`${server.url}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
          resolve();
        });
      }).on('error', () => resolve());
    });
  for (let sent = 0; sent < count; sent += connections * 2) await Promise.all(Array.from({ length: Math.min(connections * 2, count - sent) }, one));
  agent.destroy();
  return statuses;
}

describe('a handshake flood', () => {
  it('2,000 polling handshakes without a token: at most 16 sessions wait for a token, the rest are refused before any session is made', async () => {
    const normalRequest = () => fetch(`${server.url}/v2/subscribers?limit=1`, { headers: { authorization: `ApiKey ${DEV_KEY}` } });
    expect((await normalRequest()).status).toBe(200);
    expect((await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`)).status).toBe(200); // loads the channel
    const before = server.connections();
    const heapBefore = heapMb();
    const statuses = await flood('/socket.io/?EIO=4&transport=polling', 2_000);
    const heapAfter = heapMb();
    const after = server.connections();
    expect(statuses.get(403)).toBeGreaterThanOrEqual(2_000 - MAX_HANDSHAKES_WITHOUT_TOKEN);
    expect(after.handshakes).toBeLessThanOrEqual(MAX_HANDSHAKES_WITHOUT_TOKEN);
    expect(after.refusedHandshakes - before.refusedHandshakes).toBe(statuses.get(403));
    expect(after.sockets).toBe(0);
    // 2,000 sessions kept until their timeout took about 13 MB of heap; refused handshakes keep nothing.
    expect(heapAfter - heapBefore).toBeLessThan(8);
    // The API still answers (how fast, after such a flood, is `npm run bench:gauntlet`'s attack 1).
    expect((await normalRequest()).status).toBe(200);
  });

  it('a token in the query that opens no live session (unknown, an API key, an ended session): refused, polling or websocket, no session made', async () => {
    const before = server.connections();
    for (const token of ['6650a1b2c3d4e5f601234567.forged', DEV_KEY, 'undefined']) {
      const res = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling&token=${encodeURIComponent(token)}`);
      expect(res.status, token).toBe(403);
      expect(await res.json()).toEqual({ code: 4, message: 'No live Inbox session for this token' });
    }
    const upgrades = await Promise.all(Array.from({ length: 50 }, () => sockets.outcome(sockets.listen({ token: 'not-a-session' }).socket)));
    expect(new Set(upgrades.map((o) => o.reason))).toEqual(new Set(['websocket error']));
    const after = server.connections();
    expect(after.refusedHandshakes - before.refusedHandshakes).toBe(53);
    expect(after).toMatchObject({ sockets: 0 });
  });

  it('the gate: past the sockets cap every handshake is refused; without a token, past 16 waiting', () => {
    let open = 0;
    const gate = new HandshakeGate((token) => token === 'live', () => open);
    const ask = (url: string) => {
      let verdict: { error: string | null | undefined; ok: boolean } | undefined;
      gate.allowRequest({ url, headers: {} } as never, (error, ok) => (verdict = { error, ok }));
      return verdict;
    };
    expect(ask('/socket.io/?EIO=4&transport=websocket&token=live')).toEqual({ error: null, ok: true });
    const waiting = Array.from({ length: MAX_HANDSHAKES_WITHOUT_TOKEN }, () => {
      const request = { url: '/socket.io/?EIO=4&transport=polling', headers: {} } as never;
      let close = () => {};
      gate.opened({ request, once: (_event, listener) => (close = listener) });
      return close;
    });
    expect(ask('/socket.io/?EIO=4&transport=polling')).toMatchObject({ ok: false, error: 'Send the Inbox session token in the query (token)' });
    expect(ask('/socket.io/?EIO=4&transport=polling&token=live')).toEqual({ error: null, ok: true });
    waiting[0]?.();
    expect(ask('/socket.io/?EIO=4&transport=polling')).toEqual({ error: null, ok: true });
    open = MAX_SOCKETS;
    expect(ask('/socket.io/?EIO=4&transport=websocket&token=live')).toMatchObject({ ok: false, error: `Too many Inbox sockets open (the mock holds ${MAX_SOCKETS})` });
    expect(gate.refused).toBe(2);
  });

  it('the limits are in /__admin/connections', async () => {
    expect(server.connections().limits).toEqual(CONNECTION_LIMITS);
    expect(CONNECTION_LIMITS).toMatchObject({ sessionLifetimeMs: 15 * 24 * 3600 * 1000, socketsPerSubscriber: MAX_SOCKETS_PER_SUBSCRIBER, handshakesWithoutToken: MAX_HANDSHAKES_WITHOUT_TOKEN });
  });
});

describe('sockets of one subscriber', () => {
  it(`one more than ${MAX_SOCKETS_PER_SUBSCRIBER}: the oldest is disconnected; a 100 KB event then goes to the ${MAX_SOCKETS_PER_SUBSCRIBER} left, once each`, async () => {
    const token = await sockets.sessionToken(DEV_KEY, 'fan-out');
    const opened = [];
    for (let i = 0; i < MAX_SOCKETS_PER_SUBSCRIBER; i++) opened.push(await sockets.inboxSocket(DEV_KEY, 'fan-out'));
    const evictedBefore = server.connections().evictedSockets;
    const oldestGone = sockets.outcome(opened[0]!.socket);
    const newest = sockets.listen({ token });
    expect(await sockets.outcome(newest.socket)).toEqual({ connected: true });
    expect(await oldestGone).toEqual({ connected: false, reason: 'io server disconnect' });
    const report = server.connections();
    expect(report.sockets).toBe(MAX_SOCKETS_PER_SUBSCRIBER);
    expect(report.evictedSockets - evictedBefore).toBe(1);

    // How fast such an event reaches 15,000 sockets is `npm run bench:gauntlet`'s attack 6c.
    const listening = [...opened.slice(1), newest];
    const res = await sockets.api(DEV_KEY, 'POST', '/v1/events/trigger', { name: 'comment-mention', to: 'fan-out', payload: { commenterName: 'a', postTitle: 'b', commentId: 'c', commentPreview: 'x'.repeat(100_000) } });
    expect(res.status).toBe(201);
    await eventually(() => listening.every((l) => l.of('notification_received').length > 0), undefined, 'the event on every socket left');
    for (const l of listening) expect((l.of('notification_received')[0]?.message as { content: string }).content).toContain('x'.repeat(100));
    expect(listening.map((l) => l.of('notification_received').length)).toEqual(listening.map(() => 1));
    expect(opened[0]!.of('notification_received')).toEqual([]);
  });
});

describe('Inbox sessions', () => {
  const applicationOf = (apiKey: string) => server.apiKeys.find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;
  const inboxRead = (token: string) => fetch(`${server.url}/v1/inbox/notifications/count?filters=${encodeURIComponent('[{"read":false}]')}`, { headers: { authorization: `Bearer ${token}` } });

  it(`one more than ${MAX_SESSIONS_PER_SUBSCRIBER} for a subscriber: its oldest token ends (401, socket refused), the others still open the Inbox`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_SUBSCRIBER; i++) tokens.push(await sockets.sessionToken(DEV_KEY, 'many-pages'));
    expect((await inboxRead(tokens[0]!)).status).toBe(401);
    expect((await inboxRead(tokens[1]!)).status).toBe(200);
    expect((await inboxRead(tokens.at(-1)!)).status).toBe(200);
    expect((await fetch(`${server.url}/socket.io/?EIO=4&transport=polling&token=${encodeURIComponent(tokens[0]!)}`)).status).toBe(403);
    expect(server.deps.registry.resolve(DEV_KEY)?.inboxSessions.size).toBeLessThanOrEqual(MAX_SESSIONS_PER_ENVIRONMENT);
    expect(server.connections().sessions).toBeGreaterThanOrEqual(MAX_SESSIONS_PER_SUBSCRIBER);
  });

  it(`one more than ${MAX_SESSIONS_PER_ENVIRONMENT} in an environment: the oldest ends; the kept ones stay at the cap`, () => {
    const sessions = new InboxSessions('6650a1b2c3d4e5f601234567');
    const first = sessions.open('subscriber-0');
    for (let i = 1; i < MAX_SESSIONS_PER_ENVIRONMENT; i++) sessions.open(`subscriber-${i}`);
    expect(sessions.subscriberOf(first)).toBe('subscriber-0');
    const last = sessions.open('one-more');
    expect(sessions.subscriberOf(first)).toBeUndefined();
    expect(sessions.subscriberOf(last)).toBe('one-more');
    expect(sessions.size).toBe(MAX_SESSIONS_PER_ENVIRONMENT);
  });

  it('a token ends 15 days after it was opened, in real time (the real JWT expiry); moving the mock clock does not end it', async () => {
    const token = await sockets.sessionToken(DEV_KEY, 'expiring');
    const clock = await fetch(`${server.url}/__admin/clock?apiKey=${DEV_KEY}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'advance', ms: 30 * 24 * 3600 * 1000 }) });
    expect(clock.status).toBe(200);
    expect((await inboxRead(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + INBOX_SESSION_LIFETIME_MS - 1_000 });
    try {
      expect((await inboxRead(token)).status).toBe(200);
      vi.setSystemTime(Date.now() + 2_000);
      const res = await inboxRead(token);
      expect(res.status).toBe(401);
      expect((await fetch(`${server.url}/socket.io/?EIO=4&transport=polling&token=${encodeURIComponent(token)}`)).status).toBe(403);
      expect((await sockets.sessionToken(DEV_KEY, 'expiring')).length).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
      await server.reset();
    }
  });

  it('a malformed subscriberHash of 64 × "é" (as many characters as a real hash, twice the bytes) → 400 with the real message, nothing opened', async () => {
    const t = await makeTestApp();
    const applicationIdentifier = t.deps.registry.fixtureKeys().find((k) => k.apiKey === PROD_KEY)?.applicationIdentifier as string;
    const environment = t.deps.registry.resolve(PROD_KEY)!;
    const subscribersBefore = environment.subscribers.size;
    for (const subscriberHash of ['é'.repeat(64), '€'.repeat(64), '\u{1F600}'.repeat(32), subscriberHashOf(PROD_KEY, 'hmac-x').slice(0, 63) + 'é']) {
      const res = await t.request().post('/v1/inbox/session').send({ applicationIdentifier, subscriber: 'hmac-x', subscriberHash });
      expect(res.status, subscriberHash).toBe(400);
      expect(expectErrorShape(res.body, 400).message).toBe('Please provide a valid HMAC hash');
    }
    expect(environment.subscribers.size).toBe(subscribersBefore);
    expect(environment.inboxSessions.size).toBe(0);
    const good = await t.request().post('/v1/inbox/session').send({ applicationIdentifier, subscriber: 'hmac-x', subscriberHash: subscriberHashOf(PROD_KEY, 'hmac-x') });
    expect(good.status).toBe(201);
    expect(applicationOf(PROD_KEY)).toBe(applicationIdentifier);
  });
});
