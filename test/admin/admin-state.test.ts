import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});
const admin = () => t.request();

describe('/__admin state control', () => {
  it('reports health', async () => {
    const res = await admin().get('/__admin/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', operations: t.deps.contract.validator.operations.length });
  });

  it('resets everything, or one API key environment', async () => {
    await t.api(DEV_KEY).post('/v2/subscribers', { subscriberId: 'temp-dev' });
    await t.api(PROD_KEY).post('/v2/subscribers', { subscriberId: 'temp-prod' });
    expect((await admin().post(`/__admin/reset?apiKey=${DEV_KEY}`)).body).toEqual({ reset: 'environment', apiKey: DEV_KEY });
    expect((await t.api(DEV_KEY).get('/v2/subscribers/temp-dev')).status).toBe(404);
    expect((await t.api(PROD_KEY).get('/v2/subscribers/temp-prod')).status).toBe(200);
    expect((await admin().post('/__admin/reset')).body).toEqual({ reset: 'all' });
    expect((await t.api(PROD_KEY).get('/v2/subscribers/temp-prod')).status).toBe(404);
  });

  it('answers 404 when resetting an unknown key', async () => {
    const res = await admin().post('/__admin/reset?apiKey=nope');
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 404);
  });

  it('exports and restores a snapshot, secrets sealed', async () => {
    await t.api().post('/v1/environment-variables', { key: 'SNAP_SECRET', isSecret: true, values: [{ _environmentId: DEV_ENV_ID, value: 'plain-snap-value' }] });
    await t.api().post('/v2/subscribers', { subscriberId: 'in-snapshot' });
    const snapshot = await admin().get('/__admin/snapshot');
    expect(snapshot.status).toBe(200);
    expect(snapshot.text).not.toContain('plain-snap-value');
    expect(snapshot.text).toContain('in-snapshot');
    await admin().post('/__admin/reset');
    expect((await t.api().get('/v2/subscribers/in-snapshot')).status).toBe(404);
    const restored = await admin().put('/__admin/snapshot').send(snapshot.body);
    expect(restored.status).toBe(200);
    expect((await t.api().get('/v2/subscribers/in-snapshot')).status).toBe(200);
    expect((await t.api().get('/v1/environment-variables/SNAP_SECRET')).body.values[0].value).toBe('••••••••');
  });

  it('snapshots and restores one API key environment', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'keyed' });
    const snapshot = (await admin().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    expect(snapshot.scope).toBe('environment');
    expect(snapshot.organizations[0].environments).toHaveLength(1);
    await admin().post(`/__admin/reset?apiKey=${DEV_KEY}`);
    expect((await admin().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot)).status).toBe(200);
    expect((await t.api().get('/v2/subscribers/keyed')).status).toBe(200);
  });

  it('refuses a snapshot that breaks the contract, changing nothing', async () => {
    const snapshot = (await admin().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    snapshot.organizations[0].environments[0].data.subscribers[0].email = 42;
    const before = t.stateOf();
    const res = await admin().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot);
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.errors)).toContain('email');
    expect(t.stateOf()).toBe(before);
    expect((await admin().put('/__admin/snapshot').send({ hello: 1 })).status).toBe(422);
  });

  it('loads extra records into one environment, checked against the contract', async () => {
    const now = new Date().toISOString();
    const res = await admin()
      .post(`/__admin/fixtures?apiKey=${DEV_KEY}`)
      .send({ subscribers: [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', subscriberId: 'from-admin', firstName: 'Loaded', deleted: false, createdAt: now, updatedAt: now }] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ loaded: { subscribers: 1 } });
    const fetched = await t.api().get('/v2/subscribers/from-admin');
    expect(fetched.body).toMatchObject({ firstName: 'Loaded', _environmentId: DEV_ENV_ID });
    expect((await t.api(PROD_KEY).get('/v2/subscribers/from-admin')).status).toBe(404);
  });

  it.each([
    ['a record that breaks the contract', { subscribers: [{ subscriberId: 'x', email: 42 }] }],
    ['an unknown record kind', { widgets: [] }],
    ['a non-array', { subscribers: {} }],
  ])('refuses %s with 422', async (_name, body) => {
    const before = t.stateOf();
    const res = await admin().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send(body);
    expect(res.status).toBe(422);
    expect(t.stateOf()).toBe(before);
  });

  it('needs the apiKey to load fixtures', async () => {
    expect((await admin().post('/__admin/fixtures').send({ subscribers: [] })).status).toBe(422);
  });

  it('controls the clock: every timestamp the mock writes comes from it', async () => {
    const frozen = await admin().post('/__admin/clock').send({ action: 'freeze', at: '2031-02-03T04:05:06.000Z' });
    expect(frozen.body).toMatchObject({ scope: 'all', now: '2031-02-03T04:05:06.000Z', frozen: true });
    const created = await t.api().post('/v2/subscribers', { subscriberId: 'timed' });
    expect(created.body.createdAt).toBe('2031-02-03T04:05:06.000Z');
    await admin().post('/__admin/clock').send({ action: 'advance', ms: 60_000 });
    const updated = await t.api().post('/v2/subscribers', { subscriberId: 'timed', firstName: 'Later' });
    expect(updated.body.updatedAt).toBe('2031-02-03T04:06:06.000Z');
    const error = await t.api().get('/v2/subscribers/missing');
    expect(error.body.timestamp).toBe('2031-02-03T04:06:06.000Z');
    const resumed = await admin().post('/__admin/clock').send({ action: 'resume' });
    expect(resumed.body.frozen).toBe(false);
    expect((await admin().post('/__admin/clock').send({ action: 'rewind' })).status).toBe(422);
    expect((await admin().post('/__admin/clock').send({ action: 'advance', ms: -1 })).status).toBe(422);
  });

  it('requires the admin token when one is set', async () => {
    const guarded = await makeTestApp({ envelope: false, adminToken: 's3cret' });
    expect((await guarded.request().get('/__admin/health')).status).toBe(401);
    expect((await guarded.request().get('/__admin/health').set('Authorization', 'Bearer s3cret')).status).toBe(200);
    expect((await guarded.request().get('/__admin/health').set('x-admin-token', 's3cret')).status).toBe(200);
  });

  it('answers 404 in the error shape for an unknown admin route', async () => {
    const res = await admin().get('/__admin/nothing');
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 404);
  });
});

