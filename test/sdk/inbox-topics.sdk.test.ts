/** The official Inbox client (`@novu/js`) and its topic subscriptions (`novu.subscriptions`) against the mock. */
import { Novu } from '@novu/js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

let server: MockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 45, logger: silentLogger, contract: await sharedContract() });
});
afterAll(() => server?.close());

/** A client of its own for one subscriber; both URLs at the mock (without socketUrl it would open a socket to the vendor's cloud). */
const clientFor = (subscriberId: string) => {
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  return new Novu({ applicationIdentifier, subscriber: { subscriberId }, backendUrl: server.url, socketUrl: server.url, socketOptions: { reconnection: false } });
};

describe('the official Inbox client (@novu/js): topic subscriptions', () => {
  it('creates, lists, gets (with the preferences of the workflows asked for), updates and deletes', async () => {
    const novu = clientFor('js-topics-ann');
    const created = await novu.subscriptions.create({ topicKey: 'js-news', topicName: 'JS news', preferences: ['payment-failed'] });
    expect(created.error).toBeUndefined();
    expect(created.data?.identifier).toBe('tk_js-news:si_js-topics-ann');
    expect(created.data?.preferences?.map((p) => [p.workflow?.identifier, p.enabled])).toEqual([['payment-failed', true]]);

    const listed = await novu.subscriptions.list({ topicKey: 'js-news' });
    expect(listed.error).toBeUndefined();
    expect(listed.data?.map((s) => s.identifier)).toEqual(['tk_js-news:si_js-topics-ann']);

    // Without an identifier the client asks for its default one, tk_<topic>:si_<subscriber>.
    const got = await novu.subscriptions.get({ topicKey: 'js-news', workflowIds: ['comment-mention'] }, { refetch: true });
    expect(got.error).toBeUndefined();
    expect(got.data?.preferences?.map((p) => p.workflow?.identifier).sort()).toEqual(['comment-mention', 'payment-failed']);

    const updated = await novu.subscriptions.update({ topicKey: 'js-news', identifier: 'tk_js-news:si_js-topics-ann', preferences: [{ workflowId: 'comment-mention', enabled: false }] });
    expect(updated.error).toBeUndefined();
    expect(updated.data?.preferences?.map((p) => [p.workflow?.identifier, p.enabled])).toEqual([['comment-mention', false]]);

    const deleted = await novu.subscriptions.delete({ topicKey: 'js-news', identifier: 'tk_js-news:si_js-topics-ann' });
    expect(deleted.error).toBeUndefined();
    const none = await novu.subscriptions.get({ topicKey: 'js-news' }, { refetch: true });
    expect(none.error).toBeUndefined();
    expect(none.data).toBeNull();
  });
});
