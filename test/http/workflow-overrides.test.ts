import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** Development fixtures: the tenants acme and acme-eu, the workflow payment-failed (active). */
const ACME = '665f1c2a9b1e4a002e000001';
const ACME_EU = '665f1c2a9b1e4a002e000002';
const PAYMENT_FAILED = '665f1c2a9b1e4a0022000007';
const ORGANIZATION = '665f1c2a9b1e4a0012a00001';
/** A well-formed id that no record has. */
const NOBODY = '665f1c2a9b1e4a00ffffffff';

const create = (t: TestApp, body: object) => t.api().post('/v1/workflow-overrides', body);
const clock = (t: TestApp, body: object) => t.request().post('/__admin/clock').send(body);

describe('workflow overrides: the API', () => {
  it('creates one (201): inactive unless sent, every channel on unless sent off; reads it by id and by workflow and tenant', async () => {
    const t = await makeTestApp();
    const res = await create(t, { workflowId: PAYMENT_FAILED, tenantId: ACME, preferenceSettings: { email: false } });
    expect(res.status).toBe(201);
    const override = res.body.data;
    expect(override).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      _organizationId: ORGANIZATION,
      _environmentId: DEV_ENV_ID,
      _workflowId: PAYMENT_FAILED,
      _tenantId: ACME,
      active: false,
      preferenceSettings: { email: false, sms: true, in_app: true, chat: true, push: true },
      deleted: false,
      createdAt: expect.any(String),
      updatedAt: override.createdAt,
    });
    expect((await t.api().get(`/v1/workflow-overrides/${override._id}`)).body).toEqual({ data: override });
    expect((await t.api().get(`/v1/workflow-overrides/workflows/${PAYMENT_FAILED}/tenants/${ACME}`)).body).toEqual({ data: override });
  });

  it("refuses ids that are no Mongo ids with the real command's 422, unknown tenants and workflows with 404, a second override with 409", async () => {
    const t = await makeTestApp();
    const before = JSON.stringify(t.deps.control.snapshot());
    const badTenant = await create(t, { workflowId: PAYMENT_FAILED, tenantId: 'fake-tenant-identifier', active: false });
    expectErrorShape(badTenant.body, 422);
    expect(badTenant.body.message).toBe('Validation failed for CreateWorkflowOverrideCommand: _tenantId: _tenantId must be a mongodb id');
    expect(badTenant.body.errors).toEqual({ _tenantId: { messages: ['_tenantId must be a mongodb id'], value: 'fake-tenant-identifier' } });
    const both = await create(t, { workflowId: 'payment-failed', tenantId: 'acme' });
    expect(both.body.message).toBe('Validation failed for CreateWorkflowOverrideCommand: _workflowId: _workflowId must be a mongodb id; _tenantId: _tenantId must be a mongodb id');
    // Field validation (a missing field, a wrong type) is the request's 422.
    const missing = await create(t, { tenantId: ACME });
    expectErrorShape(missing.body, 422);
    expect(missing.body.message).toBe('Validation Error');
    expect((await create(t, { workflowId: PAYMENT_FAILED, tenantId: ACME, active: 'yes' })).status).toBe(422);

    // The tenant is looked for first, then the workflow.
    const noTenant = await create(t, { workflowId: NOBODY, tenantId: NOBODY });
    expectErrorShape(noTenant.body, 404);
    expect(noTenant.body.message).toBe(`Tenant with id ${NOBODY} is not found`);
    expect((await create(t, { workflowId: NOBODY, tenantId: ACME })).body.message).toBe(`Workflow with id ${NOBODY} is not found`);
    expect(JSON.stringify(t.deps.control.snapshot())).toBe(before);

    expect((await create(t, { workflowId: PAYMENT_FAILED, tenantId: ACME })).status).toBe(201);
    const again = await create(t, { workflowId: PAYMENT_FAILED, tenantId: ACME, active: true });
    expectErrorShape(again.body, 409);
    expect(again.body.message).toBe(`Workflow override for workflow id ${PAYMENT_FAILED} and tenant id ${ACME} already exists`);
  });

  it('lists newest first in pages whose hasMore is true whenever they are full', async () => {
    const t = await makeTestApp();
    expect((await t.api().get('/v1/workflow-overrides')).body).toEqual({ page: 0, pageSize: 10, hasMore: false, data: [] });
    const ids: string[] = [];
    for (const [workflowId, tenantId] of [[PAYMENT_FAILED, ACME], [PAYMENT_FAILED, ACME_EU], ['665f1c2a9b1e4a0022000003', ACME]]) {
      ids.unshift((await create(t, { workflowId, tenantId })).body.data._id);
      await clock(t, { action: 'advance', ms: 1000 });
    }
    const all = await t.api().get('/v1/workflow-overrides');
    expect(all.body.data.map((o: { _id: string }) => o._id)).toEqual(ids);
    const first = await t.api().get('/v1/workflow-overrides?limit=2');
    expect(first.body).toMatchObject({ page: 0, pageSize: 2, hasMore: true });
    const second = await t.api().get('/v1/workflow-overrides?page=1&limit=2');
    expect(second.body).toMatchObject({ page: 1, pageSize: 2, hasMore: false });
    expect(second.body.data.map((o: { _id: string }) => o._id)).toEqual([ids[2]]);
    for (const query of ['limit=0', 'limit=101', 'page=-1', 'page=x']) expect((await t.api().get(`/v1/workflow-overrides?${query}`)).status, query).toBe(422);
  });

  it('updates by id and by workflow and tenant: active replaced, the channels sent merged; the answer keeps the previous updatedAt', async () => {
    const t = await makeTestApp();
    await clock(t, { action: 'freeze', at: '2026-06-01T12:00:00.000Z' });
    const created = (await create(t, { workflowId: PAYMENT_FAILED, tenantId: ACME, preferenceSettings: { email: false } })).body.data;
    await clock(t, { action: 'advance', ms: 60_000 });
    const updated = await t.api().put(`/v1/workflow-overrides/${created._id}`, { preferenceSettings: { email: true, sms: false }, active: true });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ ...created, active: true, preferenceSettings: { email: true, sms: false, in_app: true, chat: true, push: true } });
    const read = (await t.api().get(`/v1/workflow-overrides/${created._id}`)).body.data;
    expect(read).toEqual({ ...updated.body.data, updatedAt: '2026-06-01T12:01:00.000Z' });

    const byPair = await t.api().put(`/v1/workflow-overrides/workflows/${PAYMENT_FAILED}/tenants/${ACME}`, { preferenceSettings: { push: false } });
    expect(byPair.body.data).toEqual({ ...read, preferenceSettings: { email: true, sms: false, in_app: true, chat: true, push: false } });
    expect((await t.api().put(`/v1/workflow-overrides/${created._id}`, {})).body.data).toMatchObject({ active: true, preferenceSettings: byPair.body.data.preferenceSettings });
  });

  it('answers the update, get and delete errors in the real words', async () => {
    const t = await makeTestApp();
    const id = (await create(t, { workflowId: PAYMENT_FAILED, tenantId: ACME })).body.data._id as string;
    const put = (path: string) => t.api().put(`/v1/workflow-overrides${path}`, { active: true });
    const badTenant = await put(`/workflows/${PAYMENT_FAILED}/tenants/invalid-tenant-identifier`);
    expectErrorShape(badTenant.body, 422);
    expect(badTenant.body.errors._tenantId.messages).toEqual(['_tenantId must be a mongodb id']);
    expect(badTenant.body.message).toBe('Validation failed for UpdateWorkflowOverrideCommand: _tenantId: _tenantId must be a mongodb id');
    expect((await put(`/workflows/${PAYMENT_FAILED}/tenants/${NOBODY}`)).body.message).toBe(`Tenant with id ${NOBODY} is not found`);
    expect((await put(`/workflows/${NOBODY}/tenants/${ACME}`)).body.message).toBe(`Workflow with id ${NOBODY} is not found`);
    const none = await put(`/workflows/${PAYMENT_FAILED}/tenants/${ACME_EU}`);
    expectErrorShape(none.body, 404);
    expect(none.body.message).toBe(`Workflow override with workflow id ${PAYMENT_FAILED} and tenant id ${ACME_EU} was not found`);
    expect((await put(`/${NOBODY}`)).body.message).toBe(`Workflow override with id ${NOBODY} not found`);
    expect((await put('/not-an-id')).body.message).toBe('Validation failed for UpdateWorkflowOverrideByIdCommand: overrideId: overrideId must be a mongodb id');

    const getPair = await t.api().get(`/v1/workflow-overrides/workflows/${PAYMENT_FAILED}/tenants/${ACME_EU}`);
    expect(getPair.body.message).toBe(`Workflow Override with workflow id ${PAYMENT_FAILED}, tenant id ${ACME_EU} not found`);
    expect((await t.api().get(`/v1/workflow-overrides/${NOBODY}`)).body.message).toBe(`Workflow Override with id ${NOBODY} not found`);
    const getBad = await t.api().get('/v1/workflow-overrides/not-an-id');
    expectErrorShape(getBad.body, 422);
    expect(getBad.body.message).toBe('Validation failed for GetWorkflowOverrideByIdCommand: overrideId: overrideId must be a mongodb id');

    const deleted = await t.api().delete(`/v1/workflow-overrides/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: true });
    for (const gone of [await t.api().delete(`/v1/workflow-overrides/${id}`), await t.api().get(`/v1/workflow-overrides/${id}`)]) {
      expectErrorShape(gone.body, 404);
      expect(gone.body.message).toBe(`Workflow Override with id ${id} not found`);
    }
    expect((await t.api().delete('/v1/workflow-overrides/x')).body.message).toBe('Validation failed for DeleteWorkflowOverrideCommand: _id: _id must be a mongodb id');
    // Gone for good: the same workflow and tenant take a new override.
    expect((await create(t, { workflowId: PAYMENT_FAILED, tenantId: ACME })).status).toBe(201);
  });

  it('is for the Development environment only: every route answers 401 to another environment', async () => {
    const t = await makeTestApp();
    const id = (await create(t, { workflowId: PAYMENT_FAILED, tenantId: ACME })).body.data._id as string;
    const prod = t.api(PROD_KEY);
    const calls = [
      prod.post('/v1/workflow-overrides', { workflowId: PAYMENT_FAILED, tenantId: ACME }),
      prod.get('/v1/workflow-overrides'),
      prod.get(`/v1/workflow-overrides/${id}`),
      prod.put(`/v1/workflow-overrides/${id}`, { active: true }),
      prod.delete(`/v1/workflow-overrides/${id}`),
      prod.get(`/v1/workflow-overrides/workflows/${PAYMENT_FAILED}/tenants/${ACME}`),
      prod.put(`/v1/workflow-overrides/workflows/${PAYMENT_FAILED}/tenants/${ACME}`, { active: true }),
    ];
    for (const res of await Promise.all(calls)) {
      expectErrorShape(res.body, 401);
      expect(res.body.message).toBe('This action is only allowed in Development environment');
    }
    expect((await t.api().get(`/v1/workflow-overrides/${id}`)).body.data.active).toBe(false);
  });
});
