import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID } from '../helpers/test-app.js';
import { PROD_KEY, failure, useNodeSdkMock } from './node-sdk.js';

const sdk = useNodeSdkMock(2907);

/** Development fixtures: the tenant acme and the workflows payment-failed (active) and team-invite (off). */
const ACME = '665f1c2a9b1e4a002e000001';
const PAYMENT_FAILED = '665f1c2a9b1e4a0022000007';
const TEAM_INVITE = '665f1c2a9b1e4a0022000008';

describe('@novu/node 2.6.6: workflow overrides', () => {
  it('creates, reads (by id, by workflow and tenant, in a page), updates both ways and deletes, as docs/workflow-overrides.md shows', async () => {
    const novu = sdk.novu();
    const created = await novu.workflowOverrides.create({ workflowId: PAYMENT_FAILED, tenantId: ACME, active: false, preferenceSettings: { email: false } });
    expect(created.status).toBe(201);
    const override = created.data.data;
    expect(override).toMatchObject({ _workflowId: PAYMENT_FAILED, _tenantId: ACME, _environmentId: DEV_ENV_ID, active: false, deleted: false });
    expect(override.preferenceSettings).toEqual({ email: false, sms: true, in_app: true, chat: true, push: true });

    expect((await novu.workflowOverrides.getOneById(override._id)).data.data).toEqual(override);
    expect((await novu.workflowOverrides.getOneByTenantIdandWorkflowId(PAYMENT_FAILED, ACME)).data.data).toEqual(override);
    const page = await novu.workflowOverrides.list(0, 10);
    expect(page.data).toMatchObject({ page: 0, pageSize: 10, hasMore: false });
    expect(page.data.data.map((o: { _id: string }) => o._id)).toEqual([override._id]);

    const byId = await novu.workflowOverrides.updateOneById(override._id, { active: true, preferenceSettings: { sms: false } });
    expect(byId.data.data).toMatchObject({ active: true, preferenceSettings: { email: false, sms: false, in_app: true, chat: true, push: true } });
    const byPair = await novu.workflowOverrides.updateOneByTenantIdandWorkflowId(PAYMENT_FAILED, ACME, { active: false });
    expect(byPair.data.data.active).toBe(false);

    const deleted = await novu.workflowOverrides.delete(override._id);
    expect(deleted.data).toEqual({ data: true });
    const gone = await failure(novu.workflowOverrides.getOneById(override._id));
    expect(gone.status).toBe(404);
    expect(gone.data.message).toBe(`Workflow Override with id ${override._id} not found`);
  });

  it('an active override runs a workflow that is off for its tenant; the real errors for an identifier and for Production', async () => {
    const novu = sdk.novu();
    await novu.workflowOverrides.create({ workflowId: TEAM_INVITE, tenantId: ACME, active: true });
    expect((await novu.trigger('team-invite', { to: 'node-override-reader', payload: {}, tenant: 'acme' })).data.data.status).toBe('processed');
    expect((await novu.trigger('team-invite', { to: 'node-override-reader', payload: {} })).data.data.status).toBe('trigger_not_active');

    const byIdentifier = await failure(novu.workflowOverrides.create({ workflowId: TEAM_INVITE, tenantId: 'acme' }));
    expect(byIdentifier.status).toBe(422);
    expect(byIdentifier.data.errors).toEqual({ _tenantId: { messages: ['_tenantId must be a mongodb id'], value: 'acme' } });
    const production = await failure(sdk.novu(PROD_KEY).workflowOverrides.list());
    expect(production.status).toBe(401);
    expect(production.data.message).toBe('This action is only allowed in Development environment');
  });
});
