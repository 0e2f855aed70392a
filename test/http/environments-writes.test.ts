/** `POST`, `PUT` and `DELETE /v1/environments`, and `GET /v2/environments/{id}/tags`: the real guards and words, keys, reset. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

/** The full API key of an environment, as `GET /__admin/environments` lists it. */
async function keyOf(environmentId: string): Promise<string | undefined> {
  const { body } = await t.request().get('/__admin/environments');
  return (body.data as { apiKey: string; environmentId: string }[]).find((e) => e.environmentId === environmentId)?.apiKey;
}

async function createStaging(name = 'Staging') {
  const res = await t.api().post('/v1/environments', { name, color: '#3A7F5C' });
  expect(res.status).toBe(201);
  return res.body as { _id: string; identifier: string };
}

describe('POST /v1/environments', () => {
  it('creates an environment with one masked key, type prod and a 12-character identifier, usable with its key at once', async () => {
    const res = await t.api().post('/v1/environments', { name: ' Staging ', color: '#3A7F5C', parentId: DEV_ENV_ID });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Staging',
      _organizationId: expect.any(String),
      identifier: expect.stringMatching(/^[0-9a-f]{12}$/),
      type: 'prod',
      apiKeys: [{ key: expect.stringMatching(/^•+[0-9a-f]{4}$/), _userId: expect.any(String) }],
    });
    // parentId is ignored, as the real controller does.
    expect(res.body).not.toHaveProperty('_parentId');
    const key = (await keyOf(res.body._id)) as string;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.apiKeys[0].key.endsWith(key.slice(-4))).toBe(true);
    const me = await t.api(key).get('/v1/environments/me');
    expect(me.body).toMatchObject({ _id: res.body._id, name: 'Staging', type: 'prod' });
    // Its own empty stores, with a "General" group: a v2 workflow can be created there.
    expect((await t.api(key).get('/v2/subscribers')).body.data).toEqual([]);
    const workflow = await t.api(key).post('/v2/workflows', { name: 'Welcome', workflowId: 'welcome', steps: [{ name: 'In-app', type: 'in_app', controlValues: { body: 'Hi' } }] });
    expect(workflow.status).toBe(201);
    const list = (await t.api().get('/v1/environments')).body as { name: string }[];
    expect(list.map((e) => e.name)).toEqual(['Development', 'Production', 'Staging']);
  });

  it('refuses Development and Production (any case), a name taken, a missing color, and an 11th environment', async () => {
    for (const name of ['Development', ' production ']) {
      const res = await t.api().post('/v1/environments', { name, color: '#fff' });
      expect(res.status).toBe(422);
      expect(expectErrorShape(res.body, 422).message).toBe('Environment name cannot be Development or Production');
    }
    await createStaging();
    const taken = await t.api().post('/v1/environments', { name: 'Staging', color: '#fff' });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('Environment name must be unique');
    const noColor = await t.api().post('/v1/environments', { name: 'QA' });
    expect(noColor.status).toBe(422);
    expect(noColor.body.errors).toHaveProperty(['body.color']);
    const badColor = await t.api().post('/v1/environments', { name: 'QA', color: 'blue' });
    expect(badColor.status).toBe(422);
    for (let i = 0; i < 7; i++) await createStaging(`Env ${i}`);
    const eleventh = await t.api().post('/v1/environments', { name: 'One too many', color: '#fff' });
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.message).toBe('Organization cannot have more than 10 environments');
  });
});

