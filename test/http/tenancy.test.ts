import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

describe('tenancy', () => {
  it('scopes every read to the caller environment', async () => {
    const t = await makeTestApp({ envelope: false });
    const dev = await t.api(DEV_KEY).get('/v2/subscribers?limit=100');
    const prod = await t.api(PROD_KEY).get('/v2/subscribers?limit=100');
    expect(dev.body.data.every((s: { _environmentId: string }) => s._environmentId === DEV_ENV_ID)).toBe(true);
    expect(prod.body.data.every((s: { _environmentId: string }) => s._environmentId === PROD_ENV_ID)).toBe(true);
    const devIds = new Set(dev.body.data.map((s: { _id: string }) => s._id));
    expect(prod.body.data.some((s: { _id: string }) => devIds.has(s._id))).toBe(false);
  });

  it('rejects unknown keys unless keys are isolated', async () => {
    const t = await makeTestApp({ envelope: false });
    expect((await t.api('worker-1').get('/v2/subscribers')).status).toBe(401);
  });

  it('gives every unknown key its own fresh environment with --isolate-keys', async () => {
    const t = await makeTestApp({ envelope: false, isolateKeys: true });
    const created = await t.api('worker-1').post('/v2/subscribers', { subscriberId: 'only-in-worker-1' });
    expect(created.status).toBe(201);
    expect(created.body._environmentId).not.toBe(DEV_ENV_ID);
    expect((await t.api('worker-2').get('/v2/subscribers/only-in-worker-1')).status).toBe(404);
    expect((await t.api(DEV_KEY).get('/v2/subscribers/only-in-worker-1')).status).toBe(404);
    expect((await t.api('worker-1').get('/v2/subscribers/only-in-worker-1')).status).toBe(200);
    const fixtureCount = (await t.api(DEV_KEY).get('/v2/subscribers')).body.totalCount;
    expect((await t.api('worker-2').get('/v2/subscribers')).body.totalCount).toBe(fixtureCount);
    const page = await t.api('worker-2').get('/v2/subscribers?limit=100');
    const environmentIds = new Set(page.body.data.map((s: { _environmentId: string }) => s._environmentId));
    expect(environmentIds.size).toBe(1);
    expect(environmentIds.has(DEV_ENV_ID)).toBe(false);
  });

  it('isolated environments carry their own integrations for credentials', async () => {
    const t = await makeTestApp({ envelope: false, isolateKeys: true });
    await t.api('w').post('/v2/subscribers', { subscriberId: 'p' });
    const res = await t.api('w').patch('/v1/subscribers/p/credentials', { providerId: 'fcm', credentials: { deviceTokens: ['x'] } });
    expect(res.status).toBe(200);
    const integration = t.deps.registry.resolve('w')?.integrations.findActive('fcm');
    expect(res.body.channels[0]._integrationId).toBe(integration?._id);
    expect(integration?._environmentId).toBe(res.body._environmentId);
  });
});
