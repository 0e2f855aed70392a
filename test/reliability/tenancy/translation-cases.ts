/**
 * Tenancy cases of the translations: Production has a workflow (`prod-only-tr`) with a German translation;
 * the Development key reaches none of it, and Production's translations stay as they were.
 */
import { expect } from 'vitest';
import { DEV_KEY, PROD_KEY } from '../../helpers/test-app.js';
import type { TestApp } from '../helpers/security.js';
import type { TenancyCase } from './context.js';

const WORKFLOW = 'prod-only-tr';
const FILE = (text: string) => Buffer.from(text);

async function prodTranslation({ t }: { t: TestApp }): Promise<void> {
  const created = await t.api(PROD_KEY).post('/v2/workflows', { name: 'Production only', workflowId: WORKFLOW, isTranslationEnabled: true, steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: '{{t.title}}' } }] });
  expect(created.status).toBe(201);
  expect((await t.api(PROD_KEY).post('/v2/translations', { resourceId: WORKFLOW, resourceType: 'workflow', locale: 'de_DE', content: { title: 'Hallo' } })).status).toBe(200);
}

const devUpload = (t: TestApp, path: string) => t.request().post(path).set('Authorization', `ApiKey ${DEV_KEY}`);

const notFound = (op: string, what: string, call: (t: TestApp) => Promise<{ status: number }>): TenancyCase => ({
  op,
  what,
  keep: 'production',
  setup: prodTranslation,
  run: async ({ t }) => expect((await call(t)).status).toBe(404),
});

export const translationCases: TenancyCase[] = [
  notFound('TranslationController_createTranslationEndpoint', "cannot translate Production's workflow", (t) => t.api(DEV_KEY).post('/v2/translations', { resourceId: WORKFLOW, resourceType: 'workflow', locale: 'de_DE', content: { title: 'X' } })),
  notFound('TranslationController_getSingleTranslation', "reads none of Production's translations", (t) => t.api(DEV_KEY).get(`/v2/translations/workflow/${WORKFLOW}/de_DE`)),
  notFound('TranslationController_deleteTranslationEndpoint', "deletes none of Production's translations", (t) => t.api(DEV_KEY).delete(`/v2/translations/workflow/${WORKFLOW}/de_DE`)),
  notFound('TranslationController_getTranslationGroupEndpoint', "reads none of Production's groups", (t) => t.api(DEV_KEY).get(`/v2/translations/group/workflow/${WORKFLOW}`)),
  notFound('TranslationController_deleteTranslationGroupEndpoint', "deletes none of Production's groups", (t) => t.api(DEV_KEY).delete(`/v2/translations/workflow/${WORKFLOW}`)),
  notFound('TranslationController_uploadTranslationFiles', "uploads nothing to Production's workflow", (t) =>
    devUpload(t, '/v2/translations/upload').field('resourceId', WORKFLOW).field('resourceType', 'workflow').attach('files[]', FILE('{"title":"X"}'), 'de_DE.json'),
  ),
  {
    op: 'TranslationController_getMasterJsonEndpoint',
    what: "exports none of Production's translations",
    keep: 'production',
    setup: prodTranslation,
    run: async ({ t }) => expect((await t.api(DEV_KEY).get('/v2/translations/master-json?locale=de_DE')).body).toEqual({ workflows: {}, layouts: {} }),
  },
  {
    op: 'TranslationController_importMasterJsonEndpoint',
    what: "imports nothing into Production's workflow",
    keep: 'production',
    setup: prodTranslation,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v2/translations/master-json', { locale: 'de_DE', masterJson: { workflows: { [WORKFLOW]: { title: 'X' } } } });
      expect(res.body).toMatchObject({ success: false, failed: [WORKFLOW] });
    },
  },
  {
    op: 'TranslationController_uploadMasterJsonEndpoint',
    what: "uploads nothing into Production's workflow",
    keep: 'production',
    setup: prodTranslation,
    run: async ({ t }) => {
      const res = await devUpload(t, '/v2/translations/master-json/upload').attach('file', FILE(JSON.stringify({ workflows: { [WORKFLOW]: { title: 'X' } } })), 'de_DE.json');
      expect(res.body).toMatchObject({ success: false, failed: [WORKFLOW] });
    },
  },
];
