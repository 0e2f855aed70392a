/** Translations through the official SDK (@novu/api), as the real service's translation e2e tests drive them. */
import { describe, expect, it } from 'vitest';
import { DEV_KEY } from '../helpers/test-app.js';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(46);

const statusOf = (call: Promise<unknown>) => call.then(() => 200, (error: { statusCode?: number }) => error.statusCode);

async function translatedWorkflow(workflowId: string) {
  const { result } = await sdk.novu().workflows.create({
    name: `Workflow ${workflowId}`,
    workflowId,
    source: 'editor',
    active: true,
    isTranslationEnabled: true,
    steps: [{ name: 'Email', type: 'email', controlValues: { subject: '{{t.welcome.title}}', body: '<p>{{t.welcome.message}}</p>' } }],
  });
  expect(result.isTranslationEnabled).toBe(true);
  return result.workflowId;
}

describe('the official SDK (@novu/api): translations', () => {
  it('creates, reads back, updates, groups and deletes', async () => {
    const novu = sdk.novu();
    const workflowId = await translatedWorkflow('sdk-tr-crud');
    const created = await novu.translations.create({ resourceId: workflowId, resourceType: 'workflow', locale: 'en_US', content: { 'welcome.title': 'Welcome', 'welcome.message': 'Hello there!' } });
    expect(created).toMatchObject({ locale: 'en_US', resourceId: workflowId, resourceType: 'workflow', content: { 'welcome.title': 'Welcome', 'welcome.message': 'Hello there!' } });
    const updated = await novu.translations.create({ resourceId: workflowId, resourceType: 'workflow', locale: 'en_US', content: { key1: 'updated value' } });
    expect(updated.content).toEqual({ key1: 'updated value' });
    expect(await novu.translations.retrieve({ resourceType: 'workflow', resourceId: workflowId, locale: 'en_US' })).toEqual(updated);

    await novu.translations.create({ resourceId: workflowId, resourceType: 'workflow', locale: 'fr_FR', content: { key1: 'valeur' } });
    const group = await novu.translations.groups.retrieve('workflow', workflowId);
    expect(group).toMatchObject({ resourceId: workflowId, resourceType: 'workflow', resourceName: 'Workflow sdk-tr-crud', locales: ['en_US', 'fr_FR'] });

    await novu.translations.delete({ resourceType: 'workflow', resourceId: workflowId, locale: 'en-US' });
    expect(await statusOf(novu.translations.retrieve({ resourceType: 'workflow', resourceId: workflowId, locale: 'en_US' }))).toBe(404);
    await novu.translations.groups.delete('workflow', workflowId);
    expect(await statusOf(novu.translations.groups.retrieve('workflow', workflowId))).toBe(404);
  });

  it('answers the real errors: 422 for a bad locale in the body, 400 in the path, 404 for an unknown workflow', async () => {
    const novu = sdk.novu();
    const workflowId = await translatedWorkflow('sdk-tr-errors');
    expect(await statusOf(novu.translations.create({ resourceId: workflowId, resourceType: 'workflow', locale: '123', content: { key: 'value' } }))).toBe(422);
    expect(await statusOf(novu.translations.retrieve({ resourceType: 'workflow', resourceId: workflowId, locale: 'invalid-locale-123' }))).toBe(400);
    expect(await statusOf(novu.translations.delete({ resourceType: 'workflow', resourceId: '507f1f77bcf86cd799439011', locale: 'en_US' }))).toBe(404);
    expect(await statusOf(novu.translations.master.retrieve('invalid-locale'))).toBe(422);
  });

  it('uploads locale files, and round-trips the master JSON through export, import and upload', async () => {
    const novu = sdk.novu();
    const workflowId = await translatedWorkflow('sdk-tr-files');
    const uploaded = await novu.translations.upload({
      resourceId: workflowId,
      resourceType: 'workflow',
      files: [
        { fileName: 'en_US.json', content: Buffer.from(JSON.stringify({ 'welcome.title': 'Welcome', 'welcome.message': 'Hello {{payload.name}}' })) },
        { fileName: 'es_ES.json', content: Buffer.from(JSON.stringify({ 'welcome.title': 'Bienvenido' })) },
      ],
    });
    expect(uploaded).toEqual({ totalFiles: 2, successfulUploads: 2, failedUploads: 0, errors: [] });

    const master = await novu.translations.master.retrieve('en_US');
    expect(master).toEqual({ workflows: { [workflowId]: { 'welcome.title': 'Welcome', 'welcome.message': 'Hello {{payload.name}}' } }, layouts: {} });
    const imported = await novu.translations.master.import({ locale: 'de_DE', masterJson: { workflows: { [workflowId]: { 'welcome.title': 'Willkommen' }, '507f1f77bcf86cd799439011': { k: 'v' } } } });
    expect(imported).toMatchObject({ success: true, successful: [workflowId], failed: ['507f1f77bcf86cd799439011'] });
    const upload = await novu.translations.master.upload({ file: { fileName: 'fr_FR.json', content: Buffer.from(JSON.stringify(master)) } });
    expect(upload).toMatchObject({ success: true, successful: [workflowId] });
    expect(await novu.translations.master.retrieve('fr_FR')).toEqual(master);
    expect(await statusOf(novu.translations.master.upload({ file: { fileName: 'en.json', content: Buffer.from('{}') } }))).toBe(400);
  });

  it('delivers a German email to a de_DE subscriber', async () => {
    const novu = sdk.novu();
    const workflowId = await translatedWorkflow('sdk-tr-effect');
    await novu.translations.create({ resourceId: workflowId, resourceType: 'workflow', locale: 'en_US', content: { welcome: { title: 'Welcome', message: 'Hello {{subscriber.firstName}}' } } });
    await novu.translations.create({ resourceId: workflowId, resourceType: 'workflow', locale: 'de_DE', content: { 'welcome.title': 'Willkommen', 'welcome.message': 'Hallo {{subscriber.firstName}}' } });
    await novu.subscribers.create({ subscriberId: 'sdk-tr-de', email: 'sdk-de@t.test', firstName: 'Ada', locale: 'de_DE' });
    const { result } = await novu.trigger({ workflowId, to: 'sdk-tr-de' });
    expect(result.acknowledged).toBe(true);
    const outbox = await fetch(`${sdk.server().url}/__admin/outbox?apiKey=${DEV_KEY}&to=sdk-de@t.test`).then((r) => r.json() as Promise<{ data: { subject: string; html: string }[] }>);
    expect(outbox.data[0]?.subject).toBe('Willkommen');
    expect(outbox.data[0]?.html).toContain('Hallo Ada');
  });
});
