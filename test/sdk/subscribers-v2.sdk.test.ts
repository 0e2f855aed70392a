/**
 * Today's `/v2/subscribers` rules through the official SDK, as the real service's own e2e tests drive them
 * (subscribers.controller.e2e.ts, create-subscriber.e2e.ts, patch-subscriber-preferences.e2e.ts and
 * get-subscriber-preferences.e2e.ts of April 2026), on subscribers of their own next to the fixtures.
 */
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(45);
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e);

async function createTestSubscriber(suffix: string) {
  const payload = { subscriberId: `test-subscriber-${suffix}`, firstName: `Test ${suffix}`, lastName: 'Subscriber', email: `test-${suffix}@subscriber.com`, phone: '+1987654329' };
  return (await sdk.novu().subscribers.create(payload)).result;
}

describe('the official SDK (@novu/api) against the mock: searching subscribers', () => {
  it('finds by phone, by a part of the phone, and not by digits it lacks', async () => {
    await createTestSubscriber('phone');
    const search = (phone: string) => sdk.novu().subscribers.search({ phone, limit: 15 });
    expect((await search('+1987654329')).result.data.map((s) => s.phone)).toEqual(['+1987654329']);
    expect((await search('9876543')).result.totalCount).toBe(1);
    expect((await search('7145')).result.totalCount).toBe(0);
  });

  it('finds by a part of the email and of the full name', async () => {
    const uuid = 'a1b2c3d4e5';
    await createTestSubscriber(uuid);
    const byEmail = await sdk.novu().subscribers.search({ email: `test-${uuid.substring(0, 5)}` });
    expect(byEmail.result.data.map((s) => s.email)).toEqual([`test-${uuid}@subscriber.com`]);
    const byName = await sdk.novu().subscribers.search({ name: `Test ${uuid.substring(0, 5)}` });
    expect(byName.result.data.map((s) => s.lastName)).toEqual(['Subscriber']);
    const byFullName = await sdk.novu().subscribers.search({ name: `Test ${uuid} Subscriber` });
    expect(byFullName.result.totalCount).toBe(1);
  });

  it('answers 400 to both cursors', async () => {
    const error = await failure(sdk.novu().subscribers.search({ before: '000000000000000000000001', after: '000000000000000000000002' }));
    expect(error).toMatchObject({ statusCode: 400 });
    expect((error as Error).message).toContain('Cannot specify both "before" and "after" cursors');
  });
});

describe('the official SDK (@novu/api) against the mock: creating subscribers', () => {
  it('creates with locale en_US, empty simple fields, null complex fields and data: null', async () => {
    const novu = sdk.novu();
    const created = (await novu.subscribers.create({ subscriberId: 'sdk-v2-locale', firstName: 'First Name', locale: 'en_US', timezone: 'America/New_York', data: { test1: 'test value1' } })).result;
    expect(created).toMatchObject({ locale: 'en_US', timezone: 'America/New_York', data: { test1: 'test value1' } });
    const empty = (await novu.subscribers.create({ subscriberId: 'sdk-v2-empty', firstName: '', lastName: '', phone: '', avatar: '' })).result;
    expect(empty).toMatchObject({ firstName: '', lastName: '', phone: '', avatar: '' });
    const nulls = (await novu.subscribers.create({ subscriberId: 'sdk-v2-nulls', email: null, locale: null, timezone: null })).result;
    expect(nulls).toMatchObject({ email: null, locale: null, timezone: null });
    const noData = (await novu.subscribers.create({ subscriberId: 'sdk-v2-null-data', data: null })).result;
    expect([null, undefined]).toContain(noData.data);
  });

  it.each(['email', 'locale', 'timezone'])('refuses %s: "" with a 422 naming the field', async (field) => {
    const error = await failure(sdk.novu().subscribers.create({ subscriberId: `sdk-v2-empty-${field}`, [field]: '' }));
    expect(error).toMatchObject({ statusCode: 422 });
    expect(JSON.stringify((error as { errors?: unknown }).errors)).toContain(field);
  });
});

describe('the official SDK (@novu/api) against the mock: preferences per context', () => {
  it('keeps separate preferences for different contexts, single and bulk, and lists each', async () => {
    const novu = sdk.novu();
    const subscriber = await createTestSubscriber('context');
    const workflowId = 'welcome-onboarding';
    const emailIn = async (contextKeys: string[]) =>
      (await novu.subscribers.preferences.list({ subscriberId: subscriber.subscriberId, contextKeys })).result.workflows.find((w) => w.workflow.identifier === workflowId)?.channels.email;

    const acme = await novu.subscribers.preferences.update({ workflowId, channels: { email: false, inApp: true }, context: { tenant: 'acme' } }, subscriber.subscriberId);
    expect(acme.result.workflows.find((w) => w.workflow.identifier === workflowId)?.channels).toMatchObject({ inApp: true, email: false });
    await novu.subscribers.preferences.update({ workflowId, channels: { email: true }, context: { tenant: 'globex' } }, subscriber.subscriberId);
    expect(await emailIn(['tenant:acme'])).toBe(false);
    expect(await emailIn(['tenant:globex'])).toBe(true);

    const bulk = await novu.subscribers.preferences.bulkUpdate({ context: { tenant: 'initech' }, preferences: [{ workflowId, channels: { email: false } }] }, subscriber.subscriberId);
    expect(bulk.result[0]?.channels.email).toBe(false);
    expect(await emailIn(['tenant:initech'])).toBe(false);
    expect(await emailIn([])).toBe(true);
  });
});
