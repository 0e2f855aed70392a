/** The official Inbox client (`@novu/js`) hears a trigger on its socket, with both URLs at the mock. */
import { Novu } from '@novu/js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';

let server: MockServer;
let novu: Novu;
let subscriberId: string;

type Heard = { result: unknown };

/** The next event of that name the client emits. */
const next = (eventName: string, ms = 3000): Promise<Heard> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${eventName} within ${ms} ms`)), ms);
    const off = novu.on(eventName as 'notifications.notification_received', (event: Heard) => {
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 12, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures() });
  subscriberId = server.deps.registry.resolve(DEV_KEY)?.subscribers.list()[0]?.subscriberId as string;
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  novu = new Novu({ applicationIdentifier, subscriber: { subscriberId }, backendUrl: server.url, socketUrl: server.url, socketOptions: { reconnection: false } });
});
afterAll(async () => {
  await novu?.socket.disconnect();
  await server?.close();
});

describe('the official Inbox client (@novu/js) on the mock socket', () => {
  it('receives notification_received, unread_count_changed and unseen_count_changed for POST /v1/events/trigger', async () => {
    const connected = next('socket.connect.resolved');
    const received = next('notifications.notification_received');
    const unread = next('notifications.unread_count_changed');
    const unseen = next('notifications.unseen_count_changed');
    const connection = (await connected) as Heard & { error?: unknown };
    expect(connection.error).toBeUndefined();
    expect(server.connections().sockets).toBe(1);

    const res = await fetch(`${server.url}/v1/events/trigger`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'comment-mention', to: subscriberId, payload: { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'c1' }, transactionId: 'sdk-rt-1' }),
    });
    expect(res.status).toBe(201);

    const notification = (await received).result as { id: string; body: string; isRead: boolean; to: { subscriberId: string }; workflow?: { identifier: string } };
    const messages = await fetch(`${server.url}/v1/messages?transactionId=sdk-rt-1&channel=in_app`, { headers: { authorization: `ApiKey ${DEV_KEY}` } });
    const [stored] = ((await messages.json()) as { data: { _id: string; content: string }[] }).data;
    expect(notification).toMatchObject({ id: stored?._id, body: stored?.content, isRead: false, to: { subscriberId }, workflow: { identifier: 'comment-mention' } });

    const counted = await novu.notifications.count({ filters: [{ read: false, archived: false, snoozed: false }] });
    expect((await unread).result).toEqual({ total: counted.data?.counts[0]?.count, severity: expect.objectContaining({ high: expect.any(Number), none: expect.any(Number) }) });
    expect((await unseen).result).toEqual(expect.any(Number));
  });
});
