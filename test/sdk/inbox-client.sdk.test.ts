/** The official Inbox client (`@novu/js`) against the mock: session, list, count, read. */
import { Novu } from '@novu/js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

let server: MockServer;
let novu: Novu;
let subscriberId: string;

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 11, logger: silentLogger, contract: await sharedContract() });
  const environment = server.deps.registry.resolve(DEV_KEY);
  const [message] = environment?.messages.all().filter((m) => m.channel === 'in_app') ?? [];
  subscriberId = environment?.subscribers.findByInternalId(message?._subscriberId ?? '')?.subscriberId as string;
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  // Both URLs at the mock: without socketUrl the client would open a socket to the vendor's cloud.
  novu = new Novu({ applicationIdentifier, subscriber: { subscriberId }, backendUrl: server.url, socketUrl: server.url, socketOptions: { reconnection: false } });
});
afterAll(() => server?.close());

describe('the official Inbox client (@novu/js) against the mock', () => {
  it('opens the session and lists, counts and reads the fixture notifications', async () => {
    const list = await novu.notifications.list({ limit: 50 });
    expect(list.error).toBeUndefined();
    const notifications = list.data?.notifications ?? [];
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications.every((n) => n.to.subscriberId === subscriberId)).toBe(true);

    const counted = await novu.notifications.count({ filters: [{ read: false }, { read: true }] });
    expect(counted.error).toBeUndefined();
    const [unread, read] = counted.data?.counts ?? [];
    expect((unread?.count ?? 0) + (read?.count ?? 0)).toBe(notifications.length);

    const target = notifications.find((n) => !n.isRead) ?? notifications[0];
    const marked = await novu.notifications.read({ notificationId: target?.id as string });
    expect(marked.error).toBeUndefined();
    expect(marked.data?.isRead).toBe(true);
    const message = server.deps.registry.resolve(DEV_KEY)?.messages.all().find((m) => m._id === target?.id);
    expect(message?.read).toBe(true);
  });
});
