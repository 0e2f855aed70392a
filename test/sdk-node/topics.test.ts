import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID } from '../helpers/test-app.js';
import { PROD_KEY, failure, useNodeSdkMock } from './node-sdk.js';

const sdk = useNodeSdkMock(2905);

const identify = (...ids: string[]) => Promise.all(ids.map((id) => sdk.novu().subscribers.identify(id, { firstName: id })));

describe('@novu/node 2.6.6: topics', () => {
  it('creates a topic: 201 and {data: {_id, key}}; the same key again is a 409', async () => {
    const created = await sdk.novu().topics.create({ key: 'node-news', name: 'Node news' });
    expect(created.status).toBe(201);
    expect(Object.keys(created.data)).toEqual(['data']);
    expect(Object.keys(created.data.data).sort()).toEqual(['_id', 'key']);
    expect(created.data.data.key).toBe('node-news');
    expect(created.data.data._id).toMatch(/^[0-9a-f]{24}$/);
    const again = await failure(sdk.novu().topics.create({ key: 'node-news', name: 'Twice' }));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ statusCode: 409, error: 'Conflict' });
  });

  it('gets a topic: {data: {_id, key, name, subscribers: [subscriberId…]}}', async () => {
    await identify('node-topic-reader');
    await sdk.novu().topics.create({ key: 'node-get', name: 'Get me' });
    await sdk.novu().topics.addSubscribers('node-get', { subscribers: ['node-topic-reader'] });
    const got = await sdk.novu().topics.get('node-get');
    expect(got.status).toBe(200);
    expect(got.data.data).toMatchObject({ key: 'node-get', name: 'Get me', _environmentId: DEV_ENV_ID, subscribers: ['node-topic-reader'] });
    expect((await failure(sdk.novu().topics.get('node-no-such-topic'))).status).toBe(404);
    expect((await failure(sdk.novu(PROD_KEY).topics.get('node-get'))).status).toBe(404);
  });

  it('lists topics as a page {page, pageSize, totalCount, data}, not wrapped; filters by key', async () => {
    await sdk.novu().topics.create({ key: 'node-list-a', name: 'A' });
    const page = await sdk.novu().topics.list({ page: 0, pageSize: 2 });
    expect(page.status).toBe(200);
    expect(Object.keys(page.data).sort()).toEqual(['data', 'page', 'pageSize', 'totalCount']);
    expect(page.data).toMatchObject({ page: 0, pageSize: 2 });
    expect(page.data.data).toHaveLength(2);
    expect(page.data.totalCount).toBeGreaterThan(2);
    const byKey = await sdk.novu().topics.list({ key: 'node-list-a' });
    expect(byKey.data.data.map((t: { key: string }) => t.key)).toEqual(['node-list-a']);
    expect(byKey.data.totalCount).toBe(1);
  });

  it('renames a topic (PATCH): {data: the topic with its new name}', async () => {
    await sdk.novu().topics.create({ key: 'node-rename', name: 'Before' });
    const renamed = await sdk.novu().topics.rename('node-rename', 'After');
    expect(renamed.status).toBe(200);
    expect(renamed.data.data).toMatchObject({ key: 'node-rename', name: 'After' });
    expect((await sdk.novu().topics.get('node-rename')).data.data.name).toBe('After');
  });

  it('adds subscribers: 200 and {data: {succeeded, failed: {notFound}}}; checks one; removes them: 204', async () => {
    await identify('node-sub-a', 'node-sub-b');
    await sdk.novu().topics.create({ key: 'node-members', name: 'Members' });
    const added = await sdk.novu().topics.addSubscribers('node-members', { subscribers: ['node-sub-a', 'node-sub-b', 'node-sub-ghost'] });
    expect(added.status).toBe(200);
    expect(added.data).toEqual({ data: { succeeded: ['node-sub-a', 'node-sub-b'], failed: { notFound: ['node-sub-ghost'] } } });
    const allFound = await sdk.novu().topics.addSubscribers('node-members', { subscribers: ['node-sub-a'] });
    expect(allFound.data).toEqual({ data: { succeeded: ['node-sub-a'] } });

    const member = await sdk.novu().topics.getSubscriber('node-members', 'node-sub-a');
    expect(member.status).toBe(200);
    expect(member.data.data).toMatchObject({ topicKey: 'node-members', externalSubscriberId: 'node-sub-a', _environmentId: DEV_ENV_ID });
    expect((await sdk.novu().topics.checkSubscriber('node-members', 'node-sub-b')).data.data.externalSubscriberId).toBe('node-sub-b');

    const removed = await sdk.novu().topics.removeSubscribers('node-members', { subscribers: ['node-sub-a'] });
    expect(removed.status).toBe(204);
    expect(removed.data).toBe('');
    expect((await sdk.novu().topics.get('node-members')).data.data.subscribers).toEqual(['node-sub-b']);
    expect((await failure(sdk.novu().topics.getSubscriber('node-members', 'node-sub-a'))).status).toBe(404);
  });

  it('deletes a topic: 204; a topic that still has subscribers is a 409 and stays', async () => {
    await identify('node-keeper');
    await sdk.novu().topics.create({ key: 'node-busy', name: 'Busy' });
    await sdk.novu().topics.addSubscribers('node-busy', { subscribers: ['node-keeper'] });
    const busy = await failure(sdk.novu().topics.delete('node-busy'));
    expect(busy.status).toBe(409);
    expect(busy.data.message).toContain("can't be deleted as it still has subscribers assigned");
    expect((await sdk.novu().topics.get('node-busy')).status).toBe(200);

    await sdk.novu().topics.removeSubscribers('node-busy', { subscribers: ['node-keeper'] });
    const deleted = await sdk.novu().topics.delete('node-busy');
    expect(deleted.status).toBe(204);
    expect((await failure(sdk.novu().topics.get('node-busy'))).status).toBe(404);
  });
});
