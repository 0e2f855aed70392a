import { describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

async function withDomain(name = 'routes.example.com') {
  const t = await makeTestApp();
  const domain = (await t.api().post('/v1/domains', { name, data: { tenant: 'acme' } }).expect(201)).body.data as { _id: string };
  return { t, domain };
}
const routes = (t: TestApp, path = '') => `/v1/domains/routes.example.com/routes${path}`;
const deliveries = async (t: TestApp) => (await t.request().get(`/__admin/domains/routes.example.com/deliveries?apiKey=${DEV_KEY}`).expect(200)).body.data;

describe('domain routes', () => {
  it('creates a webhook route (address trimmed and lowercased), reads it back, lists, pages and deletes it', async () => {
    const { t, domain } = await withDomain();
    const res = await t.api().post(routes(t), { address: ' Support ', type: 'webhook', data: { source: 'e2e' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ _domainId: domain._id, address: 'support', type: 'webhook', data: { source: 'e2e' } });
    expect(res.body.data).not.toHaveProperty('agentId');
    expect((await t.api().get(routes(t, '/support'))).body.data).toEqual(res.body.data);
    const dup = await t.api().post(routes(t), { address: 'SUPPORT', type: 'webhook' });
    expect(expectErrorShape(dup.body, 409).message).toBe('A route for "support@routes.example.com" already exists.');

    await t.api().post(routes(t), { address: '*', type: 'webhook' }).expect(201);
    await t.api().post(routes(t), { address: 'sales+vip', type: 'webhook' }).expect(201);
    const page = await t.api().get(`${routes(t)}?limit=2`);
    expect(page.body).toMatchObject({ totalCount: 3, previous: null });
    const rest = await t.api().get(`${routes(t)}?limit=2&after=${page.body.next}`);
    expect([...page.body.data, ...rest.body.data].map((r: { address: string }) => r.address)).toEqual(['sales+vip', '*', 'support']);
    expect((await t.api().get(`${routes(t)}?before=${page.body.next}&after=${page.body.next}`)).body.message).toBe('Cannot specify both "before" and "after" cursors at the same time.');

    await t.api().delete(routes(t, '/support')).expect(204);
    const gone = await t.api().get(routes(t, '/support'));
    expect(expectErrorShape(gone.body, 404).message).toBe('Route "support@routes.example.com" not found.');
    expect((await t.api().delete(routes(t, '/support'))).status).toBe(404);
    expect((await t.api().get('/v1/domains/missing.example.com/routes')).status).toBe(404);
  });

  it('refuses addresses that are no inbox local part (422), agent routes without an agent (400) or with an unknown one (404)', async () => {
    const { t } = await withDomain();
    for (const address of ['support@routes.example.com', 'hello world', '.hello', 'hello.', 'hello..there', '', '   ']) {
      const res = await t.api().post(routes(t), { address, type: 'webhook' });
      expect(res.status, address).toBe(422);
    }
    expect((await t.api().post(routes(t), { address: 'x', type: 'fax' })).status).toBe(422);
    const noAgent = await t.api().post(routes(t), { address: 'no-dest', type: 'agent' });
    expect(expectErrorShape(noAgent.body, 400).message).toBe('agentId is required for agent routes.');
    const unknown = await t.api().post(routes(t), { address: 'bad-agent', type: 'agent', agentId: 'nobody' });
    expect(expectErrorShape(unknown.body, 404).message).toBe('Agent with identifier "nobody" not found.');
    expect((await t.api().get(`${routes(t)}?agentId=nobody`)).status).toBe(404);
  });

  it('updates metadata, refuses switching to agent without one (400) and an unknown route (404)', async () => {
    const { t } = await withDomain();
    const created = (await t.api().post(routes(t), { address: 'wh', type: 'webhook' }).expect(201)).body.data;
    expect((await t.api().patch(routes(t, '/wh'), {})).body.data).toEqual(created);
    const patched = await t.api().patch(routes(t, '/wh'), { data: { plan: 'team' } });
    expect(patched.body.data).toMatchObject({ address: 'wh', type: 'webhook', data: { plan: 'team' } });
    expect(expectErrorShape((await t.api().patch(routes(t, '/wh'), { type: 'agent' })).body, 400).message).toBe('agentId is required for agent routes.');
    expect((await t.api().patch(routes(t, '/nope'), { type: 'webhook' })).status).toBe(404);
  });

  it('tests a route: a dry run answers the email.received payload, a delivery reaches the outbound webhook (kept for the control plane)', async () => {
    const { t, domain } = await withDomain();
    await t.request().post('/__admin/clock').send({ action: 'freeze', at: '2026-06-01T12:00:00.000Z' }).expect(200);
    await t.api().post(routes(t), { address: 'support', type: 'webhook', data: { queue: 'l1' } }).expect(201);
    const mail = { from: { address: 'sender@example.com', name: 'Sender' }, subject: 'Help', text: 'Ping' };
    const dry = (await t.api().post(routes(t, '/support/test'), { ...mail, dryRun: true })).body.data;
    expect(dry).toMatchObject({ matched: true, dryRun: true, domainStatus: 'pending', mxRecordConfigured: false, type: 'webhook', wouldDeliverTo: 'configured outbound webhooks for this environment' });
    expect(dry.payload).toMatchObject({
      domain: { id: domain._id, name: 'routes.example.com', data: { tenant: 'acme' } },
      route: { address: 'support', data: { queue: 'l1' } },
      mail: { from: [{ address: 'sender@example.com', name: 'Sender' }], to: [{ address: 'support@routes.example.com', name: '' }], subject: 'Help', text: 'Ping', html: '', date: '2026-06-01T12:00:00.000Z', cc: [] },
    });
    expect(dry.payload.mail.messageId).toMatch(/^novu-test-[0-9a-f]{12}$/);
    expect(await deliveries(t)).toEqual([]);

    const sent = (await t.api().post(routes(t, '/support/test'), mail)).body.data;
    expect(sent).toEqual({ matched: true, dryRun: false, domainStatus: 'pending', mxRecordConfigured: false, type: 'webhook', webhook: { skipped: false, latencyMs: 0 } });
    const [delivered] = await deliveries(t);
    expect(delivered).toMatchObject({ domain: 'routes.example.com', address: 'support', type: 'webhook', deliveredAt: '2026-06-01T12:00:00.000Z', payload: { route: { address: 'support' }, mail: { subject: 'Help' } } });

    // No route for the address and no catch-all: nothing matched, nothing delivered; a catch-all takes it.
    expect((await t.api().post(routes(t, '/billing/test'), mail)).body.data).toEqual({ matched: false, dryRun: false, domainStatus: 'pending', mxRecordConfigured: false });
    await t.api().post(routes(t), { address: '*', type: 'webhook' }).expect(201);
    expect((await t.api().post(routes(t, '/billing/test'), { ...mail, dryRun: true })).body.data.payload.route.address).toBe('*');
    expect((await deliveries(t)).length).toBe(1);
    const badFrom = await t.api().post(routes(t, '/support/test'), { from: { address: 'not-an-email' }, subject: 'x' });
    expect(badFrom.status).toBe(422);
    expect((await t.api().post('/v1/domains/missing.example.com/routes/support/test', mail)).status).toBe(404);
  });

  it('keeps domains and routes in a snapshot and puts them back on restore; a reset removes them', async () => {
    const { t } = await withDomain();
    await t.api().post(routes(t), { address: 'kept', type: 'webhook' }).expect(201);
    await t.request().put(`/__admin/domains/routes.example.com/dns?apiKey=${DEV_KEY}`).send({ provider: 'Vercel', apexCname: true }).expect(200);
    const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`).expect(200)).body;
    await t.request().post(`/__admin/reset?apiKey=${DEV_KEY}`).expect(200);
    expect((await t.api().get('/v1/domains')).body.totalCount).toBe(0);
    const restored = await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot);
    expect(restored.status, restored.text).toBe(200);
    expect((await t.api().get('/v1/domains/routes.example.com')).body.data.dnsProvider).toBe('Vercel');
    expect((await t.api().get(routes(t, '/kept'))).status).toBe(200);
    const broken = structuredClone(snapshot);
    broken.organizations[0].environments[0].data.domains[0].dns.mx = 'maybe';
    expect((await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(broken)).status).toBe(422);
  });
});
