/**
 * Layouts take part in `diff` and `publish` (a kind of their own, after workflows, as in the real service), and a
 * workflow synced or published brings the layouts its email steps name: the email it sends in Production is
 * wrapped as in Development. Its translations come along.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

type Resource = { resourceType: string; sourceResource: { id: string } | null; targetResource: { id: string } | null; changes: { action: string }[] };

async function brandedLayout(key: string, footer: string) {
  expect((await t.api(key).post('/v2/layouts', { layoutId: 'brand', name: 'Brand' })).status).toBe(201);
  const body = `<html><body>{{content}}<footer>${footer}</footer></body></html>`;
  expect((await t.api(key).put('/v2/layouts/brand', { name: 'Brand', controlValues: { email: { body, editorType: 'html' } } })).status).toBe(200);
}

async function emailWorkflow(workflowId: string) {
  const step = { name: 'Email', type: 'email', controlValues: { subject: 'Hi', body: '<p>Shipped</p>', editorType: 'html', layoutId: 'brand' } };
  expect((await t.api().post('/v2/workflows', { name: workflowId, workflowId, steps: [step] })).status).toBe(201);
}

async function sentHtml(key: string, workflowId: string): Promise<string> {
  const email = `${workflowId}-${key}@example.com`;
  expect((await t.api(key).post('/v1/events/trigger', { name: workflowId, to: { subscriberId: email, email } })).status).toBe(201);
  const outbox = (await t.request().get(`/__admin/outbox?apiKey=${key}&to=${email}`).expect(200)).body.data as { html: string }[];
  expect(outbox).toHaveLength(1);
  return String(outbox[0]?.html);
}

const layoutEntries = async () =>
  ((await t.api().post(`/v2/environments/${PROD_ENV_ID}/diff`, {})).body.data.resources as Resource[]).filter((r) => r.resourceType === 'layout');

describe('layouts in diff and publish', () => {
  it('lists a Development layout as added, a changed one as modified, and publishes it to Production', async () => {
    await brandedLayout(DEV_KEY, 'Dev footer');
    expect((await layoutEntries()).map((r) => [r.sourceResource?.id, r.changes[0]?.action])).toEqual([['brand', 'added']]);

    const published = await t.api().post(`/v2/environments/${PROD_ENV_ID}/publish`, {});
    expect(published.status).toBe(200);
    const layoutResult = (published.body.data.results as { resourceType: string; successful: { resourceId: string }[] }[]).find((r) => r.resourceType === 'layout');
    expect(layoutResult?.successful.map((s) => s.resourceId)).toEqual(['brand']);
    const inProduction = await t.api(PROD_KEY).get('/v2/layouts/brand');
    expect(inProduction.status).toBe(200);
    expect(inProduction.body.data.controls.values.email.body).toContain('Dev footer');
    expect(await layoutEntries()).toEqual([]);

    await t.api().put('/v2/layouts/brand', { name: 'Brand v2', controlValues: { email: { body: '<html><body>{{content}}</body></html>', editorType: 'html' } } });
    expect((await layoutEntries()).map((r) => [r.sourceResource?.id, r.changes[0]?.action])).toEqual([['brand', 'modified']]);
  });
});

describe('PUT /v2/workflows/{workflowId}/sync with a layout', () => {
  it("copies the layout the workflow's email step names, so Production's email is wrapped as Development's", async () => {
    await brandedLayout(DEV_KEY, 'Brand footer');
    await emailWorkflow('brand-shipped');
    expect(await sentHtml(DEV_KEY, 'brand-shipped')).toContain('Brand footer');
    expect((await t.api(PROD_KEY).get('/v2/layouts/brand')).status).toBe(404);

    expect((await t.api().put('/v2/workflows/brand-shipped/sync', { targetEnvironmentId: PROD_ENV_ID })).status).toBe(200);
    expect((await t.api(PROD_KEY).get('/v2/layouts/brand')).status).toBe(200);
    expect(await sentHtml(PROD_KEY, 'brand-shipped')).toContain('Brand footer');
  });
});

describe("a workflow's translations in a publish", () => {
  it('come along with the workflow: Production has its German texts', async () => {
    const step = { name: 'Inbox', type: 'in_app', controlValues: { body: '{{t.greeting}}' } };
    expect((await t.api().post('/v2/workflows', { name: 'Welcome', workflowId: 'welcome-de', isTranslationEnabled: true, steps: [step] })).status).toBe(201);
    const translation = { resourceType: 'workflow', resourceId: 'welcome-de', locale: 'de_DE', content: { greeting: 'Willkommen' } };
    expect((await t.api().post('/v2/translations', translation)).status).toBe(200);
    expect((await t.api(PROD_KEY).get('/v2/translations/workflow/welcome-de/de_DE')).status).toBe(404);

    expect((await t.api().post(`/v2/environments/${PROD_ENV_ID}/publish`, {})).status).toBe(200);
    const inProduction = await t.api(PROD_KEY).get('/v2/translations/workflow/welcome-de/de_DE');
    expect(inProduction.status).toBe(200);
    expect(inProduction.body.data.content).toEqual({ greeting: 'Willkommen' });
  });
});
