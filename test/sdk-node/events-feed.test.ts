import { MessagesStatusEnum, TriggerRecipientsTypeEnum } from '@novu/node';
import { describe, expect, it } from 'vitest';
import { failure, useNodeSdkMock } from './node-sdk.js';

const sdk = useNodeSdkMock(2904);

/** The fixture workflow `comment-mention`: an in-app message, then a push. */
const mention = (commentId: string, commentPreview = 'Looks good') => ({
  commenterName: 'Lin',
  postTitle: 'Q3 plan',
  commentPreview,
  commentId,
});

interface FeedMessage {
  _id: string;
  seen: boolean;
  read: boolean;
  content: string;
  payload: Record<string, unknown>;
  templateIdentifier: string;
}

describe('@novu/node 2.6.6: trigger, bulk trigger, broadcast', () => {
  it('triggers a workflow to a subscriber: 201 and {data: {acknowledged, status, transactionId}}', async () => {
    const triggered = await sdk.novu().trigger('comment-mention', { to: { subscriberId: 'node-trigger', email: 'node-trigger@example.com' }, payload: mention('c-1') });
    expect(triggered.status).toBe(201);
    expect(Object.keys(triggered.data)).toEqual(['data']);
    expect(triggered.data.data).toMatchObject({ acknowledged: true, status: 'processed' });
    expect(typeof triggered.data.data.transactionId).toBe('string');
    // The subscriber was created on the way.
    expect((await sdk.novu().subscribers.get('node-trigger')).data.data.email).toBe('node-trigger@example.com');
    // novu.events.trigger is the same call.
    const again = await sdk.novu().events.trigger('comment-mention', { to: 'node-trigger', payload: mention('c-2'), transactionId: 'node-tx-fixed' });
    expect(again.data.data).toMatchObject({ acknowledged: true, status: 'processed', transactionId: 'node-tx-fixed' });
  });

  it('refuses an unknown workflow with an error in the error shape', async () => {
    const refused = await failure(sdk.novu().trigger('no-such-workflow', { to: 'node-trigger', payload: {} }));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.data).toMatchObject({ statusCode: refused.status });
  });

  it('bulk-triggers: 201 and {data: [one result per event]}', async () => {
    const bulk = await sdk.novu().bulkTrigger([
      { name: 'comment-mention', to: 'node-bulk-a', payload: mention('b-1') },
      { name: 'comment-mention', to: 'node-bulk-b', payload: mention('b-2') },
    ]);
    expect(bulk.status).toBe(201);
    expect(Object.keys(bulk.data)).toEqual(['data']);
    expect(bulk.data.data).toHaveLength(2);
    for (const result of bulk.data.data) expect(result).toMatchObject({ acknowledged: true, status: 'processed' });
  });

  it('broadcasts to every subscriber of the environment: 201 and {data: {acknowledged, status, transactionId}}', async () => {
    await sdk.novu().subscribers.identify('node-broadcast', { firstName: 'Everyone' });
    const broadcast = await sdk.novu().broadcast('comment-mention', { payload: mention('all-1', 'Broadcast note') });
    expect(broadcast.status).toBe(201);
    expect(broadcast.data.data).toMatchObject({ acknowledged: true, status: 'processed' });
    const feed = await sdk.novu().subscribers.getNotificationsFeed('node-broadcast', {});
    expect(feed.data.data.map((m: FeedMessage) => m.content)).toEqual([expect.stringContaining('Broadcast note')]);
  });

  it('triggers to a topic: every subscriber of the topic gets the message', async () => {
    for (const id of ['node-topic-a', 'node-topic-b']) await sdk.novu().subscribers.identify(id, { firstName: id });
    await sdk.novu().topics.create({ key: 'node-trigger-topic', name: 'Trigger topic' });
    await sdk.novu().topics.addSubscribers('node-trigger-topic', { subscribers: ['node-topic-a', 'node-topic-b'] });
    const triggered = await sdk.novu().trigger('comment-mention', {
      to: [{ type: TriggerRecipientsTypeEnum.TOPIC, topicKey: 'node-trigger-topic' }],
      payload: mention('topic-1', 'To the topic'),
    });
    expect(triggered.status).toBe(201);
    expect(triggered.data.data).toMatchObject({ acknowledged: true, status: 'processed' });
    for (const id of ['node-topic-a', 'node-topic-b']) {
      const feed = await sdk.novu().subscribers.getNotificationsFeed(id, {});
      expect(feed.data.data.map((m: FeedMessage) => m.content), id).toEqual([expect.stringContaining('To the topic')]);
    }
  });
});

