import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const NOW = new Date('2030-05-05T10:00:00.000Z');
const GENERAL = '665f1c2a9b1e4a0025000001';
const PROD_GENERAL = '665f1c2a9b1e4a0025000004';

beforeEach(async () => {
  t = await makeTestApp();
  t.deps.clock.freeze(NOW);
});

const groupNames = async (key = DEV_KEY) => (await t.api(key).get('/v1/notification-groups')).body.data.map((g: { name: string }) => g.name);

describe('/v1/notification-groups', () => {
  it('lists the groups the workflows name, in the {data} envelope; creates, reads, renames and deletes', async () => {
    const list = await t.api().get('/v1/notification-groups');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ _id: GENERAL, name: 'General', _environmentId: DEV_ENV_ID }),
      expect.objectContaining({ name: 'Security' }),
      expect.objectContaining({ name: 'Billing' }),
    ]);

    const created = await t.api().post('/v1/notification-groups', { name: 'Marketing' });
    expect(created.status).toBe(201);
    const group = created.body.data;
    expect(group).toEqual({ _id: group._id, id: group._id, name: 'Marketing', _environmentId: DEV_ENV_ID, _organizationId: expect.any(String), createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() });
    expect(await groupNames()).toEqual(['General', 'Security', 'Billing', 'Marketing']);
    expect((await t.api().get(`/v1/notification-groups/${group._id}`)).body.data).toEqual(group);

    const renamed = await t.api().patch(`/v1/notification-groups/${group._id}`, { name: 'Campaigns' });
    expect(renamed.body.data).toMatchObject({ _id: group._id, name: 'Campaigns' });
    expect((await t.api().get(`/v1/notification-groups/${group._id}`)).body.data.name).toBe('Campaigns');

    const deleted = await t.api().delete(`/v1/notification-groups/${group._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: { acknowledged: true, status: 'deleted' } });
    for (const res of [
      await t.api().get(`/v1/notification-groups/${group._id}`),
      await t.api().patch(`/v1/notification-groups/${group._id}`, { name: 'x' }),
      await t.api().delete(`/v1/notification-groups/${group._id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(expectErrorShape(res.body, 404).message).toBe('Not Found');
    }
  });

  it('a renamed group is what the template list embeds; a new group can hold new templates', async () => {
    await t.api().patch(`/v1/notification-groups/${GENERAL}`, { name: 'Everyday' });
    const list = await t.api().get('/v1/notification-templates?query=comment-mention');
    expect(list.body.data[0].notificationGroup).toMatchObject({ _id: GENERAL, name: 'Everyday' });
    const group = (await t.api().post('/v1/notification-groups', { name: 'Marketing' })).body.data;
    const made = await t.api().post('/v1/notification-templates', { name: 'Spring sale', notificationGroupId: group._id, steps: [] });
    expect(made.status).toBe(201);
    expect((await t.api().get('/v1/notification-templates?query=spring')).body.data[0].notificationGroup).toMatchObject({ _id: group._id, name: 'Marketing' });
  });

  it("keeps each environment's groups apart, and refuses bad input with 422", async () => {
    expect((await t.api().get(`/v1/notification-groups/${PROD_GENERAL}`)).status).toBe(404);
    expect((await t.api().patch(`/v1/notification-groups/${PROD_GENERAL}`, { name: 'Taken over' })).status).toBe(404);
    expect((await t.api().delete(`/v1/notification-groups/${PROD_GENERAL}`)).status).toBe(404);
    expect((await t.api(PROD_KEY).get(`/v1/notification-groups/${PROD_GENERAL}`)).body.data.name).toBe('General');
    await t.api().post('/v1/notification-groups', { name: 'Dev only' });
    expect(await groupNames(PROD_KEY)).toEqual(['General', 'Security', 'Billing']);
    for (const res of [
      await t.api().post('/v1/notification-groups', {}),
      await t.api().post('/v1/notification-groups', { name: 3 }),
      await t.api().get('/v1/notification-groups/not-an-id'),
    ]) {
      expect(res.status).toBe(422);
      expectErrorShape(res.body, 422);
    }
    expect(await groupNames()).toEqual(['General', 'Security', 'Billing', 'Dev only']);
  });

  it('survives a snapshot and its restore, and goes back to the seed at a reset', async () => {
    const made = (await t.api().post('/v1/notification-groups', { name: 'Kept' })).body.data;
    const snapshot = (await t.request().get('/__admin/snapshot')).body;
    await t.api().delete(`/v1/notification-groups/${made._id}`);
    expect((await t.request().put('/__admin/snapshot').send(snapshot)).status).toBe(200);
    expect((await t.api().get(`/v1/notification-groups/${made._id}`)).body.data.name).toBe('Kept');
    expect((await t.request().post('/__admin/reset')).status).toBe(200);
    expect(await groupNames()).toEqual(['General', 'Security', 'Billing']);
  });
});

