/**
 * Unknown body fields are accepted and dropped, as the real service does (its validation does not forbid
 * them): the request is judged and handled without them, nothing of them is stored, and the journal
 * names them (`droppedFields`); under `--strict` they are also a finding of the contract check.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

const journal = async (query = '') => (await t.request().get(`/__admin/requests${query}`)).body.data as Record<string, unknown>[];

describe('unknown body fields', () => {
  it("accepts @novu/node's credentials body, whose subscriberId the contract does not declare, and stores none of it", async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'node-sdk-user' });
    const res = await t.api().put('/v1/subscribers/node-sdk-user/credentials', {
      subscriberId: 'node-sdk-user',
      providerId: 'fcm',
      credentials: { deviceTokens: ['token-1'], somethingNew: true },
    });
    expect(res.status).toBe(200);
    const channel = res.body.data.channels.find((c: { providerId: string }) => c.providerId === 'fcm');
    expect(channel.credentials).toEqual({ deviceTokens: ['token-1'] });
    const stored = await t.api().get('/v2/subscribers/node-sdk-user');
    expect(JSON.stringify(stored.body)).not.toContain('somethingNew');
  });

  it('accepts the name old code sends on a v1 subscriber, and keeps nothing of it', async () => {
    const res = await t.api().post('/v1/subscribers', { subscriberId: 'old-code', firstName: 'Ada', name: 'Ada Lovelace' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ subscriberId: 'old-code', firstName: 'Ada' });
    expect(res.body.data).not.toHaveProperty('name');
    expect((await t.api().get('/v2/subscribers/old-code')).body.data).not.toHaveProperty('name');
  });

  it('drops unknown fields at any depth: in a recipient of a trigger', async () => {
    const res = await t.api().post('/v1/events/trigger', {
      name: 'comment-mention',
      to: { subscriberId: 'nested-unknown', email: 'nested@example.com', nickname: 'nn' },
      payload: { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'c1', free: { any: 'thing' } },
      somethingElse: 1,
    });
    expect(res.status).toBe(201);
    const subscriber = (await t.api().get('/v2/subscribers/nested-unknown')).body.data;
    expect(subscriber).toMatchObject({ subscriberId: 'nested-unknown', email: 'nested@example.com' });
    expect(subscriber).not.toHaveProperty('nickname');
    const [entry] = await journal('?operationId=triggerEvent');
    expect(entry?.droppedFields).toEqual(['body.to.nickname', 'body.somethingElse']);
  });

  it('answers a request that breaks the contract otherwise with a 422 naming only the real problem', async () => {
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'x', email: 'not-an-email', nickname: 'y' });
    expect(res.status).toBe(422);
    expect(expectErrorShape(res.body, 422).message).toBe('Validation Error');
    expect(Object.keys(res.body.errors)).toEqual(['body.email']);
    expect((await t.api().get('/v2/subscribers/x')).status).toBe(404);
  });

  it('under --strict (as in these tests) names them in the journal and as a finding of the contract check', async () => {
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'strict-user', nickname: 'y' })).status).toBe(201);
    const [entry] = await journal('?contract=failed');
    expect(entry).toMatchObject({
      operationId: 'createSubscriber',
      status: 201,
      droppedFields: ['body.nickname'],
      requestViolations: [{ location: 'body', field: ['nickname'], message: "must NOT have additional properties; found 'nickname'" }],
    });
    expect(entry).not.toHaveProperty('contractViolations');
  });

  it('without --strict names them in the journal only', async () => {
    t = await makeTestApp({ strict: false });
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'lenient-user', nickname: 'y' });
    expect(res.status).toBe(201);
    expect(res.headers).not.toHaveProperty('x-contract-violations');
    const [entry] = await journal(`?apiKey=${DEV_KEY}`);
    expect(entry).toMatchObject({ operationId: 'createSubscriber', droppedFields: ['body.nickname'] });
    expect(entry).not.toHaveProperty('requestViolations');
    expect(await journal('?contract=failed')).toEqual([]);
  });

  it('keeps a request without unknown fields free of notes', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'plain-user' });
    const [entry] = await journal();
    expect(entry).not.toHaveProperty('droppedFields');
    expect(entry).not.toHaveProperty('requestViolations');
  });
});
