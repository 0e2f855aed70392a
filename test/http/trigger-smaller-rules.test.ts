/**
 * Smaller rules of the real service, each as today's code has it: what its worker drops after the API
 * accepted a trigger (a reused transactionId, missing required v1 variables), the v1 topic subscriber's
 * record, the widget feed's populated subscriber, and the provider names on jobs.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp();
});

const GENERAL = '665f1c2a9b1e4a0025000001';
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };
const eventsOf = async (transactionId: string) => (await t.api().get(`/v1/notifications?transactionId=${transactionId}`)).body.data as { subscriber: { subscriberId: string }; payload: Record<string, unknown>; jobs: { type: string; providerId: string }[] }[];
const messagesOf = async (transactionId: string) => (await t.api().get(`/v1/messages?transactionId=${transactionId}`)).body.data as Record<string, unknown>[];

async function workflow(name: string, steps: object[]): Promise<string> {
  const res = await t.api().post('/v1/workflows', { name, notificationGroupId: GENERAL, active: true, steps });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.triggers[0].identifier as string;
}

describe('checked while the event is processed, not when the API accepts it', () => {
  it('a reused transactionId answers 201 processed, and the worker drops the event (single and bulk)', async () => {
    await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'first', payload: mention, transactionId: 'tx-reused' }).expect(201);
    const again = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'second', payload: mention, transactionId: 'tx-reused' });
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual({ acknowledged: true, status: 'processed', transactionId: 'tx-reused', activityFeedLink: expect.any(String) });
    const bulk = await t.api().post('/v1/events/trigger/bulk', { events: [{ name: 'comment-mention', to: 'third', payload: mention, transactionId: 'tx-reused' }] });
    expect(bulk.status).toBe(201);
    expect(bulk.body.data).toEqual([{ acknowledged: true, status: 'processed', transactionId: 'tx-reused', activityFeedLink: expect.any(String) }]);
    expect((await eventsOf('tx-reused')).map((e) => e.subscriber.subscriberId)).toEqual(['first']);
    // Nothing of the dropped events is written, not even their recipients.
    expect((await t.api().get('/v2/subscribers/second')).status).toBe(404);
    expect((await t.api().get('/v2/subscribers/third')).status).toBe(404);
  });

  it("a payload without a v1 step's required variables answers 201 processed and is dropped; the defaults fill the rest", async () => {
    const variables = [
      { name: 'orderId', type: 'String', required: true },
      { name: 'items', type: 'Array', required: true },
      { name: 'gift', type: 'Boolean', required: true },
      { name: 'note', type: 'String', defaultValue: 'Thanks!' },
    ];
    const name = await workflow('Required variables', [{ template: { type: 'in_app', content: '{{payload.orderId}}: {{payload.note}}', variables } }]);
    const missing = await t.api().post('/v1/events/trigger', { name, to: 'required-vars', payload: { orderId: 7, gift: 'yes' }, transactionId: 'tx-missing' });
    expect(missing.status).toBe(201);
    expect(missing.body.data).toEqual({ acknowledged: true, status: 'processed', transactionId: 'tx-missing', activityFeedLink: expect.any(String) });
    expect(await eventsOf('tx-missing')).toEqual([]);
    expect((await t.api().get('/v2/subscribers/required-vars')).status).toBe(404);

    await t.api().post('/v1/events/trigger', { name, to: 'required-vars', payload: { orderId: 'A-1', items: [], gift: false }, transactionId: 'tx-complete' }).expect(201);
    const [event] = await eventsOf('tx-complete');
    expect(event?.payload).toEqual({ note: 'Thanks!', orderId: 'A-1', items: [], gift: false });
    expect((await messagesOf('tx-complete'))[0]?.content).toBe('A-1: Thanks!');
  });

  it("a scheduled delay's date must be an ISO date in the payload, or the event is dropped", async () => {
    const name = await workflow('Scheduled', [{ template: { type: 'delay', content: '' }, metadata: { type: 'scheduled', delayPath: 'sendAt' } }, { template: { type: 'in_app', content: 'Later' } }]);
    await t.api().post('/v1/events/trigger', { name, to: 'scheduled', payload: { sendAt: '20-09-2025' }, transactionId: 'tx-bad-date' }).expect(201);
    expect(await eventsOf('tx-bad-date')).toEqual([]);
    await t.api().post('/v1/events/trigger', { name, to: 'scheduled', payload: { sendAt: '2020-09-20T10:00:00.000Z' }, transactionId: 'tx-good-date' }).expect(201);
    expect(await eventsOf('tx-good-date')).toHaveLength(1);
  });
});

describe('GET /v1/topics/{topicKey}/subscribers/{externalSubscriberId}', () => {
  it("answers the real use case's fields and no more (today's mapper leaves `_id` out)", async () => {
    await t.api().post('/v1/topics/record-topic/subscribers', { subscribers: ['user_2097'] }).expect(200);
    const { body } = await t.api().get('/v1/topics/record-topic/subscribers/user_2097').expect(200);
    expect(Object.keys(body.data).sort()).toEqual(['_environmentId', '_organizationId', '_subscriberId', '_topicId', 'externalSubscriberId', 'topicKey']);
  });
});

describe('the widget feed', () => {
  it('carries each message with its populated subscriber (_id, subscriberId, names, avatar)', async () => {
    const application = t.deps.registry.fixtureKeys().find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier;
    await t.api().post('/v1/subscribers', { subscriberId: 'widget-reader', firstName: 'Wendy', lastName: 'Reader', email: 'w@t.test', avatar: 'https://a.test/w.png' }).expect(201);
    const session = await t.request().post('/v1/widgets/session/initialize').send({ applicationIdentifier: application, subscriberId: 'widget-reader' }).expect(201);
    await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'widget-reader', payload: mention }).expect(201);
    const feed = await t.request().get('/v1/widgets/notifications/feed').set('Authorization', `Bearer ${session.body.data.token}`).expect(200);
    const internalId = (await t.api().get('/v1/subscribers/widget-reader')).body.data._id;
    expect(feed.body.data[0].subscriber).toEqual({ _id: internalId, subscriberId: 'widget-reader', firstName: 'Wendy', lastName: 'Reader', avatar: 'https://a.test/w.png' });
    // A profile field that is null is left out (the official SDK's feed model refuses null).
    await t.api().post('/v1/subscribers', { subscriberId: 'widget-plain' }).expect(201);
    const plain = await t.request().post('/v1/widgets/session/initialize').send({ applicationIdentifier: application, subscriberId: 'widget-plain' }).expect(201);
    await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'widget-plain', payload: mention }).expect(201);
    const plainFeed = await t.request().get('/v1/widgets/notifications/feed').set('Authorization', `Bearer ${plain.body.data.token}`).expect(200);
    expect(Object.keys(plainFeed.body.data[0].subscriber).sort()).toEqual(['_id', 'subscriberId']);
  });
});

describe('provider names on jobs', () => {
  it("an in-app job has the real in-app provider from the start (`novu`; the document's `svc` without the envelope)", async () => {
    const res = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'named-jobs', payload: mention }).expect(201);
    const [event] = await eventsOf(res.body.data.transactionId);
    expect(event?.jobs.find((j) => j.type === 'in_app')?.providerId).toBe('novu');
    const bare = await makeTestApp({ envelope: false });
    const again = await bare.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'named-jobs', payload: mention }).expect(201);
    const jobs = (await bare.api().get(`/v1/notifications?transactionId=${again.body.transactionId}`)).body.data[0].jobs as { type: string; providerId: string }[];
    expect(jobs.find((j) => j.type === 'in_app')?.providerId).toBe('svc');
  });
});