describe('/v1/feeds', () => {
  it('creates feeds with unique names, lists them, and deletes one, answering the feeds left', async () => {
    expect((await t.api().get('/v1/feeds')).body).toEqual({ data: [] });
    const created = await t.api().post('/v1/feeds', { name: 'Activities' });
    expect(created.status).toBe(201);
    const feed = created.body.data;
    expect(feed).toEqual({ _id: feed._id, name: 'Activities', identifier: 'Activities', _environmentId: DEV_ENV_ID, _organizationId: expect.any(String), createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() });
    const second = (await t.api().post('/v1/feeds', { name: 'Billing' })).body.data;
    const taken = await t.api().post('/v1/feeds', { name: 'Activities' });
    expect(taken.status).toBe(409);
    expect(expectErrorShape(taken.body, 409).message).toBe('Feed with identifier: Activities already exists');
    expect((await t.api().get('/v1/feeds')).body.data.map((f: { name: string }) => f.name)).toEqual(['Activities', 'Billing']);
    expect((await t.api(PROD_KEY).get('/v1/feeds')).body.data).toEqual([]);

    const left = await t.api().delete(`/v1/feeds/${second._id}`);
    expect(left.status).toBe(200);
    expect(left.body.data).toEqual([feed]);
    const again = await t.api().delete(`/v1/feeds/${second._id}`);
    expect(again.status).toBe(400);
    expect(expectErrorShape(again.body, 400).message).toBe(`Could not find feed with id ${second._id}`);
    expect((await t.api().delete('/v1/feeds/not-an-id')).status).toBe(422);
  });

  it("refuses to delete a feed that a step's template names, until the step no longer does", async () => {
    const feed = (await t.api().post('/v1/feeds', { name: 'Orders' })).body.data;
    const template = (
      await t.api().post('/v1/notification-templates', { name: 'Feed user', notificationGroupId: GENERAL, steps: [{ template: { type: 'in_app', content: 'x', feedId: feed._id } }] })
    ).body.data;
    expect(template.steps[0].template._feedId).toBe(feed._id);
    const refused = await t.api().delete(`/v1/feeds/${feed._id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Can not delete feed that has existing message');
    await t.api().put(`/v1/notification-templates/${template._id}`, { steps: [{ _templateId: template.steps[0]._templateId, template: { type: 'in_app', content: 'y' } }] });
    expect((await t.api().delete(`/v1/feeds/${feed._id}`)).status).toBe(200);
  });
});

describe('GET /v1/execution-details', () => {
  it("lists an event's execution details for its subscriber, oldest first, with their job, event and workflow ids", async () => {
    const triggered = await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: { subscriberId: 'exec-user', email: 'exec@example.com' }, payload: {} });
    const event = (await t.api().get(`/v1/notifications?transactionId=${triggered.body.data.transactionId}`)).body.data[0];
    const res = await t.api().get(`/v1/execution-details?notificationId=${event._id}&subscriberId=exec-user`);
    expect(res.status).toBe(200);
    const details = res.body.data;
    const expected = event.jobs.flatMap((job: { _id: string; type: string; executionDetails: { _id: string }[] }) => job.executionDetails.map((d) => ({ _id: d._id, _jobId: job._id, channel: job.type })));
    expect(details.map((d: { _id: string; _jobId: string; channel: string }) => ({ _id: d._id, _jobId: d._jobId, channel: d.channel })).sort((a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id))).toEqual(
      expected.sort((a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id)),
    );
    expect(details.length).toBeGreaterThan(1);
    expect(details[0]).toMatchObject({ _notificationId: event._id, _notificationTemplateId: event._templateId, _subscriberId: event._subscriberId, _environmentId: DEV_ENV_ID, transactionId: event.transactionId, isTest: false, isRetry: false });
    const times = details.map((d: { createdAt: string }) => d.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('is empty for another subscriber or an unknown event; an unknown subscriber is a 404; bad ids are 422', async () => {
    const fixture = (await t.api().get('/v1/notifications?limit=1')).body.data[0];
    const subscriberId = fixture.subscriber.subscriberId as string;
    expect((await t.api().get(`/v1/execution-details?notificationId=${fixture._id}&subscriberId=${subscriberId}`)).body.data.length).toBeGreaterThan(0);
    const other = (await t.api().get('/v2/subscribers?limit=50')).body.data.find((s: { subscriberId: string }) => s.subscriberId !== subscriberId).subscriberId;
    expect((await t.api().get(`/v1/execution-details?notificationId=${fixture._id}&subscriberId=${other}`)).body).toEqual({ data: [] });
    expect((await t.api().get(`/v1/execution-details?notificationId=aaaaaaaaaaaaaaaaaaaaaaaa&subscriberId=${subscriberId}`)).body).toEqual({ data: [] });
    const unknown = await t.api().get(`/v1/execution-details?notificationId=${fixture._id}&subscriberId=nobody-here`);
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body, 404).message).toBe('Subscriber not found for id nobody-here');
    expect((await t.api(PROD_KEY).get(`/v1/execution-details?notificationId=${fixture._id}&subscriberId=${subscriberId}`)).status).toBe(404);
    for (const q of [`notificationId=bad&subscriberId=${subscriberId}`, `subscriberId=${subscriberId}`, `notificationId=${fixture._id}`]) {
      expect((await t.api().get(`/v1/execution-details?${q}`)).status, q).toBe(422);
    }
  });
});
