/**
 * Tenancy cases of the changes (`/v1/changes`): another organization's pending change (`--isolate-keys`) is
 * never listed, counted or applied with the Development key, and its Production never receives anything.
 */
import { expect } from 'vitest';
import { DEV_KEY, expectErrorShape } from '../../helpers/test-app.js';
import type { TestApp } from '../helpers/security.js';
import { OTHER_ORG_KEY, type Ctx, type TenancyCase } from './context.js';

/** A feed created in the other organization's Development: a pending change there. */
const otherOrganizationChange = async ({ t }: Ctx) => {
  const res = await t.api(OTHER_ORG_KEY).post('/v1/feeds', { name: 'other-organization-feed' });
  expect(res.status).toBe(201);
};

const otherChangeId = (t: TestApp): string => {
  const change = t.deps.registry.resolve(OTHER_ORG_KEY)?.changes.all()[0];
  if (!change) throw new Error('the case setup records a change in the other organization');
  return change._id;
};

const base = { keep: 'other-organization', isolateKeys: true, setup: otherOrganizationChange } as const;

export const changeCases: TenancyCase[] = [
  {
    ...base,
    op: 'listChanges',
    what: "another organization's pending change is never listed",
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v1/changes?promoted=false&limit=100');
      expect(res.status).toBe(200);
      expect((res.body.data as { _id: string }[]).map((c) => c._id)).not.toContain(otherChangeId(t));
    },
  },
  {
    ...base,
    op: 'countChanges',
    what: "another organization's pending change is never counted",
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).get('/v1/changes/count');
      expect([res.status, res.body]).toEqual([200, 0]);
    },
  },
  {
    ...base,
    op: 'applyChange',
    what: "another organization's change id → 404, nothing promoted",
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post(`/v1/changes/${otherChangeId(t)}/apply`);
      expect(res.status).toBe(404);
      expectErrorShape(res.body, 404);
    },
  },
  {
    ...base,
    op: 'bulkApplyChanges',
    what: "another organization's change ids are skipped, nothing promoted",
    run: async ({ t }) => {
      const res = await t.api(DEV_KEY).post('/v1/changes/bulk/apply', { changeIds: [otherChangeId(t)] });
      expect([res.status, res.body]).toEqual([201, []]);
    },
  },
];
