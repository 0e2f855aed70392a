import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID } from '../helpers/test-app.js';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(7);

describe('the official SDK (@novu/api) against the mock: subscribers', () => {
  it('creates, retrieves and upserts a subscriber', async () => {
    const created = await sdk.novu().subscribers.create({ subscriberId: 'sdk-user-1', firstName: 'Sdk', email: 'sdk@example.com', data: { plan: 'pro' } });
    expect(created.result).toMatchObject({ subscriberId: 'sdk-user-1', firstName: 'Sdk', environmentId: DEV_ENV_ID, deleted: false });
    expect(created.result.id).toMatch(/^[0-9a-f]{24}$/);
    const fetched = await sdk.novu().subscribers.retrieve('sdk-user-1');
    expect(fetched.result.email).toBe('sdk@example.com');
    const upserted = await sdk.novu().subscribers.create({ subscriberId: 'sdk-user-1', lastName: 'User' });
    expect(upserted.result).toMatchObject({ firstName: 'Sdk', lastName: 'User' });
  });

  it('pages through a search with next cursors', async () => {
    const first = await sdk.novu().subscribers.search({ limit: 20 });
    expect(first.result.data).toHaveLength(20);
    expect(first.result.previous).toBeNull();
    expect(first.result.totalCountCapped).toBe(false);
    const second = await sdk.novu().subscribers.search({ limit: 20, after: first.result.next ?? undefined });
    const firstIds = new Set(first.result.data.map((s) => s.id));
    expect(second.result.data.some((s) => firstIds.has(s.id))).toBe(false);
  });

  it('filters a search by email', async () => {
    await sdk.novu().subscribers.create({ subscriberId: 'sdk-filter', email: 'filter.me@example.com' });
    const res = await sdk.novu().subscribers.search({ email: 'filter.me@example.com' });
    expect(res.result.data.map((s) => s.subscriberId)).toEqual(['sdk-filter']);
  });

  it('appends and replaces provider credentials', async () => {
    await sdk.novu().subscribers.create({ subscriberId: 'sdk-push' });
    await sdk.novu().subscribers.credentials.append({ providerId: 'fcm', credentials: { deviceTokens: ['t1'] } }, 'sdk-push');
    const appended = await sdk.novu().subscribers.credentials.append({ providerId: 'fcm', credentials: { deviceTokens: ['t2', 't1'] } }, 'sdk-push');
    const channel = appended.result.channels?.find((c) => c.providerId === 'fcm');
    expect(channel?.credentials.deviceTokens).toEqual(['t1', 't2']);
    expect(channel?.integrationId).toMatch(/^[0-9a-f]{24}$/);
    const replaced = await sdk.novu().subscribers.credentials.update({ providerId: 'fcm', credentials: { deviceTokens: ['t3'] } }, 'sdk-push');
    expect(replaced.result.channels?.find((c) => c.providerId === 'fcm')?.credentials.deviceTokens).toEqual(['t3']);
  });

  it('surfaces 404 as an ErrorDto with the real message', async () => {
    const error = await sdk.novu().subscribers.retrieve('sdk-nobody').catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 404, message: 'Subscriber: sdk-nobody was not found' });
  });

  it('surfaces 422 as a ValidationErrorDto with the errors map', async () => {
    const error = await sdk.novu().subscribers.create({ subscriberId: 'bad-mail', email: 'not-an-email' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 422 });
    expect((error as { errors: Record<string, unknown> }).errors['body.email']).toBeDefined();
  });

  it('surfaces the failIfExists conflict with status 409', async () => {
    await sdk.novu().subscribers.create({ subscriberId: 'sdk-dup' });
    const error = await sdk.novu().subscribers.create({ subscriberId: 'sdk-dup' }, true).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 409 });
  });
});
