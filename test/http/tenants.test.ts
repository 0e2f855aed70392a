import { describe, expect, it } from 'vitest';
import type { Workflow } from '../../src/domain/workflows/index.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type Tenant = { _id: string; identifier: string; name?: string; data?: Record<string, unknown>; createdAt: string; updatedAt: string };

const identifiers = (page: { data: Tenant[] }) => page.data.map((x) => x.identifier);

describe('tenants: the API', () => {
  it('lists the fixture tenants newest first, in pages whose hasMore is true whenever they are full', async () => {
    const t = await makeTestApp();
    const all = await t.api().get('/v1/tenants');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 0, pageSize: 10, hasMore: false });
    expect(identifiers(all.body)).toEqual(['globex', 'acme-eu', 'acme']);
    expect(all.body.data[2]).toMatchObject({ identifier: 'acme', name: 'Acme', data: { plan: 'enterprise', region: 'us' }, _environmentId: DEV_ENV_ID });

    const first = await t.api().get('/v1/tenants?limit=2');
    expect(first.body).toMatchObject({ page: 0, pageSize: 2, hasMore: true });
    const second = await t.api().get('/v1/tenants?limit=2&page=1');
    expect(second.body).toMatchObject({ page: 1, pageSize: 2, hasMore: false });
    expect([...identifiers(first.body), ...identifiers(second.body)]).toEqual(identifiers(all.body));
    // The real service's rule: a full page says there may be more, even when it is the last one.
    expect((await t.api().get('/v1/tenants?limit=3')).body.hasMore).toBe(true);
    expect((await t.api().get('/v1/tenants?limit=3&page=1')).body).toMatchObject({ hasMore: false, data: [] });
    for (const query of ['limit=0', 'limit=101', 'page=-1', 'page=x']) expect((await t.api().get(`/v1/tenants?${query}`)).status, query).toBe(422);
  });

  it('creates with 201, refuses a taken identifier with 409, and a body without identifier or name with 422', async () => {
    const t = await makeTestApp();
    const res = await t.api().post('/v1/tenants', { identifier: 'initech', name: 'Initech', data: { plan: 'team', seats: 12 } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ identifier: 'initech', name: 'Initech', data: { plan: 'team', seats: 12 }, _environmentId: DEV_ENV_ID });
    expect(res.body.data.createdAt).toBe(res.body.data.updatedAt);
    expect(identifiers((await t.api().get('/v1/tenants')).body)[0]).toBe('initech');
    expect((await t.api().get('/v1/tenants/initech')).body.data).toEqual(res.body.data);

    const taken = await t.api().post('/v1/tenants', { identifier: 'initech', name: 'Other' });
    expectErrorShape(taken.body, 409);
    expect(taken.body.message).toBe(`Tenant with identifier: initech already exists under environment ${DEV_ENV_ID}`);

    const before = JSON.stringify(t.deps.control.snapshot(DEV_KEY));
    for (const body of [{ name: 'No id' }, { identifier: 'no-name' }, { identifier: '', name: 'x' }]) {
      const bad = await t.api().post('/v1/tenants', body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expectErrorShape(bad.body, 422);
    }
    expect(JSON.stringify(t.deps.control.snapshot(DEV_KEY))).toBe(before);
  });

  it('updates the name, replaces the data whole, renames, and refuses a taken identifier', async () => {
    const t = await makeTestApp();
    const created = (await t.api().post('/v1/tenants', { identifier: 'hooli', name: 'Hooli', data: { plan: 'team', seats: 3 } })).body.data as Tenant;
    const res = await t.api().patch('/v1/tenants/hooli', { name: 'Hooli XYZ', data: { plan: 'enterprise' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: created._id, identifier: 'hooli', name: 'Hooli XYZ', data: { plan: 'enterprise' }, createdAt: created.createdAt });
    expect(res.body.data.data).toEqual({ plan: 'enterprise' });
    // An empty name and a null data change nothing.
    expect((await t.api().patch('/v1/tenants/hooli', { name: '', data: null })).body.data).toMatchObject({ name: 'Hooli XYZ', data: { plan: 'enterprise' } });

    const taken = await t.api().patch('/v1/tenants/hooli', { identifier: 'acme' });
    expectErrorShape(taken.body, 409);
    expect(taken.body.message).toBe(`Tenant with identifier: acme already exists under environment ${DEV_ENV_ID}`);
    const renamed = await t.api().patch('/v1/tenants/hooli', { identifier: 'hooli-2' });
    expect(renamed.body.data).toMatchObject({ _id: created._id, identifier: 'hooli-2', name: 'Hooli XYZ' });
    expect((await t.api().get('/v1/tenants/hooli')).status).toBe(404);
    expect((await t.api().get('/v1/tenants/hooli-2')).status).toBe(200);
    // A renamed tenant keeps its place in the newest-first list.
    expect(identifiers((await t.api().get('/v1/tenants')).body)[0]).toBe('hooli-2');
  });

  it('deletes with 204 and no body; an unknown identifier is a 404 for get, update and delete', async () => {
    const t = await makeTestApp();
    const res = await t.api().delete('/v1/tenants/globex');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    for (const gone of [await t.api().get('/v1/tenants/globex'), await t.api().patch('/v1/tenants/globex', { name: 'x' }), await t.api().delete('/v1/tenants/globex')]) {
      expectErrorShape(gone.body, 404);
      expect(gone.body.message).toBe(`Tenant with identifier: globex does not exist under environment ${DEV_ENV_ID}`);
    }
    expect(identifiers((await t.api().get('/v1/tenants')).body)).toEqual(['acme-eu', 'acme']);
  });

  it("belongs to one environment: another key neither sees nor changes it", async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/tenants', { identifier: 'dev-only', name: 'Dev only' });
    expect((await t.api(PROD_KEY).get('/v1/tenants/dev-only')).status).toBe(404);
    expect(identifiers((await t.api(PROD_KEY).get('/v1/tenants')).body)).not.toContain('dev-only');
    expect((await t.api(PROD_KEY).post('/v1/tenants', { identifier: 'dev-only', name: 'Prod twin' })).status).toBe(201);
    expect((await t.api(PROD_KEY).delete('/v1/tenants/dev-only')).status).toBe(204);
    expect((await t.api().get('/v1/tenants/dev-only')).body.data.name).toBe('Dev only');
  });

  it('a reset brings back the fixture tenants; a snapshot restores the ones created since; the admin API loads them', async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/tenants', { identifier: 'kept', name: 'Kept' });
    await t.api().delete('/v1/tenants/acme');
    const snapshot = t.deps.control.snapshot(DEV_KEY);
    t.deps.control.reset();
    expect((await t.api().get('/v1/tenants/kept')).status).toBe(404);
    expect((await t.api().get('/v1/tenants/acme')).status).toBe(200);
    t.deps.control.restore(snapshot, DEV_KEY);
    expect((await t.api().get('/v1/tenants/kept')).body.data.name).toBe('Kept');
    expect((await t.api().get('/v1/tenants/acme')).status).toBe(404);

    const record = { _id: '665f1c2a9b1e4a0073aaaa01', _environmentId: DEV_ENV_ID, _organizationId: '665f1c2a9b1e4a0012a00001', identifier: 'loaded', name: 'Loaded', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const loaded = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ tenants: [record] });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);
    expect(loaded.body.loaded).toEqual({ tenants: 1 });
    expect((await t.api().get('/v1/tenants/loaded')).body.data).toMatchObject({ _id: record._id, name: 'Loaded' });
    expect((await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ tenants: [{ ...record, createdAt: 'yesterday' }] })).status).toBe(422);
  });

  it('tenant writes count against the stored-bytes budget: a refused one stores nothing', async () => {
    const t = await makeTestApp({ maxStoredBytes: 300 });
    const before = JSON.stringify(t.deps.control.snapshot(DEV_KEY));
    const refused = await t.api().post('/v1/tenants', { identifier: 'big', name: 'Big', data: { blob: 'x'.repeat(400) } });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain('This tenant write would store');
    expect(JSON.stringify(t.deps.control.snapshot(DEV_KEY))).toBe(before);
  });
});