describe('@novu/node 2.6.6: feed, unseen count, mark as', () => {
  it('reads the feed as a page {data, totalCount, hasMore, page, pageSize}, not wrapped, newest first', async () => {
    await sdk.novu().trigger('comment-mention', { to: 'node-feed', payload: mention('f-1', 'First') });
    await sdk.novu().trigger('comment-mention', { to: 'node-feed', payload: mention('f-2', 'Second') });
    const feed = await sdk.novu().subscribers.getNotificationsFeed('node-feed', { page: 0, limit: 10 });
    expect(feed.status).toBe(200);
    expect(Object.keys(feed.data).sort()).toEqual(['data', 'hasMore', 'page', 'pageSize', 'totalCount']);
    expect(feed.data).toMatchObject({ page: 0, pageSize: 10, totalCount: 2, hasMore: false });
    const messages = feed.data.data as FeedMessage[];
    expect(messages.map((m) => m.content)).toEqual([expect.stringContaining('Second'), expect.stringContaining('First')]);
    expect(messages[0]).toMatchObject({ seen: false, read: false, templateIdentifier: 'comment-mention' });
    // A page of one has more.
    const small = await sdk.novu().subscribers.getNotificationsFeed('node-feed', { page: 0, limit: 1 });
    expect(small.data).toMatchObject({ pageSize: 1, hasMore: true });
    expect(small.data.data).toHaveLength(1);
    // The SDK sends the payload filter base64-encoded.
    const filtered = await sdk.novu().subscribers.getNotificationsFeed('node-feed', { payload: { commentId: 'f-1' } });
    expect(filtered.data.data.map((m: FeedMessage) => m.content)).toEqual([expect.stringContaining('First')]);
  });

  it('counts unseen messages: {data: {count}}', async () => {
    await sdk.novu().trigger('comment-mention', { to: 'node-unseen', payload: mention('u-1') });
    await sdk.novu().trigger('comment-mention', { to: 'node-unseen', payload: mention('u-2') });
    const unseen = await sdk.novu().subscribers.getUnseenCount('node-unseen', false);
    expect(unseen.status).toBe(200);
    expect(unseen.data).toEqual({ data: { count: 2 } });
  });

  it('marks one message seen, then read (markMessageAs): 201 and {data: [the message]}; the count follows', async () => {
    await sdk.novu().trigger('comment-mention', { to: 'node-mark', payload: mention('m-1') });
    await sdk.novu().trigger('comment-mention', { to: 'node-mark', payload: mention('m-2') });
    const feed = await sdk.novu().subscribers.getNotificationsFeed('node-mark', {});
    const [message] = feed.data.data as FeedMessage[];
    if (!message) throw new Error('no message in the feed');
    const seen = await sdk.novu().subscribers.markMessageAs('node-mark', message._id, { seen: true });
    expect(seen.status).toBe(201);
    expect(Object.keys(seen.data)).toEqual(['data']);
    expect(seen.data.data).toEqual([expect.objectContaining({ _id: message._id, seen: true, read: false })]);
    expect((await sdk.novu().subscribers.getUnseenCount('node-mark', false)).data.data.count).toBe(1);

    const read = await sdk.novu().subscribers.markMessageAs('node-mark', message._id, { read: true });
    expect(read.data.data).toEqual([expect.objectContaining({ _id: message._id, read: true })]);
    const unread = await sdk.novu().subscribers.getNotificationsFeed('node-mark', { read: false });
    expect(unread.data.data.map((m: FeedMessage) => m._id)).not.toContain(message._id);
  });

  it('marks every message read (markAllMessagesAs): 201 and {data: how many}', async () => {
    await sdk.novu().trigger('comment-mention', { to: 'node-mark-all', payload: mention('a-1') });
    await sdk.novu().trigger('comment-mention', { to: 'node-mark-all', payload: mention('a-2') });
    await sdk.novu().trigger('comment-mention', { to: 'node-mark-all', payload: mention('a-3') });
    const marked = await sdk.novu().subscribers.markAllMessagesAs('node-mark-all', MessagesStatusEnum.READ);
    expect(marked.status).toBe(201);
    expect(marked.data).toEqual({ data: 3 });
    const feed = await sdk.novu().subscribers.getNotificationsFeed('node-mark-all', {});
    expect(feed.data.data.every((m: FeedMessage) => m.read && m.seen)).toBe(true);
    expect((await sdk.novu().subscribers.getUnseenCount('node-mark-all', false)).data).toEqual({ data: { count: 0 } });
  });
});
