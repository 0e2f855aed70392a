/** Per-notification Inbox operations: snooze, unsnooze, complete, revert, delete; and who may call them. */
import { beforeEach, describe, expect, it } from 'vitest';
import { makeInboxApp, type InboxTestApp } from '../helpers/inbox-app.js';
import { DEV_KEY, expectErrorShape, PROD_KEY } from '../helpers/test-app.js';

let t: InboxTestApp;
let ids: string[];

beforeEach(async () => {
  t = await makeInboxApp();
  ids = await t.load([{ buttons: ['primary'] }, { read: true, seen: true }, {}]);
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const url = (id: string, op: string) => `/v1/inbox/notifications/${id}/${op}`;

describe('PATCH /v1/inbox/notifications/{id}/snooze and /unsnooze', () => {
  it('hides the notification until the time, seen, with read as it was; unsnooze shows it again', async () => {
    const [unread, read] = ids as [string, string];
    const until = inAnHour();
    const snoozed = await t.inbox().patch(url(unread, 'snooze'), { snoozeUntil: until });
    expect(snoozed.status).toBe(200);
    expect(snoozed.body.data).toMatchObject({ id: unread, isSnoozed: true, snoozedUntil: until, isSeen: true, isRead: false, isArchived: false });
    expect((await t.inbox().patch(url(read, 'snooze'), { snoozeUntil: until })).body.data).toMatchObject({ isRead: true, isSnoozed: true });

    expect(await t.listIds('snoozed=false')).not.toContain(unread);
    expect(await t.listIds('snoozed=true')).toEqual(expect.arrayContaining([unread, read]));
    expect(await t.apiMessage(unread)).toMatchObject({ snoozedUntil: until, seen: true, read: false });
    const session = await t.request().post('/v1/inbox/session').send({ applicationIdentifier: t.deps.registry.fixtureKeys()[0]?.applicationIdentifier, subscriber: t.subscriberId });
    expect(session.body.data.totalUnreadCount).toBe(1);

    const unsnoozed = await t.inbox().patch(url(unread, 'unsnooze'));
    expect(unsnoozed.status).toBe(200);
    expect(unsnoozed.body.data).toMatchObject({ isSnoozed: false, isRead: false });
    expect(unsnoozed.body.data.snoozedUntil).toBeUndefined();
    expect((await t.apiMessage(unread))?.snoozedUntil).toBeUndefined();
    expect(await t.listIds('snoozed=false')).toContain(unread);
  });

  it('brings a snoozed notification back as new once its time has come on the environment clock', async () => {
    const [, read] = ids as [string, string];
    const before = await t.apiMessage(read);
    await t.inbox().patch(url(read, 'snooze'), { snoozeUntil: inAnHour() }).expect(200);
    const later = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const advanced = await t.request().post(`/__admin/clock?apiKey=${DEV_KEY}`).send({ action: 'freeze', at: later });
    expect(advanced.status).toBe(200);
    const list = await t.inbox().get('/v1/inbox/notifications?snoozed=false');
    expect(list.body.data[0]).toMatchObject({ id: read, isSnoozed: false, isRead: false, createdAt: later });
    expect(list.body.data[0].deliveredAt).toEqual([...(before?.deliveredAt as string[] | undefined ?? [before?.createdAt]), later]);
    expect((await t.apiMessage(read))?.snoozedUntil).toBeUndefined();
  });

  it('refuses a snoozeUntil in the past, too soon, beyond the plan or not a date, and changes nothing', async () => {
    const [id] = ids as [string];
    const before = await t.apiMessage(id);
    const cases: [unknown, number, string][] = [
      [new Date(Date.now() - 60_000).toISOString(), 422, 'Snooze time must be at least 60 seconds in the future'],
      [new Date(Date.now() + 30_000).toISOString(), 422, 'Snooze time must be at least 60 seconds in the future'],
      [new Date(Date.now() + 25 * 3_600_000).toISOString(), 402, 'Snooze Duration Limit Exceeded'],
      ['tomorrow', 422, ''],
      [undefined, 422, ''],
    ];
    for (const [snoozeUntil, status, message] of cases) {
      const res = await t.inbox().patch(url(id, 'snooze'), snoozeUntil === undefined ? {} : { snoozeUntil });
      expect(res.status, String(snoozeUntil)).toBe(status);
      expectErrorShape(res.body, status);
      if (status === 422) expect(res.body.errors['body.snoozeUntil'], String(snoozeUntil)).toBeDefined();
      if (message) expect(JSON.stringify(res.body)).toContain(message);
      if (status === 402) expect(res.body.reason).toMatch(/plan limit/);
    }
    expect(await t.apiMessage(id)).toEqual(before);
  });

  it('answers 404 for an unknown notification, and for unsnoozing one that is not snoozed', async () => {
    const unknown = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const snooze = await t.inbox().patch(url(unknown, 'snooze'), { snoozeUntil: inAnHour() });
    expect(snooze.status).toBe(404);
    expect(snooze.body.message).toBe(`Notification id: '${unknown}' not found`);
    const unsnooze = await t.inbox().patch(url(ids[0] as string, 'unsnooze'));
    expect(unsnooze.status).toBe(404);
    expect(unsnooze.body.message).toMatch(/^Could not find a snoozed notification with id/);
  });
});

describe('read, unread, archive and unarchive as the real service writes them', () => {
  it('unread takes a notification out of the archive; unarchive leaves it read; each marks it seen once', async () => {
    const [, , id] = ids as [string, string, string];
    const archived = await t.inbox().patch(url(id, 'archive'));
    expect(archived.body.data).toMatchObject({ isArchived: true, isRead: true, isSeen: true, firstSeenAt: expect.any(String) });
    const firstSeen = archived.body.data.firstSeenAt;
    const unread = await t.inbox().patch(url(id, 'unread'));
    expect(unread.body.data).toMatchObject({ isArchived: false, isRead: false, isSeen: true, firstSeenAt: firstSeen });
    expect(unread.body.data.readAt).toBeUndefined();
    expect(await t.apiMessage(id)).toMatchObject({ archived: false, archivedAt: null, read: false, firstSeenDate: firstSeen });
    await t.inbox().patch(url(id, 'archive')).expect(200);
    const unarchived = await t.inbox().patch(url(id, 'unarchive'));
    expect(unarchived.body.data).toMatchObject({ isArchived: false, isRead: true });
  });
});

describe('PATCH /v1/inbox/notifications/{id}/complete and /revert', () => {
  it('marks the action done (and the notification read), then pending again, on the record GET /v1/messages shows', async () => {
    const [id] = ids as [string];
    const done = await t.inbox().patch(url(id, 'complete'), { actionType: 'primary' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ isRead: true, isSeen: true, primaryAction: { label: 'primary button', isCompleted: true } });
    expect(await t.apiMessage(id)).toMatchObject({ read: true, cta: { action: { status: 'done', result: { type: 'primary' } } } });

    const reverted = await t.inbox().patch(url(id, 'revert'), { actionType: 'primary' });
    expect(reverted.body.data.primaryAction).toEqual({ label: 'primary button', isCompleted: false });
    expect(reverted.body.data.isRead).toBe(true);
    expect((await t.apiMessage(id))?.cta).toMatchObject({ action: { status: 'pending', result: { type: 'primary' } } });
  });

  it('refuses a button the message does not have (400) and an unknown action type (422), changing nothing', async () => {
    const [withPrimary, , withoutButtons] = ids as [string, string, string];
    const before = await t.apiMessages();
    const secondary = await t.inbox().patch(url(withPrimary, 'complete'), { actionType: 'secondary' });
    expect(secondary.status).toBe(400);
    expect(secondary.body.message).toBe('Could not perform action on the secondary button because it does not exist.');
    expect((await t.inbox().patch(url(withoutButtons, 'revert'), { actionType: 'primary' })).status).toBe(400);
    expect((await t.inbox().patch(url(withPrimary, 'complete'), { actionType: 'tertiary' })).status).toBe(422);
    expect((await t.inbox().patch(url(withPrimary, 'complete'), {})).status).toBe(422);
    expect(await t.apiMessages()).toEqual(before);
  });
});

describe('DELETE /v1/inbox/notifications/{id}/delete', () => {
  it('deletes the message for good: 204, gone from the Inbox and from GET /v1/messages; again → 404', async () => {
    const [id] = ids as [string];
    const res = await t.inbox().delete(url(id, 'delete'));
    expect(res.status).toBe(204);
    expect(await t.listIds('')).not.toContain(id);
    expect(await t.apiMessage(id)).toBeUndefined();
    const again = await t.inbox().delete(url(id, 'delete'));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`Notification with id: ${id} is not found.`);
  });
});

describe('token scope of the notification operations', () => {
  const operations = (id: string) => [
    { method: 'patch' as const, path: url(id, 'snooze'), body: { snoozeUntil: inAnHour() } },
    { method: 'patch' as const, path: url(id, 'unsnooze') },
    { method: 'patch' as const, path: url(id, 'complete'), body: { actionType: 'primary' } },
    { method: 'patch' as const, path: url(id, 'revert'), body: { actionType: 'primary' } },
    { method: 'delete' as const, path: url(id, 'delete') },
  ];

  it("answers 404 to another subscriber's or another environment's token, and changes nothing", async () => {
    const [id] = ids as [string];
    await t.inbox().patch(url(id, 'snooze'), { snoozeUntil: inAnHour() }).expect(200);
    const before = await t.apiMessages();
    const strangers = [await t.openSession(DEV_KEY, 'someone-else'), await t.openSession(PROD_KEY, t.subscriberId)];
    for (const stranger of strangers) {
      for (const op of operations(id)) {
        const call = t.inbox(stranger);
        const res = op.method === 'delete' ? await call.delete(op.path) : await call.patch(op.path, op.body);
        expect(res.status, op.path).toBe(404);
      }
      expect(await t.listIds('', stranger)).not.toContain(id);
    }
    expect(await t.apiMessages()).toEqual(before);
  });

  it('never accepts the API key where a session token is required, nor a token where the API key is', async () => {
    const [id] = ids as [string];
    for (const op of operations(id)) {
      const res = await t.request()[op.method](op.path).set('Authorization', `ApiKey ${DEV_KEY}`).send(op.body);
      expect(res.status, op.path).toBe(401);
    }
    const bulk = await t.request().post('/v1/inbox/notifications/delete').set('Authorization', `ApiKey ${DEV_KEY}`).send({});
    expect(bulk.status).toBe(401);
    const withToken = await t.request().get('/v1/messages').set('Authorization', `Bearer ${t.token}`);
    expect(withToken.status).toBe(401);
    expect(await t.apiMessage(id)).toBeDefined();
  });

  it('shows a mark-as-seen through the API key in the Inbox', async () => {
    const [, , id] = ids as [string, string, string];
    await t.api().post(`/v1/subscribers/${t.subscriberId}/messages/mark-as`, { messageId: id, markAs: 'seen' }).expect(201);
    const list = await t.inbox().get('/v1/inbox/notifications?seen=true&limit=100');
    expect(list.body.data.map((n: { id: string }) => n.id)).toContain(id);
  });
});
