/**
 * `/v1/channel-connections`, as the real use cases answer them: a connection per integration, subscriber and
 * exact context; the real words of each refusal; the cursor list and its filters; per environment.
 */
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const SLACK = 'slack-pn7jfg';
const connection = (body: object = {}) => ({ integrationIdentifier: SLACK, subscriberId: 'user_2097', workspace: { id: 'T123456', name: 'Acme HQ' }, auth: { accessToken: 'xoxb-1' }, ...body });
const create = (t: TestApp, body: object = {}) => t.api().post('/v1/channel-connections', connection(body));

describe('POST /v1/channel-connections', () => {
  it('creates a connection of the integration and subscriber, read back by its identifier', async () => {
    const t = await makeTestApp();
    const res = await create(t, { identifier: 'slack-prod-user_2097' }).expect(201);
    expect(res.body.data).toEqual({
      identifier: 'slack-prod-user_2097',
      channel: 'chat',
      providerId: 'slack',
      integrationIdentifier: SLACK,
      subscriberId: 'user_2097',
      contextKeys: [],
      workspace: { id: 'T123456', name: 'Acme HQ' },
      auth: { accessToken: 'xoxb-1' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await t.api().get('/v1/channel-connections/slack-prod-user_2097').expect(200);
    expect(read.body.data).toEqual(res.body.data);
  });

  it('generates `chconn_` and 12 characters without an identifier; a context makes its keys; shared mode keeps no subscriber', async () => {
    const t = await makeTestApp();
    const generated = (await create(t).expect(201)).body.data;
    expect(generated.identifier).toMatch(/^chconn_[0-9a-f]{12}$/);
    const shared = (await create(t, { connectionMode: 'shared', context: { tenant: 'acme', region: { id: 'eu', data: { x: 1 } } } }).expect(201)).body.data;
    expect(shared.subscriberId).toBeNull();
    expect(shared.contextKeys).toEqual(['tenant:acme', 'region:eu']);
  });

  it('refuses with the real words, in the real order', async () => {
    const t = await makeTestApp();
    const message = async (body: object, status: number) => expectErrorShape((await create(t, body).expect(status)).body, status).message;
    expect(await message({ connectionMode: 'shared' }, 400)).toBe('context is required when connectionMode is "shared"');
    expect(await message({ connectionMode: 'subscriber', subscriberId: undefined }, 400)).toBe('subscriberId is required when connectionMode is "subscriber"');
    expect(await message({ subscriberId: undefined }, 400)).toBe('Either subscriberId or context must be provided');
    expect(await message({ integrationIdentifier: 'nope' }, 404)).toBe('Integration not found: nope');
    expect(await message({ subscriberId: 'ghost' }, 404)).toBe('Subscriber not found: ghost');
    await create(t, { identifier: 'first' }).expect(201);
    expect(await message({ identifier: 'second' }, 409)).toBe(
      `A channel connection already exists for integration "${SLACK}" with subscriberId "user_2097" and no context. Connection ID: first`,
    );
    // Another context is another connection; the identifier must be free.
    expect(await message({ identifier: 'first', context: { tenant: 'acme' } }, 409)).toBe(`Channel connection with identifier "first" already exists in environment "${DEV_ENV_ID}"`);
    await create(t, { identifier: 'acme', context: { tenant: 'acme' } }).expect(201);
    expect(await message({ context: { tenant: 'acme' } }, 409)).toMatch(/with subscriberId "user_2097" and context \[tenant:acme\]\. Connection ID: acme$/);
    const invalid = await create(t, { workspace: { name: 'no id' } }).expect(422);
    expect(invalid.body.message).toBe('Validation Error');
    const badContext = await create(t, { context: { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' } }).expect(422);
    expect(badContext.body.errors.general.messages).toEqual(['Too many contexts: 6 provided, maximum allowed is 5']);
  });
});

describe('GET, PATCH, DELETE /v1/channel-connections/{identifier}', () => {
  it('updates workspace and auth, deletes, and answers 404 with the real words', async () => {
    const t = await makeTestApp();
    await create(t, { identifier: 'c1' }).expect(201);
    const updated = await t.api().patch('/v1/channel-connections/c1', { workspace: { id: 'T999' }, auth: { accessToken: 'xoxb-2' } }).expect(200);
    expect(updated.body.data).toMatchObject({ identifier: 'c1', workspace: { id: 'T999' }, auth: { accessToken: 'xoxb-2' } });
    await t.api().delete('/v1/channel-connections/c1').expect(204);
    const gone = await t.api().get('/v1/channel-connections/c1').expect(404);
    expect(gone.body.message).toBe("Channel connection with identifier 'c1' not found");
    expect((await t.api().delete('/v1/channel-connections/c1').expect(404)).body.message).toBe("Channel connection with identifier 'c1' not found");
    const patch = await t.api().patch('/v1/channel-connections/c1', { workspace: { id: 'T' }, auth: { accessToken: 'x' } }).expect(404);
    expect(patch.body.message).toBe('Channel connection with identifier "c1" not found');
  });

  it('keeps each environment its own', async () => {
    const t = await makeTestApp();
    await create(t, { identifier: 'dev-only' }).expect(201);
    await t.api(PROD_KEY).get('/v1/channel-connections/dev-only').expect(404);
    expect((await t.api(PROD_KEY).get('/v1/channel-connections').expect(200)).body.totalCount).toBe(0);
  });
});

describe('GET /v1/channel-connections', () => {
  it('lists newest first by cursor, with the real filters', async () => {
    const t = await makeTestApp();
    for (const [identifier, body] of [
      ['a', {}],
      ['b', { context: { tenant: 'acme' } }],
      ['c', { subscriberId: 'ryan@gmail.com' }],
      ['d', { integrationIdentifier: 'msteams-h7emcw' }],
    ] as const) await create(t, { identifier, ...body }).expect(201);
    const list = async (query: string) => (await t.api().get(`/v1/channel-connections?${query}`).expect(200)).body;
    const all = await list('');
    expect(all.data.map((c: { identifier: string }) => c.identifier)).toEqual(['d', 'c', 'b', 'a']);
    expect(all).toMatchObject({ totalCount: 4, totalCountCapped: false, next: null, previous: null });
    const first = await list('limit=2');
    expect(first.data.map((c: { identifier: string }) => c.identifier)).toEqual(['d', 'c']);
    const second = await list(`limit=2&after=${first.next}`);
    expect(second.data.map((c: { identifier: string }) => c.identifier)).toEqual(['b', 'a']);
    expect(second.next).toBeNull();
    expect((await list(`limit=2&before=${second.previous}`)).data.map((c: { identifier: string }) => c.identifier)).toEqual(['d', 'c']);
    expect((await list('orderDirection=ASC&limit=1')).data[0].identifier).toBe('a');
    expect((await list('subscriberId=ryan@gmail.com')).data.map((c: { identifier: string }) => c.identifier)).toEqual(['c']);
    expect((await list('providerId=msteams')).data.map((c: { identifier: string }) => c.identifier)).toEqual(['d']);
    expect((await list(`integrationIdentifier=${SLACK}&channel=chat`)).totalCount).toBe(3);
    expect((await list('contextKeys=tenant:acme')).data.map((c: { identifier: string }) => c.identifier)).toEqual(['b']);
    expect((await list('contextKeys=')).data.map((c: { identifier: string }) => c.identifier)).toEqual(['d', 'c', 'a']);
    const both = await t.api().get(`/v1/channel-connections?after=${first.next}&before=${first.next}`).expect(400);
    expect(both.body.message).toBe('Cannot specify both "before" and "after" cursors at the same time.');
    await t.api().get('/v1/channel-connections?limit=101').expect(422);
  });
});

describe('reset and snapshots', () => {
  it('a reset empties the connections and endpoints; a snapshot keeps them and a restore puts them back', async () => {
    const t = await makeTestApp();
    await create(t, { identifier: 'kept' }).expect(201);
    await t.api().post('/v1/channel-endpoints', { identifier: 'kept-endp', integrationIdentifier: SLACK, subscriberId: 'user_2097', connectionIdentifier: 'kept', type: 'slack_user', endpoint: { userId: 'U1' } }).expect(201);
    const snapshot = (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`).expect(200)).body;
    await t.request().post(`/__admin/reset?apiKey=${DEV_KEY}`).expect(200);
    await t.api().get('/v1/channel-connections/kept').expect(404);
    await t.api().get('/v1/channel-endpoints/kept-endp').expect(404);
    await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot).expect(200);
    expect((await t.api().get('/v1/channel-connections/kept').expect(200)).body.data.identifier).toBe('kept');
    expect((await t.api().get('/v1/channel-endpoints/kept-endp').expect(200)).body.data.connectionIdentifier).toBe('kept');
  });
});
