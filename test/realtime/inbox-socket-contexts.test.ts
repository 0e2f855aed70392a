/**
 * An Inbox opened with a `context` hears only what belongs to exactly its contexts, as the real gateway sends
 * (a message's event goes to the sockets whose session has the message's context keys; counts are each socket's own).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, sharedFixtures, silentLogger } from '../helpers/test-app.js';
import { eventually, heardBefore, messageOf, socketHelpers } from './socket-helpers.js';

let server: MockServer;
const sockets = socketHelpers(() => server);
const { api } = sockets;
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };
const subscriberId = 'socket-contexts-user';

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 5, logger: silentLogger, contract: await sharedContract(), fixtureData: await sharedFixtures() });
});
beforeEach(() => server.reset());
afterEach(() => sockets.closeAll());
afterAll(() => server?.close());

const trigger = (transactionId: string, context?: Record<string, string>) =>
  api(DEV_KEY, 'POST', '/v1/events/trigger', { name: 'comment-mention', to: subscriberId, payload: mention, transactionId, ...(context ? { context } : {}) });

describe('Inbox sockets and contexts', () => {
  it("a message of a context reaches only the sockets of exactly that context, and each socket's counts are its own", async () => {
    const acme = await sockets.inboxSocket(DEV_KEY, subscriberId, { tenant: 'acme' });
    const globex = await sockets.inboxSocket(DEV_KEY, subscriberId, { tenant: 'globex' });
    const plain = await sockets.inboxSocket(DEV_KEY, subscriberId);

    expect((await trigger('ctx-acme-1', { tenant: 'acme' })).status).toBe(201);
    await eventually(() => acme.of('notification_received').length === 1, undefined, 'the acme message');
    await eventually(() => (acme.of('unread_count_changed').at(-1)?.counts as { total?: number } | undefined)?.total === 1, undefined, "acme's count");

    // A message of their own: once it has arrived, whatever was sent to them before it has too.
    await heardBefore(globex, () => trigger('ctx-globex-1', { tenant: 'globex' }), messageOf('ctx-globex-1'));
    await heardBefore(plain, () => trigger('ctx-none-1'), messageOf('ctx-none-1'));

    // Each socket's unread total counts its own context's messages only (one each).
    for (const listening of [acme, globex, plain]) {
      await eventually(() => (listening.of('unread_count_changed').at(-1)?.counts as { total?: number } | undefined)?.total === 1, undefined, 'its own count');
    }
    const heardIds = (listening: typeof acme) => listening.of('notification_received').map((p) => (p.message as { transactionId: string }).transactionId);
    expect([heardIds(acme), heardIds(globex), heardIds(plain)]).toEqual([['ctx-acme-1'], ['ctx-globex-1'], ['ctx-none-1']]);
  });
});
