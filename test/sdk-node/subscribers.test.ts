import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID } from '../helpers/test-app.js';
import { PROD_KEY, failure, useNodeSdkMock } from './node-sdk.js';

const sdk = useNodeSdkMock(2901);

describe('@novu/node 2.6.6: subscribers (identify, update, list, get, delete)', () => {
  it('identifies a new subscriber: 201 and the subscriber in {data}, then gets it', async () => {
    const profile = { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', phone: '+15555550142', locale: 'en-US', data: { plan: 'pro' } };
    const created = await sdk.novu().subscribers.identify('node-sam', profile);
    expect(created.status).toBe(201);
    expect(Object.keys(created.data)).toEqual(['data']);
    const subscriber = created.data.data;
    expect(subscriber).toMatchObject({ ...profile, subscriberId: 'node-sam', _environmentId: DEV_ENV_ID, deleted: false });
    expect(subscriber._id).toMatch(/^[0-9a-f]{24}$/);

    const got = await sdk.novu().subscribers.get('node-sam');
    expect(got.status).toBe(200);
    expect(Object.keys(got.data)).toEqual(['data']);
    expect(got.data.data).toMatchObject({ _id: subscriber._id, subscriberId: 'node-sam', email: 'sam@example.com', data: { plan: 'pro' } });
  });

  it('identifies a known subscriber again: the same record, updated with the fields given, the others kept', async () => {
    const first = await sdk.novu().subscribers.identify('node-upsert', { firstName: 'Ada', email: 'ada@example.com' });
    const again = await sdk.novu().subscribers.identify('node-upsert', { lastName: 'King' });
    expect(again.status).toBe(201);
    expect(again.data.data).toMatchObject({ _id: first.data.data._id, firstName: 'Ada', lastName: 'King', email: 'ada@example.com' });
  });

  it('updates a subscriber (PUT): 200 and the new subscriber; a later get sees the change', async () => {
    await sdk.novu().subscribers.identify('node-update', { firstName: 'Old', email: 'old@example.com' });
    const updated = await sdk.novu().subscribers.update('node-update', { firstName: 'New', data: { tier: 'gold' } });
    expect(updated.status).toBe(200);
    expect(Object.keys(updated.data)).toEqual(['data']);
    expect(updated.data.data).toMatchObject({ subscriberId: 'node-update', firstName: 'New', email: 'old@example.com', data: { tier: 'gold' } });
    expect((await sdk.novu().subscribers.get('node-update')).data.data.firstName).toBe('New');
  });

  it('lists subscribers a page at a time: {page, pageSize, hasMore, data}, not wrapped (the page has its data)', async () => {
    const first = await sdk.novu().subscribers.list(0, 2);
    expect(first.status).toBe(200);
    expect(Object.keys(first.data).sort()).toEqual(['data', 'hasMore', 'page', 'pageSize']);
    expect(first.data).toMatchObject({ page: 0, pageSize: 2, hasMore: true });
    expect(first.data.data).toHaveLength(2);
    const second = await sdk.novu().subscribers.list(1, 2);
    expect(second.data.page).toBe(1);
    const ids = (page: { data: { data: { subscriberId: string }[] } }) => page.data.data.map((s) => s.subscriberId);
    expect(ids(second)).toHaveLength(2);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    // The SDK's defaults: page 0, 10 a page.
    const defaults = await sdk.novu().subscribers.list();
    expect(defaults.data).toMatchObject({ page: 0, pageSize: 10 });
    expect(defaults.data.data).toHaveLength(10);
  });

  it('deletes a subscriber: {data: {acknowledged, status: "deleted"}}; then it is a 404', async () => {
    await sdk.novu().subscribers.identify('node-gone', { firstName: 'Gone' });
    const deleted = await sdk.novu().subscribers.delete('node-gone');
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ data: { acknowledged: true, status: 'deleted' } });
    const missing = await failure(sdk.novu().subscribers.get('node-gone'));
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(missing.data.message).toContain('node-gone');
  });

  it('keeps environments apart: the production key does not see a development subscriber', async () => {
    await sdk.novu().subscribers.identify('node-dev-only', { firstName: 'Dev' });
    expect((await failure(sdk.novu(PROD_KEY).subscribers.get('node-dev-only'))).status).toBe(404);
  });

  it('refuses an unknown API key with 401 before anything else', async () => {
    const refused = await failure(sdk.novu('no-such-key').subscribers.identify('node-x', { firstName: 'X' }));
    expect(refused.status).toBe(401);
    expect(refused.data).toMatchObject({ statusCode: 401, message: 'API Key not found' });
  });
});

describe('@novu/node 2.6.6: subscriber credentials', () => {
  it('sets chat credentials (PUT): the subscriber with the channel; deletes them: 204 and the channel is gone', async () => {
    await sdk.novu().subscribers.identify('node-creds', { firstName: 'Cred' });
    const set = await sdk.novu().subscribers.setCredentials('node-creds', 'slack', { webhookUrl: 'https://hooks.example.com/T0/B0' });
    expect(set.status).toBe(200);
    expect(Object.keys(set.data)).toEqual(['data']);
    expect(set.data.data.subscriberId).toBe('node-creds');
    expect(set.data.data.channels).toEqual([
      expect.objectContaining({ providerId: 'slack', credentials: expect.objectContaining({ webhookUrl: 'https://hooks.example.com/T0/B0' }) }),
    ]);
    const seen = await sdk.novu().subscribers.get('node-creds');
    expect(seen.data.data.channels.map((c: { providerId: string }) => c.providerId)).toEqual(['slack']);

    const removed = await sdk.novu().subscribers.deleteCredentials('node-creds', 'slack');
    expect(removed.status).toBe(204);
    expect(removed.data).toBe('');
    const after = await sdk.novu().subscribers.get('node-creds');
    expect(after.data.data.channels ?? []).toEqual([]);
  });

  it('sets push device tokens and replaces them on the next set (PUT is idempotent, not an append)', async () => {
    await sdk.novu().subscribers.identify('node-push', { firstName: 'Push' });
    await sdk.novu().subscribers.setCredentials('node-push', 'fcm', { deviceTokens: ['token-a'] });
    const replaced = await sdk.novu().subscribers.setCredentials('node-push', 'fcm', { deviceTokens: ['token-b'] });
    const fcm = replaced.data.data.channels.find((c: { providerId: string }) => c.providerId === 'fcm');
    expect(fcm.credentials.deviceTokens).toEqual(['token-b']);
  });
});
