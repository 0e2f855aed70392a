import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const GENERAL = '665f1c2a9b1e4a0025000001';
const PROD_GENERAL = '665f1c2a9b1e4a0025000004';

beforeEach(async () => {
  t = await makeTestApp();
  t.deps.clock.freeze(new Date('2030-05-05T10:00:00.000Z'));
});

interface Change {
  _id: string;
  _entityId: string;
  type: string;
  enabled: boolean;
  change: { op: string; path: (string | number)[]; val?: unknown; oldVal?: unknown }[];
  _parentId?: string;
  templateName?: string;
  templateId?: string;
}
interface Template {
  _id: string;
  name: string;
  active: boolean;
  _parentId?: string;
  _notificationGroupId: string;
  triggers: { identifier: string }[];
  steps: { _templateId: string; template: { _id: string; _parentId?: string; _feedId: string | null; content: string } }[];
}

const count = async (key = DEV_KEY) => (await t.api(key).get('/v1/changes/count')).body.data as number;
const pending = async (key = DEV_KEY) => (await t.api(key).get('/v1/changes?promoted=false&limit=100')).body.data as Change[];
const apply = (id: string, key = DEV_KEY) => t.api(key).post(`/v1/changes/${id}/apply`, {});
const templates = async (key: string) => (await t.api(key).get('/v1/notification-templates?limit=100')).body.data as Template[];
const promotedFrom = async (devId: string) => (await templates(PROD_KEY)).find((w) => w._parentId === devId);
const createTemplate = async (body: object = {}) =>
  (await t.api().post('/v1/notification-templates', { name: 'Parcel delivered', notificationGroupId: GENERAL, steps: [{ template: { type: 'in_app', content: 'Shipped {{payload.id}}' } }], ...body })).body
    .data as Template;

describe('changes of a v1 workflow', () => {
  it('are pending in Development until applied; then Production has the workflow under ids of its own, naming Development’s', async () => {
    expect(await count()).toBe(0);
    const workflow = await createTemplate();
    expect(await count()).toBe(1);
    const [change] = await pending();
    expect(change).toMatchObject({ type: 'NotificationTemplate', _entityId: workflow._id, enabled: false, _environmentId: DEV_ENV_ID, templateId: workflow._id, templateName: 'Parcel delivered' });
    expect(change?.change).toContainEqual({ op: 'add', path: ['name'], val: 'Parcel delivered' });
    expect(await promotedFrom(workflow._id)).toBeUndefined();
    expect((await t.api(PROD_KEY).get('/v2/workflows/parcel-delivered')).status).toBe(404);

    const applied = await apply(change?._id as string);
    expect(applied.status).toBe(201);
    // The step's message template first (a change under the workflow's), then the workflow; as they were found.
    expect(applied.body.data.map((c: Change) => [c.type, c.enabled])).toEqual([['MessageTemplate', false], ['NotificationTemplate', false]]);
    expect(applied.body.data[0]).toMatchObject({ _parentId: change?._id, _entityId: workflow.steps[0]?._templateId });

    const prod = await promotedFrom(workflow._id);
    expect(prod).toMatchObject({ name: 'Parcel delivered', _notificationGroupId: PROD_GENERAL, triggers: [{ identifier: workflow.triggers[0]?.identifier }] });
    expect(prod?._id).not.toBe(workflow._id);
    expect(prod?.steps[0]?.template).toMatchObject({ _parentId: workflow.steps[0]?._templateId, content: 'Shipped {{payload.id}}' });
    expect(prod?.steps[0]?._templateId).toBe(prod?.steps[0]?.template._id);
    expect((await t.api(PROD_KEY).get(`/v2/workflows/${workflow.triggers[0]?.identifier}`)).status).toBe(200);
    expect(await count()).toBe(0);
    const promoted = (await t.api().get('/v1/changes?promoted=true')).body;
    expect(promoted).toMatchObject({ totalCount: 1, page: 0, pageSize: 10 });
    expect(promoted.data[0]).toMatchObject({ _id: change?._id, enabled: true });
  });

  it('merges repeated writes into one pending change; after a promotion the next one holds only what changed', async () => {
    const workflow = await createTemplate();
    await t.api().put(`/v1/notification-templates/${workflow._id}/status`, { active: true });
    await t.api().put(`/v1/notification-templates/${workflow._id}/status`, { active: false });
    expect((await pending()).filter((c) => c.type === 'NotificationTemplate')).toHaveLength(1);
    await apply((await pending())[0]?._id as string);
    const first = await promotedFrom(workflow._id);

    await t.api().put(`/v1/notification-templates/${workflow._id}`, { name: 'Parcel on its way' });
    await t.api().put(`/v1/notification-templates/${workflow._id}/status`, { active: true });
    const [next] = await pending();
    expect(next?.change.map((op) => op.path.join('.')).sort()).toEqual(['active', 'draft', 'name']); // the clock is frozen: `updatedAt` did not change
    expect(next?.change).toContainEqual({ op: 'update', path: ['name'], val: 'Parcel on its way', oldVal: 'Parcel delivered' });
    expect((await promotedFrom(workflow._id))?.name).toBe('Parcel delivered');

    await apply(next?._id as string);
    const second = await promotedFrom(workflow._id);
    expect(second).toMatchObject({ _id: first?._id, name: 'Parcel on its way', active: true });
    expect(second?.steps[0]?.template._id).toBe(first?.steps[0]?.template._id);
  });

  it('applies a change promoted already again (201): Production keeps one workflow for it', async () => {
    const workflow = await createTemplate();
    const id = (await pending())[0]?._id as string;
    await apply(id);
    const again = await apply(id);
    expect(again.status).toBe(201);
    expect(again.body.data.map((c: Change) => [c.type, c.enabled])).toEqual([['MessageTemplate', true], ['NotificationTemplate', true]]);
    expect((await templates(PROD_KEY)).filter((w) => w._parentId === workflow._id)).toHaveLength(1);
  });

  it('promotes a delete: Production loses the workflow', async () => {
    const workflow = await createTemplate();
    await apply((await pending())[0]?._id as string);
    expect(await promotedFrom(workflow._id)).toBeDefined();
    await t.api().delete(`/v1/notification-templates/${workflow._id}`);
    const [deletion] = await pending();
    expect(deletion).toMatchObject({ type: 'NotificationTemplate', _entityId: workflow._id, templateName: 'Parcel delivered' });
    expect(deletion?.change).toContainEqual({ op: 'update', path: ['deleted'], val: true, oldVal: false });
    expect(await promotedFrom(workflow._id)).toBeDefined();
    await apply(deletion?._id as string);
    expect(await promotedFrom(workflow._id)).toBeUndefined();
  });
});

