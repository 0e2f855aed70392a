import { beforeEach, describe, expect, it } from 'vitest';
import { expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2030-05-05T10:00:00.000Z');
const GENERAL = '665f1c2a9b1e4a0025000001';

beforeEach(async () => {
  t = await makeTestApp();
  t.deps.clock.freeze(NOW);
});

const body = (extra: object = {}) => ({
  name: 'Invoice ready',
  workflowId: 'invoice-ready',
  steps: [
    { name: 'Invoice inbox', type: 'in_app', controlValues: { body: 'Invoice {{payload.invoiceId}} is ready' } },
    { name: 'Invoice email', type: 'email', controlValues: { subject: 'Your invoice', body: '<p>{{payload.invoiceId}}</p>' } },
  ],
  ...extra,
});
const trigger = (name: string, payload: object = {}) => t.api().post('/v1/events/trigger', { name, to: 'v2-create-user', payload });

describe('POST /v2/workflows', () => {
  it('creates an active workflow (201, as GET shows it), triggerable at once and listed by v1 in the General group', async () => {
    const res = await t.api().post('/v2/workflows', body({ tags: ['billing'], description: 'Invoices' }));
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created).toMatchObject({ name: 'Invoice ready', workflowId: 'invoice-ready', active: true, status: 'ACTIVE', tags: ['billing'], description: 'Invoices', validatePayload: true, payloadSchema: { type: 'object', additionalProperties: true, properties: {} } });
    expect(created.steps.map((s: { type: string; controlValues: object }) => [s.type, s.controlValues])).toEqual([
      ['in_app', { body: 'Invoice {{payload.invoiceId}} is ready' }],
      ['email', { subject: 'Your invoice', body: '<p>{{payload.invoiceId}}</p>', editorType: 'html' }],
    ]);
    expect((await t.api().get('/v2/workflows/invoice-ready')).body.data).toEqual(created);

    const v1 = (await t.api().get('/v1/notification-templates/invoice-ready')).body.data;
    expect(v1).toMatchObject({ _id: created._id, _notificationGroupId: GENERAL, active: true, draft: false, triggers: [{ identifier: 'invoice-ready', variables: [{ name: 'invoiceId' }] }] });

    const triggered = await trigger('invoice-ready', { invoiceId: 'INV-7' });
    expect(triggered.body.data.status).toBe('processed');
    const messages = (await t.api().get('/v1/messages?subscriberId=v2-create-user&channel=in_app')).body.data;
    expect(messages.map((m: { content: string }) => m.content)).toEqual(['Invoice INV-7 is ready']);
  });

  it('gives a workflowId another workflow has a short suffix instead of refusing it', async () => {
    const res = await t.api().post('/v2/workflows', body({ workflowId: 'comment-mention' }));
    expect(res.status).toBe(201);
    expect(res.body.data.workflowId).toMatch(/^comment-mention-[0-9a-f]{8}$/);
    expect((await t.api().get('/v2/workflows/comment-mention')).body.data._id).not.toBe(res.body.data._id);
  });

  it('applies active, the payload schema and the workflow preferences sent', async () => {
    const schema = { type: 'object', required: ['invoiceId'], properties: { invoiceId: { type: 'string' } } };
    const res = await t.api().post('/v2/workflows', body({ active: false, payloadSchema: schema, validatePayload: true, preferences: { workflow: { all: { enabled: true, readOnly: true }, channels: { email: { enabled: false } } } } }));
    expect(res.body.data).toMatchObject({ active: false, status: 'INACTIVE', payloadSchema: schema, validatePayload: true, preferences: { default: { all: { readOnly: true }, channels: { email: { enabled: false }, in_app: { enabled: true } } } } });
    expect((await t.api().get('/v1/notification-templates/invoice-ready')).body.data).toMatchObject({ critical: true, preferenceSettings: { email: false, in_app: true } });
    expect((await trigger('invoice-ready', { invoiceId: 'INV-8' })).body.data.status).toBe('trigger_not_active');
  });

  it('refuses a workflowId that is no slug and bodies the SDK would not send (422), storing nothing', async () => {
    const before = (await t.api().get('/v2/workflows?limit=100')).body.data.totalCount;
    for (const bad of [body({ workflowId: 'Invoice Ready' }), body({ workflowId: undefined }), body({ steps: [{ name: 'x', type: 'fax' }] }), body({ name: '' })]) {
      const res = await t.api().post('/v2/workflows', bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expectErrorShape(res.body, 422);
    }
    expect((await t.api().get('/v2/workflows?limit=100')).body.data.totalCount).toBe(before);
  });

  it("creates in the caller's environment only; without a General group it is a 400", async () => {
    await t.api(PROD_KEY).post('/v2/workflows', body());
    expect((await t.api().get('/v2/workflows/invoice-ready')).status).toBe(404);
    expect((await t.api(PROD_KEY).get('/v2/workflows/invoice-ready')).status).toBe(200);
    await t.api().delete(`/v1/notification-groups/${GENERAL}`);
    const res = await t.api().post('/v2/workflows', body());
    expect(res.status).toBe(400);
    expect(expectErrorShape(res.body, 400).message).toBe('Notification group not found');
  });
});
