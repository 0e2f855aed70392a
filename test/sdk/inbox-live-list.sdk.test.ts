/**
 * A notification triggered while the official Inbox client holds a list joins that list without a reload.
 *
 * `@novu/js` does not refetch on `notification_received`: the Inbox's views insert the socket's notification
 * into the list cache themselves, but only if it matches the list's filter (`checkNotificationMatchesFilter`).
 * `useNotifications` of `@novu/react` (dist/esm/hooks/useNotifications.js) does exactly what `keepLive` below
 * does, with its default filter `{ archived: false, snoozed: false }` and limit 10; the `<Inbox />`'s tabs
 * check the tab's filter (`{ tags, read: false, archived: false, snoozed: false }`) the same way.
 */
import { checkNotificationMatchesFilter, isSameFilter, Novu, type Notification, type NotificationFilter } from '@novu/js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';

let server: MockServer;
let novu: Novu;
let subscriberId: string;

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 29, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures() });
  subscriberId = server.deps.registry.resolve(DEV_KEY)?.subscribers.list()[0]?.subscriberId as string;
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  novu = new Novu({ applicationIdentifier, subscriber: { subscriberId }, backendUrl: server.url, socketUrl: server.url, socketOptions: { reconnection: false } });
  const connected = new Promise<{ error?: unknown }>((resolve) => {
    const off = novu.on('socket.connect.resolved', (event) => {
      off();
      resolve(event as { error?: unknown });
    });
  });
  // Listening to a socket event is what opens the client's socket.
  novu.on('notifications.unread_count_changed', () => undefined);
  expect((await connected).error).toBeUndefined();
});
afterAll(async () => {
  await novu?.socket.disconnect();
  await server?.close();
});

/** What `useNotifications` does on `notification_received`: a match goes first into the list's cache. */
function keepLive(filter: NotificationFilter, limit: number): () => void {
  return novu.on('notifications.notification_received', ({ result: notification }) => {
    if (checkNotificationMatchesFilter(notification, filter)) novu.notifications.cache.unshift({ ...filter, limit }, notification);
  });
}

/** The lists that `notifications.list.updated` announces for that filter, as they come (the socket may beat the trigger's reply). */
function listUpdates(filter: NotificationFilter): { lists: Notification[][]; off: () => void } {
  const lists: Notification[][] = [];
  const off = novu.on('notifications.list.updated', ({ data }) => {
    if (data && isSameFilter(filter, data.filter)) lists.push(data.notifications);
  });
  return { lists, off };
}

async function trigger(transactionId: string): Promise<string> {
  const res = await fetch(`${server.url}/v1/events/trigger`, {
    method: 'POST',
    headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'comment-mention', to: subscriberId, payload: { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: `Live ${transactionId}`, commentId: transactionId }, transactionId }),
  });
  expect(res.status).toBe(201);
  const environment = server.deps.registry.resolve(DEV_KEY);
  const stored = environment?.messages.all().find((m) => m.transactionId === transactionId && m.channel === 'in_app');
  return stored?._id as string;
}

describe('the Inbox list of the official client grows live', () => {
  it.each([
    ['useNotifications() (default filter)', 'live-hook', { archived: false, snoozed: false }],
    ['an <Inbox /> tab filtered by a tag of the workflow', 'live-tab', { tags: ['comments'], read: false, archived: false, snoozed: false }],
  ] as [string, string, NotificationFilter][])('%s: the triggered notification joins the listed page, first, as the list shows it', async (_view, transactionId, filter) => {
    const limit = 10;
    const listed = await novu.notifications.list({ ...filter, limit });
    expect(listed.error).toBeUndefined();
    const before = listed.data?.notifications.map((n) => n.id) ?? [];
    const live = keepLive(filter, limit);
    const updates = listUpdates(filter);
    try {
      const newId = await trigger(transactionId);
      await expect.poll(() => updates.lists.at(-1)?.map((n) => n.id), { timeout: 30_000 }).toEqual([newId, ...before]);
      const notifications = updates.lists.at(-1) as Notification[];

      // The cache now answers the same list call, new notification included, and it is the one the API lists.
      const again = await novu.notifications.list({ ...filter, limit });
      expect(again.data?.notifications[0]?.id).toBe(newId);
      const fetched = await novu.notifications.list({ ...filter, limit, useCache: false } as NotificationFilter & { limit: number });
      const fromApi = fetched.data?.notifications.find((n) => n.id === newId);
      const shown = notifications[0] as Notification;
      for (const field of ['isRead', 'isSeen', 'isArchived', 'isSnoozed', 'tags', 'severity', 'body', 'channelType'] as const) {
        expect([field, shown[field]]).toEqual([field, fromApi?.[field]]);
      }
    } finally {
      live();
      updates.off();
    }
  });
});
