import { beforeEach, describe, expect, it } from 'vitest';
import type { Workflow } from '../../src/domain/workflows/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

type Problem = { field: string; message: string; value?: unknown; schemaPath?: string };
const trigger = (body: object) => t.api().post('/v1/events/trigger', body);
const messagesOf = async (transactionId: string) => (await t.api().get(`/v1/messages?transactionId=${transactionId}&limit=100`)).body.data;
const eventOf = async (transactionId: string) => (await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0];
const workflows = () => t.deps.registry.resolve(DEV_KEY)?.workflows.list() ?? [];
const workflowOf = (identifier: string) => workflows().find((w) => w.triggers[0]?.identifier === identifier) as Workflow;

/** A copy of comment-mention under another identifier, changed by `edit`, loaded through the admin API. */
async function loadVariant(identifier: string, edit: (w: Workflow) => void) {
  const workflow = structuredClone(workflowOf('comment-mention'));
  workflow._id = `${identifier.length.toString(16).padStart(2, '0')}${'b'.repeat(22)}`;
  workflow.name = identifier;
  (workflow.triggers[0] as { identifier: string }).identifier = identifier;
  workflow.steps = workflow.steps.slice(0, 1);
  edit(workflow);
  return t.request().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ workflows: [workflow] });
}

describe('trigger payloads: only what the real service requires', () => {
  it('runs every active default workflow without a schema with an empty payload; missing variables render as ""', async () => {
    const plain = workflows().filter((w) => w.active && !w.validatePayload);
    expect(plain.length).toBeGreaterThanOrEqual(6);
    for (const w of plain) {
      const identifier = w.triggers[0]?.identifier;
      const res = await trigger({ name: identifier, to: `empty-${identifier}`, payload: {} });
      expect(res.status, `${identifier}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.status, identifier).toBe('processed');
    }
    const res = await trigger({ name: 'welcome-onboarding', to: { subscriberId: 'empty-named', firstName: 'Ada' } });
    const inApp = (await messagesOf(res.body.transactionId)).find((m: { channel: string }) => m.channel === 'in_app');
    expect(inApp.content).toBe('Welcome to , Ada! Your workspace is ready, start by inviting your team.');
  });

  it('refuses a payload that breaks the schema with every problem, per field, and changes nothing', async () => {
    const before = t.stateOf();
    const payload = { invoiceId: 'in_1', amount: 49, attempt: 0, updatePaymentUrl: 'not a url' };
    const res = await trigger({ name: 'payment-failed', to: 'pay-bad', payload });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400);
    expect(res.body.type).toBe('PAYLOAD_VALIDATION_ERROR');
    expect(res.body.errors).toEqual([
      { field: 'amount', message: 'must be string', value: 49, schemaPath: '#/properties/amount/type' },
      { field: 'attempt', message: 'must be >= 1', value: 0, schemaPath: '#/properties/attempt/minimum' },
      { field: 'updatePaymentUrl', message: 'must match format "uri"', value: 'not a url', schemaPath: '#/properties/updatePaymentUrl/format' },
    ]);
    expect(res.body.message).toBe('Payload validation failed: amount: must be string; attempt: must be >= 1; updatePaymentUrl: must match format "uri"');
    expect(res.body.schema).toEqual(workflowOf('payment-failed').payloadSchema);
    expect(t.stateOf()).toBe(before);
    expect(await t.api().get('/v2/subscribers/pay-bad')).toHaveProperty('status', 404);
  });

  it('names a missing top-level property root.<name>, quoting the payload sent', async () => {
    const res = await trigger({ name: 'payment-failed', to: 'pay-empty', payload: {} });
    expect(res.body.errors).toEqual([
      { field: 'root.invoiceId', message: "must have required property 'invoiceId'", value: {}, schemaPath: '#/required' },
      { field: 'root.amount', message: "must have required property 'amount'", value: {}, schemaPath: '#/required' },
    ]);
    expect((await trigger({ name: 'payment-failed', to: 'pay-empty' })).status).toBe(400);
  });

  it('fills in the schema defaults before the steps render, keeping the values sent', async () => {
    const res = await trigger({ name: 'payment-failed', to: 'pay-ok', payload: { invoiceId: 'in_42', amount: '49.00' } });
    expect(res.status).toBe(201);
    const inApp = (await messagesOf(res.body.transactionId)).find((m: { channel: string }) => m.channel === 'in_app');
    expect(inApp.content).toBe('We could not charge your card for invoice in_42 (49.00 USD).');
    const event = await eventOf(res.body.transactionId);
    expect(event.payload).toEqual({ invoiceId: 'in_42', amount: '49.00', currency: 'USD', attempt: 1, updatePaymentUrl: 'https://app.acme.dev/billing/payment-methods' });
    // The default attempt (1) does not pass the reminder SMS's filter (attempt LARGER 1).
    expect(event.jobs.at(-1)).toMatchObject({ type: 'sms', status: 'canceled' });

    const sent = await trigger({ name: 'payment-failed', to: 'pay-ok', payload: { invoiceId: 'in_43', amount: '9.00', currency: 'EUR', attempt: 2 } });
    expect((await eventOf(sent.body.transactionId)).payload).toMatchObject({ currency: 'EUR', attempt: 2 });
  });

  it('does not check the payload when validatePayload is off', async () => {
    const loaded = await loadVariant('schema-off', (w) => {
      w.payloadSchema = { type: 'object', required: ['needed'] };
      w.validatePayload = false;
    });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);
    expect((await trigger({ name: 'schema-off', to: 'off-1', payload: {} })).status).toBe(201);
  });

  it('refuses to load a workflow whose payloadSchema does not compile', async () => {
    const loaded = await loadVariant('schema-broken', (w) => {
      w.payloadSchema = { type: 'no-such-type' };
      w.validatePayload = true;
    });
    expect(loaded.status).toBe(422);
    expect(JSON.stringify(loaded.body)).toContain('payloadSchema');
  });

  it('reports a bad payload of one bulk event as that event’s error', async () => {
    const res = await t.api().post('/v1/events/trigger/bulk', {
      events: [
        { name: 'payment-failed', to: 'bulk-pay', payload: {} },
        { name: 'order-shipped', to: 'bulk-ship', payload: {} },
      ],
    });
    expect(res.body.map((r: { status: string }) => r.status)).toEqual(['error', 'processed']);
    expect(res.body[0].error[0]).toMatch(/^Payload validation failed: root\.invoiceId/);
  });
});

describe('trigger context the templates use (tenant, actor)', () => {
  it('requires tenant when a template uses {{tenant.…}}, and actor for {{actor.…}}', async () => {
    const loaded = await loadVariant('context-hello', (w) => {
      (w.steps[0]?.template as { content: string }).content = '{{actor.firstName}} says hi to {{tenant.name}}';
    });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(201);
    const before = t.stateOf();

    const none = await trigger({ name: 'context-hello', to: 'ctx-1', payload: {} });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      message: 'Trigger is missing: tenant object, actor object',
      type: 'PAYLOAD_VALIDATION_ERROR',
      errors: [{ field: 'tenant' }, { field: 'actor' }],
    });
    const partial = await trigger({ name: 'context-hello', to: 'ctx-1', tenant: { name: 'Acme' }, actor: 'ctx-actor' });
    expect(partial.status).toBe(400);
    expect(partial.body).toMatchObject({ message: 'Trigger is missing: identifier property of tenant', errors: [{ field: 'tenant.identifier' }] });
    expect(t.stateOf()).toBe(before);

    const full = await trigger({ name: 'context-hello', to: 'ctx-1', tenant: { identifier: 'acme', name: 'Acme' }, actor: { subscriberId: 'ctx-actor', firstName: 'Bo' } });
    expect(full.status).toBe(201);
    expect((await messagesOf(full.body.transactionId))[0].content).toBe('Bo says hi to Acme');
    // The string forms name the tenant and the actor: they satisfy the check.
    expect((await trigger({ name: 'context-hello', to: 'ctx-1', tenant: 'acme', actor: 'ctx-actor' })).status).toBe(201);
  });

  it('requires nothing of tenant or actor when no template uses them', async () => {
    expect((await trigger({ name: 'comment-mention', to: 'ctx-2' })).status).toBe(201);
  });
});
