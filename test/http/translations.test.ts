import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/domain/shared/index.js';
import { copyTranslations, listTranslations } from '../../src/domain/translations/index.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const BEARER = (key = DEV_KEY) => `ApiKey ${key}`;

async function translatedWorkflow(t: TestApp, workflowId: string, steps: JsonObject[], isTranslationEnabled = true): Promise<string> {
  const res = await t.api().post('/v2/workflows', { name: `Workflow ${workflowId}`, workflowId, isTranslationEnabled, steps });
  expect(res.status).toBe(201);
  expect(res.body.data.isTranslationEnabled).toBe(isTranslationEnabled);
  return res.body.data.workflowId as string;
}

const inAppStep: JsonObject = { name: 'Inbox', type: 'in_app', controlValues: { body: 'Test content' } };

const upload = (t: TestApp, path: string, key = DEV_KEY) => t.request().post(path).set('Authorization', BEARER(key));

describe('translations: one locale of a resource', () => {
  it('creates with 200, reads back, replaces the whole content, and deletes one locale (en-US names en_US)', async () => {
    const t = await makeTestApp();
    const workflowId = await translatedWorkflow(t, 'tr-crud', [inAppStep]);
    const created = await t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'workflow', locale: 'en_US', content: { 'welcome.title': 'Welcome', key1: 'one' } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ resourceId: workflowId, resourceType: 'workflow', locale: 'en_US', content: { 'welcome.title': 'Welcome', key1: 'one' } });
    expect(typeof created.body.data.createdAt).toBe('string');

    const updated = await t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'workflow', locale: 'en_US', content: { key3: 'three' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.content).toEqual({ key3: 'three' });
    expect(updated.body.data.createdAt).toBe(created.body.data.createdAt);

    const read = await t.api().get(`/v2/translations/workflow/${workflowId}/en_US`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(updated.body.data);

    await t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'workflow', locale: 'fr_FR', content: { key3: 'trois' } });
    expect((await t.api().delete(`/v2/translations/workflow/${workflowId}/en-US`)).status).toBe(204);
    expect((await t.api().get(`/v2/translations/workflow/${workflowId}/en_US`)).status).toBe(404);
    expect((await t.api().get(`/v2/translations/workflow/${workflowId}/fr_FR`)).body.data.content).toEqual({ key3: 'trois' });
  });

  it('refuses a bad locale (422 in the body, 400 in the path), and answers 404 for an unknown resource or locale', async () => {
    const t = await makeTestApp();
    const workflowId = await translatedWorkflow(t, 'tr-errors', [inAppStep]);
    const bad = await t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'workflow', locale: '123', content: { key: 'value' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['body.locale']);
    expect((await t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'page', locale: 'en_US', content: {} })).status).toBe(422);

    const unknown = await t.api().post('/v2/translations', { resourceId: '507f1f77bcf86cd799439011', resourceType: 'workflow', locale: 'en_US', content: { key: 'value' } });
    expectErrorShape(unknown.body, 404);
    expect((await t.api().get(`/v2/translations/workflow/${workflowId}/fr_FR`)).status).toBe(404);
    expect((await t.api().get('/v2/translations/workflow/507f1f77bcf86cd799439011/en_US')).status).toBe(404);
    expect((await t.api().delete(`/v2/translations/workflow/${workflowId}/fr_FR`)).status).toBe(404);
    for (const locale of ['invalid-locale-123', 'en']) {
      expectErrorShape((await t.api().get(`/v2/translations/workflow/${workflowId}/${locale}`)).body, 400);
      expect((await t.api().delete(`/v2/translations/workflow/${workflowId}/${locale}`)).status).toBe(400);
    }
  });

  it("keeps each environment's translations apart", async () => {
    const t = await makeTestApp();
    const workflowId = await translatedWorkflow(t, 'tr-envs', [inAppStep]);
    await t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'workflow', locale: 'en_US', content: { a: 'A' } });
    expect((await t.api(PROD_KEY).get(`/v2/translations/workflow/${workflowId}/en_US`)).status).toBe(404);
    expect((await t.api(PROD_KEY).get('/v2/translations/master-json')).body.data).toEqual({ workflows: {}, layouts: {} });
    expect((await t.api().get('/v2/translations/master-json')).body.data.workflows).toEqual({ [workflowId]: { a: 'A' } });
  });
});

describe('translations: state', () => {
  it('go at a reset, and come back with a snapshot restore', async () => {
    const t = await makeTestApp();
    const workflowId = await translatedWorkflow(t, 'tr-snapshot', [inAppStep]);
    await t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'workflow', locale: 'de_DE', content: { title: 'Hallo' } });
    const snapshot = (await t.request().get('/__admin/snapshot').expect(200)).body;
    await t.request().post('/__admin/reset').expect(200);
    expect((await t.api().get(`/v2/translations/workflow/${workflowId}/de_DE`)).status).toBe(404);
    const restored = await t.request().put('/__admin/snapshot').send(snapshot);
    expect(restored.status, JSON.stringify(restored.body).slice(0, 600)).toBe(200);
    expect((await t.api().get(`/v2/translations/workflow/${workflowId}/de_DE`)).body.data.content).toEqual({ title: 'Hallo' });
  });
});

