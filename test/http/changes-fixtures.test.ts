import { expect, it } from 'vitest';
import { jsonDiff } from '../../src/lib/json-diff.js';
import { DEV_ENV_ID, DEV_KEY, makeTestApp, PROD_KEY, sharedFixtures } from '../helpers/test-app.js';

// A pending change in the fixtures (a `changes.json`, or a snapshot's `changes`) belongs to its environment:
// Development lists and promotes it, Production has nothing to promote.
it('a change of the fixtures is pending in its environment and can be applied', async () => {
  const fixtures = await sharedFixtures();
  const organizationId = fixtures.organizations[0]?._id as string;
  const feed = { _id: '665f1c2a9b1e4a00fe000001', _environmentId: DEV_ENV_ID, _organizationId: organizationId, name: 'Release notes', identifier: 'release-notes', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
  const change = {
    ...{ _id: '665f1c2a9b1e4a00c4000001', _creatorId: organizationId, _environmentId: DEV_ENV_ID, _organizationId: organizationId },
    ...{ _entityId: feed._id, enabled: false, type: 'Feed' as const, createdAt: feed.createdAt, updatedAt: feed.createdAt },
    change: jsonDiff({}, feed),
  };
  const t = await makeTestApp({ fixtureData: { ...fixtures, feeds: [...(fixtures.feeds ?? []), feed], changes: [change] } });
  expect((await t.api(DEV_KEY).get('/v1/changes/count')).body.data).toBe(1);
  expect((await t.api(PROD_KEY).get('/v1/changes/count')).body.data).toBe(0);
  expect((await t.api(PROD_KEY).get('/v1/feeds')).body.data.map((f: { name: string }) => f.name)).not.toContain('Release notes');
  expect((await t.api(DEV_KEY).post(`/v1/changes/${change._id}/apply`, {})).status).toBe(201);
  expect((await t.api(PROD_KEY).get('/v1/feeds')).body.data.map((f: { name: string }) => f.name)).toContain('Release notes');
});
