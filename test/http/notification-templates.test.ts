import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2030-05-05T10:00:00.000Z');
const GENERAL = '665f1c2a9b1e4a0025000001';
const SECURITY = '665f1c2a9b1e4a0025000002';
const PROD_GENERAL = '665f1c2a9b1e4a0025000004';

beforeEach(async () => {
  t = await makeTestApp();
  t.deps.clock.freeze(NOW);
});

const inboxStep = (content: string) => ({ template: { type: 'in_app', content } });
const create = (body: object, key = DEV_KEY) =>
  t.api(key).post('/v1/notification-templates', { name: 'Parcel delivered', notificationGroupId: GENERAL, steps: [inboxStep('Order {{payload.orderId}} shipped')], ...body });
const trigger = (name: string, payload: object = {}) => t.api().post('/v1/events/trigger', { name, to: 'v1-templates-user', payload });
/** The in-app contents the subscriber of `trigger` received, newest first. */
const inbox = async () => (await t.api().get('/v1/messages?subscriberId=v1-templates-user&channel=in_app')).body.data.map((m: { content: string }) => m.content);

describe('GET /v1/notification-templates', () => {
  it('pages the environment workflows newest first as a bare page object, each with its group and integration status', async () => {
    const all = await t.api().get('/v1/notification-templates?limit=100');
    expect(all.status).toBe(200);
    expect(Object.keys(all.body).sort()).toEqual(['data', 'page', 'pageSize', 'totalCount']);
    expect(all.body).toMatchObject({ page: 0, pageSize: 100, totalCount: 8 });
    const v2 = await t.api().get('/v2/workflows?limit=100');
    expect(all.body.data.map((w: { _id: string }) => w._id).sort()).toEqual(v2.body.data.workflows.map((w: { _id: string }) => w._id).sort());
    const security = all.body.data.find((w: { triggers: { identifier: string }[] }) => w.triggers[0]?.identifier === 'password-reset');
    expect(security).toMatchObject({ _notificationGroupId: SECURITY, notificationGroup: { _id: SECURITY, name: 'Security' }, workflowIntegrationStatus: { hasActiveIntegrations: true } });
    expect(security.workflowIntegrationStatus.channels.email).toEqual({ hasActiveIntegrations: true, hasPrimaryIntegrations: true });

    const first = await t.api().get('/v1/notification-templates?page=0&limit=5');
    const second = await t.api().get('/v1/notification-templates?page=1&limit=5');
    expect(first.body.data).toHaveLength(5);
    expect(second.body).toMatchObject({ page: 1, pageSize: 5, totalCount: 8 });
    expect([...first.body.data, ...second.body.data].map((w: { _id: string }) => w._id)).toEqual(all.body.data.map((w: { _id: string }) => w._id));

    const made = await create({});
    expect((await t.api().get('/v1/notification-templates?limit=1')).body.data[0]._id).toBe(made.body.data._id);
    expect((await t.api().get('/v1/notification-templates')).body.pageSize).toBe(10);
  });

  it('filters by a case-insensitive part of the name or trigger identifier', async () => {
    const byName = await t.api().get('/v1/notification-templates?query=PASSWORD');
    expect(byName.body.data.map((w: { name: string }) => w.name)).toEqual(['Password reset']);
    expect(byName.body.totalCount).toBe(1);
    const byIdentifier = await t.api().get('/v1/notification-templates?query=team-inv');
    expect(byIdentifier.body.data.map((w: { triggers: { identifier: string }[] }) => w.triggers[0]?.identifier)).toEqual(['team-invite']);
    expect((await t.api().get('/v1/notification-templates?query=nothing-like-it')).body).toMatchObject({ data: [], totalCount: 0 });
  });

  it('refuses a limit over 100, under 1 and a negative page with 422', async () => {
    for (const q of ['limit=101', 'limit=0', 'page=-1', 'page=x']) {
      const res = await t.api().get(`/v1/notification-templates?${q}`);
      expect(res.status, q).toBe(422);
      expectErrorShape(res.body, 422);
    }
  });
});