describe('translations: what a publish copies', () => {
  it("lists one environment's translations and copies them into another, each group replaced whole", async () => {
    const t = await makeTestApp();
    for (const key of [DEV_KEY, PROD_KEY]) {
      expect((await t.api(key).post('/v2/workflows', { name: 'Published', workflowId: 'tr-published', isTranslationEnabled: true, steps: [inAppStep] })).status).toBe(201);
    }
    const translate = (key: string, locale: string, title: string) => t.api(key).post('/v2/translations', { resourceId: 'tr-published', resourceType: 'workflow', locale, content: { title } });
    await translate(DEV_KEY, 'en_US', 'Hello');
    await translate(DEV_KEY, 'de_DE', 'Hallo');
    await translate(PROD_KEY, 'fr_FR', 'Bonjour');
    const [dev, prod] = [t.deps.registry.resolve(DEV_KEY), t.deps.registry.resolve(PROD_KEY)];
    if (!dev || !prod) throw new Error('no environments');
    const listed = listTranslations(dev.translations, { resourceType: 'workflow', resourceId: 'tr-published' });
    expect(listed.map((r) => r.locale)).toEqual(['en_US', 'de_DE']);
    expect(copyTranslations(prod.translations, listed, { _environmentId: prod.info._id, _organizationId: prod.info._organizationId })).toBe(2);
    expect((await t.api(PROD_KEY).get('/v2/translations/group/workflow/tr-published')).body.data.locales).toEqual(['en_US', 'de_DE']);
    expect((await t.api(PROD_KEY).get('/v2/translations/workflow/tr-published/de_DE')).body.data.content).toEqual({ title: 'Hallo' });
    expect(prod.translations.records().every((r) => r._environmentId === prod.info._id)).toBe(true);
  });
});

describe('translations: groups', () => {
  it("shows a resource's locales and name, and deletes them all", async () => {
    const t = await makeTestApp();
    const workflowId = await translatedWorkflow(t, 'tr-group', [inAppStep]);
    for (const locale of ['en_US', 'es_ES', 'fr_FR']) await t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'workflow', locale, content: { 'welcome.title': locale } });
    const group = await t.api().get(`/v2/translations/group/workflow/${workflowId}`);
    expect(group.status).toBe(200);
    expect(group.body.data).toMatchObject({ resourceId: workflowId, resourceType: 'workflow', resourceName: 'Workflow tr-group', locales: ['en_US', 'es_ES', 'fr_FR'] });
    expect(group.body.data).not.toHaveProperty('outdatedLocales');

    expect((await t.api().delete(`/v2/translations/workflow/${workflowId}`)).status).toBe(204);
    for (const locale of ['en_US', 'es_ES', 'fr_FR']) expect((await t.api().get(`/v2/translations/workflow/${workflowId}/${locale}`)).status).toBe(404);
    expectErrorShape((await t.api().get(`/v2/translations/group/workflow/${workflowId}`)).body, 404);
    expect((await t.api().delete(`/v2/translations/workflow/${workflowId}`)).status).toBe(404);
    expect((await t.api().delete('/v2/translations/workflow/507f1f77bcf86cd799439011')).status).toBe(404);
  });

  it('lists the configured locales and the outdated ones once target locales are configured', async () => {
    const t = await makeTestApp();
    const workflowId = await translatedWorkflow(t, 'tr-outdated', [inAppStep]);
    t.deps.registry.resolve(DEV_KEY)?.translations.configure({ defaultLocale: 'en_US', targetLocales: ['es_ES', 'fr_FR', 'de_DE'] });
    await t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'workflow', locale: 'es_ES', content: { a: 'A' } });
    await t.api().post('/v2/translations', { resourceId: workflowId, resourceType: 'workflow', locale: 'en_US', content: { a: 'A', b: 'B' } });
    const group = (await t.api().get(`/v2/translations/group/workflow/${workflowId}`)).body.data;
    expect(group.locales).toEqual(['es_ES', 'en_US', 'fr_FR', 'de_DE']);
    expect(group.outdatedLocales).toEqual(['es_ES', 'fr_FR', 'de_DE']);
  });
});

