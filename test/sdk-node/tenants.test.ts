import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID } from '../helpers/test-app.js';
import { PROD_KEY, failure, useNodeSdkMock } from './node-sdk.js';

const sdk = useNodeSdkMock(2906);

describe('@novu/node 2.6.6: tenants', () => {
  it('creates a tenant: 201 and {data: the tenant}; then gets it; the same identifier again is a 409', async () => {
    const created = await sdk.novu().tenants.create('node-acme', { name: 'Acme', data: { region: 'eu' } });
    expect(created.status).toBe(201);
    expect(Object.keys(created.data)).toEqual(['data']);
    expect(created.data.data).toMatchObject({ identifier: 'node-acme', name: 'Acme', data: { region: 'eu' }, _environmentId: DEV_ENV_ID });
    expect(created.data.data._id).toMatch(/^[0-9a-f]{24}$/);

    const got = await sdk.novu().tenants.get('node-acme');
    expect(got.status).toBe(200);
    expect(got.data.data).toMatchObject({ _id: created.data.data._id, identifier: 'node-acme', name: 'Acme' });

    const again = await failure(sdk.novu().tenants.create('node-acme', { name: 'Acme again' }));
    expect(again.status).toBe(409);
    expect(again.data.message).toBe(`Tenant with identifier: node-acme already exists under environment ${DEV_ENV_ID}`);
  });

  it('answers 404 for an unknown tenant, in the real words; another environment does not see it', async () => {
    const missing = await failure(sdk.novu().tenants.get('node-no-such-tenant'));
    expect(missing.status).toBe(404);
    expect(missing.data.message).toBe(`Tenant with identifier: node-no-such-tenant does not exist under environment ${DEV_ENV_ID}`);
    await sdk.novu().tenants.create('node-dev-tenant', { name: 'Dev only' });
    expect((await failure(sdk.novu(PROD_KEY).tenants.get('node-dev-tenant'))).status).toBe(404);
  });

  it('lists tenants newest first as a page {page, pageSize, hasMore, data}, not wrapped', async () => {
    for (const id of ['node-list-1', 'node-list-2', 'node-list-3']) await sdk.novu().tenants.create(id, { name: id });
    const page = await sdk.novu().tenants.list({ page: 0, limit: 2 });
    expect(page.status).toBe(200);
    expect(Object.keys(page.data).sort()).toEqual(['data', 'hasMore', 'page', 'pageSize']);
    expect(page.data).toMatchObject({ page: 0, pageSize: 2, hasMore: true });
    expect(page.data.data.map((t: { identifier: string }) => t.identifier)).toEqual(['node-list-3', 'node-list-2']);
    const next = await sdk.novu().tenants.list({ page: 1, limit: 2 });
    expect(next.data.data[0].identifier).toBe('node-list-1');
  });

  it('updates a tenant (PATCH): name, data and a new identifier; a taken identifier is a 409', async () => {
    await sdk.novu().tenants.create('node-old-id', { name: 'Old' });
    await sdk.novu().tenants.create('node-taken', { name: 'Taken' });
    const updated = await sdk.novu().tenants.update('node-old-id', { identifier: 'node-new-id', name: 'New', data: { plan: 'team' } });
    expect(updated.status).toBe(200);
    expect(updated.data.data).toMatchObject({ identifier: 'node-new-id', name: 'New', data: { plan: 'team' } });
    expect((await sdk.novu().tenants.get('node-new-id')).data.data.name).toBe('New');
    expect((await failure(sdk.novu().tenants.get('node-old-id'))).status).toBe(404);

    const taken = await failure(sdk.novu().tenants.update('node-new-id', { identifier: 'node-taken' }));
    expect(taken.status).toBe(409);
    expect(taken.data.message).toBe(`Tenant with identifier: node-taken already exists under environment ${DEV_ENV_ID}`);
  });

  it('deletes a tenant: 204; then it is a 404', async () => {
    await sdk.novu().tenants.create('node-bye', { name: 'Bye' });
    const deleted = await sdk.novu().tenants.delete('node-bye');
    expect(deleted.status).toBe(204);
    expect(deleted.data).toBe('');
    expect((await failure(sdk.novu().tenants.get('node-bye'))).status).toBe(404);
    expect((await failure(sdk.novu().tenants.delete('node-bye'))).status).toBe(404);
  });
});
