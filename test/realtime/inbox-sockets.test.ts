/**
 * The Inbox's real-time channel with a raw socket.io client (the version `@novu/js` uses): who may
 * connect, who hears what, and what the control plane does to sockets.
 */
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer, type StartOptions } from '../../src/server.js';
import { ContractValidator, deriveOperations } from '../../src/contract/validator.js';
import { DEV_KEY, PROD_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';
import { eventually, heardBefore, messageOf, socketHelpers, type Listening } from './socket-helpers.js';

let server: MockServer;
const sockets = socketHelpers(() => server);
const { api } = sockets;
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };
/** Subscribers of the fixtures: two in Development, one in Production. */
let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 5, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures() });
  const subscribersOf = (apiKey: string) => server.deps.registry.resolve(apiKey)?.subscribers.list() ?? [];
  [alice, bob] = subscribersOf(DEV_KEY).map((s) => s.subscriberId) as [string, string];
  carol = subscribersOf(PROD_KEY)[0]?.subscriberId as string;
});
beforeEach(() => server.reset());
afterEach(() => sockets.closeAll());
afterAll(() => server?.close());

const unreadCountOf = async (apiKey: string, subscriberId: string): Promise<number> => {
  const token = await sockets.sessionToken(apiKey, subscriberId);
  const filters = encodeURIComponent(JSON.stringify([{ read: false, archived: false, snoozed: false }]));
  const res = await fetch(`${server.url}/v1/inbox/notifications/count?filters=${filters}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { count: number }[] }).data[0]?.count as number;
};
const lastCounts = (listening: Listening) => listening.of('unread_count_changed').at(-1)?.counts as { total: number; severity: Record<string, number> } | undefined;

describe('who may open an Inbox socket', () => {
  it.each([
    ['no token', {}],
    ['the token "null" (none, for the real service)', { token: 'null' }],
  ])('with %s in the query (it may come in the CONNECT packet): connected, then disconnected by the server, as the real service does', async (_name, query) => {
    const { socket } = sockets.listen(query);
    expect(await sockets.outcome(socket)).toEqual({ connected: false, reason: 'io server disconnect' });
    expect(server.connections()).toMatchObject({ sockets: 0, handshakes: 0 });
  });

  it.each([
    ['an unknown token', { token: `${'0'.repeat(24)}.not-a-session` }],
    ['an API key', { token: DEV_KEY }],
  ])('with %s in the query: the handshake is refused before any session is opened', async (_name, query) => {
    const refusedBefore = server.connections().refusedHandshakes;
    const { socket } = sockets.listen(query);
    expect(await sockets.outcome(socket)).toEqual({ connected: false, reason: 'websocket error' });
    expect(server.connections()).toMatchObject({ sockets: 0, handshakes: 0, refusedHandshakes: refusedBefore + 1 });
  });

  it('with a live token sent only in the CONNECT packet (auth.token, which the real service reads first): connected', async () => {
    const token = await sockets.sessionToken(DEV_KEY, alice);
    const socket = io(server.url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    try {
      expect(await sockets.outcome(socket)).toEqual({ connected: true });
      expect(server.connections()).toMatchObject({ sockets: 1, handshakes: 0 });
    } finally {
      socket.close();
    }
  });

  it('for a subscriber without an internal id (put in the store past the loaders): refused, as its room would be any such subscriber\'s', async () => {
    const environment = server.deps.registry.resolve(DEV_KEY)!;
    const now = new Date().toISOString();
    const ghost = { subscriberId: 'socket-ghost', _environmentId: environment.id, _organizationId: environment.info._organizationId, deleted: false, createdAt: now, updatedAt: now };
    environment.subscribers.load([...environment.subscribers.list(), ghost as never]);
    const { socket } = sockets.listen({ token: await sockets.sessionToken(DEV_KEY, 'socket-ghost') });
    expect(await sockets.outcome(socket)).toEqual({ connected: false, reason: 'io server disconnect' });
    expect(server.connections().sockets).toBe(0);
  });

  it("from a page whose name was pointed at the mock (another Host): refused like the API's requests", async () => {
    const token = await sockets.sessionToken(DEV_KEY, alice);
    const socket = io(server.url, { transports: ['websocket'], query: { token }, reconnection: false, forceNew: true, extraHeaders: { host: 'rebound.example:3000' } });
    try {
      expect((await sockets.outcome(socket)).connected).toBe(false);
      expect(server.connections().sockets).toBe(0);
    } finally {
      socket.close();
    }
  });

  it('with a live session token: connected, and listed by the control plane', async () => {
    await sockets.inboxSocket(DEV_KEY, alice);
    await sockets.inboxSocket(DEV_KEY, alice);
    expect(server.connections()).toMatchObject({ sockets: 2, environments: [{ apiKeys: [DEV_KEY], sockets: 2, subscribers: [{ subscriberId: alice, sockets: 2 }] }] });
  });
});

describe('what an Inbox socket hears', () => {
  it('a trigger: notification_received with the stored message, then the counts; other subscribers and environments hear nothing', async () => {
    const [mine, other, production] = await Promise.all([sockets.inboxSocket(DEV_KEY, alice), sockets.inboxSocket(DEV_KEY, bob), sockets.inboxSocket(PROD_KEY, carol)]);
    const res = await api(DEV_KEY, 'POST', '/v1/events/trigger', { name: 'comment-mention', to: alice, payload: mention, transactionId: 'rt-1' });
    expect(res.status).toBe(201);
    await eventually(() => mine.of('unread_count_changed').length > 0 && mine.of('unseen_count_changed').length > 0, undefined, 'the counts');

    const stored = (await api(DEV_KEY, 'GET', '/v1/messages?transactionId=rt-1&channel=in_app')).body.data as { _id: string; content: string }[];
    const [received] = mine.of('notification_received');
    expect(mine.of('notification_received')).toHaveLength(1);
    const message = received?.message as Record<string, unknown>;
    expect(message).toMatchObject({ _id: stored[0]?._id, content: stored[0]?.content, channel: 'in_app', read: false, seen: false, subscriber: { subscriberId: alice } });
    expect(message.cta).toEqual(expect.any(Object));
    expect(message.workflow).toMatchObject({ identifier: 'comment-mention' });
    // The order the real service sends them in: the message first, then the counts.
    expect(mine.heard[0]?.event).toBe('notification_received');

    const unread = await unreadCountOf(DEV_KEY, alice);
    expect(lastCounts(mine)).toEqual({ total: unread, severity: { high: expect.any(Number), medium: expect.any(Number), low: expect.any(Number), none: expect.any(Number) } });
    expect(mine.of('unread_count_changed').at(-1)).toMatchObject({ unreadCount: Math.min(unread, 100), hasMore: unread > 100 });
    expect(mine.of('unseen_count_changed').at(-1)).toEqual({ unseenCount: expect.any(Number), hasMore: expect.any(Boolean) });

    // Then a message of their own: what they heard before it is what alice's trigger sent them.
    expect(await heardBefore(other, () => api(DEV_KEY, 'POST', '/v1/events/trigger', { name: 'comment-mention', to: bob, payload: mention, transactionId: 'rt-1-bob' }), messageOf('rt-1-bob'))).toEqual([]);
    expect(await heardBefore(production, () => api(PROD_KEY, 'POST', '/v1/events/trigger', { name: 'comment-mention', to: carol, payload: mention, transactionId: 'rt-1-carol' }), messageOf('rt-1-carol'))).toEqual([]);
  });

  it('a bulk trigger: every message of the subscriber, and counts that end at the stored count', async () => {
    const mine = await sockets.inboxSocket(DEV_KEY, alice);
    const events = [1, 2, 3].map((i) => ({ name: 'comment-mention', to: alice, payload: mention, transactionId: `rt-bulk-${i}` }));
    expect((await api(DEV_KEY, 'POST', '/v1/events/trigger/bulk', { events })).status).toBe(201);
    await eventually(() => mine.of('notification_received').length === 3, undefined, 'three messages');
    const unread = await unreadCountOf(DEV_KEY, alice);
    await eventually(() => lastCounts(mine)?.total === unread, undefined, `the counts to end at ${unread}`);
  });

  it('mark-as with the API key: the new unread and unseen counts', async () => {
    const mine = await sockets.inboxSocket(DEV_KEY, alice);
    await api(DEV_KEY, 'POST', '/v1/events/trigger', { name: 'comment-mention', to: alice, payload: mention, transactionId: 'rt-mark' });
    await eventually(() => lastCounts(mine) !== undefined, undefined, 'the counts');
    const before = lastCounts(mine)?.total as number;
    const unseenBefore = mine.of('unseen_count_changed').at(-1)?.unseenCount as number;
    const [message] = (await api(DEV_KEY, 'GET', '/v1/messages?transactionId=rt-mark&channel=in_app')).body.data as { _id: string }[];
    mine.heard.length = 0;

    const marked = await api(DEV_KEY, 'POST', `/v1/subscribers/${encodeURIComponent(alice)}/messages/mark-as`, { messageId: message?._id, markAs: 'read' });
    expect(marked.status).toBe(201);
    await eventually(() => lastCounts(mine) !== undefined, undefined, 'the counts after mark-as');
    expect(lastCounts(mine)?.total).toBe(before - 1);
    expect(mine.of('unseen_count_changed').at(-1)?.unseenCount).toBe(Math.min(unseenBefore - 1, 100));
    expect(mine.of('notification_received')).toEqual([]);
  });

  it('a read through the Inbox session: the new counts', async () => {
    const mine = await sockets.inboxSocket(DEV_KEY, alice);
    await api(DEV_KEY, 'POST', '/v1/events/trigger', { name: 'comment-mention', to: alice, payload: mention, transactionId: 'rt-inbox-read' });
    await eventually(() => lastCounts(mine) !== undefined, undefined, 'the counts');
    const before = lastCounts(mine)?.total as number;
    const [message] = (await api(DEV_KEY, 'GET', '/v1/messages?transactionId=rt-inbox-read&channel=in_app')).body.data as { _id: string }[];
    const token = await sockets.sessionToken(DEV_KEY, alice);
    const res = await fetch(`${server.url}/v1/inbox/notifications/${message?._id}/read`, { method: 'PATCH', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    await eventually(() => lastCounts(mine)?.total === before - 1, undefined, 'the lower count');
  });

  it('an in-app message loaded through the control plane', async () => {
    const mine = await sockets.inboxSocket(DEV_KEY, alice);
    const environment = server.deps.registry.resolve(DEV_KEY);
    const internalId = environment?.subscribers.find(alice)?._id;
    const template = environment?.messages.all().find((m) => m.channel === 'in_app') as Record<string, unknown>;
    const loaded = { ...template, _id: 'abcdefabcdefabcdefabcdef', _subscriberId: internalId, read: false, seen: false, content: 'Loaded by a test' };
    const res = await fetch(`${server.url}/__admin/fixtures?apiKey=${DEV_KEY}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ messages: [loaded] }) });
    expect(res.status).toBe(201);
    await eventually(() => mine.of('notification_received').length === 1, undefined, 'the loaded message');
    expect(mine.of('notification_received')[0]?.message).toMatchObject({ _id: loaded._id, content: 'Loaded by a test' });
  });

  it('a digest that falls due while the Inbox is open, without any request', async () => {
    server.clock.freeze('2031-01-01T00:00:00.000Z', DEV_KEY);
    const mine = await sockets.inboxSocket(DEV_KEY, alice);
    const res = await api(DEV_KEY, 'POST', '/v1/events/trigger', { name: 'weekly-digest', to: alice, payload: { projectName: 'Apollo', summary: 's', projectId: 'p-1' } });
    expect(res.status).toBe(201);
    // Nothing before a message sent after the digest's trigger: the digest waits.
    const mentioned = () => api(DEV_KEY, 'POST', '/v1/events/trigger', { name: 'comment-mention', to: alice, payload: mention, transactionId: 'rt-digest-probe' });
    expect(await heardBefore(mine, mentioned, messageOf('rt-digest-probe'))).toEqual([]);
    server.clock.advance(8 * 86_400_000, DEV_KEY);
    await eventually(() => mine.of('notification_received').length === 2, undefined, 'the digest message');
    expect(mine.of('notification_received')[1]?.message).toMatchObject({ workflow: { identifier: 'weekly-digest' } });
  });
});