describe('translations: files', () => {
  it('uploads locale files as the SDK sends them (multipart files[]), each replacing its locale', async () => {
    const t = await makeTestApp();
    const workflowId = await translatedWorkflow(t, 'tr-upload', [inAppStep]);
    const res = await upload(t, '/v2/translations/upload')
      .field('resourceId', workflowId)
      .field('resourceType', 'workflow')
      .attach('files[]', Buffer.from(JSON.stringify({ greeting: 'Hello 👋' })), 'en_US.json')
      .attach('files[]', Buffer.from('invalid json'), 'es_ES.json')
      .attach('files[]', Buffer.from(JSON.stringify({ greeting: 'Bonjour' })), 'fr_FR.json');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalFiles: 3, successfulUploads: 2, failedUploads: 1 });
    expect(res.body.data.errors[0]).toContain("Failed to process file 'es_ES.json'");
    expect((await t.api().get(`/v2/translations/workflow/${workflowId}/en_US`)).body.data.content).toEqual({ greeting: 'Hello 👋' });

    const badName = await upload(t, '/v2/translations/upload').field('resourceId', workflowId).field('resourceType', 'workflow').attach('files[]', Buffer.from('{}'), 'invalid-name.json');
    expectErrorShape(badName.body, 400);
    expect(badName.body.message).toContain('invalid names or formats');
    expect(badName.body.message).toContain('invalid-name.json');

    const noneValid = await upload(t, '/v2/translations/upload').field('resourceId', workflowId).field('resourceType', 'workflow').attach('files[]', Buffer.from('nope'), 'en_US.json');
    expect(noneValid.status).toBe(400);
    expect(noneValid.body.message).toContain('No valid translation files were found');

    t.deps.registry.resolve(DEV_KEY)?.translations.configure({ defaultLocale: 'en_US', targetLocales: ['es_ES', 'fr_FR'] });
    const notConfigured = await upload(t, '/v2/translations/upload').field('resourceId', workflowId).field('resourceType', 'workflow').attach('files[]', Buffer.from('{}'), 'ja_JP.json');
    expect(notConfigured.status).toBe(400);
    expect(notConfigured.body.message).toContain('The following locales are not configured for your organization: ja_JP');
    expect(notConfigured.body.message).toContain('configured locales: en_US, es_ES, fr_FR');
    expect((await upload(t, '/v2/translations/upload').field('resourceType', 'workflow').attach('files[]', Buffer.from('{}'), 'en_US.json')).status).toBe(422);
  });

  it('exports, imports and uploads the master JSON of a locale', async () => {
    const t = await makeTestApp();
    const on = await translatedWorkflow(t, 'tr-master-on', [inAppStep]);
    const off = await translatedWorkflow(t, 'tr-master-off', [inAppStep], false);
    const missing = '507f1f77bcf86cd799439011';

    const all = await t.api().post('/v2/translations/master-json', { locale: 'en_US', masterJson: { workflows: { [on]: { 'welcome.title': 'Welcome {{payload.name | upcase}}' }, [off]: { k: 'v' } } } });
    expect(all.body.data).toMatchObject({ success: true, successful: [on, off] });
    expect(all.body.data.message).toContain('2 resource');
    expect(all.body.data).not.toHaveProperty('failed');

    const partial = (await t.api().post('/v2/translations/master-json', { locale: 'es_ES', masterJson: { workflows: { [on]: { 'welcome.title': 'Hola' }, [missing]: { k: 'v' } } } })).body.data;
    expect(partial).toMatchObject({ success: true, successful: [on], failed: [missing] });
    expect(partial.message).toContain('Partial import completed');
    const none = (await t.api().post('/v2/translations/master-json', { locale: 'en_US', masterJson: { workflows: { [missing]: {} } } })).body.data;
    expect(none).toEqual({ success: false, message: expect.stringContaining('Failed to import any resources'), failed: [missing] });
    expect((await t.api().post('/v2/translations/master-json', { locale: 'en_US', masterJson: { workflows: {} } })).body.data).toEqual({ success: false, message: expect.stringContaining('No supported resources found') });

    const exported = (await t.api().get('/v2/translations/master-json?locale=en_US')).body.data;
    expect(exported).toEqual({ workflows: { [on]: { 'welcome.title': 'Welcome {{payload.name | upcase}}' }, [off]: { k: 'v' } }, layouts: {} });
    expect((await t.api().get('/v2/translations/master-json')).body.data).toEqual(exported);
    expect((await t.api().get('/v2/translations/master-json?locale=de_DE')).body.data).toEqual({ workflows: {}, layouts: {} });
    expect((await t.api().get('/v2/translations/master-json?locale=invalid-locale')).status).toBe(422);

    // The export, uploaded as another locale's file, round-trips.
    const uploaded = await upload(t, '/v2/translations/master-json/upload').attach('file', Buffer.from(JSON.stringify(exported, null, 2)), 'fr_FR.json');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({ success: true, successful: [on, off] });
    expect((await t.api().get('/v2/translations/master-json?locale=fr_FR')).body.data).toEqual(exported);

    expect((await upload(t, '/v2/translations/master-json/upload')).status).toBe(400);
    const two = upload(t, '/v2/translations/master-json/upload').attach('file', Buffer.from('{}'), 'en_US.json').attach('file', Buffer.from('{}'), 'fr_FR.json');
    expect((await two).status).toBe(400);
    for (const name of ['invalid-filename.json', 'en_US-master.json', 'en_US.txt', 'en.json']) {
      expect((await upload(t, '/v2/translations/master-json/upload').attach('file', Buffer.from('{}'), name)).status, name).toBe(400);
    }
    for (const text of ['', 'invalid json', '<xml>not json</xml>']) {
      expect((await upload(t, '/v2/translations/master-json/upload').attach('file', Buffer.from(text), 'en_US.json')).status, text).toBe(400);
    }
  });
});
