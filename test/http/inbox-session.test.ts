/** `POST /v1/inbox/session`: the environment by application identifier, HMAC where on, token scope. */
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

const applicationOf = (apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;
const session = (body: object) => t.request().post('/v1/inbox/session').send(body);
const unreadOf = (apiKey: string, subscriberId: string) => {
  const environment = t.deps.registry.resolve(apiKey);
  const subscriber = environment?.subscribers.find(subscriberId);
  return environment?.messages.inAppOf(subscriber?._id ?? '').filter((m) => !m.read).length;
};

describe('POST /v1/inbox/session', () => {
  it('gives every fixture environment its own application identifier', () => {
    const identifiers = t.deps.registry.fixtureKeys().map((k) => k.applicationIdentifier);
    expect(identifiers.every((id) => id.length > 0)).toBe(true);
    expect(new Set(identifiers).size).toBe(identifiers.length);
  });

  it('opens a session without HMAC in Development, with the unread counts of the subscriber', async () => {
    const [withMessages] = t.deps.registry.resolve(DEV_KEY)?.messages.all().filter((m) => m.channel === 'in_app') ?? [];
    const subscriberId = t.deps.registry.resolve(DEV_KEY)?.subscribers.findByInternalId(withMessages?._subscriberId ?? '')?.subscriberId as string;
    const res = await session({ applicationIdentifier: applicationOf(DEV_KEY), subscriber: { subscriberId } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ removeNovuBranding: false, isDevelopmentMode: true, totalUnreadCount: unreadOf(DEV_KEY, subscriberId) });
    expect(res.body.data.unreadCount.total).toBe(res.body.data.totalUnreadCount);
    expect(typeof res.body.data.token).toBe('string');
  });

  it('creates the subscriber of a new id with the sent profile (also from the string and legacy forms)', async () => {
    const res = await session({ applicationIdentifier: applicationOf(DEV_KEY), subscriber: { subscriberId: 'inbox-new-1', firstName: 'Ada' } });
    expect(res.status).toBe(201);
    expect(res.body.data.totalUnreadCount).toBe(0);
    const created = await t.api().get('/v2/subscribers/inbox-new-1');
    expect(created.body.firstName).toBe('Ada');
    expect((await session({ applicationIdentifier: applicationOf(DEV_KEY), subscriber: 'inbox-new-2' })).status).toBe(201);
    expect((await session({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'inbox-new-3' })).status).toBe(201);
    expect((await t.api().get('/v2/subscribers/inbox-new-3')).status).toBe(200);
  });

  it('refuses an unknown application identifier with the real message', async () => {
    const res = await session({ applicationIdentifier: 'no-such-app', subscriber: 'x' });
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body, 400).message).toBe('Please provide a valid application identifier');
  });

  it('requires the HMAC of the subscriber id in Production, keyed by the API key', async () => {
    const applicationIdentifier = applicationOf(PROD_KEY);
    const missing = await session({ applicationIdentifier, subscriber: 'hmac-user' });
    expect(missing.status).toBe(400);
    expect(expectErrorShape(missing.body, 400).message).toBe('Please provide a valid HMAC hash');
    const wrong = await session({ applicationIdentifier, subscriber: 'hmac-user', subscriberHash: subscriberHashOf('other-key', 'hmac-user') });
    expect(wrong.status).toBe(400);
    expect((await t.api(PROD_KEY).get('/v2/subscribers/hmac-user')).status).toBe(404);
    const good = await session({ applicationIdentifier, subscriber: 'hmac-user', subscriberHash: subscriberHashOf(PROD_KEY, 'hmac-user') });
    expect(good.status).toBe(201);
    expect(good.body.data.isDevelopmentMode).toBe(false);
  });

  it('answers a browser page on another origin, preflight included', async () => {
    const preflight = await t
      .request()
      .options('/v1/inbox/session')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type,novu-api-version,novu-client-version');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-headers']).toContain('novu-client-version');
    const res = await session({ applicationIdentifier: applicationOf(DEV_KEY), subscriber: 'cors-user' }).set('Origin', 'http://localhost:5173');
    expect(res.status).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('keeps the token out of the journal', async () => {
    const { token } = (await session({ applicationIdentifier: applicationOf(DEV_KEY), subscriber: 'journal-user' })).body.data;
    const entry = t.deps.control.journal.list().find((e) => e.operationId === 'openInboxSession');
    expect(entry?.response.body).toMatchObject({ data: { token: '[redacted]' } });
    expect(JSON.stringify(t.deps.control.journal.list())).not.toContain(token);
  });

  it('refuses the token on API-key operations', async () => {
    const { token } = (await session({ applicationIdentifier: applicationOf(DEV_KEY), subscriber: 'scope-user' })).body.data;
    const res = await t.request().get('/v1/messages').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
  });
});