describe('changes of groups and feeds', () => {
  it('a new group reaches Production when applied, or with the first workflow of it that is applied', async () => {
    const group = (await t.api().post('/v1/notification-groups', { name: 'Invoices' })).body.data;
    const prodGroups = async () => (await t.api(PROD_KEY).get('/v1/notification-groups')).body.data as { _id: string; name: string; _parentId?: string }[];
    expect((await prodGroups()).some((g) => g.name === 'Invoices')).toBe(false);
    const workflow = await createTemplate({ notificationGroupId: group._id });
    expect((await pending()).map((c) => c.type)).toEqual(['NotificationTemplate', 'NotificationGroup']);
    expect((await pending())[1]).toMatchObject({ templateName: 'Invoices', _entityId: group._id });

    await apply((await pending())[0]?._id as string);
    const billing = (await prodGroups()).find((g) => g.name === 'Invoices');
    expect(billing).toMatchObject({ _parentId: group._id });
    expect(billing?._id).not.toBe(group._id);
    expect((await promotedFrom(workflow._id))?._notificationGroupId).toBe(billing?._id);
    expect(await count()).toBe(0);
  });

  it('a feed created and deleted before it was applied never reaches Production; one created does', async () => {
    const prodFeeds = async () => ((await t.api(PROD_KEY).get('/v1/feeds')).body.data as { name: string }[]).map((f) => f.name);
    const gone = (await t.api().post('/v1/feeds', { name: 'Short-lived' })).body.data;
    await t.api().delete(`/v1/feeds/${gone._id}`);
    const kept = (await t.api().post('/v1/feeds', { name: 'Activities' })).body.data;
    const changes = await pending();
    expect(changes.map((c) => [c.type, c._entityId])).toEqual([['Feed', kept._id], ['Feed', gone._id]]);

    const bulk = await t.api().post('/v1/changes/bulk/apply', { changeIds: [...changes.map((c) => c._id), '6650d00000000000000000c1'] });
    expect(bulk.status).toBe(201);
    expect(bulk.body.data.map((list: Change[]) => list.map((c) => c._entityId))).toEqual([[gone._id], [kept._id]]);
    expect(await prodFeeds()).toEqual(['Activities']);
    expect(await count()).toBe(0);
  });

  it('a step naming a feed not promoted yet promotes it first, and names Production’s feed', async () => {
    const feed = (await t.api().post('/v1/feeds', { name: 'Orders' })).body.data;
    const workflow = await createTemplate({ steps: [{ template: { type: 'in_app', content: 'Shipped', feedId: feed._id } }] });
    expect((await pending()).map((c) => c.type)).toEqual(['NotificationTemplate']);
    const applied = await apply((await pending())[0]?._id as string);
    expect(applied.body.data.map((c: Change) => c.type)).toEqual(['Feed', 'MessageTemplate', 'NotificationTemplate']);
    const prodFeed = ((await t.api(PROD_KEY).get('/v1/feeds')).body.data as { _id: string; name: string }[]).find((f) => f.name === 'Orders');
    expect((await promotedFrom(workflow._id))?.steps[0]?.template._feedId).toBe(prodFeed?._id);
  });
});

