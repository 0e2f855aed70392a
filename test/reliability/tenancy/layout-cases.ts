/**
 * Tenancy cases of the layouts (`/v2/layouts`): Production has a layout `prod-only`; with the Development key
 * its identifier and its `_id` are unknown (404) and Development's list shows none of Production's.
 */
import { expect } from 'vitest';
import { DEV_KEY, expectErrorShape, PROD_KEY } from '../../helpers/test-app.js';
import type { TestApp } from '../helpers/security.js';
import type { TenancyCase } from './context.js';

const PROD_ONLY = 'prod-only';

const prodLayouts = (t: TestApp) => t.deps.registry.resolve(PROD_KEY)?.layouts.records() ?? [];
const prodLayoutId = (t: TestApp) => prodLayouts(t).find((l) => l.identifier === PROD_ONLY)?._id as string;
const addProdLayout = async ({ t }: { t: TestApp }) => {
  expect((await t.api(PROD_KEY).post('/v2/layouts', { layoutId: PROD_ONLY, name: 'Production only' })).status).toBe(201);
};
const expect404 = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status).toBe(404);
  expectErrorShape(res.body, 404);
};
/** Production's layout by identifier and by `_id`: each unknown to the Development key. */
const refs = (t: TestApp) => [PROD_ONLY, prodLayoutId(t)];

export const layoutCases: TenancyCase[] = [
  {
    op: 'LayoutsController_create',
    what: "a layoutId only Production has is free in Development, and Production's layout stays",
    keep: 'production',
    setup: addProdLayout,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v2/layouts', { layoutId: PROD_ONLY, name: 'Development twin' });
      expect(res.status).toBe(201);
      expect(prodLayouts(t).some((l) => l._id === res.body._id)).toBe(false);
    },
  },
  {
    op: 'LayoutsController_list',
    what: "lists none of Production's layouts",
    keep: 'production',
    setup: addProdLayout,
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v2/layouts');
      expect(res.status).toBe(200);
      expect(res.body.totalCount).toBe(0);
    },
  },
  ...(
    [
      ['LayoutsController_get', (t: TestApp, ref: string) => t.api(DEV_KEY).get(`/v2/layouts/${ref}`)],
      ['LayoutsController_update', (t: TestApp, ref: string) => t.api(DEV_KEY).put(`/v2/layouts/${ref}`, { name: 'Taken over' })],
      ['LayoutsController__delete', (t: TestApp, ref: string) => t.api(DEV_KEY).delete(`/v2/layouts/${ref}`)],
      ['LayoutsController_duplicate', (t: TestApp, ref: string) => t.api(DEV_KEY).post(`/v2/layouts/${ref}/duplicate`, { name: 'Copy' })],
      ['LayoutsController_generatePreview', (t: TestApp, ref: string) => t.api(DEV_KEY).post(`/v2/layouts/${ref}/preview`, {})],
      ['LayoutsController_getUsage', (t: TestApp, ref: string) => t.api(DEV_KEY).get(`/v2/layouts/${ref}/usage`)],
    ] as const
  ).map(
    ([op, call]): TenancyCase => ({
      op,
      what: "Production's layout, by layoutId or _id → 404",
      keep: 'production',
      setup: addProdLayout,
      run: async ({ t }) => {
        for (const ref of refs(t)) expect404(await call(t, ref));
      },
    }),
  ),
];
