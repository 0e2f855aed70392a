import { describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

describe('resetting environments', () => {
  it('restores records changed through the API (seed records are never written)', async () => {
    const t = await makeTestApp({ envelope: false });
    const environment = t.deps.registry.resolve(DEV_KEY);
    const before = t.stateOf(DEV_KEY);
    const unread = environment?.messages.all().find((m) => m.channel === 'in_app' && !m.read);
    const owner = environment?.subscribers.findByInternalId(unread?._subscriberId ?? '');
    await t.api().post(`/v1/subscribers/${encodeURIComponent(owner?.subscriberId ?? '')}/messages/mark-as`, { messageId: unread?._id, markAs: 'read' });
    await t.api().post('/v2/subscribers', { subscriberId: owner?.subscriberId, firstName: 'Changed' });
    await t.api().patch(`/v1/subscribers/${encodeURIComponent(owner?.subscriberId ?? '')}/credentials`, { providerId: 'fcm', credentials: { deviceTokens: ['x'] } });
    const mailgun = environment?.integrations.list().find((i) => i.providerId === 'mailgun');
    await t.api().post(`/v1/integrations/${mailgun?._id}/set-primary`);
    expect(t.stateOf(DEV_KEY)).not.toBe(before);

    expect(t.deps.registry.reset(DEV_KEY)).toBe(true);
    expect(t.stateOf(DEV_KEY)).toBe(before);
    expect(environment?.messages.all().find((m) => m._id === unread?._id)?.read).toBe(false);
  });

  it('resets one environment without touching another', async () => {
    const t = await makeTestApp({ envelope: false });
    await t.api(DEV_KEY).post('/v2/subscribers', { subscriberId: 'dev-new' });
    await t.api(PROD_KEY).post('/v2/subscribers', { subscriberId: 'prod-new' });
    t.deps.registry.reset(DEV_KEY);
    expect((await t.api(DEV_KEY).get('/v2/subscribers/dev-new')).status).toBe(404);
    expect((await t.api(PROD_KEY).get('/v2/subscribers/prod-new')).status).toBe(200);
    t.deps.registry.reset();
    expect((await t.api(PROD_KEY).get('/v2/subscribers/prod-new')).status).toBe(404);
    expect(t.deps.registry.reset('unknown-key')).toBe(false);
  });
});