describe('POST /v1/notification-templates', () => {
  it('creates an inactive draft in the v1 shape, with a slug identifier and the variables its steps use', async () => {
    const res = await create({ description: 'Shipping news', tags: ['orders'], steps: [inboxStep('Order {{payload.orderId}} for {{subscriber.firstName}}'), { template: { type: 'email', subject: 'Shipped', content: 'Hi {{tenant.name}}' } }] });
    expect(res.status).toBe(201);
    const template = res.body.data;
    expect(template).toMatchObject({
      id: template._id,
      name: 'Parcel delivered',
      description: 'Shipping news',
      active: false,
      draft: true,
      critical: false,
      tags: ['orders'],
      preferenceSettings: { email: true, sms: true, in_app: true, chat: true, push: true },
      _notificationGroupId: GENERAL,
      _environmentId: DEV_ENV_ID,
      origin: 'novu-cloud',
      deleted: false,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    expect(template.triggers).toEqual([
      { type: 'event', identifier: 'parcel-delivered', variables: [{ name: 'orderId' }], reservedVariables: [{ type: 'tenant', variables: [{ name: 'identifier', type: 'String' }] }], subscriberVariables: [{ name: 'email' }] },
    ]);
    const [inApp, email] = template.steps;
    expect(inApp).toMatchObject({ _id: inApp.template._id, _templateId: inApp.template._id, active: true, shouldStopOnFail: false, filters: [], template: { type: 'in_app', content: 'Order {{payload.orderId}} for {{subscriber.firstName}}', _feedId: null } });
    expect(email._parentId).toBe(inApp._id);
    expect((await t.api().get(`/v1/notification-templates/${template._id}`)).body.data).toEqual(template);
  });

  it('is the same workflow as v2 sees and triggers: inactive until switched on, then it delivers', async () => {
    const id = (await create({})).body.data._id;
    const v2 = await t.api().get('/v2/workflows/parcel-delivered');
    expect(v2.body.data).toMatchObject({ _id: id, workflowId: 'parcel-delivered', status: 'INACTIVE' });
    expect((await trigger('parcel-delivered', { orderId: 'A-1' })).body.data.status).toBe('trigger_not_active');
    const on = await t.api().put(`/v1/notification-templates/${id}/status`, { active: true });
    expect(on.body.data).toMatchObject({ active: true, draft: false });
    expect((await trigger('parcel-delivered', { orderId: 'A-1' })).body.data.status).toBe('processed');
    expect(await inbox()).toEqual(['Order A-1 shipped']);
  });

  it('adds a short suffix to an identifier another workflow has', async () => {
    const again = await create({ name: 'Comment mention!', active: true });
    expect(again.status).toBe(201);
    expect(again.body.data.triggers[0].identifier).toMatch(/^comment-mention-[0-9a-f]{8}$/);
    expect((await t.api().get('/v2/workflows/comment-mention')).body.data._id).not.toBe(again.body.data._id);
    expect((await create({ name: 'Tom & Jerry: café_2' })).body.data.triggers[0].identifier).toBe('tom-and-jerry-cafe2');
  });

  it("refuses a group that is not the environment's, a step without template, bad input and another environment than Development, storing nothing", async () => {
    const before = (await t.api().get('/v1/notification-templates?limit=100')).body.totalCount;
    const group = await create({ notificationGroupId: PROD_GENERAL });
    expect(group.status).toBe(404);
    expect(expectErrorShape(group.body, 404).message).toBe(`Notification group with id ${PROD_GENERAL} not found, under environment ${DEV_ENV_ID}`);
    const noTemplate = await create({ steps: [{ name: 'empty' }] });
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.body.message).toBe('Unexpected error: message template is missing');
    const variant = await create({ steps: [{ template: { type: 'in_app', content: 'x' }, variants: [{ name: 'v', template: { type: 'in_app', content: 'y' } }] }] });
    expect(variant.status).toBe(400);
    expect(variant.body.message).toBe('Variant conditions are required, variant name v id undefined');
    for (const body of [{ steps: undefined }, { name: 7 }, { steps: [{ template: { type: 'in_app' } }] }]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectErrorShape(res.body, 422);
    }
    const prod = await create({ notificationGroupId: PROD_GENERAL }, PROD_KEY);
    expect(prod.status).toBe(401);
    expect(prod.body.message).toBe('This action is only allowed in Development environment');
    expect((await t.api().get('/v1/notification-templates?limit=100')).body.totalCount).toBe(before);
    expect((await t.api(PROD_KEY).get('/v1/notification-templates?limit=100')).body.totalCount).toBe(8);
  });
});

describe('GET /v1/notification-templates/{templateId}', () => {
  it('finds by _id or trigger identifier, within the caller environment only', async () => {
    const byIdentifier = await t.api().get('/v1/notification-templates/security-alert');
    expect(byIdentifier.status).toBe(200);
    expect(byIdentifier.body.data).toMatchObject({ name: 'Security alert', critical: true, _notificationGroupId: SECURITY });
    expect(byIdentifier.body.data.notificationGroup).toBeUndefined();
    const byId = await t.api().get(`/v1/notification-templates/${byIdentifier.body.data._id}`);
    expect(byId.body.data).toEqual(byIdentifier.body.data);
    const fromProd = await t.api(PROD_KEY).get(`/v1/notification-templates/${byIdentifier.body.data._id}`);
    expect(fromProd.status).toBe(404);
    expect(expectErrorShape(fromProd.body, 404).message).toBe('Workflow cannot be found');
    expect(fromProd.body.workflowId).toBe(byIdentifier.body.data._id);
    expect((await t.api().get('/v1/notification-templates/no-such-workflow')).body).toMatchObject({ statusCode: 404, message: 'Workflow cannot be found', workflowId: 'no-such-workflow' });
  });
});

describe('PUT /v1/notification-templates/{templateId}', () => {
  it('changes the fields sent; new steps reach the next trigger and a step keeps its id by _templateId', async () => {
    const made = (await create({ active: true, steps: [inboxStep('First {{payload.orderId}}'), { template: { type: 'sms', content: 'SMS' } }] })).body.data;
    t.deps.clock.freeze(new Date(NOW.getTime() + 60_000));
    const res = await t.api().put(`/v1/notification-templates/${made._id}`, {
      name: 'Parcel delivered (v2)',
      tags: ['orders', 'v2'],
      notificationGroupId: SECURITY,
      steps: [{ _templateId: made.steps[0]._templateId, template: { type: 'email', content: 'Changed {{payload.carrier}}', subject: 'S' } }],
    });
    expect(res.status).toBe(200);
    const updated = res.body.data;
    expect(updated).toMatchObject({ _id: made._id, name: 'Parcel delivered (v2)', tags: ['orders', 'v2'], _notificationGroupId: SECURITY, active: true, updatedAt: new Date(NOW.getTime() + 60_000).toISOString() });
    expect(updated.steps).toHaveLength(1);
    // The message template keeps its id; the type sent replaces its own, as today's update use case does.
    expect(updated.steps[0]).toMatchObject({ _id: made.steps[0]._id, template: { _id: made.steps[0]._id, type: 'email', content: 'Changed {{payload.carrier}}', subject: 'S' } });
    expect(updated.triggers[0]).toMatchObject({ identifier: 'parcel-delivered', variables: [{ name: 'carrier' }] });
    const inApp = await t.api().put(`/v1/notification-templates/${made._id}`, { steps: [{ _templateId: made.steps[0]._templateId, template: { type: 'in_app', content: 'Changed {{payload.carrier}}' } }] });
    expect(inApp.body.data.steps[0]).toMatchObject({ _id: made.steps[0]._id, template: { type: 'in_app' } });
    await trigger('parcel-delivered', { carrier: 'DHL' });
    expect(await inbox()).toEqual(['Changed DHL']);

    const renamed = await t.api().put(`/v1/notification-templates/${made._id}`, { identifier: 'parcel-sent', name: '' });
    expect(renamed.body.data).toMatchObject({ name: 'Parcel delivered (v2)', triggers: [{ identifier: 'parcel-sent' }] });
    expect((await t.api().get('/v2/workflows/parcel-sent')).body.data._id).toBe(made._id);
    expect((await t.api().get('/v2/workflows/parcel-delivered')).status).toBe(404);
  });

  it('answers the real refusals and changes nothing', async () => {
    const id = (await t.api().get('/v1/notification-templates/comment-mention')).body.data._id;
    const before = (await t.api().get(`/v1/notification-templates/${id}`)).body.data;
    // Nothing to change (active is not this route's) is no refusal in today's service: only updatedAt moves.
    const empty = await t.api().put(`/v1/notification-templates/${id}`, { active: false });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ ...before, updatedAt: NOW.toISOString() });
    expect((await t.api().put(`/v1/notification-templates/${id}`, {})).body.data).toEqual(empty.body.data);
    const taken = await t.api().put(`/v1/notification-templates/${id}`, { identifier: 'password-reset' });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('Workflow with identifier password-reset already exists');
    const foreignStep = await t.api().put(`/v1/notification-templates/${id}`, { steps: [{ _templateId: '665f1c2a9b1e4a0024000001', template: { content: 'x' } }] });
    expect(foreignStep.status).toBe(404);
    expect(foreignStep.body.message).toBe('Message template with id 665f1c2a9b1e4a0024000001 not found');
    const group = await t.api().put(`/v1/notification-templates/${id}`, { notificationGroupId: PROD_GENERAL });
    expect(group.status).toBe(404);
    const unknown = await t.api().put('/v1/notification-templates/aaaaaaaaaaaaaaaaaaaaaaaa', { name: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Workflow cannot be found', workflowId: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect((await t.api().put('/v1/notification-templates/comment-mention', { name: 'x' })).status).toBe(422);
    expect((await t.api().get(`/v1/notification-templates/${id}`)).body.data).toEqual(empty.body.data);
  });
});

describe('PUT /v1/notification-templates/{templateId}/status and DELETE', () => {
  it('switches a workflow off (triggers then answer trigger_not_active); the same status again is a 400', async () => {
    const id = (await t.api().get('/v1/notification-templates/comment-mention')).body.data._id;
    const off = await t.api().put(`/v1/notification-templates/${id}/status`, { active: false });
    expect(off.body.data).toMatchObject({ active: false, draft: true });
    expect((await trigger('comment-mention')).body.data.status).toBe('trigger_not_active');
    const again = await t.api().put(`/v1/notification-templates/${id}/status`, { active: false });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You must provide a different status from the current status');
    expect((await t.api().put(`/v1/notification-templates/${id}/status`, {})).status).toBe(422);
    const prodId = (await t.api(PROD_KEY).get('/v1/notification-templates/comment-mention')).body.data._id;
    expect((await t.api(PROD_KEY).put(`/v1/notification-templates/${prodId}/status`, { active: false })).status).toBe(401);
    expect((await t.api(PROD_KEY).get(`/v1/notification-templates/${prodId}`)).body.data.active).toBe(true);
  });

  it('deletes: {data: true}, then gone from v1 and v2 and from triggers; an unknown id is a 404', async () => {
    const id = (await t.api().get('/v1/notification-templates/team-invite')).body.data._id;
    const res = await t.api().delete(`/v1/notification-templates/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true });
    expect((await t.api().get(`/v1/notification-templates/${id}`)).status).toBe(404);
    expect((await t.api().get('/v2/workflows/team-invite')).status).toBe(404);
    expect((await trigger('team-invite')).body.message).toBe('workflow_not_found');
    const again = await t.api().delete(`/v1/notification-templates/${id}`);
    expect(again.status).toBe(404);
    expect(expectErrorShape(again.body, 404).message).toBe('Workflow cannot be found');
    expect(again.body.workflowId).toBe(id);
    const prodId = (await t.api(PROD_KEY).get('/v1/notification-templates/team-invite')).body.data._id;
    expect((await t.api(PROD_KEY).delete(`/v1/notification-templates/${prodId}`)).status).toBe(401);
    expect((await t.api(PROD_KEY).get(`/v1/notification-templates/${prodId}`)).status).toBe(200);
  });
});

describe('state', () => {
  it('templates created and changed here, and v2 writes, survive a snapshot and its restore', async () => {
    const made = (await create({ active: true, steps: [inboxStep('A'), { template: { type: 'digest', content: '' }, metadata: { type: 'regular', amount: 5, unit: 'minutes', digestKey: 'orderId' } }] })).body.data;
    await t.api().put(`/v1/notification-templates/${made._id}`, { tags: ['kept'] });
    await t.api().patch('/v2/workflows/comment-mention', { name: 'Mentions' });
    await t.api().put('/v2/workflows/order-shipped', { name: 'Order shipped', severity: 'high', steps: [{ name: 'Ship SMS', type: 'sms', controlValues: { body: 'x' } }], preferences: {} });
    const snapshot = (await t.request().get('/__admin/snapshot')).body;
    await t.api().delete(`/v1/notification-templates/${made._id}`);
    const restored = await t.request().put('/__admin/snapshot').send(snapshot);
    expect(restored.status, JSON.stringify(restored.body).slice(0, 300)).toBe(200);
    expect((await t.api().get(`/v1/notification-templates/${made._id}`)).body.data).toMatchObject({ tags: ['kept'], triggers: [{ variables: [{ name: 'orderId' }] }] });
    expect((await t.api().get('/v2/workflows/comment-mention')).body.data.name).toBe('Mentions');
  });
});
