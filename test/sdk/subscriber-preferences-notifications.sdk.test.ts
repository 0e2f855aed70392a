/** Subscriber preferences and notifications through the official SDK, unchanged: happy path and main error of each. */
import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID } from '../helpers/test-app.js';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(11);
/** A fixture subscriber of the Development environment with in-app messages, one of them with a primary button. */
const fixtureSubscriber = '07109302-29f4-4ea4-b63d-6c1a789e3670';
const fixtureMessageWithButton = '665f1c2a9b1e4a0029000004';
const mention = { commenterName: 'Grace', postTitle: 'Roadmap', commentPreview: 'Ship it!', commentId: 'cmt_42' };

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (e: unknown) => e);
const notFound = (subscriberId: string) => ({ statusCode: 404, message: `Subscriber with id: ${subscriberId} is not found` });

describe('the official SDK (@novu/api) against the mock: subscriber preferences', () => {
  it('lists, updates one workflow and the global channels, bulk-updates; the trigger honours them', async () => {
    const novu = sdk.novu();
    await novu.subscribers.create({ subscriberId: 'sdk-pref' });
    const listed = await novu.subscribers.preferences.list({ subscriberId: 'sdk-pref' });
    expect(listed.result.global.channels).toMatchObject({ inApp: true, email: true });
    expect(listed.result.workflows.find((w) => w.workflow.identifier === 'comment-mention')?.channels).toEqual({ inApp: true, push: true });

    const updated = await novu.subscribers.preferences.update({ workflowId: 'comment-mention', channels: { inApp: false } }, 'sdk-pref');
    const mentionPreference = updated.result.workflows.find((w) => w.workflow.identifier === 'comment-mention');
    expect(mentionPreference?.channels).toEqual({ inApp: false, push: true });
    expect(mentionPreference?.overrides).toEqual([{ channel: 'in_app', source: 'subscriber' }, { channel: 'push', source: 'subscriber' }]);
    const global = await novu.subscribers.preferences.update({ channels: { sms: false } }, 'sdk-pref');
    expect(global.result.global.channels.sms).toBe(false);

    const bulk = await novu.subscribers.preferences.bulkUpdate({ preferences: [{ workflowId: 'welcome-onboarding', channels: { email: false } }] }, 'sdk-pref');
    expect(bulk.result).toMatchObject([{ level: 'template', channels: { inApp: true, email: false }, workflow: { identifier: 'welcome-onboarding', critical: false } }]);

    const triggered = await novu.trigger({ workflowId: 'comment-mention', to: 'sdk-pref', payload: mention });
    const messages = await novu.messages.retrieve({ transactionId: [triggered.result.transactionId as string] });
    expect(messages.result.data.map((m) => m.channel)).not.toContain('in_app');
  });

  it('surfaces the real 404 for an unknown subscriber and the 400 for a critical workflow', async () => {
    const novu = sdk.novu();
    // The real read and update use cases word it differently.
    expect(await failure(novu.subscribers.preferences.list({ subscriberId: 'sdk-nobody' }))).toMatchObject({ statusCode: 404, message: 'Subscriber with id: sdk-nobody not found' });
    expect(await failure(novu.subscribers.preferences.update({ channels: { email: false } }, 'sdk-nobody'))).toMatchObject(notFound('sdk-nobody'));
    await novu.subscribers.create({ subscriberId: 'sdk-pref-critical' });
    const critical = await failure(novu.subscribers.preferences.bulkUpdate({ preferences: [{ workflowId: 'security-alert', channels: { email: false } }] }, 'sdk-pref-critical'));
    expect(critical).toMatchObject({ statusCode: 400 });
  });
});

