import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const createWorkflow = (t: TestApp, workflowId: string, body: string, key = DEV_KEY) =>
  t.api(key).post('/v2/workflows', { name: `Workflow ${workflowId}`, workflowId, steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body } }] });

describe('GET /v1/environment-variables/{key}/usage', () => {
  it('lists the workflows whose steps reference the variable as env.KEY, in every environment of the organization', async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/environment-variables', { key: 'API_URL', values: [{ _environmentId: DEV_ENV_ID, value: 'https://dev.example.com' }] });
    expect((await t.api().get('/v1/environment-variables/API_URL/usage')).body.data).toEqual({ workflows: [] });

    expect((await createWorkflow(t, 'uses-it', 'Open {{env.API_URL}}/orders')).status).toBe(201);
    expect((await createWorkflow(t, 'liquid-filter', 'Open {{ env.API_URL | upcase }}')).status).toBe(201);
    expect((await createWorkflow(t, 'other-key', 'Open {{env.API_URL_V2}}')).status).toBe(201);
    expect((await createWorkflow(t, 'prod-one', 'Open {{env.API_URL}}', PROD_KEY)).status).toBe(201);

    const usage = await t.api().get('/v1/environment-variables/API_URL/usage');
    expect(usage.status).toBe(200);
    const workflows = usage.body.data.workflows as { name: string; workflowId: string }[];
    expect(workflows).toEqual(expect.arrayContaining([
      { name: 'Workflow uses-it', workflowId: 'uses-it' },
      { name: 'Workflow liquid-filter', workflowId: 'liquid-filter' },
      { name: 'Workflow prod-one', workflowId: 'prod-one' },
    ]));
    expect(workflows.map((w) => w.workflowId)).not.toContain('other-key');
    expect(workflows).toHaveLength(3);
    // Organization-wide, as the variable is: Production's key sees the same list.
    expect((await t.api(PROD_KEY).get('/v1/environment-variables/API_URL/usage')).body.data.workflows).toHaveLength(3);
  });

  it('answers 404 in the real words for an unknown key', async () => {
    const t = await makeTestApp();
    const res = await t.api().get('/v1/environment-variables/NOPE/usage');
    expectErrorShape(res.body, 404);
    expect(res.body.message).toBe('Environment variable with key "NOPE" not found');
  });
});
