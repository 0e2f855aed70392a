import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(7);

describe('the official SDK (@novu/api) against the mock: subscribers.patch', () => {
  it('sets the fields sent, null clearing one, and the change is what retrieve returns', async () => {
    await sdk.novu().subscribers.create({ subscriberId: 'sdk-patch', firstName: 'Ada', lastName: 'L', phone: '+15550001111' });
    const patched = await sdk.novu().subscribers.patch({ lastName: 'Lovelace', phone: null, timezone: 'Europe/Paris' }, 'sdk-patch');
    expect(patched.result).toMatchObject({ subscriberId: 'sdk-patch', firstName: 'Ada', lastName: 'Lovelace', phone: null, timezone: 'Europe/Paris' });
    expect((await sdk.novu().subscribers.retrieve('sdk-patch')).result).toEqual(patched.result);
  });

  it('surfaces an unknown subscriber as a 404 ErrorDto with the real message', async () => {
    const error = await sdk.novu().subscribers.patch({ firstName: 'X' }, 'sdk-nobody').catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 404, message: 'Subscriber: sdk-nobody was not found' });
  });
});
