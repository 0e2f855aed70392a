import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type TopicV1 = { _id: string; key: string; name?: string; subscribers: string[] };

const ORG_ID = '665f1c2a9b1e4a0012a00001';

/** Every topic of the environment through the v1 pages, and the totalCount each page said. */
async function allV1Topics(t: TestApp, key = DEV_KEY): Promise<{ keys: string[]; totals: number[] }> {
  const keys: string[] = [];
  const totals: number[] = [];
  for (let page = 0; ; page++) {
    const res = await t.api(key).get(`/v1/topics?page=${page}&pageSize=4`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page, pageSize: 4 });
    totals.push(res.body.totalCount);
    keys.push(...res.body.data.map((x: TopicV1) => x.key));
    if (res.body.data.length < 4) return { keys, totals };
  }
}

const v2Subscriptions = async (t: TestApp, topicKey: string) =>
  (await t.api().get(`/v2/topics/${topicKey}/subscriptions?limit=100`)).body.data as { identifier: string; subscriber: { subscriberId: string } }[];

describe('v1 topics: create, get, rename, list', () => {
  it('creates with 201 and only _id and key; the same topic is a /v2 topic; a taken key is a 409', async () => {
    const t = await makeTestApp();
    const res = await t.api().post('/v1/topics', { key: 'release-notes', name: 'Release notes' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.data).sort()).toEqual(['_id', 'key']);
    expect(res.body.data.key).toBe('release-notes');
    const v2 = await t.api().get('/v2/topics/release-notes');
    expect(v2.body.data).toMatchObject({ _id: res.body.data._id, name: 'Release notes' });

    const taken = await t.api().post('/v1/topics', { key: 'release-notes', name: 'Again' });
    expectErrorShape(taken.body, 409);
    expect(taken.body.message).toBe(`Topic exists with key release-notes in the environment ${DEV_ENV_ID} of the organization ${ORG_ID}`);
    // A fixture topic made through the fixtures counts too.
    expect((await t.api().post('/v1/topics', { key: 'project-apollo', name: 'x' })).status).toBe(409);
  });

  it('takes any key, as the real v1 API does (only /v2 checks the characters)', async () => {
    const t = await makeTestApp();
    expect((await t.api().post('/v1/topics', { key: 'has space.dot', name: 'Loose' })).status).toBe(201);
    expect((await t.api().get(`/v1/topics/${encodeURIComponent('has space.dot')}`)).body.data.name).toBe('Loose');
    expect((await t.api().post('/v2/topics', { key: 'has space.dot2' })).status).toBe(400);
  });

  it('refuses a body without a name or key with 422, storing nothing', async () => {
    const t = await makeTestApp();
    const before = JSON.stringify(t.deps.control.snapshot(DEV_KEY));
    for (const body of [{ key: 'no-name' }, { name: 'No key' }, { key: 'empty-name', name: '' }]) {
      const res = await t.api().post('/v1/topics', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expectErrorShape(res.body, 422);
    }
    expect(JSON.stringify(t.deps.control.snapshot(DEV_KEY))).toBe(before);
  });

  it('shows a topic with its subscribers as ids, renames it, and answers 404 for an unknown key', async () => {
    const t = await makeTestApp();
    const apollo = await t.api().get('/v1/topics/project-apollo');
    expect(apollo.status).toBe(200);
    expect(apollo.body.data).toMatchObject({ key: 'project-apollo', name: 'Apollo', _environmentId: DEV_ENV_ID, _organizationId: ORG_ID });
    const v2Ids = (await v2Subscriptions(t, 'project-apollo')).map((s) => s.subscriber.subscriberId);
    expect([...apollo.body.data.subscribers].sort()).toEqual([...new Set(v2Ids)].sort());
    expect(apollo.body.data.subscribers.length).toBeGreaterThan(0);

    const renamed = await t.api().patch('/v1/topics/project-apollo', { name: 'Apollo program' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ key: 'project-apollo', name: 'Apollo program', subscribers: apollo.body.data.subscribers });
    expect((await t.api().get('/v2/topics/project-apollo')).body.data.name).toBe('Apollo program');
    expect((await t.api().patch('/v1/topics/project-apollo', { name: '' })).status).toBe(422);

    for (const res of [await t.api().get('/v1/topics/nope'), await t.api().patch('/v1/topics/nope', { name: 'x' })]) {
      expectErrorShape(res.body, 404);
      expect(res.body.message).toBe(`Topic not found for id nope in the environment ${DEV_ENV_ID}`);
    }
    expect((await t.api().get('/v1/topics/nope')).status).toBe(404);
  });

  it('pages in creation order with the total count, filters by exact key, and refuses a page over 10', async () => {
    const t = await makeTestApp();
    const before = await allV1Topics(t);
    for (let i = 0; i < 5; i++) await t.api().post('/v1/topics', { key: `paged-${i}`, name: `Paged ${i}` });
    const after = await allV1Topics(t);
    expect(after.keys).toEqual([...before.keys, 'paged-0', 'paged-1', 'paged-2', 'paged-3', 'paged-4']);
    expect(new Set(after.totals)).toEqual(new Set([before.keys.length + 5]));
    expect((await t.api().get('/v2/topics?limit=100')).body.totalCount).toBe(after.keys.length);

    const defaults = await t.api().get('/v1/topics');
    expect(defaults.body).toMatchObject({ page: 0, pageSize: 10, totalCount: after.keys.length });
    expect(defaults.body.data.map((x: TopicV1) => x.key)).toEqual(after.keys.slice(0, 10));

    const one = await t.api().get('/v1/topics?key=paged-3');
    expect(one.body).toMatchObject({ totalCount: 1, data: [{ key: 'paged-3', name: 'Paged 3', subscribers: [] }] });
    expect((await t.api().get('/v1/topics?key=paged')).body).toMatchObject({ totalCount: 0, data: [] });

    const tooLarge = await t.api().get('/v1/topics?pageSize=11');
    expectErrorShape(tooLarge.body, 400);
    expect(tooLarge.body.message).toBe('Page size can not be larger then 10');
    expect((await t.api().get('/v1/topics?page=-1')).status).toBe(422);
    expect((await t.api().get('/v1/topics?pageSize=0')).status).toBe(422);
  });
});

describe('v1 topic subscribers', () => {
  it('adds existing subscribers once, reports unknown ones, and creates the topic when new', async () => {
    const t = await makeTestApp();
    const res = await t.api().post('/v1/topics/brand-new/subscribers', { subscribers: ['user_2097', 'ghost', 'user_2097', 'ryan@gmail.com', 'ghost'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ succeeded: ['user_2097', 'ryan@gmail.com'], failed: { notFound: ['ghost'] } });
    const topic = (await t.api().get('/v1/topics/brand-new')).body.data;
    expect(topic).toMatchObject({ name: 'Autogenerated-brand-new', subscribers: ['user_2097', 'ryan@gmail.com'] });

    // Again, and with a subscriber already subscribed through /v2 under its own identifier: no second subscription.
    await t.api().post('/v2/topics/brand-new/subscriptions', { subscriptions: [{ identifier: 'david-own', subscriberId: 'david@outlook.com' }] });
    const again = await t.api().post('/v1/topics/brand-new/subscribers', { subscribers: ['user_2097', 'david@outlook.com'] });
    expect(again.body.data).toEqual({ succeeded: ['user_2097', 'david@outlook.com'] });
    const identifiers = (await v2Subscriptions(t, 'brand-new')).map((s) => s.identifier).sort();
    expect(identifiers).toEqual(['david-own', 'tk_brand-new:si_ryan@gmail.com', 'tk_brand-new:si_user_2097']);
    expect((await t.api().get('/v1/topics/brand-new/subscribers/user_2097')).body.data).toMatchObject({ topicKey: 'brand-new', externalSubscriberId: 'user_2097' });
    expect((await t.api().post('/v1/topics/brand-new/subscribers', {})).status).toBe(422);
  });

  it('a trigger to a topic reaches the subscribers added through v1', async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/topics/v1-fan/subscribers', { subscribers: ['user_2097', 'user_1342'] });
    const res = await t.api().post('/v1/events/trigger', { name: 'comment-mention', payload: {}, to: [{ type: 'Topic', topicKey: 'v1-fan' }], transactionId: 'v1-fan-out' });
    expect(res.status).toBe(201);
    const events = (await t.api().get('/v1/notifications?transactionId=v1-fan-out')).body.data as { subscriber: { subscriberId: string } }[];
    expect(events.map((e) => e.subscriber.subscriberId).sort()).toEqual(['user_1342', 'user_2097']);
  });

  it('removes subscribers with 204 and no body, also from an unknown topic', async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/topics/shrinking/subscribers', { subscribers: ['user_2097', 'user_1342', 'user_2714'] });
    const res = await t.api().post('/v1/topics/shrinking/subscribers/removal', { subscribers: ['user_2097', 'user_2714', 'ghost'] });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.api().get('/v1/topics/shrinking')).body.data.subscribers).toEqual(['user_1342']);
    expect((await t.api().get('/v1/topics/shrinking/subscribers/user_2097')).status).toBe(404);
    expect((await t.api().post('/v1/topics/never-was/subscribers/removal', { subscribers: ['user_1342'] })).status).toBe(204);
    expect((await t.api().get('/v1/topics/never-was')).status).toBe(404);
  });

  it('deletes only a topic without subscribers: 409 while it has some, then 204, then 404', async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/topics/doomed/subscribers', { subscribers: ['user_2097'] });
    const refused = await t.api().delete('/v1/topics/doomed');
    expectErrorShape(refused.body, 409);
    expect(refused.body.message).toBe(`Topic with key doomed in the environment ${DEV_ENV_ID} can't be deleted as it still has subscribers assigned`);
    expect((await t.api().get('/v1/topics/doomed')).status).toBe(200);

    await t.api().post('/v1/topics/doomed/subscribers/removal', { subscribers: ['user_2097'] });
    const deleted = await t.api().delete('/v1/topics/doomed');
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await t.api().get('/v2/topics/doomed')).status).toBe(404);
    const gone = await t.api().delete('/v1/topics/doomed');
    expectErrorShape(gone.body, 404);
    expect(gone.body.message).toBe(`Topic not found for id doomed in the environment ${DEV_ENV_ID}`);
  });
});

describe('v1 topics and tenancy', () => {
  it("another environment's key neither sees nor changes the topic", async () => {
    const t = await makeTestApp();
    await t.api().post('/v1/topics/dev-only/subscribers', { subscribers: ['user_2097'] });
    expect((await t.api(PROD_KEY).get('/v1/topics/dev-only')).status).toBe(404);
    expect((await t.api(PROD_KEY).get('/v1/topics?key=dev-only')).body.totalCount).toBe(0);
    expect((await t.api(PROD_KEY).post('/v1/topics', { key: 'dev-only', name: 'Prod twin' })).status).toBe(201);
    expect((await t.api(PROD_KEY).delete('/v1/topics/dev-only')).status).toBe(204);
    expect((await t.api().get('/v1/topics/dev-only')).body.data.subscribers).toEqual(['user_2097']);
  });
});