describe('the official SDK (@novu/api) against the mock: subscriber notifications', () => {
  it('lists and counts, reads, unreads, archives, unarchives, snoozes, unsnoozes and deletes one notification', async () => {
    const notifications = sdk.novu().subscribers.notifications;
    await sdk.novu().subscribers.create({ subscriberId: 'sdk-notif' });
    await sdk.novu().trigger({ workflowId: 'comment-mention', to: 'sdk-notif', payload: mention });
    const listed = await notifications.list({ subscriberId: 'sdk-notif' });
    expect(listed.result.data).toHaveLength(1);
    const id = listed.result.data[0]?.id as string;
    const counted = await notifications.count('sdk-notif', JSON.stringify([{ read: false }, { read: true }]));
    expect(counted.result.map((c) => c.count)).toEqual([1, 0]);

    expect((await notifications.markAsRead({ subscriberId: 'sdk-notif', notificationId: id })).result.isRead).toBe(true);
    expect((await notifications.markAsUnread({ subscriberId: 'sdk-notif', notificationId: id })).result.isRead).toBe(false);
    expect((await notifications.archive({ subscriberId: 'sdk-notif', notificationId: id })).result.isArchived).toBe(true);
    expect((await notifications.unarchive({ subscriberId: 'sdk-notif', notificationId: id })).result.isArchived).toBe(false);
    const snoozeUntil = new Date(Date.now() + 3_600_000);
    const snoozed = await notifications.snooze({ subscriberId: 'sdk-notif', notificationId: id, snoozeSubscriberNotificationDto: { snoozeUntil } });
    expect(snoozed.result.isSnoozed).toBe(true);
    expect((await notifications.unsnooze({ subscriberId: 'sdk-notif', notificationId: id })).result.isSnoozed).toBe(false);
    await notifications.delete({ subscriberId: 'sdk-notif', notificationId: id });
    expect((await notifications.list({ subscriberId: 'sdk-notif' })).result.data).toEqual([]);
  });

  it('completes and reverts an action', async () => {
    const notifications = sdk.novu().subscribers.notifications;
    const request = { subscriberId: fixtureSubscriber, notificationId: fixtureMessageWithButton, actionType: 'primary' as const };
    expect((await notifications.completeAction(request)).result.primaryAction?.isCompleted).toBe(true);
    expect((await notifications.revertAction(request)).result.primaryAction?.isCompleted).toBe(false);
    expect(await failure(notifications.completeAction({ ...request, actionType: 'secondary' }))).toMatchObject({ statusCode: 400 });
  });

  it('runs the bulk operations', async () => {
    const novu = sdk.novu();
    const notifications = novu.subscribers.notifications;
    await novu.subscribers.create({ subscriberId: 'sdk-bulk' });
    for (let i = 0; i < 3; i++) await novu.trigger({ workflowId: 'comment-mention', to: 'sdk-bulk', payload: mention });
    await notifications.markAsSeen({}, 'sdk-bulk');
    expect((await notifications.unseenCount({ subscriberId: 'sdk-bulk' })).result.count).toBe(0);
    await notifications.markAllAsRead({}, 'sdk-bulk');
    await notifications.archiveAllRead({}, 'sdk-bulk');
    expect((await notifications.list({ subscriberId: 'sdk-bulk', archived: true })).result.data).toHaveLength(3);
    await notifications.archiveAll({}, 'sdk-bulk');
    await notifications.deleteAll({}, 'sdk-bulk');
    expect((await notifications.list({ subscriberId: 'sdk-bulk' })).result.data).toEqual([]);
  });

  it('surfaces the real 404s: unknown subscriber, a notification that is not the subscriber\'s', async () => {
    const notifications = sdk.novu().subscribers.notifications;
    expect(await failure(notifications.list({ subscriberId: 'sdk-nobody' }))).toMatchObject(notFound('sdk-nobody'));
    expect(await failure(notifications.count('sdk-nobody', '[{}]'))).toMatchObject(notFound('sdk-nobody'));
    expect(await failure(notifications.markAllAsRead({}, 'sdk-nobody'))).toMatchObject(notFound('sdk-nobody'));
    await sdk.novu().subscribers.create({ subscriberId: 'sdk-stranger' });
    const other = await failure(notifications.markAsRead({ subscriberId: 'sdk-stranger', notificationId: fixtureMessageWithButton }));
    expect(other).toMatchObject({ statusCode: 404, message: `Notification with id: ${fixtureMessageWithButton} is not found.` });
  });

  it('reads the v1 feed and unseen count, marks all and records a message action', async () => {
    const novu = sdk.novu();
    const feed = await novu.subscribers.notifications.feed({ subscriberId: fixtureSubscriber, limit: 2 });
    expect(feed.result).toMatchObject({ page: 0, pageSize: 2, totalCount: 2, hasMore: true });
    expect(feed.result.data[0]).toMatchObject({ channel: 'in_app', environmentId: DEV_ENV_ID, jobId: expect.any(String) });
    const marked = await novu.subscribers.messages.markAll({ markAs: 'seen' }, fixtureSubscriber);
    expect(marked.result).toBeGreaterThan(0);
    expect((await novu.subscribers.notifications.unseenCount({ subscriberId: fixtureSubscriber })).result.count).toBe(0);
    const action = await novu.subscribers.messages.updateAsSeen({
      subscriberId: fixtureSubscriber,
      messageId: fixtureMessageWithButton,
      type: 'primary',
      markMessageActionAsSeenDto: { status: 'done' },
    });
    expect(action.result.cta.action).toMatchObject({ status: 'done', result: { type: 'primary' } });

    expect(await failure(novu.subscribers.notifications.feed({ subscriberId: 'sdk-nobody' }))).toMatchObject({ statusCode: 400 });
    expect(await failure(novu.subscribers.notifications.unseenCount({ subscriberId: 'sdk-nobody' }))).toMatchObject({ statusCode: 400 });
    expect(await failure(novu.subscribers.messages.markAll({ markAs: 'read' }, 'sdk-nobody'))).toMatchObject({ statusCode: 404 });
    const missing = await failure(
      novu.subscribers.messages.updateAsSeen({ subscriberId: fixtureSubscriber, messageId: 'ffffffffffffffffffffffff', type: 'primary', markMessageActionAsSeenDto: { status: 'done' } }),
    );
    expect(missing).toMatchObject({ statusCode: 404, message: 'Message ffffffffffffffffffffffff not found' });
  });
});