describe('PUT /v1/environments/{environmentId}', () => {
  it('renames a custom environment, changes its identifier and parent; Development keeps its name but takes a color', async () => {
    const staging = await createStaging();
    const res = await t.api().put(`/v1/environments/${staging._id}`, { name: 'QA', identifier: 'qa-app', parentId: DEV_ENV_ID, color: '#000000' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: staging._id, name: 'QA', identifier: 'qa-app', _parentId: DEV_ENV_ID, type: 'prod' });
    const list = (await t.api().get('/v1/environments')).body as { _id: string; name: string }[];
    expect(list.find((e) => e._id === staging._id)?.name).toBe('QA');
    const color = await t.api().put(`/v1/environments/${DEV_ENV_ID}`, { color: '#ff0000' });
    expect(color.status).toBe(200);
    expect(color.body.name).toBe('Development');
  });

  it('answers the real refusals: renaming Development or Production, naming one so, an unknown environment, an id that is none', async () => {
    for (const id of [DEV_ENV_ID, PROD_ENV_ID]) {
      const res = await t.api().put(`/v1/environments/${id}`, { name: 'Custom' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Cannot update the name of Development or Production environments');
    }
    const staging = await createStaging();
    const protectedName = await t.api().put(`/v1/environments/${staging._id}`, { name: 'PRODUCTION' });
    expect(protectedName.status).toBe(422);
    expect(protectedName.body.message).toBe('Environment name cannot be Development or Production');
    const unknown = await t.api().put('/v1/environments/665f1c2a9b1e4a0012a0e0ff', { color: '#fff' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Environment not found');
    const notAnId = await t.api().put('/v1/environments/staging', { color: '#fff' });
    expect(notAnId.status).toBe(422);
    expect(notAnId.body.message).toBe('Validation failed for UpdateEnvironmentCommand: environmentId: environmentId must be a mongodb id');
  });
});

describe('DELETE /v1/environments/{environmentId}', () => {
  it('deletes a custom environment: its key answers 401 afterwards', async () => {
    const staging = await createStaging();
    const key = (await keyOf(staging._id)) as string;
    expect((await t.api(key).get('/v1/environments/me')).status).toBe(200);
    const res = await t.api().delete(`/v1/environments/${staging._id}`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect((await t.api(key).get('/v1/environments/me')).status).toBe(401);
    expect((await t.api().get('/v1/environments')).body.map((e: { name: string }) => e.name)).toEqual(['Development', 'Production']);
    expect(await keyOf(staging._id)).toBeUndefined();
  });

  it('refuses Development and Production, and an unknown environment, with the real words', async () => {
    const dev = await t.api().delete(`/v1/environments/${DEV_ENV_ID}`);
    expect(dev.status).toBe(400);
    expect(dev.body.message).toBe('The Development environment is protected and cannot be deleted. Only custom environments can be deleted.');
    const prod = await t.api(PROD_KEY).delete(`/v1/environments/${PROD_ENV_ID}`);
    expect(prod.body.message).toBe('The Production environment is protected and cannot be deleted. Only custom environments can be deleted.');
    const unknown = await t.api().delete('/v1/environments/665f1c2a9b1e4a0012a0e0ff');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Environment 665f1c2a9b1e4a0012a0e0ff not found');
  });
});

describe('reset and snapshots', () => {
  it('a full reset removes created environments (their keys 401) and gives the fixture environments back their names', async () => {
    const staging = await createStaging();
    const key = (await keyOf(staging._id)) as string;
    await t.api().put(`/v1/environments/${DEV_ENV_ID}`, { identifier: 'renamed-app' });
    expect((await t.request().post('/__admin/reset')).status).toBe(200);
    expect((await t.api(key).get('/v1/environments/me')).status).toBe(401);
    const list = (await t.api().get('/v1/environments')).body as { _id: string; identifier: string }[];
    expect(list.map((e) => e._id)).toEqual([DEV_ENV_ID, PROD_ENV_ID]);
    expect(list[0]?.identifier).not.toBe('renamed-app');
  });

  it("a reset of the new environment's key empties it and keeps it; a snapshot lists it", async () => {
    const staging = await createStaging();
    const key = (await keyOf(staging._id)) as string;
    await t.api(key).post('/v2/subscribers', { subscriberId: 'only-in-staging' });
    const snapshot = (await t.request().get('/__admin/snapshot')).body as { organizations: { environments: { _id: string }[] }[] };
    expect(snapshot.organizations[0]?.environments.map((e) => e._id)).toContain(staging._id);
    expect((await t.request().post(`/__admin/reset?apiKey=${key}`)).status).toBe(200);
    expect((await t.api(key).get('/v2/subscribers')).body.data).toEqual([]);
    expect((await t.api(DEV_KEY).get('/v1/environments/me')).status).toBe(200);
    // Restored while it exists; after a full reset it does not, and the restore is refused.
    expect((await t.request().put('/__admin/snapshot').send(snapshot)).status).toBe(200);
    await t.request().post('/__admin/reset');
    const refused = await t.request().put('/__admin/snapshot').send(snapshot);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(staging._id);
  });
});

describe('GET /v2/environments/{environmentId}/tags', () => {
  it("lists the tags of an environment's workflows once each, by id or by application identifier", async () => {
    const steps = [{ name: 'In-app', type: 'in_app', controlValues: { body: 'Hi' } }];
    await t.api().post('/v2/workflows', { name: 'A', workflowId: 'tags-a', tags: ['billing', 'ops'], steps });
    await t.api().post('/v2/workflows', { name: 'B', workflowId: 'tags-b', tags: ['ops', 'growth'], steps });
    const res = await t.api(PROD_KEY).get(`/v2/environments/${DEV_ENV_ID}/tags`);
    expect(res.status).toBe(200);
    const names = (res.body as { name: string }[]).map((tag) => tag.name);
    expect(names).toEqual(expect.arrayContaining(['billing', 'ops', 'growth']));
    expect(new Set(names).size).toBe(names.length);
    const { identifier } = (await t.api().get('/v1/environments/me')).body;
    expect((await t.api().get(`/v2/environments/${identifier}/tags`)).body).toEqual(res.body);
    const prodTags = (await t.api().get(`/v2/environments/${PROD_ENV_ID}/tags`)).body as { name: string }[];
    expect(prodTags.map((tag) => tag.name)).not.toContain('growth');
  });

  it('answers 404 with the real words for an unknown id or identifier', async () => {
    for (const id of ['60a5f2f2f2f2f2f2f2f2f2f2', 'non-existent-identifier']) {
      const res = await t.api().get(`/v2/environments/${id}/tags`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`Environment ${id} not found`);
    }
  });
});
