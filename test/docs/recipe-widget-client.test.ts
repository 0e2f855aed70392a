import { ApiService } from '@novu/client';
import { HeadlessService } from '@novu/headless';
import type { ChannelTypeEnum } from '@novu/shared';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startMockServer, type MockServer } from '../../src/index.js';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
});
afterAll(() => mock.close());

/** What your backend does: trigger a workflow that has an in-app step. */
async function mention(subscriberId: string) {
  const res = await fetch(`${mock.url}/v1/events/trigger`, {
    method: 'POST',
    headers: { Authorization: 'ApiKey test-api-key', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'comment-mention',
      to: subscriberId,
      payload: { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'c1' },
    }),
  });
  expect(res.status).toBe(201);
}

it('lists, counts and reads notifications, and a channel turned off stops the next one', async () => {
  const api = new ApiService(mock.url);
  const { token } = await api.initializeSession('acmeDevInbox1', 'ada');
  api.setAuthorizationToken(token);
  await mention('ada');

  const page = await api.getNotificationsList(0);
  expect(page.data).toHaveLength(1);
  expect(await api.getUnseenCount()).toEqual({ count: 1 });
  await api.markMessageAs(page.data[0]!._id, { seen: true, read: true });
  expect(await api.getUnreadCount()).toEqual({ count: 0 });

  const preferences = await api.getUserPreference();
  const mentions = preferences.find((p) => p.template.name === 'Comment mention')!;
  await api.updateSubscriberPreference(mentions.template._id, 'in_app' as ChannelTypeEnum, false);
  await mention('ada');
  expect((await api.getNotificationsList(0)).data).toHaveLength(1);
});

it('hears a new notification live with @novu/headless', async () => {
  const headless = new HeadlessService({
    applicationIdentifier: 'acmeDevInbox1',
    subscriberId: 'grace',
    backendUrl: mock.url,
    socketUrl: mock.url,
  });
  await new Promise((resolve, reject) => headless.initializeSession({ listener: () => {}, onSuccess: resolve, onError: reject }));
  await vi.waitFor(() => expect(mock.connections().sockets).toBe(1));

  const received = new Promise((resolve) => headless.listenNotificationReceive({ listener: resolve }));
  const unseen = new Promise((resolve) => headless.listenUnseenCountChange({ listener: resolve }));
  await mention('grace');
  expect(await received).toMatchObject({ templateIdentifier: 'comment-mention', content: expect.stringContaining('Grace') });
  expect(await unseen).toBe(1);
});
