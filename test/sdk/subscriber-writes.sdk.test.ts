import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(13);

describe('the official SDK (@novu/api) against the mock: bulk, delete, credentials delete, online flag', () => {
  it('bulk-creates and updates subscribers, and refuses more than 500', async () => {
    await sdk.novu().subscribers.create({ subscriberId: 'sdk-bulk-existing' });
    const res = await sdk.novu().subscribers.createBulk({
      subscribers: [{ subscriberId: 'sdk-bulk-1', firstName: 'One' }, { subscriberId: 'sdk-bulk-existing', firstName: 'Two' }],
    });
    expect(res.result).toEqual({ created: [{ subscriberId: 'sdk-bulk-1' }], updated: [{ subscriberId: 'sdk-bulk-existing' }], failed: [] });
    const tooMany = await sdk
      .novu()
      .subscribers.createBulk({ subscribers: Array.from({ length: 501 }, (_, i) => ({ subscriberId: `sdk-many-${i}` })) })
      .catch((e: unknown) => e);
    expect(tooMany).toMatchObject({ statusCode: 422, errors: { 'body.subscribers': { messages: ['subscribers must contain no more than 500 elements'] } } });
  });

  it('deletes a subscriber, then answers 404 for it', async () => {
    await sdk.novu().subscribers.create({ subscriberId: 'sdk-doomed' });
    const deleted = await sdk.novu().subscribers.delete('sdk-doomed');
    expect(deleted.result).toEqual({ acknowledged: true, status: 'deleted' });
    const again = await sdk.novu().subscribers.delete('sdk-doomed').catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 404, message: 'Subscriber was not found' });
  });

  it("deletes a provider's credentials, and answers 404 for an unknown subscriber", async () => {
    await sdk.novu().subscribers.create({ subscriberId: 'sdk-creds' });
    await sdk.novu().subscribers.credentials.append({ providerId: 'fcm', credentials: { deviceTokens: ['t1'] } }, 'sdk-creds');
    await sdk.novu().subscribers.credentials.delete('sdk-creds', 'fcm');
    expect((await sdk.novu().subscribers.retrieve('sdk-creds')).result.channels ?? []).toEqual([]);
    const unknown = await sdk.novu().subscribers.credentials.delete('sdk-nobody', 'fcm').catch((e: unknown) => e);
    expect(unknown).toMatchObject({ statusCode: 404, message: 'Subscriber not found for id sdk-nobody' });
  });

  it('sets the online flag, and answers 404 for an unknown subscriber', async () => {
    await sdk.novu().subscribers.create({ subscriberId: 'sdk-online' });
    const offline = await sdk.novu().subscribers.properties.updateOnlineFlag({ isOnline: false }, 'sdk-online');
    expect(offline.result).toMatchObject({ subscriberId: 'sdk-online', isOnline: false });
    expect(offline.result.lastOnlineAt).toEqual(expect.any(String));
    const unknown = await sdk.novu().subscribers.properties.updateOnlineFlag({ isOnline: true }, 'sdk-nobody').catch((e: unknown) => e);
    expect(unknown).toMatchObject({ statusCode: 404, message: 'Subscriber not found' });
  });
});
