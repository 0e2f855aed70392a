import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type JsonObject = Record<string, unknown>;

const FOOTER_HTML = '<html><body><header>Acme news</header>{{content}}<footer>Acme Inc. · <a href="https://acme.test/unsubscribe">Unsubscribe</a> · {{ subscriber.firstName }}</footer></body></html>';
const editorLayout = (footer: string) =>
  JSON.stringify({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'variable', attrs: { id: 'content' } }] },
      { type: 'paragraph', content: [{ type: 'text', text: footer }] },
    ],
  });

async function createLayout(t: TestApp, layoutId: string, name = layoutId, key = DEV_KEY) {
  const res = await t.api(key).post('/v2/layouts', { layoutId, name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as JsonObject;
}

async function setBody(t: TestApp, layoutId: string, body: string, editorType: 'html' | 'block' = 'html') {
  const res = await t.api().put(`/v2/layouts/${layoutId}`, { name: layoutId, controlValues: { email: { body, editorType } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as JsonObject;
}

async function emailWorkflow(t: TestApp, workflowId: string, controls: JsonObject) {
  const res = await t.api().post('/v2/workflows', { name: workflowId, workflowId, steps: [{ name: 'Email', type: 'email', controlValues: { subject: 'Hi {{ subscriber.firstName }}', body: '<p>Order {{ payload.order }} shipped</p>', editorType: 'html', ...controls } }] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as JsonObject;
}

async function sentHtml(t: TestApp, workflowId: string, overrides?: JsonObject): Promise<string> {
  const to = { subscriberId: `lay-${workflowId}`, email: `${workflowId}@example.com`, firstName: 'Ann' };
  const res = await t.api().post('/v1/events/trigger', { name: workflowId, to, payload: { order: 'A-1' }, ...(overrides ? { overrides } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const outbox = (await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}&to=${to.email}`).expect(200)).body.data as JsonObject[];
  expect(outbox).toHaveLength(1);
  return String(outbox[0]?.html);
}

describe('layouts: create, read, list', () => {
  it("creates the environment's first layout as its default with the editor's empty body, the next ones not", async () => {
    const t = await makeTestApp();
    const first = await createLayout(t, 'marketing', 'Marketing');
    expect(first).toMatchObject({ layoutId: 'marketing', name: 'Marketing', isDefault: true, isTranslationEnabled: false, origin: 'novu-cloud', type: 'BRIDGE' });
    expect(first.slug).toMatch(/^marketing_lt_[0-9A-Za-z]{16}$/);
    expect(first.createdAt).toBe(first.updatedAt);
    const values = (first.controls as JsonObject).values as { email: { body: string; editorType: string } };
    expect(values.email.editorType).toBe('block');
    expect(JSON.parse(values.email.body)).toMatchObject({ type: 'doc' });
    expect(values.email.body).toContain('"id":"content"');
    expect((first.controls as JsonObject).uiSchema).toMatchObject({ group: 'LAYOUT' });
    const second = await createLayout(t, '', 'Product Updates');
    expect(second).toMatchObject({ layoutId: 'product-updates', isDefault: false });

    // By identifier, by _id and by slug alike.
    for (const ref of ['marketing', first._id, first.slug]) expect((await t.api().get(`/v2/layouts/${ref}`)).body.data).toEqual(first);
    const list = await t.api().get('/v2/layouts');
    expect(list.status).toBe(200);
    expect(list.body.data.totalCount).toBe(2);
    expect(list.body.data.layouts.map((l: JsonObject) => l.layoutId)).toEqual(['product-updates', 'marketing']);
    // The list shows no control values, as the real list maps them.
    expect(list.body.data.layouts[0].controls.values).toEqual({});
    const asc = await t.api().get('/v2/layouts?orderBy=name&orderDirection=ASC&limit=1&offset=1');
    expect(asc.body.data).toMatchObject({ totalCount: 2, layouts: [{ layoutId: 'product-updates' }] });
    expect((await t.api().get('/v2/layouts?query=PRODUCT')).body.data.layouts.map((l: JsonObject) => l.layoutId)).toEqual(['product-updates']);
  });

  it('keeps layouts per environment: Production has its own default', async () => {
    const t = await makeTestApp();
    await createLayout(t, 'marketing');
    expect((await t.api(PROD_KEY).get('/v2/layouts')).body.data).toEqual({ layouts: [], totalCount: 0 });
    expect((await t.api(PROD_KEY).get('/v2/layouts/marketing')).status).toBe(404);
    expect(await createLayout(t, 'marketing', 'Marketing', PROD_KEY)).toMatchObject({ isDefault: true });
  });

  it('refuses a taken layoutId (409), an unknown layout (404) and a body without its fields (422)', async () => {
    const t = await makeTestApp();
    await createLayout(t, 'marketing');
    const taken = await t.api().post('/v2/layouts', { layoutId: 'marketing', name: 'Again' });
    expectErrorShape(taken.body, 409);
    expect(taken.body.message).toBe(`Layout with identifier: marketing already exists under environment ${DEV_ENV_ID}`);
    const missing = await t.api().get('/v2/layouts/nope');
    expectErrorShape(missing.body, 404);
    expect(missing.body.message).toBe(`Layout not found for id nope in the environment ${DEV_ENV_ID}`);
    expect((await t.api().put('/v2/layouts/nope', { name: 'x' })).status).toBe(404);
    expect((await t.api().post('/v2/layouts', { name: 'No id' })).status).toBe(422);
    expect((await t.api().put('/v2/layouts/marketing', { controlValues: null })).status).toBe(422);
    expect((await t.api().put('/v2/layouts/marketing', { name: 'x', controlValues: { email: { body: '<html></html>', editorType: 'text' } } })).status).toBe(422);
  });
});

describe('layouts: update, duplicate, delete', () => {
  it('replaces the body with checked HTML or editor content holding {{content}}, and clears it with null', async () => {
    const t = await makeTestApp();
    await createLayout(t, 'marketing');
    const updated = await setBody(t, 'marketing', FOOTER_HTML);
    expect(updated).toMatchObject({ name: 'marketing', controls: { values: { email: { body: FOOTER_HTML, editorType: 'html' } } } });
    const refused = async (body: string, editorType: string, message: string) => {
      const res = await t.api().put('/v2/layouts/marketing', { name: 'm', controlValues: { email: { body, editorType } } });
      expectErrorShape(res.body, 400);
      expect(res.body.message).toBe(message);
    };
    await refused('<div>{{content}}</div>', 'html', 'Content must be a valid HTML content');
    await refused('<div>{{content}}</div>', 'block', 'Content must be a valid Maily JSON content');
    await refused(editorLayout('x'), 'html', 'Content must be a valid HTML content');
    await refused('<html><body>no placeholder</body></html>', 'html', 'Layout has validation issues');
    await refused(JSON.stringify({ type: 'doc', content: [] }), 'block', 'Layout has validation issues');
    expect((await t.api().get('/v2/layouts/marketing')).body.data.controls.values.email.body).toBe(FOOTER_HTML);
    const renamed = await t.api().put('/v2/layouts/marketing', { name: 'Renamed' });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', controls: { values: { email: { body: FOOTER_HTML } } } });
    const cleared = await t.api().put('/v2/layouts/marketing', { name: 'Renamed', controlValues: null });
    expect(cleared.body.data.controls.values).toEqual({});
  });

  it("duplicates a layout's body under a new name (its slug as layoutId unless one is sent), never as the default", async () => {
    const t = await makeTestApp();
    await createLayout(t, 'marketing');
    await setBody(t, 'marketing', FOOTER_HTML);
    const copy = await t.api().post('/v2/layouts/marketing/duplicate', { name: 'Marketing Copy' });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ layoutId: 'marketing-copy', name: 'Marketing Copy', isDefault: false, controls: { values: { email: { body: FOOTER_HTML } } } });
    expect((await t.api().post('/v2/layouts/marketing/duplicate', { name: 'Other', layoutId: 'custom' })).body.data.layoutId).toBe('custom');
    expectErrorShape((await t.api().post('/v2/layouts/marketing/duplicate', { name: 'Marketing Copy' })).body, 409);
    expect((await t.api().post('/v2/layouts/nope/duplicate', { name: 'x' })).status).toBe(404);
  });

  it('refuses to delete the default layout (409); deleting another takes it out of the steps that named it', async () => {
    const t = await makeTestApp();
    await createLayout(t, 'main');
    await createLayout(t, 'promo');
    const refused = await t.api().delete('/v2/layouts/main');
    expectErrorShape(refused.body, 409);
    expect(refused.body.message).toBe('Layout with id main is being used as a default layout, it can not be deleted');
    const workflow = await emailWorkflow(t, 'promo-mail', { layoutId: 'promo' });
    expect((await t.api().get('/v2/layouts/promo/usage')).body.data).toEqual({ workflows: [{ name: 'promo-mail', workflowId: 'promo-mail' }] });
    expect((await t.api().delete('/v2/layouts/promo')).status).toBe(204);
    expect((await t.api().get('/v2/layouts/promo')).status).toBe(404);
    const step = (await t.api().get(`/v2/workflows/${workflow.workflowId}`)).body.data.steps[0];
    expect(step.controlValues.layoutId).toBeUndefined();
    expect((await t.api().get('/v2/layouts/main/usage')).body.data).toEqual({ workflows: [] });
  });
});

describe('layouts: the email they wrap', () => {
  it("wraps each email of a step that names a layout, rendered with the step's values; a workflow may name it by _id", async () => {
    const t = await makeTestApp();
    const layout = await createLayout(t, 'marketing');
    await setBody(t, 'marketing', FOOTER_HTML);
    const created = await emailWorkflow(t, 'shipped', { layoutId: layout._id });
    // The step keeps the layout's identifier, as the real upsert stores it.
    expect(created.steps).toMatchObject([{ controlValues: { layoutId: 'marketing' } }]);
    const html = await sentHtml(t, 'shipped');
    expect(html).toBe('<html><body><header>Acme news</header><p>Order A-1 shipped</p><footer>Acme Inc. · <a href="https://acme.test/unsubscribe">Unsubscribe</a> · Ann</footer></body></html>');
  });

  it('wraps in an editor (Maily) layout too; a step without a layoutId, or a trigger override of null, goes without one', async () => {
    const t = await makeTestApp();
    await createLayout(t, 'brand');
    await setBody(t, 'brand', editorLayout('Sent by Acme Corp'), 'block');
    await emailWorkflow(t, 'framed', { layoutId: 'brand' });
    const html = await sentHtml(t, 'framed');
    expect(html).toContain('<p>Order A-1 shipped</p>');
    expect(html).toContain('Sent by Acme Corp');
    expect(html.indexOf('Order A-1')).toBeLessThan(html.indexOf('Sent by Acme Corp'));
    await emailWorkflow(t, 'plain', {});
    expect(await sentHtml(t, 'plain')).toBe('<p>Order A-1 shipped</p>');
    await emailWorkflow(t, 'unframed', { layoutId: 'brand' });
    expect(await sentHtml(t, 'unframed', { channels: { email: { layoutId: null } } })).toBe('<p>Order A-1 shipped</p>');
  });

  it('refuses a workflow naming an unknown layout with 404, as before', async () => {
    const t = await makeTestApp();
    const res = await t.api().post('/v2/workflows', { name: 'x', workflowId: 'x', steps: [{ name: 'Email', type: 'email', controlValues: { subject: 's', body: 'b', layoutId: 'ghost' } }] });
    expectErrorShape(res.body, 404);
    expect(res.body.message).toBe(`Layout not found for id ghost in the environment ${DEV_ENV_ID}`);
  });
});

describe('layouts: preview', () => {
  it('renders the layout with the placeholder box where the content goes, for the subscriber sent', async () => {
    const t = await makeTestApp();
    await createLayout(t, 'marketing');
    await setBody(t, 'marketing', FOOTER_HTML);
    const res = await t.api().post('/v2/layouts/marketing/preview', { previewPayload: { subscriber: { firstName: 'Ada' } } });
    expect(res.status).toBe(201);
    const { result, previewPayloadExample } = res.body.data;
    expect(result.type).toBe('email');
    expect(result.preview.body).toContain('data-content-placeholder');
    expect(result.preview.body).toContain('<footer>Acme Inc.');
    expect(result.preview.body).toContain('· Ada</footer>');
    expect(previewPayloadExample.subscriber).toMatchObject({ firstName: 'Ada' });
    const custom = await t.api().post('/v2/layouts/marketing/preview', { controlValues: { email: { body: '<html><body><h1>Custom</h1>{{content}}</body></html>', editorType: 'html' } } });
    expect(custom.body.data.result.preview.body).toContain('<h1>Custom</h1>');
    expect((await t.api().post('/v2/layouts/nope/preview', {})).status).toBe(404);
  });
});

describe('docs/layouts.md', () => {
  it("sends the page's example as the page says", async () => {
    const t = await makeTestApp();
    const page = readFileSync(join(ROOT, 'docs/layouts.md'), 'utf8');
    const calls = [...page.matchAll(/curl -s -X (\w+) localhost:3000(\S+) [^\n]*\\\n\s+-d '(\{.*\})'/g)].map((m) => ({ method: m[1] as string, path: m[2] as string, body: JSON.parse(m[3] as string) as JsonObject }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v2/layouts', 'PUT /v2/layouts/acme', 'POST /v2/workflows', 'POST /v1/events/trigger']);
    for (const { method, path, body } of calls) {
      const res = method === 'PUT' ? await t.api().put(path, body) : await t.api().post(path, body);
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    }
    const outbox = (await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}&to=ann@example.com`).expect(200)).body.data as JsonObject[];
    const html = String(outbox[0]?.html);
    expect(html).toBe('<html><body><p>Receipt R-1</p><footer>Acme Inc. · <a href="https://acme.test/unsubscribe">Unsubscribe</a></footer></body></html>');
    expect(page).toContain(`\`${html}\``);
  });
});
