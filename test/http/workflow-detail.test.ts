import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, PROD_ENV_ID, PROD_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

type Step = { _id: string; type: string; name: string; controls: { values: Record<string, unknown> }; controlValues: Record<string, unknown> };
const get = (workflowId: string, key = DEV_KEY) => t.api(key).get(`/v2/workflows/${encodeURIComponent(workflowId)}`);

describe('GET /v2/workflows/{workflowId}', () => {
  it('shows a workflow with its steps, its payload schema and an example payload that a trigger accepts', async () => {
    const res = await get('payment-failed');
    expect(res.status).toBe(200);
    const stored = t.deps.registry.resolve(DEV_KEY)?.workflows.findByTrigger('payment-failed');
    expect(res.body).toMatchObject({
      _id: stored?._id,
      workflowId: 'payment-failed',
      name: 'Payment failed',
      active: true,
      status: 'ACTIVE',
      validatePayload: true,
      payloadSchema: stored?.payloadSchema,
      payloadExample: { invoiceId: 'in_1QdemoInvoice0000000042', amount: '49.00', currency: 'USD', attempt: 1, updatePaymentUrl: 'https://app.acme.dev/billing/payment-methods' },
      severity: 'none',
      preferences: { user: null, default: { all: { enabled: true, readOnly: false } } },
    });
    const steps = res.body.steps as Step[];
    expect(steps.map((s) => [s._id, s.type, s.name])).toEqual(stored?.steps.map((s) => [s._id, (s.template as { type: string }).type, s.name]));
    expect(steps[0]?.controls.values).toEqual({
      body: 'We could not charge your card for invoice {{payload.invoiceId}} ({{payload.amount}} {{payload.currency}}).',
      redirect: { url: 'https://app.acme.dev/billing/invoices/{{payload.invoiceId}}' },
    });
    expect(steps[2]?.controlValues).toEqual({ type: 'regular', amount: 30, unit: 'minutes' });

    const triggered = await t.api().post('/v1/events/trigger', { name: 'payment-failed', to: 'detail-1', payload: res.body.payloadExample });
    expect(triggered.status, JSON.stringify(triggered.body)).toBe(201);
  });

  it('lists the variables the steps use as the example of a workflow without a schema', async () => {
    const res = await get('welcome-onboarding');
    expect(res.body).toMatchObject({ validatePayload: false, payloadSchema: null, payloadExample: { workspaceName: 'workspaceName', plan: 'plan' } });
    const email = (res.body.steps as Step[]).find((s) => s.type === 'email');
    expect(email?.controls.values).toMatchObject({ subject: 'Welcome to Acme, {{subscriber.firstName}}', editorType: 'html' });
    const digest = await get('weekly-digest');
    expect((digest.body.steps as Step[])[0]?.controls.values).toEqual({ type: 'regular', amount: 1, unit: 'weeks', digestKey: 'projectId' });
  });

  it('shows a critical workflow as read-only and an inactive one as INACTIVE', async () => {
    expect((await get('security-alert')).body.preferences.default.all).toEqual({ enabled: true, readOnly: true });
    expect((await get('team-invite')).body).toMatchObject({ active: false, status: 'INACTIVE' });
  });

  it('finds a workflow by trigger identifier, by _id and by the slug the list shows', async () => {
    const listed = (await t.api().get('/v2/workflows?limit=100')).body.workflows.find((w: { workflowId: string }) => w.workflowId === 'order-shipped');
    for (const ref of ['order-shipped', listed._id, listed.slug]) {
      const res = await get(ref);
      expect(res.status, ref).toBe(200);
      expect(res.body._id, ref).toBe(listed._id);
    }
  });

  it('answers 404 Workflow cannot be found for an unknown workflow, another environment’s one included', async () => {
    const prodId = t.deps.registry.resolve(PROD_KEY)?.workflows.findByTrigger('order-shipped')?._id ?? '';
    for (const ref of ['no-such-workflow', '0123456789abcdef01234567', prodId]) {
      const res = await get(ref);
      expect(res.status, ref).toBe(404);
      expectErrorShape(res.body, 404);
      expect(res.body).toMatchObject({ message: 'Workflow cannot be found', workflowId: ref });
    }
    expect((await t.api().get(`/v2/workflows/order-shipped?environmentId=${PROD_ENV_ID}`)).status).toBe(404);
    expect((await t.api().get(`/v2/workflows/order-shipped?environmentId=${DEV_ENV_ID}`)).status).toBe(200);
    expect((await get(prodId, PROD_KEY)).status).toBe(200);
  });
});