describe('refusals', () => {
  it('answers the real statuses and words', async () => {
    const malformed = await apply('not-an-id');
    expect(malformed.status).toBe(400);
    expect(expectErrorShape(malformed.body, 400).message).toBe('Validation failed for ApplyChangeCommand: changeId: changeId must be a mongodb id');
    const unknown = await apply('6650d00000000000000000c1');
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body, 404).message).toBe('Parent Change not found');
    const withoutPromoted = await t.api().get('/v1/changes');
    expect(withoutPromoted.status).toBe(422);
    expect((await t.api().post('/v1/changes/bulk/apply', {})).status).toBe(422);
  });

  it('Production lists its own changes, and cannot apply them: it has no child environment', async () => {
    await createTemplate();
    expect(await count(PROD_KEY)).toBe(0);
    expect(await pending(PROD_KEY)).toEqual([]);
    const devChange = (await pending())[0]?._id as string;
    expect((await apply(devChange, PROD_KEY)).body.message).toBe('Parent Change not found');

    const group = (await t.api(PROD_KEY).post('/v1/notification-groups', { name: 'Prod only' })).body.data;
    const [own] = await pending(PROD_KEY);
    expect(own).toMatchObject({ _entityId: group._id, _environmentId: PROD_ENV_ID });
    const refused = await apply(own?._id as string, PROD_KEY);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(`Environment ${PROD_ENV_ID} not found`);
    expect(await count(PROD_KEY)).toBe(1);
  });
});

describe('changes are state', () => {
  it('survive a snapshot and its restore, and go at a reset', async () => {
    await createTemplate();
    const snapshot = (await t.request().get('/__admin/snapshot')).body;
    await t.request().post('/__admin/reset');
    expect(await count()).toBe(0);
    expect((await t.request().put('/__admin/snapshot').send(snapshot)).status).toBe(200);
    expect(await count()).toBe(1);
    await apply((await pending())[0]?._id as string);
    expect(await count()).toBe(0);
  });

  it('are charged to the memory budget: a write whose change does not fit is refused whole', async () => {
    const measured = await makeTestApp();
    const budget = () => measured.deps.registry.resolve(DEV_KEY)?.budget.used().bytes ?? 0;
    await measured.api().post('/v1/feeds', { name: 'f' });
    const feedWithChange = budget();
    expect(feedWithChange).toBeGreaterThan(300);

    const small = await makeTestApp({ maxStoredBytes: feedWithChange - 1 });
    const refused = await small.api().post('/v1/feeds', { name: 'f' });
    expect(refused.status).toBe(413);
    expect((await small.api().get('/v1/feeds')).body.data).toEqual([]);
    expect((await small.api().get('/v1/changes/count')).body.data).toBe(0);
  });

  it('a workflow whose changes do not fit is refused whole: no workflow, no change, nothing left charged', async () => {
    const body = { name: 'Parcel delivered', notificationGroupId: GENERAL, steps: [{ template: { type: 'in_app', content: 'Shipped' } }, { template: { type: 'sms', content: 'Shipped' } }] };
    const measured = await makeTestApp();
    expect((await measured.api().post('/v1/notification-templates', body)).status).toBe(201);
    const needed = measured.deps.registry.resolve(DEV_KEY)?.budget.used().bytes ?? 0;

    const small = await makeTestApp({ maxStoredBytes: needed - 1 });
    const before = (await small.api().get('/v1/notification-templates?limit=100')).body.totalCount;
    const refused = await small.api().post('/v1/notification-templates', body);
    expect(refused.status).toBe(413);
    expect((await small.api().get('/v1/notification-templates?limit=100')).body.totalCount).toBe(before);
    expect((await small.api().get('/v1/changes?promoted=false')).body.totalCount).toBe(0);
    expect(small.deps.registry.resolve(DEV_KEY)?.budget.used().bytes).toBe(0);
  });
});
