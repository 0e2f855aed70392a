/**
 * `/v1/workflows`: the real service's v1 workflow routes, the same workflows as `/v1/notification-templates`
 * and `/v2/workflows` (one store), with today's rules, bodies and messages (its e2e tests, over HTTP).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2030-05-05T10:00:00.000Z');
const GENERAL = '665f1c2a9b1e4a0025000001';
const SECURITY = '665f1c2a9b1e4a0025000002';

beforeEach(async () => {
  t = await makeTestApp();
  t.deps.clock.freeze(NOW);
});

const emailStep = (subject: string, extra: object = {}) => ({ template: { name: 'Message Name', subject, type: 'email', content: [], ...extra } });
const create = (body: object, key = DEV_KEY) =>
  t.api(key).post('/v1/workflows', { name: 'Test email template', notificationGroupId: GENERAL, steps: [{ template: { type: 'in_app', content: 'Hi {{payload.name}}' } }], ...body });
type Listed = { _id: string; name: string; triggers: { identifier: string }[] };
const ids = (list: Listed[]) => list.map((w) => w._id);

describe('one store behind /v1/workflows, /v1/notification-templates and /v2/workflows', () => {
  it('a workflow created here is the same record on every route; only its origin tells the routes apart', async () => {
    const res = await create({ description: 'This is a test description', tags: ['test-tag'] });
    expect(res.status).toBe(201);
    const made = res.body.data;
    // A v1 workflow starts as an inactive draft unless `active` is sent (the real create's default).
    expect(made).toMatchObject({ id: made._id, name: 'Test email template', description: 'This is a test description', active: false, draft: true, critical: false, tags: ['test-tag'], origin: 'novu-cloud-v1', _notificationGroupId: GENERAL, _environmentId: DEV_ENV_ID });
    expect(made.triggers[0]).toMatchObject({ type: 'event', identifier: 'test-email-template', variables: [{ name: 'name' }] });
    expect((await t.api().get(`/v1/workflows/${made._id}`)).body.data).toEqual(made);
    expect((await t.api().get(`/v1/notification-templates/${made._id}`)).body.data).toEqual(made);
    expect((await t.api().get('/v2/workflows/test-email-template')).body.data).toMatchObject({ _id: made._id, status: 'INACTIVE' });
    const sibling = (await t.api().post('/v1/notification-templates', { name: 'Other route', notificationGroupId: GENERAL, steps: [] })).body.data;
    expect(sibling.origin).toBe('novu-cloud');
    expect((await t.api().get(`/v1/workflows/${sibling._id}`)).body.data).toEqual(sibling);

    const both = await Promise.all([t.api().get('/v1/workflows?limit=100'), t.api().get('/v1/notification-templates?limit=100')]);
    expect(both[0].status).toBe(200);
    expect(both[0].body).toEqual(both[1].body);
    expect(both[0].body.totalCount).toBe(10);
  });

  it('Development creates, switches and deletes; another environment is refused with the real 401', async () => {
    const prodId = (await t.api(PROD_KEY).get('/v1/workflows/comment-mention')).body.data._id;
    const refusals = [
      await create({}, PROD_KEY),
      await t.api(PROD_KEY).put(`/v1/workflows/${prodId}/status`, { active: false }),
      await t.api(PROD_KEY).delete(`/v1/workflows/${prodId}`),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(401);
      expect(expectErrorShape(res.body, 401).message).toBe('This action is only allowed in Development environment');
    }
    expect((await t.api(PROD_KEY).get(`/v1/workflows/${prodId}`)).body.data.active).toBe(true);
    expect((await t.api(PROD_KEY).get('/v1/workflows?limit=100')).body.totalCount).toBe(8);
  });
});

describe('GET /v1/workflows', () => {
  it('pages newest first with page, limit and query (the real e2e cases), each item with its group', async () => {
    const made: string[] = [];
    for (let i = 0; i < 6; i++) made.push((await create({ name: `Pagination Test ${i}` })).body.data._id);
    const page0 = (await t.api().get('/v1/workflows?page=0&limit=2&query=Pagination+Test')).body;
    expect(page0).toMatchObject({ page: 0, pageSize: 2, totalCount: 6 });
    expect(ids(page0.data)).toEqual([made[5], made[4]]);
    const page1 = (await t.api().get('/v1/workflows?page=1&limit=3&query=Pagination+Test')).body;
    expect(page1).toMatchObject({ page: 1, pageSize: 3, totalCount: 6 });
    expect(ids(page1.data)).toEqual([made[2], made[1], made[0]]);
    expect(page0.data[0].notificationGroup).toMatchObject({ _id: GENERAL, name: 'General', _environmentId: DEV_ENV_ID });

    const all = (await t.api().get('/v1/workflows')).body;
    expect(all).toMatchObject({ page: 0, pageSize: 10, totalCount: 14 });
    expect(all.data.slice(0, 6).map((w: Listed) => w._id)).toEqual([...made].reverse());
    // By trigger identifier too, case-insensitive.
    const byIdentifier = (await t.api().get('/v1/workflows?query=PAGINATION-TEST-3')).body;
    expect(byIdentifier.data.map((w: Listed) => w.triggers[0]?.identifier)).toEqual(['pagination-test-3']);
    expect((await t.api().get('/v1/workflows?query=no-such-thing')).body).toEqual({ page: 0, data: [], totalCount: 0, pageSize: 10 });
  });

  it('refuses a limit over 100, a limit under 1 and a negative page with 422', async () => {
    for (const q of ['limit=101', 'limit=0', 'page=-1']) {
      const res = await t.api().get(`/v1/workflows?${q}`);
      expect(res.status, q).toBe(422);
      expectErrorShape(res.body, 422);
    }
  });
});

describe('GET /v1/workflows/{workflowId} and /variables', () => {
  it('finds by _id or trigger identifier; unknown → 404 "Workflow cannot be found" with the workflowId', async () => {
    const byIdentifier = await t.api().get('/v1/workflows/security-alert');
    expect(byIdentifier.status).toBe(200);
    expect(byIdentifier.body.data).toMatchObject({ name: 'Security alert', critical: true, _notificationGroupId: SECURITY });
    expect((await t.api().get(`/v1/workflows/${byIdentifier.body.data._id}`)).body.data).toEqual(byIdentifier.body.data);
    for (const ref of ['5f6651112efc19f33b34fc39', 'no-such-workflow']) {
      const res = await t.api().get(`/v1/workflows/${ref}`);
      expect(res.status).toBe(404);
      expect(expectErrorShape(res.body, 404)).toMatchObject({ message: 'Workflow cannot be found', workflowId: ref, ctx: { workflowId: ref } });
      expect(res.body).not.toHaveProperty('error');
    }
    // Another environment's workflow is unknown here.
    expect((await t.api(PROD_KEY).get(`/v1/workflows/${byIdentifier.body.data._id}`)).status).toBe(404);
  });

  it('shows the preference settings a workflow was created with', async () => {
    const preferenceSettings = { in_app: true, sms: true, push: true, chat: true, email: false };
    const made = (await create({ preferenceSettings, critical: true })).body.data;
    const shown = (await t.api().get(`/v1/workflows/${made._id}`)).body.data;
    expect(shown.preferenceSettings).toEqual(preferenceSettings);
    expect(shown.critical).toBe(true);
  });

  it('lists the system variables a template may read, as the real service does, with no translations', async () => {
    const res = await t.api().get('/v1/workflows/variables');
    expect(res.status).toBe(200);
    const person = { firstName: 'string', lastName: 'string', email: 'string', phone: 'string', avatar: 'string', locale: 'string', subscriberId: 'string' };
    expect(res.body).toEqual({
      data: {
        translations: {},
        system: { subscriber: person, actor: person, step: { digest: 'boolean', events: 'array', total_count: 'number' }, branding: { logo: 'string', color: 'string' }, tenant: { name: 'string', data: 'object' } },
      },
    });
  });
});

describe('PUT /v1/workflows/{workflowId}', () => {
  it("updates name, tags, group and the steps' message templates, keeping the parent chain", async () => {
    const made = (await create({ tags: ['test-tag'], steps: [emailStep('Test email subject', { preheader: 'Test email preheader', senderName: 'Test email sender name' }), emailStep('Test email subject')] })).body.data;
    const res = await t.api().put(`/v1/workflows/${made._id}`, {
      name: 'New name for notification',
      tags: ['test-tag', 'other'],
      notificationGroupId: SECURITY,
      steps: [
        ...made.steps.map((step: { _templateId: string }) => ({ _templateId: step._templateId, ...emailStep('Test email subject', { preheader: 'updated preheader', senderName: 'updated sender name' }) })),
        { ...emailStep('Third'), replyCallback: { active: true, url: 'acme-corp.com/webhook' } },
      ],
    });
    expect(res.status).toBe(200);
    const updated = res.body.data;
    expect(updated).toMatchObject({ _id: made._id, name: 'New name for notification', description: '', tags: ['test-tag', 'other'], _notificationGroupId: SECURITY });
    const [first, second, third] = updated.steps;
    expect(first).toMatchObject({ _id: made.steps[0]._id, template: { preheader: 'updated preheader', senderName: 'updated sender name' } });
    expect(second._parentId).toBe(first._id);
    expect(third._parentId).toBe(second._id);
    expect(third.replyCallback).toEqual({ active: true, url: 'acme-corp.com/webhook' });
    expect((await t.api().get(`/v1/notification-templates/${made._id}`)).body.data).toEqual(updated);
  });

  it('renames the trigger; an identifier another workflow has → 400 with the real words', async () => {
    const made = (await create({})).body.data;
    const renamed = await t.api().put(`/v1/workflows/${made._id}`, { identifier: 'brand-new-identifier' });
    expect(renamed.body.data.triggers[0].identifier).toBe('brand-new-identifier');
    expect((await t.api().get('/v2/workflows/brand-new-identifier')).body.data._id).toBe(made._id);
    const taken = await t.api().put(`/v1/workflows/${made._id}`, { identifier: 'password-reset' });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ statusCode: 400, message: 'Workflow with identifier password-reset already exists', error: 'Bad Request' });
  });

  it('recomputes the trigger variables from new steps, and lets a message content become empty', async () => {
    const made = (await create({ steps: [{ template: { type: 'email', contentType: 'customHtml', content: 'Content' } }] })).body.data;
    const variables = await t.api().put(`/v1/workflows/${made._id}`, { steps: [{ active: false, template: { type: 'email', contentType: 'customHtml', content: '{{payload.newVariableFromUpdate}}' } }] });
    expect(variables.body.data.triggers[0].variables[0].name).toBe('newVariableFromUpdate');
    expect(variables.body.data.steps[0]).toMatchObject({ active: false, template: { contentType: 'customHtml' } });
    const step = variables.body.data.steps[0];
    const empty = await t.api().put(`/v1/workflows/${made._id}`, { steps: [{ _templateId: step._templateId, template: { type: 'email', contentType: 'customHtml', content: '' } }] });
    expect(empty.body.data.steps[0].template).toMatchObject({ _id: step._templateId, content: '' });
  });

  it('shows an empty reply callback until one is set, as the real steps do', async () => {
    const made = (await create({ steps: [emailStep('Test')] })).body.data;
    expect(made.steps[0].replyCallback).toEqual({});
    const updated = await t.api().put(`/v1/workflows/${made._id}`, { steps: [{ ...emailStep('Test'), replyCallback: { active: true, url: 'acme-corp.com/webhook' } }] });
    expect(updated.body.data.steps[0].replyCallback).toEqual({ active: true, url: 'acme-corp.com/webhook' });
  });

  it('refuses an empty CTA action with the real 400, on create and on update, storing nothing', async () => {
    const state = () => JSON.stringify(t.deps.control.snapshot(DEV_KEY));
    const before = state();
    const invalid = { template: { type: 'in_app', cta: { action: '' }, content: 'This is new content for notification' } };
    const created = await create({ steps: [invalid] });
    expect(created.status).toBe(400);
    expect(expectErrorShape(created.body, 400).message).toBe('Please provide a valid CTA action');
    expect(state()).toBe(before);
    const id = (await t.api().get('/v1/workflows/comment-mention')).body.data._id;
    const withWorkflow = state();
    const updated = await t.api().put(`/v1/workflows/${id}`, { steps: [invalid] });
    expect(updated.status).toBe(400);
    expect(updated.body).toMatchObject({ statusCode: 400, message: 'Please provide a valid CTA action' });
    expect(state()).toBe(withWorkflow);
  });

  it('refuses an unknown workflow with today\'s 404, and changes nothing', async () => {
    const state = () => JSON.stringify(t.deps.control.snapshot(DEV_KEY));
    const before = state();
    const unknown = await t.api().put('/v1/workflows/5f6651112efc19f33b34fc39', { name: 'x' });
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body, 404)).toMatchObject({ message: 'Workflow cannot be found', workflowId: '5f6651112efc19f33b34fc39' });
    expect(state()).toBe(before);
  });
});

describe('PUT /v1/workflows/{workflowId}/status and DELETE', () => {
  it('activates a draft, which then delivers; the same status again → 400; unknown → 404', async () => {
    const made = (await create({})).body.data;
    expect(made).toMatchObject({ active: false, draft: true });
    const trigger = () => t.api().post('/v1/events/trigger', { name: 'test-email-template', to: 'v1-workflows-user', payload: { name: 'Ada' } });
    expect((await trigger()).body.data.status).toBe('trigger_not_active');
    const on = await t.api().put(`/v1/workflows/${made._id}/status`, { active: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ _id: made._id, active: true, draft: false });
    expect((await trigger()).body.data.status).toBe('processed');
    const inbox = await t.api().get('/v1/messages?subscriberId=v1-workflows-user&channel=in_app');
    expect(inbox.body.data.map((m: { content: string }) => m.content)).toEqual(['Hi Ada']);

    const again = await t.api().put(`/v1/workflows/${made._id}/status`, { active: true });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You must provide a different status from the current status');
    const unknown = await t.api().put('/v1/workflows/5f6651112efc19f33b34fc39/status', { active: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Template with id 5f6651112efc19f33b34fc39 not found');
  });

  it('deletes: {data: true}, gone from every route and from triggers; unknown → 404 "Workflow cannot be found"', async () => {
    const made = (await create({ active: true })).body.data;
    const before = (await t.api().get('/v1/workflows?limit=100')).body.totalCount;
    const res = await t.api().delete(`/v1/workflows/${made._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true });
    expect((await t.api().get('/v1/workflows?limit=100')).body.totalCount).toBe(before - 1);
    expect((await t.api().get(`/v1/notification-templates/${made._id}`)).status).toBe(404);
    expect((await t.api().get('/v2/workflows/test-email-template')).status).toBe(404);
    expect((await t.api().post('/v1/events/trigger', { name: 'test-email-template', to: 'someone' })).body.message).toBe('workflow_not_found');
    const again = await t.api().delete(`/v1/workflows/${made._id}`);
    expect(again.status).toBe(404);
    expect(expectErrorShape(again.body, 404)).toMatchObject({ message: 'Workflow cannot be found', workflowId: made._id });
  });
});

describe('references: notification groups and feeds', () => {
  it("refuses a group that is not the environment's; a step's feed is kept, and the feed cannot go while a step names it", async () => {
    const prodGroup = '665f1c2a9b1e4a0025000004';
    const group = await create({ notificationGroupId: prodGroup });
    expect(group.status).toBe(404);
    expect(group.body.message).toBe(`Notification group with id ${prodGroup} not found, under environment ${DEV_ENV_ID}`);
    const feed = (await t.api().post('/v1/feeds', { name: 'Orders' })).body.data;
    const made = (await create({ steps: [{ template: { type: 'in_app', content: 'x', feedId: feed._id } }] })).body.data;
    expect(made.steps[0].template._feedId).toBe(feed._id);
    const refused = await t.api().delete(`/v1/feeds/${feed._id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Can not delete feed that has existing message');
    await t.api().delete(`/v1/workflows/${made._id}`);
    expect((await t.api().delete(`/v1/feeds/${feed._id}`)).status).toBe(200);
  });
});

describe('Development → Production', () => {
  it('a workflow made and changed at /v1/workflows is a pending change until applied; then Production has it', async () => {
    const made = (await create({ active: true })).body.data;
    await t.api().put(`/v1/workflows/${made._id}`, { tags: ['promoted'] });
    expect((await t.api(PROD_KEY).get('/v1/workflows/test-email-template')).status).toBe(404);
    const pending = (await t.api().get('/v1/changes?promoted=false&limit=100')).body.data as { _id: string; type: string; _entityId: string }[];
    const change = pending.find((c) => c.type === 'NotificationTemplate' && c._entityId === made._id);
    expect(change).toBeDefined();
    expect((await t.api().post(`/v1/changes/${change?._id}/apply`, {})).status).toBe(201);
    const inProduction = await t.api(PROD_KEY).get('/v1/workflows/test-email-template');
    expect(inProduction.status).toBe(200);
    expect(inProduction.body.data).toMatchObject({ name: 'Test email template', tags: ['promoted'], active: true });
    expect(inProduction.body.data._id).not.toBe(made._id);
  });
});

describe('ids in the path', () => {
  it('a write naming no ObjectId is refused as the real command refuses it (422, the command\'s words)', async () => {
    const put = await t.api().put('/v1/workflows/not-an-id', { name: 'x' });
    expect(put.status).toBe(422);
    expect(put.body.message).toBe('Validation failed for UpdateWorkflowCommandV0: id: id must be a mongodb id');
    const del = await t.api().delete('/v1/workflows/not-an-id');
    expect(del.status).toBe(422);
    expect(del.body.message).toBe('Validation failed for DeleteNotificationTemplateCommand: templateId: templateId must be a mongodb id');
    const status = await t.api().put('/v1/workflows/not-an-id/status', { active: true });
    expect(status.status).toBe(422);
    expect(status.body.message).toBe('Validation failed for ChangeTemplateActiveStatusCommand: templateId: templateId must be a mongodb id');
  });
});
