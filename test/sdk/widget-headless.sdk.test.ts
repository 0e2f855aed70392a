/** `@novu/headless` (HeadlessService, its socket through socket.io-client) in Node against the mock: the session, the feed and live events. */
import { HeadlessService } from '@novu/headless';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

let server: MockServer;
let headless: HeadlessService;
const subscriberId = 'widget-headless';

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 14, logger: silentLogger, contract: await sharedContract() });
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  // Both URLs at the mock: without socketUrl the service opens its socket to the vendor's cloud.
  headless = new HeadlessService({ backendUrl: server.url, socketUrl: server.url, applicationIdentifier, subscriberId, config: { retry: 0 } });
});
afterAll(async () => {
  (headless as unknown as { socket?: { disconnect(): void } }).socket?.disconnect();
  await server?.close();
});

/** Settles with the first value `subscribe` hands its callback, or fails after `ms`. */
const first = <T>(what: string, subscribe: (resolve: (value: T) => void, reject: (error: unknown) => void) => void, ms = 5000): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
    subscribe(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

describe('@novu/headless against the mock', () => {
  it('opens the session, connects its socket, and hears notification_received and unseen_count_changed for a trigger', async () => {
    const session = await first<{ token: string }>('session', (resolve, reject) =>
      headless.initializeSession({ listener: () => {}, onSuccess: resolve, onError: reject }),
    );
    expect(session.token).toEqual(expect.any(String));
    await first('socket connection', (resolve, reject) => {
      const socket = (headless as unknown as { socket: { connected: boolean; once(event: string, f: (arg?: unknown) => void): void } }).socket;
      if (socket.connected) resolve(undefined);
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    const count = await first<{ count: number }>('unseen count', (resolve, reject) => headless.fetchUnseenCount({ listener: () => {}, onSuccess: resolve, onError: reject }));
    expect(count).toEqual({ count: 0 });

    const received = first<{ _id: string; content: string; templateIdentifier: string }>('notification_received', (resolve) =>
      headless.listenNotificationReceive({ listener: resolve as (message: unknown) => void }),
    );
    const unseen = first<number>('unseen_count_changed', (resolve) => headless.listenUnseenCountChange({ listener: resolve }));
    const unread = first<number>('unread_count_changed', (resolve) => headless.listenUnreadCountChange({ listener: resolve }));
    const res = await fetch(`${server.url}/v1/events/trigger`, {
      method: 'POST',
      headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'comment-mention', to: subscriberId, payload: { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'c1' } }),
    });
    expect(res.status).toBe(201);
    const message = await received;
    expect(message).toMatchObject({ templateIdentifier: 'comment-mention', content: expect.stringContaining('Grace') });
    expect(await unseen).toBe(1);
    expect(await unread).toBe(1);

    const page = await first<{ data: { _id: string }[] }>('feed', (resolve, reject) =>
      headless.fetchNotifications({ page: 0, listener: () => {}, onSuccess: resolve as (page: unknown) => void, onError: reject }),
    );
    expect(page.data.map((m) => m._id)).toEqual([message._id]);
  });
});
