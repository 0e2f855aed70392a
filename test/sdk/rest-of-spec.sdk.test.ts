import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, PROD_ENV_ID } from '../helpers/test-app.js';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(9);

describe('the official SDK (@novu/api) against the mock: the rest of the spec', () => {
  it('reads every page of the activity feed, and one event in full', async () => {
    let page = 0;
    let seen = 0;
    for (;;) {
      const { result } = await sdk.novu().notifications.list({ page, limit: 50 });
      seen += result.data.length;
      if (!result.hasMore) break;
      page++;
    }
    expect(seen).toBeGreaterThanOrEqual(200);
    const { result: list } = await sdk.novu().notifications.list({ channels: ['in_app', 'email'], limit: 5 });
    const first = list.data[0];
    expect(first?.subscriber?.subscriberId).toEqual(expect.any(String));
    const { result: event } = await sdk.novu().notifications.retrieve(first?.id ?? '');
    expect(event.jobs?.length).toBeGreaterThan(0);
    expect(event.jobs?.[0]?.executionDetails.length).toBeGreaterThan(0);
  });

  it("lists a subscriber's in-app messages and marks them read", async () => {
    const environment = sdk.server().deps.registry.resolve(DEV_KEY);
    const unread = environment?.messages.all().find((m) => m.channel === 'in_app' && !m.read);
    const subscriber = environment?.subscribers.findByInternalId(unread?._subscriberId ?? '');
    const subscriberId = subscriber?.subscriberId ?? '';
    const { result } = await sdk.novu().messages.retrieve({ subscriberId, channel: 'in_app', limit: 100 });
    const ids = result.data.map((m) => m.id ?? '');
    expect(ids).toContain(unread?._id);
    expect(result.data.every((m) => m.subscriber?.subscriberId === subscriberId)).toBe(true);
    const marked = await sdk.novu().subscribers.messages.markAllAs({ messageId: ids, markAs: 'read' }, subscriberId);
    expect(marked.result).toHaveLength(ids.length);
    expect(marked.result.every((m) => m.read && m.seen)).toBe(true);
    const single = await sdk.novu().subscribers.messages.markAllAs({ messageId: ids[0] ?? '', markAs: 'unseen' }, subscriberId);
    expect(single.result[0]?.seen).toBe(false);
  });

  it('filters messages by exact context keys (messages.retrieve sends contextKeys)', async () => {
    const environment = sdk.server().deps.registry.resolve(DEV_KEY);
    const withKeys = (environment?.messages.all() ?? []).filter((m) => [...(m.contextKeys ?? [])].sort().join() === 'project:p-101,tenant:acme');
    expect(withKeys.length).toBeGreaterThan(1);
    const { result } = await sdk.novu().messages.retrieve({ contextKeys: ['tenant:acme', 'project:p-101'], limit: 1000 });
    expect(result.data.map((m) => m.id)).toEqual(withKeys.map((m) => m._id));
    expect(result.data.every((m) => m.contextKeys?.length === 2)).toBe(true);
    const none = await sdk.novu().messages.retrieve({ contextKeys: ['tenant:nonexistent'] });
    expect(none.result.data).toEqual([]);
    expect(none.result.totalCount).toBe(0);
  });

  it('creates, reads, updates and deletes environment variables, secrets masked', async () => {
    const created = await sdk.novu().environmentVariables.create({
      key: 'SDK_SECRET',
      isSecret: true,
      values: [{ environmentId: DEV_ENV_ID, value: 'shh' }, { environmentId: PROD_ENV_ID, value: 'shh-prod' }],
    } as never);
    expect(created.result).toMatchObject({ key: 'SDK_SECRET', isSecret: true });
    expect(JSON.stringify(created.result)).not.toContain('shh');
    const listed = await sdk.novu().environmentVariables.list('sdk_');
    expect(listed.result.map((v) => v.key)).toEqual(['SDK_SECRET']);
    await sdk.novu().environmentVariables.delete('SDK_SECRET');
    const error = await sdk.novu().environmentVariables.retrieve('SDK_SECRET').catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 404 });
  });

  it('lists active integrations and sets a primary one', async () => {
    const { result } = await sdk.novu().integrations.listActive();
    expect(result.every((i) => i.active)).toBe(true);
    // The lists are the organization's: the key sets a primary among its own environment's.
    const mailgun = result.find((i) => i.providerId === 'mailgun' && i.environmentId === DEV_ENV_ID);
    const primary = await sdk.novu().integrations.setAsPrimary(mailgun?.id ?? '');
    expect(primary.result).toMatchObject({ providerId: 'mailgun', primary: true, active: true });
    const all = await sdk.novu().integrations.list();
    expect(all.result.filter((i) => i.channel === 'email' && i.primary && i.environmentId === DEV_ENV_ID).map((i) => i.providerId)).toEqual(['mailgun']);
  });
});