/** A one-step in-app workflow `identifier` whose message shows the tenant, loaded through the admin API. */
async function loadTenantWorkflow(t: TestApp, identifier: string) {
  const template = t.deps.registry.resolve(DEV_KEY)?.workflows.list().find((w) => w.triggers[0]?.identifier === 'comment-mention');
  const workflow = structuredClone(template) as Workflow;
  workflow._id = 'cccccccccccccccccccccccc';
  workflow.name = identifier;
  (workflow.triggers[0] as { identifier: string; variables: unknown[] }).identifier = identifier;
  (workflow.triggers[0] as { identifier: string; variables: unknown[] }).variables = [];
  const step = structuredClone(workflow.steps[0]) as Workflow['steps'][number] & { template: { content: string } };
  step.template.content = '{{tenant.name}} ({{tenant.identifier}}, {{tenant.data.plan}})';
  workflow.steps = [step];
  const loaded = await t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ workflows: [workflow] });
  expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);
}

describe("tenants: a trigger's tenant", () => {
  const trigger = (t: TestApp, body: object) => t.api().post('/v1/events/trigger', { name: 'tenant-card', to: 'tenant-reader', ...body });
  const contentOf = async (t: TestApp, transactionId: string) => (await t.api().get(`/v1/messages?transactionId=${transactionId}`)).body.data[0]?.content;

  it('renders the stored tenant when the trigger names it by identifier', async () => {
    const t = await makeTestApp();
    await loadTenantWorkflow(t, 'tenant-card');
    const res = await trigger(t, { tenant: 'acme-eu' });
    expect(res.body.data).toMatchObject({ acknowledged: true, status: 'processed' });
    expect(await contentOf(t, res.body.data.transactionId)).toBe('Acme Europe (acme-eu, enterprise)');
  });

  it('runs nothing for a tenant the environment does not have, by identifier or object', async () => {
    const t = await makeTestApp();
    await loadTenantWorkflow(t, 'tenant-card');
    const before = JSON.stringify(t.deps.control.snapshot(DEV_KEY));
    for (const tenant of ['umbrella', { identifier: 'umbrella', name: 'Umbrella', data: { plan: 'team' } }]) {
      const res = await trigger(t, { tenant, transactionId: 'no-tenant' });
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({ acknowledged: true, status: 'no_tenant_found' });
    }
    // Nothing was created: no tenant, no event, no subscriber.
    expect(JSON.stringify(t.deps.control.snapshot(DEV_KEY))).toBe(before);
    // Another environment's tenant is unknown here too.
    await t.api(PROD_KEY).post('/v1/tenants', { identifier: 'prod-tenant', name: 'Prod' });
    expect((await trigger(t, { tenant: 'prod-tenant' })).body.data.status).toBe('no_tenant_found');
    const bulk = await t.api().post('/v1/events/trigger/bulk', { events: [{ name: 'tenant-card', to: 'x', tenant: 'umbrella' }, { name: 'tenant-card', to: 'x', tenant: 'acme' }] });
    expect(bulk.body.data.map((r: { status: string }) => r.status)).toEqual(['no_tenant_found', 'processed']);
  });

  it('updates the stored tenant with the name and data an object sends, and leaves it as it is when they match', async () => {
    const t = await makeTestApp();
    await loadTenantWorkflow(t, 'tenant-card');
    const stored = (await t.api().get('/v1/tenants/globex')).body.data as Tenant;
    const same = await trigger(t, { tenant: { identifier: 'globex', name: 'Globex', data: { region: 'us', plan: 'team' } } });
    expect(await contentOf(t, same.body.data.transactionId)).toBe('Globex (globex, team)');
    expect((await t.api().get('/v1/tenants/globex')).body.data.updatedAt).toBe(stored.updatedAt);

    const changed = await trigger(t, { tenant: { identifier: 'globex', name: 'Globex Corporation', data: { plan: 'enterprise' } } });
    expect(await contentOf(t, changed.body.data.transactionId)).toBe('Globex Corporation (globex, enterprise)');
    const after = (await t.api().get('/v1/tenants/globex')).body.data as Tenant;
    expect(after).toMatchObject({ name: 'Globex Corporation', data: { plan: 'enterprise' } });
    expect(after.data).toEqual({ plan: 'enterprise' });

    // Only the identifier: the stored name and data stay and are what the templates see.
    const byObject = await trigger(t, { tenant: { identifier: 'globex' } });
    expect(await contentOf(t, byObject.body.data.transactionId)).toBe('Globex Corporation (globex, enterprise)');
  });

  it('a deleted tenant is an unknown one', async () => {
    const t = await makeTestApp();
    await loadTenantWorkflow(t, 'tenant-card');
    await t.api().delete('/v1/tenants/acme');
    expect((await trigger(t, { tenant: 'acme' })).body.data.status).toBe('no_tenant_found');
  });
});
