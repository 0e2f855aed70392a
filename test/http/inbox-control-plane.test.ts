/** The control plane's fault rules and clocks reach the Inbox API as they reach the API-key routes. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
let token: string;

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  const environment = t.deps.registry.resolve(DEV_KEY);
  const withInApp = environment?.messages.all().find((m) => m.channel === 'in_app' && !m.read);
  const subscriberId = environment?.subscribers.findByInternalId(withInApp?._subscriberId ?? '')?.subscriberId as string;
  const applicationIdentifier = t.deps.registry.fixtureKeys().find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier;
  token = (await t.request().post('/v1/inbox/session').send({ applicationIdentifier, subscriber: subscriberId })).body.data.token as string;
});

const inbox = () => ({
  get: (url: string) => t.request().get(url).set('Authorization', `Bearer ${token}`),
  patch: (url: string) => t.request().patch(url).set('Authorization', `Bearer ${token}`),
});

describe('the Inbox API under the control plane', () => {
  it('answers a fault rule on its path with the forced status, in the error shape, and journals it', async () => {
    await t.request().post('/__admin/faults').send({ method: 'GET', path: '/v1/inbox/notifications', status: 503, times: 1 }).expect(201);
    const faulted = await inbox().get('/v1/inbox/notifications');
    expect(faulted.status).toBe(503);
    expect(faulted.headers['retry-after']).toBe('1');
    expectErrorShape(faulted.body, 503);
    expect((await inbox().get('/v1/inbox/notifications')).status).toBe(200);
    const journal = await t.request().get('/__admin/requests?path=/v1/inbox/notifications&status=503');
    expect(journal.body.total).toBe(1);
  });

  it("stamps Inbox writes and their journal entries with the environment's clock (frozen, then advanced)", async () => {
    const at = '2031-02-03T04:05:06.000Z';
    await t.request().post(`/__admin/clock?apiKey=${DEV_KEY}`).send({ action: 'freeze', at }).expect(200);
    const [first, second] = (await inbox().get('/v1/inbox/notifications?read=false&limit=2')).body.data as { id: string }[];
    expect((await inbox().patch(`/v1/inbox/notifications/${first?.id}/read`)).body.data.readAt).toBe(at);
    await t.request().post(`/__admin/clock?apiKey=${DEV_KEY}`).send({ action: 'advance', ms: 60_000 }).expect(200);
    const archived = await inbox().patch(`/v1/inbox/notifications/${second?.id}/archive`);
    expect(archived.body.data.archivedAt).toBe('2031-02-03T04:06:06.000Z');
    const journal = await t.request().get(`/__admin/requests?path=/v1/inbox/notifications/${second?.id}/archive`);
    expect(journal.body.data[0].at).toBe('2031-02-03T04:06:06.000Z');
  });
});