describe('a large whole-state snapshot', () => {
  it('round-trips GET → PUT with 16 isolated keys (well over 50 MB)', async () => {
    const big = await makeTestApp({ envelope: false, isolateKeys: true });
    const keys = Array.from({ length: 16 }, (_, i) => `worker-key-${i}`);
    for (const key of keys) expect((await big.api(key).post('/v2/subscribers', { subscriberId: `only-${key}` })).status).toBe(201);
    const snapshot = await big.request().get('/__admin/snapshot');
    expect(snapshot.status).toBe(200);
    expect(snapshot.text.length).toBeGreaterThan(50 * 1024 * 1024);
    expect(snapshot.body.organizations).toHaveLength(17);
    await big.request().post('/__admin/reset');
    expect((await big.api(keys[7]).get(`/v2/subscribers/only-${keys[7]}`)).status).toBe(404);
    const restored = await big.request().put('/__admin/snapshot').set('Content-Type', 'application/json').send(snapshot.text);
    expect(restored.status, JSON.stringify(restored.body).slice(0, 300)).toBe(200);
    for (const key of [keys[0], keys[7], keys[15]]) {
      expect((await big.api(key).get(`/v2/subscribers/only-${key}`)).status).toBe(200);
    }
  });
});

describe('environment variables of one fixture key (organization-wide, values per environment)', () => {
  const vars = (key: string) => t.api(key).get('/v1/environment-variables');
  const valueIn = (variable: { values: { _environmentId: string; value: string }[] }, env: string) =>
    variable.values.find((v) => v._environmentId === env)?.value;
  const byKey = async (apiKey: string) =>
    new Map(((await vars(apiKey)).body as { key: string; values: { _environmentId: string; value: string }[] }[]).map((v) => [v.key, v]));

  it("snapshots every variable of the organization with only that environment's values", async () => {
    const snapshot = (await admin().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    const variables = snapshot.organizations[0].environmentVariables as { key: string; values: { _environmentId: string }[] }[];
    expect(variables.map((v) => v.key).sort()).toEqual([...(await byKey(DEV_KEY)).keys()].sort());
    expect(variables.length).toBeGreaterThan(0);
    expect(variables.flatMap((v) => v.values.map((x) => x._environmentId))).toEqual(expect.arrayContaining([DEV_ENV_ID]));
    expect(variables.flatMap((v) => v.values).every((x) => x._environmentId === DEV_ENV_ID)).toBe(true);
    expect(JSON.stringify(variables)).not.toContain('sk_test_');
  });

  it("reset of one key undoes that environment's variable changes and leaves the other environment's values alone", async () => {
    const seedDev = await byKey(DEV_KEY);
    const both = (dev: string, prod: string) => [{ _environmentId: DEV_ENV_ID, value: dev }, { _environmentId: PROD_ENV_ID, value: prod }];
    // What a test of the Development key does:
    await t.api(DEV_KEY).post('/v1/environment-variables', { key: 'DEV_TEST_VAR', values: [{ _environmentId: DEV_ENV_ID, value: 'd' }] });
    await t.api(DEV_KEY).post('/v1/environment-variables', { key: 'DEV_EMPTY_VAR' });
    await t.api(DEV_KEY).post('/v1/environment-variables', { key: 'SHARED_NEW', values: both('dev-new', 'prod-new') });
    await t.api(DEV_KEY).patch('/v1/environment-variables/APP_BASE_URL', { key: 'APP_URL_RENAMED', values: both('dev-changed', 'https://app.acme.dev') });
    await t.api(DEV_KEY).patch('/v1/environment-variables/STRIPE_SECRET_KEY', { isSecret: false });
    await t.api(DEV_KEY).delete('/v1/environment-variables/DEFAULT_LOCALE');
    // ...while the Production key changes its own values:
    await t.api(PROD_KEY).patch('/v1/environment-variables/SUPPORT_EMAIL', { values: both('support@acme.dev', 'prod-support@acme.dev') });
    expect((await t.api(DEV_KEY).get('/v1/environment-variables/STRIPE_SECRET_KEY')).body.values[0].value).toMatch(/^sk_test_/);

    expect((await admin().post(`/__admin/reset?apiKey=${DEV_KEY}`)).status).toBe(200);

    const dev = await byKey(DEV_KEY);
    expect([...dev.keys()].sort()).toEqual([...seedDev.keys(), 'SHARED_NEW'].sort());
    for (const key of seedDev.keys()) {
      if (key === 'SUPPORT_EMAIL') continue;
      expect(valueIn(dev.get(key)!, DEV_ENV_ID), key).toBe(valueIn(seedDev.get(key)!, DEV_ENV_ID));
      if (key !== 'DEFAULT_LOCALE') expect(dev.get(key)!.values, key).toEqual(seedDev.get(key)!.values);
    }
    // Deleted meanwhile (organization-wide): back with Development's value; Production's comes back with its own reset.
    expect(dev.get('DEFAULT_LOCALE')!.values).toEqual([{ _environmentId: DEV_ENV_ID, value: 'en-US' }]);
    // Production's value written after the seed survives a reset of Development.
    expect(valueIn(dev.get('SUPPORT_EMAIL')!, PROD_ENV_ID)).toBe('prod-support@acme.dev');
    expect(valueIn(dev.get('SUPPORT_EMAIL')!, DEV_ENV_ID)).toBe('support@acme.dev');
    // A variable that also holds Production's value stays, without Development's value.
    expect(dev.get('SHARED_NEW')!.values).toEqual([{ _environmentId: PROD_ENV_ID, value: 'prod-new' }]);
    // Secrecy back: Production's value is sealed again, and readable as such.
    expect((await t.api(PROD_KEY).get('/v1/environment-variables/STRIPE_SECRET_KEY')).body.values.map((v: { value: string }) => v.value)).toEqual(['••••••••', '••••••••']);
    const sealed = t.deps.registry.exportState()?.organizations[0]?.environmentVariables.find((v) => v.key === 'STRIPE_SECRET_KEY');
    expect(JSON.stringify(sealed)).not.toContain('sk_live_');
    expect((await t.api(PROD_KEY).patch('/v1/environment-variables/STRIPE_SECRET_KEY', { isSecret: false })).body.values[1].value).toMatch(/^sk_live_/);
    // Reset of the other key too: back to the whole seed (secrets compared in clear: sealing is randomized).
    type Variable = { key: string; isSecret: boolean; values: { _environmentId: string; value: string }[] };
    const { cipher } = t.deps.control.deps;
    const allVariables = async () =>
      ((await admin().get('/__admin/snapshot')).body.organizations[0].environmentVariables as Variable[])
        .map((v) => ({ ...v, values: v.values.map((x) => ({ ...x, value: v.isSecret ? cipher.open(x.value) : x.value })) }))
        .sort((a, b) => (a.key < b.key ? -1 : 1));
    await admin().post(`/__admin/reset?apiKey=${PROD_KEY}`);
    const afterBothResets = await allVariables();
    await admin().post('/__admin/reset');
    expect(afterBothResets).toEqual(await allVariables());
  });

  it("PUT of one key's snapshot brings back that environment's variables only", async () => {
    const snapshot = (await admin().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    await t.api(DEV_KEY).post('/v1/environment-variables', { key: 'AFTER_SNAPSHOT', values: [{ _environmentId: DEV_ENV_ID, value: 'x' }] });
    await t.api(DEV_KEY).patch('/v1/environment-variables/FEATURE_NEW_INBOX', {
      values: [{ _environmentId: DEV_ENV_ID, value: 'dev-later' }, { _environmentId: PROD_ENV_ID, value: 'prod-later' }],
    });
    expect((await admin().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot)).status).toBe(200);
    expect((await t.api(DEV_KEY).get('/v1/environment-variables/AFTER_SNAPSHOT')).status).toBe(404);
    const inbox = (await t.api(PROD_KEY).get('/v1/environment-variables/FEATURE_NEW_INBOX')).body;
    expect(inbox.values).toEqual([{ _environmentId: DEV_ENV_ID, value: 'true' }, { _environmentId: PROD_ENV_ID, value: 'prod-later' }]);
  });
});

describe('POST /__admin/fixtures checks references as startup does', () => {
  const environment = () => t.deps.registry.resolve(DEV_KEY)!;
  const copy = <T>(record: T, changes: Partial<T>): T => ({ ...structuredClone(record), ...changes });
  const counts = () => JSON.stringify(environment().exportData(), (_k, v) => (Array.isArray(v) ? v.length : v));
  const load = (body: object) => admin().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send(body);
  const NOWHERE = 'ffffffffffffffffffffffff';

  it.each([
    ['_subscriberId', 'subscriber'],
    ['_templateId', 'workflow'],
  ])('refuses a notification whose %s points nowhere, naming record and field, changing nothing', async (field, target) => {
    const event = copy(environment().activity.all()[0]!, { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb' });
    const before = t.stateOf();
    const size = counts();
    const res = await load({ notifications: [copy(event, { _id: 'bbbbbbbbbbbbbbbbbbbbbbb0' }), { ...event, [field]: NOWHERE }] });
    expect(res.status).toBe(422);
    expectErrorShape(res.body, 422);
    expect(res.body.errors).toEqual({
      [`body.notifications.1.${field}`]: { messages: [`notifications record #1 (_id bbbbbbbbbbbbbbbbbbbbbbbb): field "${field}": no ${target} ${NOWHERE} in this environment`], value: NOWHERE },
    });
    expect(t.stateOf()).toBe(before);
    expect(counts()).toBe(size);
  });

  it("refuses a message pointing at another environment's event", async () => {
    const prodEvent = t.deps.registry.resolve(PROD_KEY)!.activity.all()[0]!;
    const message = copy(environment().messages.all()[0]!, { _id: 'cccccccccccccccccccccccc', _notificationId: prodEvent._id });
    const res = await load({ messages: [message] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['body.messages.0._notificationId']);
  });

  it('accepts records that point at each other or at what the environment holds', async () => {
    const now = new Date().toISOString();
    const subscriber = { _id: 'dddddddddddddddddddddddd', subscriberId: 'loaded-with-refs', deleted: false, createdAt: now, updatedAt: now };
    const event = copy(environment().activity.all()[0]!, { _id: 'dddddddddddddddddddddde0', _subscriberId: subscriber._id, transactionId: 'loaded-tx' });
    const message = copy(environment().messages.all()[0]!, { _id: 'dddddddddddddddddddddde1', _subscriberId: subscriber._id, _notificationId: event._id, transactionId: 'loaded-tx' });
    const res = await load({ subscribers: [subscriber], notifications: [event], messages: [message] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const onExisting = copy(environment().activity.all()[0]!, { _id: 'dddddddddddddddddddddde2' });
    expect((await load({ notifications: [onExisting] })).status).toBe(201);
    expect((await t.api().get(`/v1/notifications/${event._id}`)).body.subscriber.subscriberId).toBe('loaded-with-refs');
  });

  it('refuses a load that would leave records already there pointing nowhere', async () => {
    const message = environment().messages.all()[0]!;
    const owner = environment().subscribers.findByInternalId(message._subscriberId)!;
    const now = new Date().toISOString();
    const before = t.stateOf();
    // Same subscriberId, another _id: replaces the subscriber that messages and events point at.
    const res = await load({ subscribers: [{ _id: 'eeeeeeeeeeeeeeeeeeeeeeee', subscriberId: owner.subscriberId, deleted: false, createdAt: now, updatedAt: now }] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['body.subscribers']);
    expect(res.body.errors['body.subscribers'].messages[0]).toContain(`would lose its subscriber: field "_subscriberId" names ${owner._id}`);
    expect(t.stateOf()).toBe(before);
  });
});
