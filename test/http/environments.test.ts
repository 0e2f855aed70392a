/** `GET /v1/environments` and `GET /v1/environments/me`: the application identifier for a backend's frontend. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

const applicationOf = (apiKey: string) => t.deps.registry.fixtureKeys().find((k) => k.apiKey === apiKey)?.applicationIdentifier as string;

describe('GET /v1/environments/me', () => {
  it("returns the caller's environment with its application identifier and no API keys", async () => {
    const res = await t.api(DEV_KEY).get('/v1/environments/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: DEV_ENV_ID,
      name: 'Development',
      _organizationId: expect.any(String),
      identifier: applicationOf(DEV_KEY),
      type: 'dev',
    });
    const prod = await t.api(PROD_KEY).get('/v1/environments/me');
    expect(prod.body).toMatchObject({ _id: PROD_ENV_ID, identifier: applicationOf(PROD_KEY), type: 'prod', _parentId: DEV_ENV_ID });
    expect(prod.body).not.toHaveProperty('apiKeys');
  });

  it('opens an Inbox session with the identifier it returns', async () => {
    const { identifier } = (await t.api(DEV_KEY).get('/v1/environments/me')).body;
    const session = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: identifier, subscriber: 'from-me' });
    expect(session.status).toBe(201);
  });

  it('needs an API key', async () => {
    expect((await t.request().get('/v1/environments/me')).status).toBe(401);
    expect((await t.api('no-such-key').get('/v1/environments/me')).status).toBe(401);
  });
});

describe('GET /v1/environments', () => {
  it("lists the organization's environments; only the caller's shows its keys, masked", async () => {
    const res = await t.api(DEV_KEY).get('/v1/environments');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { _id: string }) => e._id)).toEqual([DEV_ENV_ID, PROD_ENV_ID]);
    const [dev, prod] = res.body;
    expect(dev.identifier).toBe(applicationOf(DEV_KEY));
    expect(prod.identifier).toBe(applicationOf(PROD_KEY));
    expect(dev.apiKeys).toEqual([{ key: '••••••••-key', _userId: dev._organizationId }]);
    expect(prod.apiKeys).toEqual([]);
    const fromProd = await t.api(PROD_KEY).get('/v1/environments');
    expect(fromProd.body[0].apiKeys).toEqual([]);
    expect(fromProd.body[1].apiKeys).toEqual([{ key: '••••••••prod', _userId: prod._organizationId }]);
  });

  it('never shows a whole API key, nor records one in the journal', async () => {
    const text = JSON.stringify((await t.api(PROD_KEY).get('/v1/environments')).body);
    expect(text).not.toContain(PROD_KEY);
    expect(text).not.toContain(DEV_KEY);
    const entry = t.deps.control.journal.list().find((e) => e.operationId === 'listEnvironments');
    expect(JSON.stringify(entry?.response.body)).not.toContain(PROD_KEY);
  });

  it("shows an isolated key's own organization only", async () => {
    const isolated = await makeTestApp({ envelope: false, isolateKeys: true });
    const res = await isolated.api('worker-7-key').get('/v1/environments');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { _id: string }) => e._id)).not.toContain(DEV_ENV_ID);
    expect(res.body[0].apiKeys).toEqual([{ key: '••••••••-key', _userId: res.body[0]._organizationId }]);
    const session = await isolated.request().post('/v1/inbox/session').send({ applicationIdentifier: res.body[0].identifier, subscriber: 'iso' });
    expect(session.status).toBe(201);
    // A short key is masked whole: its last characters would give away too much of it.
    const short = await isolated.api('k-42').get('/v1/environments');
    expect(short.body[0].apiKeys).toEqual([{ key: '••••••••', _userId: short.body[0]._organizationId }]);
  });
});
