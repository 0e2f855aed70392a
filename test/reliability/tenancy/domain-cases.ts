/** Tenancy cases of the inbound-email domains: the Development key with the names of Production's domain and route. */
import { expect } from 'vitest';
import { DEV_KEY, expectErrorShape, PROD_KEY } from '../../helpers/test-app.js';
import type { Ctx, TenancyCase } from './context.js';

const PROD_DOMAIN = 'prod-only.example.com';
const MAIL = { from: { address: 'sender@example.com' }, subject: 'Hello', dryRun: true };

/** A domain of Production with a route, made in its store. */
const prodDomain = async ({ t }: Ctx) => {
  const production = t.deps.registry.resolve(PROD_KEY);
  production?.domains.create({ name: PROD_DOMAIN });
  production?.domainRoutes.create(PROD_DOMAIN, { address: 'support', type: 'webhook' });
};

const expect404 = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(404);
  expectErrorShape(res.body, 404);
};

const BASE = `/v1/domains/${PROD_DOMAIN}`;
/** Each operation naming Production's domain, as the Development key sends it. */
const REQUESTS: Record<string, (api: ReturnType<Ctx['t']['api']>) => ReturnType<ReturnType<Ctx['t']['api']>['get']>> = {
  DomainsController_getDomain: (api) => api.get(BASE),
  DomainsController_updateDomain: (api) => api.patch(BASE, { data: { a: 'b' } }),
  DomainsController_deleteDomain: (api) => api.delete(BASE),
  DomainsController_verifyDomain: (api) => api.post(`${BASE}/verify`),
  DomainsController_diagnoseDomain: (api) => api.post(`${BASE}/diagnose`),
  DomainsController_getDomainAutoConfigure: (api) => api.get(`${BASE}/auto-configure`),
  DomainsController_startDomainAutoConfigure: (api) => api.post(`${BASE}/auto-configure/start`, {}),
  DomainsController_createDomainRoute: (api) => api.post(`${BASE}/routes`, { address: 'sales', type: 'webhook' }),
  DomainsController_listDomainRoutes: (api) => api.get(`${BASE}/routes`),
  DomainsController_getDomainRoute: (api) => api.get(`${BASE}/routes/support`),
  DomainsController_updateDomainRoute: (api) => api.patch(`${BASE}/routes/support`, { data: { a: 'b' } }),
  DomainsController_deleteDomainRoute: (api) => api.delete(`${BASE}/routes/support`),
  DomainsController_testDomainRoute: (api) => api.post(`${BASE}/routes/support/test`, MAIL),
};

export const domainCases: TenancyCase[] = [
  {
    op: 'DomainsController_createDomain',
    what: "a Production domain's name is Development's to take (each environment has its own domains)",
    keep: 'production',
    setup: prodDomain,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v1/domains', { name: PROD_DOMAIN });
      expect(res.status).toBe(201);
      expect(res.body._environmentId).toBe(t.deps.registry.resolve(DEV_KEY)?.id);
    },
  },
  {
    op: 'DomainsController_listDomains',
    what: "lists none of Production's domains",
    keep: 'production',
    setup: prodDomain,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v1/domains?name=prod-only');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    },
  },
  ...Object.entries(REQUESTS).map(
    ([op, send]): TenancyCase => ({
      op,
      what: "Production's domain name → 404",
      keep: 'production',
      setup: prodDomain,
      run: async ({ t }) => expect404(await send(t.api(DEV_KEY))),
    }),
  ),
];