describe('the control plane and the sockets', () => {
  it('listConnections and dropConnections keep openapi/admin.yaml, and a dropped socket is gone', async () => {
    const validator = new ContractValidator(await deriveOperations(fileURLToPath(new URL('../../openapi/admin.yaml', import.meta.url))));
    const check = async (id: string, res: Response): Promise<Record<string, unknown>> => {
      const body = (await res.json()) as Record<string, unknown>;
      const operation = validator.operation(id);
      if (!operation) throw new Error(`no ${id}`);
      expect(validator.validateResponse(operation, { status: res.status, headers: { 'content-type': 'application/json' }, body })).toEqual([]);
      return body;
    };
    const [a1, a2, b] = [await sockets.inboxSocket(DEV_KEY, alice), await sockets.inboxSocket(DEV_KEY, alice), await sockets.inboxSocket(DEV_KEY, bob)];
    const listed = await check('listConnections', await fetch(`${server.url}/__admin/connections`));
    expect(listed).toMatchObject({ sockets: 3, environments: [{ apiKeys: [DEV_KEY], sockets: 3 }] });

    const gone = [a1, a2].map((l) => sockets.outcome(l.socket));
    const dropped = await check('dropConnections', await fetch(`${server.url}/__admin/connections?apiKey=${DEV_KEY}&subscriberId=${encodeURIComponent(alice)}`, { method: 'DELETE' }));
    expect(dropped).toEqual({ disconnected: 2 });
    expect(await Promise.all(gone)).toEqual([
      { connected: false, reason: 'io server disconnect' },
      { connected: false, reason: 'io server disconnect' },
    ]);
    expect(b.socket.connected).toBe(true);
    expect(server.connections()).toMatchObject({ sockets: 1, environments: [{ subscribers: [{ subscriberId: bob, sockets: 1 }] }] });
  });

  it('a reset of one environment disconnects its sockets only; a full reset disconnects every one', async () => {
    const [dev, prod] = [await sockets.inboxSocket(DEV_KEY, alice), await sockets.inboxSocket(PROD_KEY, carol)];
    const devGone = sockets.outcome(dev.socket);
    expect((await fetch(`${server.url}/__admin/reset?apiKey=${DEV_KEY}`, { method: 'POST' })).status).toBe(200);
    expect(await devGone).toEqual({ connected: false, reason: 'io server disconnect' });
    expect(prod.socket.connected).toBe(true);

    const prodGone = sockets.outcome(prod.socket);
    await fetch(`${server.url}/__admin/reset`, { method: 'POST' });
    expect(await prodGone).toEqual({ connected: false, reason: 'io server disconnect' });
    expect(server.connections().sockets).toBe(0);
  });
});

