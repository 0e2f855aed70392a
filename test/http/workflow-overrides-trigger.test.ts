import { describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** Development fixtures: the tenants acme and acme-eu; payment-failed is active, team-invite is not. */
const ACME = '665f1c2a9b1e4a002e000001';
const PAYMENT_FAILED = '665f1c2a9b1e4a0022000007';
const TEAM_INVITE = '665f1c2a9b1e4a0022000008';

const override = async (t: TestApp, workflowId: string, active: boolean, preferenceSettings?: object) => {
  const res = await t.api().post('/v1/workflow-overrides', { workflowId, tenantId: ACME, active, preferenceSettings });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { _id: string };
};
const trigger = (t: TestApp, name: string, tenant?: unknown, key = DEV_KEY) =>
  t.api(key).post('/v1/events/trigger', { name, to: 'override-reader', payload: { invoiceId: 'in_1', amount: '49.00' }, ...(tenant === undefined ? {} : { tenant }) });
const statusOf = async (t: TestApp, name: string, tenant?: unknown, key = DEV_KEY) => (await trigger(t, name, tenant, key)).body.data.status as string;
const eventCount = (t: TestApp, key = DEV_KEY) => t.deps.registry.resolve(key)?.activity.size;

describe("workflow overrides: a trigger's tenant", () => {
  it("an inactive override stops the workflow for the tenant it names, and only there; Production's workflow runs on", async () => {
    const t = await makeTestApp();
    await override(t, PAYMENT_FAILED, false);
    const before = eventCount(t);
    for (const tenant of ['acme', { identifier: 'acme', name: 'Acme' }]) {
      const res = await trigger(t, 'payment-failed', tenant);
      expect(res.status).toBe(201);
      expect(res.body.data).toEqual({ acknowledged: true, status: 'trigger_not_active' });
    }
    expect(eventCount(t)).toBe(before);
    expect(await statusOf(t, 'payment-failed')).toBe('processed');
    expect(await statusOf(t, 'payment-failed', 'acme-eu')).toBe('processed');
    const bulk = await t.api().post('/v1/events/trigger/bulk', { events: ['acme', 'globex'].map((tenant) => ({ name: 'payment-failed', to: 'x', tenant, payload: { invoiceId: 'in_2', amount: '1.00' } })) });
    expect(bulk.body.data.map((r: { status: string }) => r.status)).toEqual(['trigger_not_active', 'processed']);
    // Production has its own payment-failed and its own tenant acme: the override is Development's.
    const prodBefore = eventCount(t, PROD_KEY) ?? 0;
    expect(await statusOf(t, 'payment-failed', 'acme', PROD_KEY)).toBe('processed');
    expect(eventCount(t, PROD_KEY)).toBe(prodBefore + 1);
  });

  it('an active override runs a workflow that is off, for its tenant alone; switching the override off stops it again', async () => {
    const t = await makeTestApp();
    expect(await statusOf(t, 'team-invite', 'acme')).toBe('trigger_not_active');
    const { _id } = await override(t, TEAM_INVITE, true);
    expect(await statusOf(t, 'team-invite', 'acme')).toBe('processed');
    expect(await statusOf(t, 'team-invite')).toBe('trigger_not_active');
    expect(await statusOf(t, 'team-invite', 'acme-eu')).toBe('trigger_not_active');
    await t.api().put(`/v1/workflow-overrides/${_id}`, { active: false });
    expect(await statusOf(t, 'team-invite', 'acme')).toBe('trigger_not_active');
    // The override decides whatever the workflow's own switch says.
    await t.api().put(`/v1/notification-templates/${TEAM_INVITE}/status`, { active: true });
    expect(await statusOf(t, 'team-invite', 'acme')).toBe('trigger_not_active');
    expect(await statusOf(t, 'team-invite')).toBe('processed');
  });

  it("keeps channel settings without changing what is sent, as the real service (the subscriber's preferences decide)", async () => {
    const t = await makeTestApp();
    await override(t, PAYMENT_FAILED, true, { in_app: false, email: false, sms: false });
    const res = await trigger(t, 'payment-failed', 'acme');
    expect(res.body.data.status).toBe('processed');
    const messages = (await t.api().get(`/v1/messages?transactionId=${res.body.data.transactionId}`)).body.data as { channel: string }[];
    expect(messages.map((m) => m.channel)).toContain('in_app');
  });

  it('a tenant the environment does not have is reported before the workflow state', async () => {
    const t = await makeTestApp();
    expect(await statusOf(t, 'team-invite', 'umbrella')).toBe('no_tenant_found');
  });

  it('stays when its tenant or workflow is deleted, as in the real service: read by id and by pair, no longer updated by pair', async () => {
    const t = await makeTestApp();
    const { _id } = await override(t, PAYMENT_FAILED, false);
    expect((await t.api().delete('/v1/tenants/acme')).status).toBe(204);
    expect((await t.api().get(`/v1/workflow-overrides/${_id}`)).status).toBe(200);
    expect((await t.api().get(`/v1/workflow-overrides/workflows/${PAYMENT_FAILED}/tenants/${ACME}`)).body.data._id).toBe(_id);
    expect((await t.api().put(`/v1/workflow-overrides/workflows/${PAYMENT_FAILED}/tenants/${ACME}`, { active: true })).body.message).toBe(`Tenant with id ${ACME} is not found`);
    // A tenant created again under the same identifier is another tenant: the override does not apply to it.
    expect((await t.api().post('/v1/tenants', { identifier: 'acme', name: 'Acme again' })).status).toBe(201);
    expect(await statusOf(t, 'payment-failed', 'acme')).toBe('processed');
    expect((await t.api().delete(`/v1/notification-templates/${PAYMENT_FAILED}`)).status).toBe(200);
    expect((await t.api().get(`/v1/workflow-overrides/${_id}`)).body.data._workflowId).toBe(PAYMENT_FAILED);
  });

  it('is part of the environment: a reset drops it, a snapshot restores it, and writes count against the budget', async () => {
    const t = await makeTestApp();
    const { _id } = await override(t, PAYMENT_FAILED, false);
    const snapshot = t.deps.control.snapshot(DEV_KEY);
    expect(snapshot.organizations[0]?.environments[0]?.data.workflowOverrides?.map((o) => o._id)).toEqual([_id]);
    t.deps.control.reset();
    expect((await t.api().get(`/v1/workflow-overrides/${_id}`)).status).toBe(404);
    expect(await statusOf(t, 'payment-failed', 'acme')).toBe('processed');
    t.deps.control.restore(snapshot, DEV_KEY);
    expect((await t.api().get(`/v1/workflow-overrides/${_id}`)).body.data.active).toBe(false);
    expect(await statusOf(t, 'payment-failed', 'acme')).toBe('trigger_not_active');
    // Through the control plane too: the snapshot's overrides are checked against the contract.
    const http = await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`);
    const restored = await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(http.body);
    expect(restored.status, JSON.stringify(restored.body)).toBeLessThan(300);

    const small = await makeTestApp({ maxStoredBytes: 50 });
    const refused = await small.api().post('/v1/workflow-overrides', { workflowId: PAYMENT_FAILED, tenantId: ACME, preferenceSettings: { email: false, sms: false, push: false } });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain('This workflow override write would store');
    expect((await small.api().get('/v1/workflow-overrides')).body.data).toEqual([]);
  });
});
