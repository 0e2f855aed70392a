import { StepTypeEnum } from '@novu/node';
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID } from '../helpers/test-app.js';
import { PROD_KEY, failure, useNodeSdkMock } from './node-sdk.js';

const sdk = useNodeSdkMock(2903);

/** A notification group of the environment: the real service requires one to create a template. */
async function notificationGroupId(): Promise<string> {
  const page = await sdk.novu().notificationTemplates.getAll(0, 1);
  return page.data.data[0]._notificationGroupId as string;
}

const inAppStep = (content: string) => ({ template: { type: StepTypeEnum.IN_APP, content } }) as never;

/** A template of one in-app step in the environment's notification group; resolves to the created template. */
async function createTemplate(name: string, content: string, active?: boolean) {
  const created = await sdk.novu().notificationTemplates.create({ name, notificationGroupId: await notificationGroupId(), active, steps: [inAppStep(content)] });
  return created.data.data as { _id: string; _notificationGroupId: string };
}

describe('@novu/node 2.6.6: notification templates (the v1 name of workflows)', () => {
  it('lists templates a page at a time: {page, pageSize, totalCount, data}, not wrapped', async () => {
    const first = await sdk.novu().notificationTemplates.getAll(0, 3);
    expect(first.status).toBe(200);
    expect(Object.keys(first.data).sort()).toEqual(['data', 'page', 'pageSize', 'totalCount']);
    expect(first.data).toMatchObject({ page: 0, pageSize: 3 });
    expect(first.data.data).toHaveLength(3);
    expect(first.data.totalCount).toBeGreaterThanOrEqual(8);
    const template = first.data.data[0];
    expect(template).toMatchObject({ _environmentId: DEV_ENV_ID, triggers: [expect.objectContaining({ type: 'event' })] });
    expect(template._id).toMatch(/^[0-9a-f]{24}$/);
    const second = await sdk.novu().notificationTemplates.getAll(1, 3);
    expect(second.data.page).toBe(1);
    const ids = new Set(first.data.data.map((t: { _id: string }) => t._id));
    expect(second.data.data.filter((t: { _id: string }) => ids.has(t._id))).toEqual([]);
    // The SDK's defaults: page 0, 10 a page.
    expect((await sdk.novu().notificationTemplates.getAll()).data).toMatchObject({ page: 0, pageSize: 10 });
  });

  it('creates a template: 201, inactive and a draft unless told, its trigger identifier the slug of its name', async () => {
    const groupId = await notificationGroupId();
    const created = await sdk.novu().notificationTemplates.create({
      name: 'Invoice Ready',
      notificationGroupId: groupId,
      description: 'Tells a customer the invoice can be downloaded',
      tags: ['billing'],
      steps: [inAppStep('Invoice {{payload.invoiceId}} is ready')],
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.data)).toEqual(['data']);
    const template = created.data.data;
    expect(template).toMatchObject({
      name: 'Invoice Ready',
      description: 'Tells a customer the invoice can be downloaded',
      tags: ['billing'],
      active: false,
      draft: true,
      critical: false,
      _notificationGroupId: groupId,
      _environmentId: DEV_ENV_ID,
    });
    expect(template.triggers[0]).toMatchObject({ type: 'event', identifier: 'invoice-ready' });
    expect(template.steps).toHaveLength(1);
    expect(template.steps[0].template).toMatchObject({ type: 'in_app', content: 'Invoice {{payload.invoiceId}} is ready' });

    // By id or by trigger identifier, the same template.
    const byId = await sdk.novu().notificationTemplates.getOne(template._id);
    expect(byId.status).toBe(200);
    expect(byId.data.data).toMatchObject({ _id: template._id, name: 'Invoice Ready' });
    expect((await sdk.novu().notificationTemplates.getOne('invoice-ready')).data.data._id).toBe(template._id);
    // Another environment does not see it.
    expect((await failure(sdk.novu(PROD_KEY).notificationTemplates.getOne(template._id))).status).toBe(404);
  });

  it('creates an active template when asked, which a trigger then reaches', async () => {
    expect(await createTemplate('Node Ping', 'Ping from {{payload.from}}', true)).toMatchObject({ active: true, draft: false });
    const triggered = await sdk.novu().trigger('node-ping', { to: { subscriberId: 'node-ping-target' }, payload: { from: 'ops' } });
    expect(triggered.status).toBe(201);
    expect(triggered.data.data).toMatchObject({ acknowledged: true, status: 'processed' });
  });

  it('updates a template (PUT): 200 and the new template; a later get sees it', async () => {
    const created = await createTemplate('Node Update Me', 'Before');
    const id = created._id;
    const updated = await sdk.novu().notificationTemplates.update(id, {
      name: 'Node Updated',
      notificationGroupId: created._notificationGroupId,
      description: 'After the update',
      steps: [inAppStep('After')],
    });
    expect(updated.status).toBe(200);
    expect(updated.data.data).toMatchObject({ _id: id, name: 'Node Updated', description: 'After the update' });
    expect(updated.data.data.steps[0].template.content).toBe('After');
    expect((await sdk.novu().notificationTemplates.getOne(id)).data.data.name).toBe('Node Updated');
  });

  it('changes the status: active and no longer a draft; the same status again is a 400', async () => {
    const { _id: id } = await createTemplate('Node Status', 'Status');
    const activated = await sdk.novu().notificationTemplates.updateStatus(id, true);
    expect(activated.status).toBe(200);
    expect(activated.data.data).toMatchObject({ _id: id, active: true, draft: false });
    const again = await failure(sdk.novu().notificationTemplates.updateStatus(id, true));
    expect(again.status).toBe(400);
    expect(again.data.message).toBe('You must provide a different status from the current status');
    const deactivated = await sdk.novu().notificationTemplates.updateStatus(id, false);
    expect(deactivated.data.data).toMatchObject({ active: false, draft: true });
  });

  it('deletes a template: {data: true}; then it is a 404 and out of the list', async () => {
    const { _id: id } = await createTemplate('Node Delete Me', 'Bye');
    const deleted = await sdk.novu().notificationTemplates.delete(id);
    expect(deleted.status).toBe(200);
    expect(deleted.data).toEqual({ data: true });
    expect((await failure(sdk.novu().notificationTemplates.getOne(id))).status).toBe(404);
    const all = await sdk.novu().notificationTemplates.getAll(0, 100);
    expect(all.data.data.map((t: { _id: string }) => t._id)).not.toContain(id);
  });

  it('refuses a template without a name with a 4xx in the error shape, and creates nothing', async () => {
    const before = (await sdk.novu().notificationTemplates.getAll(0, 100)).data.totalCount as number;
    const refused = await failure(sdk.novu().notificationTemplates.create({ notificationGroupId: await notificationGroupId(), steps: [] } as never));
    expect([400, 422]).toContain(refused.status);
    expect(refused.data).toMatchObject({ statusCode: refused.status });
    expect((await sdk.novu().notificationTemplates.getAll(0, 100)).data.totalCount).toBe(before);
  });
});
