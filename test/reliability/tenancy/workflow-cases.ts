/** Tenancy cases of `GET /v2/workflows/{workflowId}`: the Development key with Production's workflows. */
import { expect } from 'vitest';
import { DEV_KEY, PROD_ENV_ID } from '../../helpers/test-app.js';
import type { TenancyCase } from './context.js';

export const workflowCases: TenancyCase[] = [
  {
    op: 'getWorkflow',
    what: "Production's workflow ids → 404, also a trigger identifier with Production's environmentId; without it, Development's own workflow",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const id of prod.workflowIds) {
        const res = await t.api(DEV_KEY).get(`/v2/workflows/${id}`);
        expect(res.status, id).toBe(404);
      }
      expect((await t.api(DEV_KEY).get(`/v2/workflows/comment-mention?environmentId=${PROD_ENV_ID}`)).status).toBe(404);
      const own = await t.api(DEV_KEY).get('/v2/workflows/comment-mention');
      expect(own.status).toBe(200);
      expect(prod.workflowIds).not.toContain(own.body._id);
    },
  },
];

/** The v2 workflow writes and the step read: Production's workflows stay out of reach. */
export const workflowWriteCases: TenancyCase[] = [
  {
    op: 'patchWorkflow',
    what: "Production's workflow ids → 404, Production's workflows unchanged",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const id of prod.workflowIds) expect((await t.api(DEV_KEY).patch(`/v2/workflows/${id}`, { active: false })).status, id).toBe(404);
    },
  },
  {
    op: 'deleteWorkflow',
    what: "Production's workflow ids → 404, Production keeps them",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const id of prod.workflowIds) expect((await t.api(DEV_KEY).delete(`/v2/workflows/${id}`)).status, id).toBe(404);
    },
  },
  {
    op: 'getWorkflowStep',
    what: "Production's workflow ids → 404",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const id of prod.workflowIds) expect((await t.api(DEV_KEY).get(`/v2/workflows/${id}/steps/x`)).status, id).toBe(404);
    },
  },
  {
    op: 'updateWorkflow',
    what: "Production's workflow ids → 404, Production's workflows unchanged",
    keep: 'all',
    run: async ({ t, prod }) => {
      const body = { name: 'taken over', steps: [{ name: 'x', type: 'sms', controlValues: { body: 'x' } }], preferences: {} };
      for (const id of prod.workflowIds) expect((await t.api(DEV_KEY).put(`/v2/workflows/${id}`, body)).status, id).toBe(404);
    },
  },
  {
    op: 'generateWorkflowStepPreview',
    what: "Production's workflow ids → the real answer for an unknown workflow (201, empty preview, no schema)",
    keep: 'all',
    run: async ({ t, prod }) => {
      for (const id of prod.workflowIds) {
        const res = await t.api(DEV_KEY).post(`/v2/workflows/${id}/step/x/preview`, {});
        expect(res.status, id).toBe(201);
        expect(res.body, id).toEqual({ result: { preview: {} }, previewPayloadExample: {}, schema: null });
      }
    },
  },
  {
    op: 'syncBridge',
    what: 'a bridge that cannot be reached → 400, no workflow of either environment changed',
    keep: 'all',
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).post('/v1/bridge/sync', { bridgeUrl: 'http://127.0.0.1:59998/api/novu' })).status).toBe(400);
    },
  },
  {
    op: 'getBridgeStatus',
    what: 'no code workflow in the caller\'s environment → 400 Bridge URL not found',
    keep: 'all',
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v1/bridge/status');
      expect([res.status, res.body.message]).toEqual([400, 'Bridge URL not found']);
    },
  },
];
