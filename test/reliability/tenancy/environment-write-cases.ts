/**
 * Tenancy cases of the environment writes, tags, diff, publish and workflow sync: the Development key naming
 * another organization's environment is refused as an unknown one, and the other organization stays as it was.
 */
import { expect } from 'vitest';
import { DEV_KEY, PROD_ENV_ID } from '../../helpers/test-app.js';
import { OTHER_ORG_KEY, type Ctx, type TenancyCase } from './context.js';

const otherEnvironmentId = ({ t }: Ctx) => t.deps.registry.resolve(OTHER_ORG_KEY)?.id as string;

/** A dashboard workflow of the other organization, so that its publish or diff would have something to show. */
async function otherWorkflow({ t }: Ctx): Promise<void> {
  const steps = [{ name: 'In-app', type: 'in_app', controlValues: { body: 'Other organization' } }];
  expect((await t.api(OTHER_ORG_KEY).post('/v2/workflows', { name: 'Other org only', workflowId: 'other-org-only', steps })).status).toBe(201);
}

const otherOrganization = (op: string, what: string, run: TenancyCase['run']): TenancyCase => ({ op, what, keep: 'other-organization', isolateKeys: true, setup: otherWorkflow, run });

export const environmentWriteCases: TenancyCase[] = [
  otherOrganization('EnvironmentsControllerV1_createEnvironment', "creates in the caller's organization only", async ({ t }) => {
    const res = await t.api(DEV_KEY).post('/v1/environments', { name: 'Staging', color: '#ffffff' });
    expect(res.status).toBe(201);
    expect(res.body._organizationId).not.toBe(t.deps.registry.resolve(OTHER_ORG_KEY)?.info._organizationId);
  }),
  otherOrganization('EnvironmentsControllerV1_updateMyEnvironment', "another organization's environment → 401 Environment not found", async (c) => {
    const res = await c.t.api(DEV_KEY).put(`/v1/environments/${otherEnvironmentId(c)}`, { color: '#000000', identifier: 'taken-over' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Environment not found');
  }),
  otherOrganization('EnvironmentsControllerV1_deleteEnvironment', "another organization's environment → 404", async (c) => {
    const res = await c.t.api(DEV_KEY).delete(`/v1/environments/${otherEnvironmentId(c)}`);
    expect(res.status).toBe(404);
  }),
  otherOrganization('EnvironmentsController_getEnvironmentTags', "another organization's environment → 404", async (c) => {
    const res = await c.t.api(DEV_KEY).get(`/v2/environments/${otherEnvironmentId(c)}/tags`);
    expect(res.status).toBe(404);
  }),
  otherOrganization('EnvironmentsController_diffEnvironment', "another organization's environment as target or source → 400", async (c) => {
    const target = await c.t.api(DEV_KEY).post(`/v2/environments/${otherEnvironmentId(c)}/diff`, {});
    expect(target.body.message).toBe('Target environment not found');
    const source = await c.t.api(DEV_KEY).post(`/v2/environments/${PROD_ENV_ID}/diff`, { sourceEnvironmentId: otherEnvironmentId(c) });
    expect(source.body.message).toBe('Source environment not found');
  }),
  otherOrganization('EnvironmentsController_publishEnvironment', "another organization's environment as target or source → 400, nothing copied", async (c) => {
    const target = await c.t.api(DEV_KEY).post(`/v2/environments/${otherEnvironmentId(c)}/publish`, {});
    expect(target.body.message).toBe('Target environment not found');
    const source = await c.t.api(DEV_KEY).post(`/v2/environments/${PROD_ENV_ID}/publish`, { sourceEnvironmentId: otherEnvironmentId(c) });
    expect(source.body.message).toBe('Source environment not found');
  }),
  otherOrganization('WorkflowController_sync', "another organization's environment → 404; its workflow is unknown here", async (c) => {
    const res = await c.t.api(DEV_KEY).put(`/v2/workflows/payment-failed/sync`, { targetEnvironmentId: otherEnvironmentId(c) });
    expect(res.status).toBe(404);
    const foreign = await c.t.api(DEV_KEY).put(`/v2/workflows/other-org-only/sync`, { targetEnvironmentId: PROD_ENV_ID });
    expect(foreign.status).toBe(404);
  }),
];
