/** Tenancy cases: organization-wide environment variables, against another organization (`--isolate-keys`). */
import { expect } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, PROD_KEY } from '../../helpers/test-app.js';
import type { TestApp } from '../helpers/security.js';
import { OTHER_ORG_KEY, type TenancyCase } from './context.js';

/** Creates `OTHER_ORG_ONLY` in the other organization's environment, holding `value`. */
async function otherOrganizationVariable(t: TestApp, value: string): Promise<void> {
  const env = t.deps.registry.resolve(OTHER_ORG_KEY);
  const res = await t.api(OTHER_ORG_KEY).post('/v1/environment-variables', { key: 'OTHER_ORG_ONLY', values: [{ _environmentId: env?.id, value }] });
  expect(res.status).toBe(200);
}

export const organizationCases: TenancyCase[] = [
  {
    op: 'createEnvironmentVariable',
    what: "another organization's key is free here (409 would reveal it); its environment ids are refused (422)",
    keep: 'other-organization',
    isolateKeys: true,
    setup: async ({ t }) => {
      await otherOrganizationVariable(t, 'other-org-value');
    },
    run: async ({ t }) => {
      const mine = await t.api(DEV_KEY).post('/v1/environment-variables', { key: 'OTHER_ORG_ONLY', values: [{ _environmentId: DEV_ENV_ID, value: 'acme-value' }] });
      expect(mine.status).toBe(200);
      expect(mine.body._organizationId).not.toBe(t.deps.registry.resolve(OTHER_ORG_KEY)?.info._organizationId);
      const foreign = await t.api(DEV_KEY).post('/v1/environment-variables', { key: 'FOREIGN_ENV', values: [{ _environmentId: t.deps.registry.resolve(OTHER_ORG_KEY)?.id, value: 'x' }] });
      expect(foreign.status).toBe(422);
    },
  },
  {
    op: 'listEnvironmentVariables',
    what: "another organization's variables are never listed",
    keep: 'all',
    isolateKeys: true,
    setup: async ({ t }) => {
      await otherOrganizationVariable(t, 'other-org-value');
    },
    run: async ({ t }) => {
      for (const query of ['', '?search=OTHER_ORG']) {
        const res = await t.api(DEV_KEY).get(`/v1/environment-variables${query}`);
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body)).not.toContain('OTHER_ORG_ONLY');
        expect(JSON.stringify(res.body)).not.toContain('other-org-value');
        expect(JSON.stringify(res.body)).not.toContain(t.deps.registry.resolve(OTHER_ORG_KEY)?.id);
      }
    },
  },
  {
    op: 'retrieveEnvironmentVariable',
    what: "another organization's variable → 404 (both ways)",
    keep: 'all',
    isolateKeys: true,
    setup: async ({ t }) => {
      await otherOrganizationVariable(t, 'v');
      expect((await t.api(DEV_KEY).post('/v1/environment-variables', { key: 'ACME_ONLY', values: [{ _environmentId: DEV_ENV_ID, value: 'v' }] })).status).toBe(200);
    },
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).get('/v1/environment-variables/OTHER_ORG_ONLY')).status).toBe(404);
      expect((await t.api(PROD_KEY).get('/v1/environment-variables/OTHER_ORG_ONLY')).status).toBe(404);
      expect((await t.api(OTHER_ORG_KEY).get('/v1/environment-variables/ACME_ONLY')).status).toBe(404);
    },
  },
  {
    op: 'updateEnvironmentVariable',
    what: "another organization's variable → 404",
    keep: 'all',
    isolateKeys: true,
    setup: async ({ t }) => {
      await otherOrganizationVariable(t, 'v');
    },
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).patch('/v1/environment-variables/OTHER_ORG_ONLY', { values: [{ _environmentId: DEV_ENV_ID, value: 'hijack' }] });
      expect(res.status).toBe(404);
      expect((await t.api(DEV_KEY).patch('/v1/environment-variables/OTHER_ORG_ONLY', { isSecret: true })).status).toBe(404);
    },
  },
  {
    op: 'deleteEnvironmentVariable',
    what: "another organization's variable → 404",
    keep: 'all',
    isolateKeys: true,
    setup: async ({ t }) => {
      await otherOrganizationVariable(t, 'v');
    },
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).delete('/v1/environment-variables/OTHER_ORG_ONLY')).status).toBe(404);
      expect((await t.api(PROD_KEY).delete('/v1/environment-variables/OTHER_ORG_ONLY')).status).toBe(404);
    },
  },
  {
    op: 'listEnvironments',
    what: "another organization's environments are never listed, and no whole API key is shown",
    keep: 'all',
    isolateKeys: true,
    run: async ({ t }) => {
      const otherEnvironmentId = t.deps.registry.resolve(OTHER_ORG_KEY)?.id as string;
      const mine = JSON.stringify((await t.api(DEV_KEY).get('/v1/environments')).body);
      expect(mine).toContain(DEV_ENV_ID);
      expect(mine).not.toContain(otherEnvironmentId);
      const theirs = JSON.stringify((await t.api(OTHER_ORG_KEY).get('/v1/environments')).body);
      expect(theirs).toContain(otherEnvironmentId);
      expect(theirs).not.toContain(DEV_ENV_ID);
      for (const text of [mine, theirs]) for (const key of [DEV_KEY, PROD_KEY, OTHER_ORG_KEY]) expect(text).not.toContain(key);
    },
  },
  {
    op: 'retrieveCurrentEnvironment',
    what: "each key sees its own environment only",
    keep: 'all',
    isolateKeys: true,
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).get('/v1/environments/me')).body._id).toBe(DEV_ENV_ID);
      const theirs = await t.api(OTHER_ORG_KEY).get('/v1/environments/me');
      expect(theirs.body._id).toBe(t.deps.registry.resolve(OTHER_ORG_KEY)?.id);
      expect(theirs.body._organizationId).not.toBe(t.deps.registry.resolve(DEV_KEY)?.info._organizationId);
    },
  },
  {
    op: 'createIntegration',
    what: "another organization's environment id → 404, nothing created there (or here)",
    keep: 'all',
    isolateKeys: true,
    run: async ({ t }) => {
      const foreign = t.deps.registry.resolve(OTHER_ORG_KEY)?.id as string;
      const res = await t.api(DEV_KEY).post('/v1/integrations', { providerId: 'postmark', channel: 'email', _environmentId: foreign, active: true });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`Environment ${foreign} not found`);
    },
  },
  {
    op: 'updateIntegration',
    what: "another organization's environment id → 404, the integration stays where it is",
    keep: 'all',
    isolateKeys: true,
    run: async ({ t }) => {
      const foreign = t.deps.registry.resolve(OTHER_ORG_KEY)?.id as string;
      const own = t.deps.registry.resolve(DEV_KEY)?.integrations.list()[1]?._id as string;
      const res = await t.api(DEV_KEY).put(`/v1/integrations/${own}`, { _environmentId: foreign, name: 'moved away' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`Environment ${foreign} not found`);
    },
  },
  ...(['listIntegrations', 'listActiveIntegrations'] as const).map((op): TenancyCase => ({
    op,
    what: "the organization's environments only: never another organization's integrations",
    keep: 'all',
    isolateKeys: true,
    run: async ({ t }) => {
      const path = op === 'listIntegrations' ? '/v1/integrations' : '/v1/integrations/active';
      const foreign = t.deps.registry.resolve(OTHER_ORG_KEY)?.id as string;
      const mine = await t.api(DEV_KEY).get(path);
      expect(mine.body.length).toBeGreaterThan(0);
      expect(JSON.stringify(mine.body)).not.toContain(foreign);
      const theirs = await t.api(OTHER_ORG_KEY).get(path);
      expect(theirs.body.length).toBeGreaterThan(0);
      expect(JSON.stringify(theirs.body)).not.toContain(DEV_ENV_ID);
    },
  })),
];
