/**
 * `POST /v2/environments/{target}/diff` and `…/publish`, and `PUT /v2/workflows/{id}/sync`: workflows move from
 * Development to Production as in the real service, and run there with Production's key.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

const inApp = (body: string) => ({ name: 'Inbox message', type: 'in_app', controlValues: { body } });

async function createWorkflow(key: string, workflowId: string, steps: object[] = [inApp('Hello {{payload.name}}')], name = workflowId) {
  const res = await t.api(key).post('/v2/workflows', { name, workflowId, tags: ['release'], steps });
  expect(res.status).toBe(201);
  return res.body.data as { _id: string; workflowId: string };
}

const diff = (body: object = {}, target = PROD_ENV_ID, key = DEV_KEY) => t.api(key).post(`/v2/environments/${target}/diff`, body);
const publish = (body: object = {}, target = PROD_ENV_ID, key = DEV_KEY) => t.api(key).post(`/v2/environments/${target}/publish`, body);
const trigger = (key: string, name: string) => t.api(key).post('/v1/events/trigger', { name, to: 'publish-subscriber', payload: { name: 'Ada' } });

describe('POST /v2/environments/{targetEnvironmentId}/diff', () => {
  it('lists a workflow only in Development as added, with its steps, and nothing once published', async () => {
    await createWorkflow(DEV_KEY, 'release-notes', [inApp('Hello'), { name: 'Email', type: 'email', controlValues: { subject: 'Hi', body: 'Body' } }]);
    const res = await diff();
    expect(res.status).toBe(200);
    expect(res.body.data.sourceEnvironmentId).toBe(DEV_ENV_ID);
    expect(res.body.data.targetEnvironmentId).toBe(PROD_ENV_ID);
    const entry = res.body.data.resources.find((r: { sourceResource?: { id: string } }) => r.sourceResource?.id === 'release-notes');
    expect(entry).toMatchObject({ resourceType: 'workflow', targetResource: null, summary: { added: 3, modified: 0, deleted: 0, unchanged: 0 } });
    expect(entry.changes.map((c: { resourceType: string; action: string; newIndex?: number }) => [c.resourceType, c.action, c.newIndex])).toEqual([
      ['workflow', 'added', undefined],
      ['step', 'added', 0],
      ['step', 'added', 1],
    ]);
    expect(res.body.data.summary).toMatchObject({ hasChanges: true });
    expect((await publish()).status).toBe(200);
    const after = await diff();
    expect(after.body.data.resources.find((r: { sourceResource?: { id: string } }) => r.sourceResource?.id === 'release-notes')).toBeUndefined();
  });

  it('lists a changed workflow as one modified resource with its step changes, and a Production-only one as deleted', async () => {
    const created = await createWorkflow(DEV_KEY, 'digest-weekly', [inApp('One'), inApp('Two')]);
    await publish();
    await createWorkflow(PROD_KEY, 'prod-only');
    const detail = (await t.api().get(`/v2/workflows/${created._id}`)).body.data;
    const steps = detail.steps.map((s: { _id: string; name: string; type: string; controlValues: object }) => ({ _id: s._id, name: s.name, type: s.type, controlValues: s.controlValues }));
    steps[0].controlValues = { body: 'One, changed' };
    await t.api().put(`/v2/workflows/${created._id}`, { name: 'Digest weekly', steps, preferences: { workflow: null } });
    const res = await diff();
    const changed = res.body.data.resources.find((r: { sourceResource?: { id: string } }) => r.sourceResource?.id === 'digest-weekly');
    expect(changed.summary).toEqual({ added: 0, modified: 1, deleted: 0, unchanged: 0 });
    expect(changed.changes[0]).toMatchObject({ resourceType: 'workflow', action: 'modified', diffs: { previous: { name: 'digest-weekly' }, new: { name: 'Digest weekly' } } });
    expect(changed.changes.slice(1)).toMatchObject([{ resourceType: 'step', action: 'modified', previousIndex: 0, newIndex: 0, stepType: 'in_app' }]);
    const deleted = res.body.data.resources.find((r: { targetResource?: { id: string } }) => r.targetResource?.id === 'prod-only');
    expect(deleted).toMatchObject({ sourceResource: null, summary: { deleted: 1 }, changes: [{ action: 'deleted', resourceType: 'workflow' }] });
  });

  it('answers the real 400s', async () => {
    const cases: [string, object, string][] = [
      ['not-an-id', {}, 'Invalid environment ID format'],
      [DEV_ENV_ID, {}, 'Source and target environments cannot be the same'],
      [PROD_ENV_ID, { sourceEnvironmentId: 'nope' }, 'Invalid environment ID format'],
      [PROD_ENV_ID, { sourceEnvironmentId: '60a5f2f2f2f2f2f2f2f2f2f2' }, 'Source environment not found'],
      ['60a5f2f2f2f2f2f2f2f2f2f2', {}, 'Target environment not found'],
    ];
    for (const [target, body, message] of cases) {
      for (const call of [diff, publish]) {
        const res = await call(body, target);
        expect(res.status).toBe(400);
        expect(expectErrorShape(res.body, 400).message).toBe(message);
      }
    }
  });
});

describe('POST /v2/environments/{targetEnvironmentId}/publish', () => {
  it('creates the workflow in Production, triggerable there with its key; then skips it unchanged', async () => {
    await createWorkflow(DEV_KEY, 'shipment-update');
    const before = await trigger(PROD_KEY, 'shipment-update');
    expect(before.status).toBe(422);
    expect(before.body.message).toBe('workflow_not_found');
    const res = await publish();
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual([
      {
        resourceType: 'workflow',
        successful: [{ resourceType: 'workflow', resourceId: 'shipment-update', resourceName: 'shipment-update', action: 'created' }],
        failed: [],
        skipped: [],
        totalProcessed: 1,
      },
      // Every kind has its result, as each of the real sync strategies adds one: no layout here.
      { resourceType: 'layout', successful: [], failed: [], skipped: [], totalProcessed: 0 },
    ]);
    expect(res.body.data.summary).toEqual({ resources: 1, successful: 1, failed: 0, skipped: 0 });
    const inProduction = await t.api(PROD_KEY).get('/v2/workflows/shipment-update');
    expect(inProduction.status).toBe(200);
    expect(inProduction.body.data._id).not.toBe((await t.api().get('/v2/workflows/shipment-update')).body.data._id);
    const fired = await trigger(PROD_KEY, 'shipment-update');
    expect(fired.status).toBe(201);
    expect(fired.body.data).toMatchObject({ acknowledged: true, status: 'processed' });
    const messages = (await t.api(PROD_KEY).get('/v1/messages?channel=in_app')).body.data as { content: string; _environmentId: string }[];
    expect(messages.some((m) => m.content === 'Hello Ada' && m._environmentId === PROD_ENV_ID)).toBe(true);
    const again = await publish();
    expect(again.body.data.results[0].skipped).toEqual([{ resourceType: 'workflow', resourceId: 'shipment-update', resourceName: 'shipment-update', reason: 'No changes detected' }]);
  });

  it('a dry run changes nothing; resources limits the publish; a Production workflow Development lacks is deleted', async () => {
    await createWorkflow(DEV_KEY, 'first');
    await createWorkflow(DEV_KEY, 'second');
    const dry = await publish({ dryRun: true });
    expect(dry.body.data.results[0].skipped.map((s: { resourceId: string; reason: string }) => [s.resourceId, s.reason])).toEqual([
      ['first', 'Dry run mode'],
      ['second', 'Dry run mode'],
    ]);
    expect((await t.api(PROD_KEY).get('/v2/workflows/first')).status).toBe(404);
    const one = await publish({ resources: [{ resourceType: 'workflow', resourceId: 'second' }] });
    expect(one.body.data.results[0].successful.map((s: { resourceId: string }) => s.resourceId)).toEqual(['second']);
    expect((await t.api(PROD_KEY).get('/v2/workflows/first')).status).toBe(404);
    expect((await t.api(PROD_KEY).get('/v2/workflows/second')).status).toBe(200);
    await createWorkflow(PROD_KEY, 'prod-only');
    const all = await publish();
    expect(all.body.data.results[0].successful.map((s: { resourceId: string; action: string }) => [s.resourceId, s.action])).toEqual([
      ['first', 'created'],
      ['prod-only', 'deleted'],
    ]);
    expect((await t.api(PROD_KEY).get('/v2/workflows/prod-only')).status).toBe(404);
  });
});

describe('PUT /v2/workflows/{workflowId}/sync', () => {
  it("copies one workflow to Production, then updates it there keeping its ids", async () => {
    const created = await createWorkflow(DEV_KEY, 'password-reset-v2', [inApp('Reset it')]);
    const res = await t.api().put(`/v2/workflows/${created.workflowId}/sync`, { targetEnvironmentId: PROD_ENV_ID });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ workflowId: 'password-reset-v2', origin: 'novu-cloud' });
    expect(res.body.data._id).not.toBe(created._id);
    const again = await t.api().put(`/v2/workflows/${created._id}/sync`, { targetEnvironmentId: PROD_ENV_ID });
    expect(again.body.data._id).toBe(res.body.data._id);
    expect(again.body.data.steps[0]._id).toBe(res.body.data.steps[0]._id);
    expect((await trigger(PROD_KEY, 'password-reset-v2')).body.data.status).toBe('processed');
  });

  it('answers the real refusals', async () => {
    const created = await createWorkflow(DEV_KEY, 'sync-errors');
    const same = await t.api().put(`/v2/workflows/${created._id}/sync`, { targetEnvironmentId: DEV_ENV_ID });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('Cannot sync workflow to the same environment');
    for (const id of ['nope', '60a5f2f2f2f2f2f2f2f2f2f2']) {
      const res = await t.api().put(`/v2/workflows/${created._id}/sync`, { targetEnvironmentId: id });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`Environment ${id} not found`);
    }
    const unknown = await t.api().put('/v2/workflows/no-such-workflow/sync', { targetEnvironmentId: PROD_ENV_ID });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Workflow cannot be found');
    const v1 = (await t.api().get('/v2/workflows?limit=100')).body.data.workflows.find((w: { origin: string }) => w.origin !== 'novu-cloud');
    const refused = await t.api().put(`/v2/workflows/${v1.workflowId}/sync`, { targetEnvironmentId: PROD_ENV_ID });
    expect(refused.status).toBe(400);
    expect(expectErrorShape(refused.body, 400)).toMatchObject({
      message: `Cannot sync workflow: origin '${v1.origin}' is not allowed (must be one of: novu-cloud)`,
      workflowId: v1.workflowId,
      origin: v1.origin,
      allowedOrigins: ['novu-cloud'],
    });
  });
});
