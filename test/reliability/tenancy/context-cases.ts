/**
 * Tenancy cases of `/v2/contexts` and the delivery webhooks: the Development key with contexts, messages and
 * integrations that only Production has. Each key reaches its own environment's.
 */
import { expect } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, PROD_ENV_ID, PROD_KEY } from '../../helpers/test-app.js';
import { dataOf, type TestApp } from '../helpers/security.js';
import type { TenancyCase } from './context.js';

const addProdContexts = async ({ t }: { t: TestApp }) => {
  for (const id of ['prod-only', 'shared']) expect((await t.api(PROD_KEY).post('/v2/contexts', { type: 'tenant', id, data: { env: 'production' } })).status).toBe(201);
};
const prodData = (t: TestApp) => dataOf(t.deps.control.snapshot(PROD_KEY));

export const contextCases: TenancyCase[] = [
  {
    op: 'ContextsController_createContext',
    what: "a type:id only Production has is free in Development, and Production's context stays",
    keep: 'production',
    setup: addProdContexts,
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).post('/v2/contexts', { type: 'tenant', id: 'prod-only', data: { env: 'development' } })).status).toBe(201);
    },
  },
  {
    op: 'ContextsController_listContexts',
    what: "lists none of Production's contexts",
    keep: 'production',
    setup: addProdContexts,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v2/contexts?search=tenant');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    },
  },
  {
    op: 'ContextsController_getContext',
    what: "Production's context → 404",
    keep: 'production',
    setup: addProdContexts,
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).get('/v2/contexts/tenant/prod-only')).status).toBe(404);
    },
  },
  {
    op: 'ContextsController_updateContext',
    what: "Production's context → 404; a shared type:id changes Development's only",
    keep: 'production',
    setup: async (c) => {
      await addProdContexts(c);
      expect((await c.t.api(DEV_KEY).post('/v2/contexts', { type: 'tenant', id: 'shared' })).status).toBe(201);
    },
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).patch('/v2/contexts/tenant/prod-only', { data: { taken: true } })).status).toBe(404);
      expect((await t.api(DEV_KEY).patch('/v2/contexts/tenant/shared', { data: { env: 'development' } })).status).toBe(200);
    },
  },
  {
    op: 'ContextsController_deleteContext',
    what: "Production's context → 404",
    keep: 'production',
    setup: addProdContexts,
    run: async ({ t }) => {
      expect((await t.api(DEV_KEY).delete('/v2/contexts/tenant/prod-only')).status).toBe(404);
    },
  },
  {
    op: 'InboundWebhooksController_handleWebhook',
    what: "Production's environment or integration → 404; Production's message is never reached",
    keep: 'production',
    run: async ({ t }) => {
      const prodSendgrid = prodData(t).integrations.find((i) => i.providerId === 'sendgrid');
      const devSendgrid = dataOf(t.deps.control.snapshot(DEV_KEY)).integrations.find((i) => i.providerId === 'sendgrid' && i.active);
      const prodMessage = prodData(t).messages[0];
      expect(prodSendgrid && devSendgrid && prodMessage).toBeTruthy();
      const bounce = [{ event: 'bounce', id: prodMessage?._id }];
      expect((await t.api(DEV_KEY).post(`/v2/inbound-webhooks/delivery-providers/${PROD_ENV_ID}/${prodSendgrid?._id}`, bounce)).status).toBe(404);
      expect((await t.api(DEV_KEY).post(`/v2/inbound-webhooks/delivery-providers/${DEV_ENV_ID}/${prodSendgrid?._id}`, bounce)).status).toBe(404);
      const own = await t.api(DEV_KEY).post(`/v2/inbound-webhooks/delivery-providers/${DEV_ENV_ID}/${devSendgrid?._id}`, bounce);
      expect(own.status).toBe(200);
      expect(own.body).toEqual([]);
    },
  },
];
