import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(21);

/** The subscriberIds of the in-app messages of one transaction, sorted. */
async function inAppRecipients(transactionId: string): Promise<string[]> {
  const { result } = await sdk.novu().messages.retrieve({ transactionId: [transactionId], channel: 'in_app', limit: 100 });
  return result.data.map((m) => m.subscriber?.subscriberId ?? `internal:${m.subscriberId}`).sort();
}

const statusOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: { statusCode?: number }) => e.statusCode);

describe('the official SDK (@novu/api): topics', () => {
  it('creates a topic, subscribes users, triggers to it and sees one in-app message per subscriber but the actor', async () => {
    for (const id of ['t-ann', 't-bob', 't-cid', 't-dan']) await sdk.novu().subscribers.create({ subscriberId: id, firstName: id });
    const created = await sdk.novu().topics.create({ key: 'sdk-launch', name: 'Launch' });
    expect(created.result).toMatchObject({ key: 'sdk-launch', name: 'Launch' });

    const subscribed = await sdk.novu().topics.subscriptions.create({ subscriptions: ['t-ann', 't-bob', 't-cid', 't-nobody'] }, 'sdk-launch');
    expect(subscribed.result.meta).toEqual({ totalCount: 4, successful: 3, failed: 1 });
    expect(subscribed.result.data.map((s) => s.subscriber?.subscriberId)).toEqual(['t-ann', 't-bob', 't-cid']);
    expect(subscribed.result.errors).toEqual([{ subscriberId: 't-nobody', code: 'SUBSCRIBER_NOT_FOUND', message: "Subscriber with ID 't-nobody' could not be found." }]);

    const triggered = await sdk.novu().trigger({
      workflowId: 'comment-mention',
      to: [{ type: 'Topic', topicKey: 'sdk-launch' }, 't-dan', 't-ann'],
      actor: 't-bob',
      payload: { commentPreview: 'Shipped' },
    });
    expect(triggered.result.status).toBe('processed');
    expect(await inAppRecipients(triggered.result.transactionId ?? '')).toEqual(['t-ann', 't-cid', 't-dan']);
  });

  it('lists, gets, updates and deletes topics; a bad key is a 400, an unknown one a 404', async () => {
    await sdk.novu().topics.create({ key: 'sdk-a', name: 'Alpha news' });
    await sdk.novu().topics.create({ key: 'sdk-b', name: 'Beta news' });
    const page = await sdk.novu().topics.list({ name: 'news', limit: 1, orderDirection: 'ASC' });
    expect(page.result.data.map((t) => t.key)).toEqual(['sdk-a']);
    const next = await sdk.novu().topics.list({ name: 'news', limit: 1, orderDirection: 'ASC', after: page.result.next ?? '' });
    expect(next.result.data.map((t) => t.key)).toEqual(['sdk-b']);
    expect((await sdk.novu().topics.list({ key: 'sdk-b' })).result.totalCount).toBe(1);

    expect((await sdk.novu().topics.update({ name: 'Beta' }, 'sdk-b')).result.name).toBe('Beta');
    expect((await sdk.novu().topics.get('sdk-b')).result.name).toBe('Beta');
    expect((await sdk.novu().topics.delete('sdk-b')).result).toEqual({ acknowledged: true });
    expect(await statusOf(sdk.novu().topics.get('sdk-b'))).toBe(404);
    expect(await statusOf(sdk.novu().topics.update({ name: 'x' }, 'sdk-b'))).toBe(404);
    expect(await statusOf(sdk.novu().topics.delete('sdk-b'))).toBe(404);
    expect(await statusOf(sdk.novu().topics.create({ key: 'bad key!' }))).toBe(400);
    expect(await statusOf(sdk.novu().topics.list({ limit: 500 }))).toBe(422);
  });

  it('lists, gets, renames and deletes subscriptions; reads them per subscriber and through v1', async () => {
    await sdk.novu().subscribers.create({ subscriberId: 's-eve' });
    await sdk.novu().topics.subscriptions.create({ subscriptions: [{ identifier: 'eve-main', subscriberId: 's-eve' }] }, 'sdk-subs');
    const list = await sdk.novu().topics.subscriptions.list({ topicKey: 'sdk-subs' });
    expect(list.result.data.map((s) => [s.identifier, s.subscriber.subscriberId, s.topic.key])).toEqual([['eve-main', 's-eve', 'sdk-subs']]);
    expect((await sdk.novu().topics.subscriptions.getSubscription('sdk-subs', 'eve-main')).result.identifier).toBe('eve-main');
    const renamed = await sdk.novu().topics.subscriptions.update({ topicKey: 'sdk-subs', identifier: 'eve-main', updateTopicSubscriptionRequestDto: { name: 'Main' } });
    expect(renamed.result.name).toBe('Main');
    const mine = await sdk.novu().subscribers.topics.list({ subscriberId: 's-eve' });
    expect(mine.result.data.map((s) => s.topic.key)).toEqual(['sdk-subs']);
    const v1 = await sdk.novu().topics.subscribers.retrieve('s-eve', 'sdk-subs');
    expect(v1.result).toMatchObject({ topicKey: 'sdk-subs', externalSubscriberId: 's-eve' });

    const removed = await sdk.novu().topics.subscriptions.delete({ subscriptions: ['s-eve', 's-ghost'] }, 'sdk-subs');
    expect(removed.result.meta).toEqual({ totalCount: 2, successful: 1, failed: 1 });
    // The real service answers 204 with no body for a subscription it does not have; the SDK refuses that answer.
    expect(await statusOf(sdk.novu().topics.subscriptions.getSubscription('sdk-subs', 'eve-main'))).toBe(204);
    expect(await statusOf(sdk.novu().topics.subscriptions.update({ topicKey: 'sdk-subs', identifier: 'eve-main', updateTopicSubscriptionRequestDto: { name: 'x' } }))).toBe(404);
    expect(await statusOf(sdk.novu().topics.subscribers.retrieve('s-eve', 'sdk-subs'))).toBe(404);
    expect(await statusOf(sdk.novu().topics.subscriptions.list({ topicKey: 'no-such-topic' }))).toBe(404);
    expect(await statusOf(sdk.novu().topics.subscriptions.delete({ subscriptions: ['s-eve'] }, 'no-such-topic'))).toBe(404);
    expect(await statusOf(sdk.novu().topics.subscriptions.create({ subscriptions: [] }, 'sdk-subs'))).toBe(422);
    expect(await statusOf(sdk.novu().subscribers.topics.list({ subscriberId: 's-ghost' }))).toBe(404);
  });

  it('broadcasts to every subscriber of the environment; a trigger to an unknown topic is a 404', async () => {
    const { result: all } = await sdk.novu().subscribers.search({ limit: 1 });
    const broadcast = await sdk.novu().triggerBroadcast({ name: 'comment-mention', payload: {} });
    expect(broadcast.result.status).toBe('processed');
    // comment-mention has one in-app step: one message per subscriber.
    const messages = await sdk.novu().messages.retrieve({ transactionId: [broadcast.result.transactionId ?? ''], channel: 'in_app', limit: 1 });
    expect(messages.result.totalCount).toBe(all.totalCount);
    expect(await statusOf(sdk.novu().trigger({ workflowId: 'comment-mention', to: [{ type: 'Topic', topicKey: 'no-such-topic' }] }))).toBe(404);
    expect(await statusOf(sdk.novu().triggerBroadcast({ name: 'no-such-workflow', payload: {} }))).toBe(422);
  });
});
