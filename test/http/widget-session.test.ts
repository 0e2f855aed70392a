/** `POST /v1/widgets/session/initialize` and the organization: the legacy widget's session, HMAC, token scope. */
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberHashOf } from '../../src/domain/inbox/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

const applicationOf = (apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;
const initialize = (body: object) => t.request().post('/v1/widgets/session/initialize').send(body);
const asWidget = (token: string) => ({
  get: (url: string) => t.request().get(url).set('Authorization', `Bearer ${token}`),
});

describe('POST /v1/widgets/session/initialize', () => {
  it('creates the subscriber with the sent profile and answers the token and profile in {data}, whatever the envelope mode', async () => {
    const res = await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-new', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+15550001', hmacHash: null });
    expect(res.status).toBe(201);
    const created = await t.api().get('/v2/subscribers/widget-new');
    expect(created.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+15550001' });
    expect(res.body.data).toEqual({ token: expect.any(String), profile: { _id: created.body._id, firstName: 'Ada', lastName: 'Lovelace', phone: '+15550001' } });
  });

  it('updates the profile fields sent for a subscriber that exists when the hash is valid, and keeps the others', async () => {
    await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-again', firstName: 'Ada', email: 'ada@example.com' });
    const res = await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-again', firstName: 'Grace', hmacHash: subscriberHashOf(DEV_KEY, 'widget-again') });
    expect(res.status).toBe(201);
    expect((await t.api().get('/v2/subscribers/widget-again')).body).toMatchObject({ firstName: 'Grace', email: 'ada@example.com' });
  });

  it('leaves an existing profile as it is without a valid hash (HMAC off), as the real allowUpdate', async () => {
    await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-kept', firstName: 'Ada' });
    const res = await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-kept', firstName: 'Mallory' });
    expect(res.status).toBe(201);
    expect((await t.api().get('/v2/subscribers/widget-kept')).body).toMatchObject({ firstName: 'Ada' });
  });

  it("refuses an unknown application identifier with the widget's own words, and creates nobody", async () => {
    const res = await initialize({ applicationIdentifier: 'no-such-app', subscriberId: 'widget-nobody' });
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body, 400).message).toBe('Please provide a valid app identifier');
    expect((await t.api().get('/v2/subscribers/widget-nobody')).status).toBe(404);
  });

  it('requires the HMAC of the subscriber id where the in-app integration has it on', async () => {
    const applicationIdentifier = applicationOf(PROD_KEY);
    for (const hmacHash of [undefined, null, subscriberHashOf('other-key', 'widget-hmac')]) {
      const refused = await initialize({ applicationIdentifier, subscriberId: 'widget-hmac', ...(hmacHash !== undefined && { hmacHash }) });
      expect(refused.status).toBe(400);
      expect(expectErrorShape(refused.body, 400).message).toBe('Please provide a valid HMAC hash');
    }
    expect((await t.api(PROD_KEY).get('/v2/subscribers/widget-hmac')).status).toBe(404);
    const admitted = await initialize({ applicationIdentifier, subscriberId: 'widget-hmac', hmacHash: subscriberHashOf(PROD_KEY, 'widget-hmac') });
    expect(admitted.status).toBe(201);
  });

  it('answers 404 with the real words when the environment has no active in-app integration', async () => {
    const environment = t.deps.registry.resolve(DEV_KEY);
    const inApp = environment?.integrations.listActive().filter((i) => i.channel === 'in_app') ?? [];
    for (const integration of inApp) expect((await t.api().put(`/v1/integrations/${integration._id}`, { active: false })).status).toBe(200);
    const res = await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-no-integration' });
    expect(res.status).toBe(404);
    expect(expectErrorShape(res.body, 404).message).toBe('In app integration could not be found');
  });

  it('refuses a malformed email and a missing subscriberId with 422, creating nobody', async () => {
    const badEmail = await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-bad-email', email: 'not-an-email' });
    expect(badEmail.status).toBe(422);
    expect((await t.api().get('/v2/subscribers/widget-bad-email')).status).toBe(404);
    expect((await initialize({ applicationIdentifier: applicationOf(DEV_KEY) })).status).toBe(422);
  });

  it('gives a token that opens the widget and the Inbox routes of its subscriber, and no API-key route', async () => {
    const { token } = (await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-token' })).body.data;
    expect((await asWidget(token).get('/v1/widgets/notifications/unseen')).body).toEqual({ data: { count: 0 } });
    expect((await asWidget(token).get('/v1/inbox/notifications/count?filters=[{}]')).status).toBe(200);
    expect((await asWidget(token).get('/v2/subscribers')).status).toBe(401);
    expect((await t.api().get('/v1/widgets/notifications/unseen')).status).toBe(401);
  });

  it('answers a browser page on another origin, preflight included, for the headers the widget sends', async () => {
    const preflight = await t
      .request()
      .options('/v1/widgets/notifications/feed')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-headers']?.toLowerCase()).toContain('authorization');
    const res = await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-cors' }).set('Origin', 'http://localhost:5173');
    expect(res.status).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('keeps the token out of the journal', async () => {
    const { token } = (await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-journal' })).body.data;
    const entry = t.deps.control.journal.list().find((e) => e.operationId === 'initializeWidgetSession');
    expect(entry?.response.body).toMatchObject({ data: { token: '[redacted]' } });
    await asWidget(token).get('/v1/widgets/notifications/unseen');
    expect(JSON.stringify(t.deps.control.journal.list())).not.toContain(token);
  });

  it('ends its tokens with a reset', async () => {
    const { token } = (await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-reset' })).body.data;
    expect((await t.request().post('/__admin/reset')).status).toBe(200);
    const after = await asWidget(token).get('/v1/widgets/notifications/feed');
    expect(after.status).toBe(401);
    expectErrorShape(after.body, 401);
  });
});

describe('GET /v1/widgets/organization', () => {
  it("answers the session environment's organization", async () => {
    const { token } = (await initialize({ applicationIdentifier: applicationOf(DEV_KEY), subscriberId: 'widget-org' })).body.data;
    const res = await asWidget(token).get('/v1/widgets/organization');
    expect(res.status).toBe(200);
    const environment = t.deps.registry.resolve(DEV_KEY);
    expect(res.body).toEqual({ data: { _id: environment?.info._organizationId, name: environment?.info.organization.name } });
  });
});