/** Runs `use` against a mock of its own, then closes its sockets and the mock. */
async function withOwnMock(options: StartOptions, use: (mock: MockServer, own: ReturnType<typeof socketHelpers>) => Promise<void>): Promise<void> {
  const mock = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures(), ...options });
  const own = socketHelpers(() => mock);
  try {
    await use(mock, own);
  } finally {
    own.closeAll();
    await mock.close();
  }
}

describe('isolated environments, start and close', () => {
  it('a subscriber of one isolated key hears nothing of the same subscriber (same internal id) of another key', () =>
    withOwnMock({ seed: 6, isolateKeys: true }, async (isolated, own) => {
      const [one, two] = [isolated.deps.registry.resolve('worker-1'), isolated.deps.registry.resolve('worker-2')];
      expect(one?.subscribers.find(alice)?._id).toBe(two?.subscribers.find(alice)?._id);
      const [first, second] = [await own.inboxSocket('worker-1', alice), await own.inboxSocket('worker-2', alice)];
      await own.api('worker-1', 'POST', '/v1/events/trigger', { name: 'comment-mention', to: alice, payload: mention });
      await eventually(() => first.of('notification_received').length === 1, undefined, 'the message in worker-1');
      const ownTrigger = () => own.api('worker-2', 'POST', '/v1/events/trigger', { name: 'comment-mention', to: alice, payload: mention, transactionId: 'rt-worker-2' });
      expect(await heardBefore(second, ownTrigger, messageOf('rt-worker-2'))).toEqual([]);
    }));

  it('a handshake sent the moment the mock is up is served once the channel has loaded', () =>
    withOwnMock({ seed: 9 }, async (fresh) => {
      // Answered by socket.io (and refused for its token) rather than by the API's 404.
      const res = await fetch(`${fresh.url}/socket.io/?EIO=4&transport=polling&token=not-a-session`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 4, message: 'No live Inbox session for this token' });
    }));

  it('a socket opened the moment the mock is up is served once the channel has loaded', () =>
    withOwnMock({ seed: 11 }, async (_fresh, own) => {
      const { socket } = own.listen();
      // Served (and disconnected for want of a token) rather than cut off as an upgrade nobody handles.
      expect(await own.outcome(socket)).toEqual({ connected: false, reason: 'io server disconnect' });
    }));

  it('the first socket of a fresh mock may start with long-polling (the client default) and hears its events', () =>
    withOwnMock({ seed: 10 }, async (fresh, own) => {
      const token = await own.sessionToken(DEV_KEY, alice);
      const socket = io(fresh.url, { transports: ['polling'], query: { token }, reconnection: false, forceNew: true });
      try {
        expect(await own.outcome(socket)).toEqual({ connected: true });
        const heard = new Promise((resolve) => socket.once('notification_received', resolve));
        await own.api(DEV_KEY, 'POST', '/v1/events/trigger', { name: 'comment-mention', to: alice, payload: mention });
        expect(await heard).toMatchObject({ message: { content: expect.any(String) } });
      } finally {
        socket.close();
      }
    }));

  it('closing the mock disconnects its sockets', () =>
    withOwnMock({ seed: 8 }, async (closing, own) => {
      const listening = await own.inboxSocket(DEV_KEY, alice);
      const gone = own.outcome(listening.socket);
      await closing.close();
      expect((await gone).connected).toBe(false);
    }));
});
