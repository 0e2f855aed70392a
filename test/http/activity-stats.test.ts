import { describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const COMMENT_MENTION = '665f1c2a9b1e4a0022000003';
const PASSWORD_RESET = '665f1c2a9b1e4a0022000002';

/** Development's own clock (Production's stays as it is). */
const devClock = async (t: TestApp, body: object) => expect((await t.request().post(`/__admin/clock?apiKey=${DEV_KEY}`).send(body)).status).toBe(200);
const trigger = async (t: TestApp, name: string, to: string[], payload: object = {}) =>
  expect((await t.api().post('/v1/events/trigger', { name, to, payload })).body.data.status).toBe('processed');
const stats = async (t: TestApp, key = DEV_KEY) => {
  const res = await t.api(key).get('/v1/notifications/stats');
  expect(res.status).toBe(200);
  return res.body.data;
};
const graph = async (t: TestApp, query = '') => {
  const res = await t.api().get(`/v1/notifications/graph/stats${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('activity statistics', () => {
  it("count the week's and the month's events on the environment's clock, and another environment's not at all", async () => {
    const t = await makeTestApp();
    const production = await stats(t, PROD_KEY);
    // Years after every fixture event.
    await devClock(t, { action: 'freeze', at: '2030-03-31T12:00:00.000Z' });
    expect(await stats(t)).toEqual({ weeklySent: 0, monthlySent: 0 });
    await trigger(t, 'comment-mention', ['stats-a', 'stats-b']);
    await devClock(t, { action: 'advance', ms: 86_400_000 });
    await trigger(t, 'password-reset', ['stats-a'], { resetUrl: 'https://app.example.test/reset/1' });
    expect(await stats(t)).toEqual({ weeklySent: 3, monthlySent: 3 });
    await devClock(t, { action: 'advance', ms: 8 * 86_400_000 });
    expect(await stats(t)).toEqual({ weeklySent: 0, monthlySent: 3 });
    await devClock(t, { action: 'advance', ms: 30 * 86_400_000 });
    expect(await stats(t)).toEqual({ weeklySent: 0, monthlySent: 0 });
    expect(await stats(t, PROD_KEY)).toEqual(production);
  });

  it('take a calendar month: on March 31 the month began on February 28 at the same time', async () => {
    const t = await makeTestApp();
    await devClock(t, { action: 'freeze', at: '2030-02-28T11:59:59.999Z' });
    await trigger(t, 'comment-mention', ['too-early']);
    await devClock(t, { action: 'advance', ms: 1 });
    await trigger(t, 'comment-mention', ['just-in-time']);
    await devClock(t, { action: 'freeze', at: '2030-03-31T12:00:00.000Z' });
    expect(await stats(t)).toEqual({ weeklySent: 0, monthlySent: 1 });
  });

  it('graph the events per UTC day, newest day first, each counted once per channel', async () => {
    const t = await makeTestApp();
    await devClock(t, { action: 'freeze', at: '2030-03-31T12:00:00.000Z' });
    expect(await graph(t)).toEqual([]);
    await trigger(t, 'comment-mention', ['graph-a', 'graph-b']);
    await devClock(t, { action: 'advance', ms: 86_400_000 });
    await trigger(t, 'password-reset', ['graph-a'], { resetUrl: 'https://app.example.test/reset/2' });
    await trigger(t, 'comment-mention', ['graph-a']);
    const days = [
      { _id: '2030-04-01', count: 4, templates: [COMMENT_MENTION, PASSWORD_RESET], channels: ['in_app', 'push', 'email', 'sms'] },
      { _id: '2030-03-31', count: 4, templates: [COMMENT_MENTION], channels: ['in_app', 'push'] },
    ];
    const all = await graph(t);
    expect(all.map((d: { _id: string }) => d._id)).toEqual(['2030-04-01', '2030-03-31']);
    expect(all.map((d: { templates: string[]; channels: string[] }) => ({ ...d, templates: [...d.templates].sort(), channels: [...d.channels].sort() }))).toEqual(
      days.map((d) => ({ ...d, templates: [...d.templates].sort(), channels: [...d.channels].sort() })),
    );
    // `days` reaches back that many days from now: one day back is exactly the first trigger's instant.
    expect((await graph(t, '?days=1')).length).toBe(2);
    await devClock(t, { action: 'advance', ms: 1 });
    expect((await graph(t, '?days=1')).map((d: { _id: string }) => d._id)).toEqual(['2030-04-01']);
    expect(await graph(t, '?days=0')).toEqual(await graph(t));
    expect((await graph(t, '?days=1.9')).map((d: { _id: string }) => d._id)).toEqual(['2030-04-01']);
    await devClock(t, { action: 'advance', ms: 40 * 86_400_000 });
    expect(await graph(t)).toEqual([]);
    expect((await graph(t, '?days=45')).length).toBe(2);
  });

  it("refuse a `days` that is no number with the real command's words", async () => {
    const t = await makeTestApp();
    const res = await t.api().get('/v1/notifications/graph/stats?days=week');
    expectErrorShape(res.body, 422);
    expect(res.body.message).toBe('Validation failed for GetActivityGraphStatsCommand: days: days must be a number conforming to the specified constraints');
    expect(res.body.errors).toEqual({ days: { messages: ['days must be a number conforming to the specified constraints'], value: 'week' } });
  });

  it('are served at their own paths, not taken for a notification id (which answered 422 before)', async () => {
    const t = await makeTestApp();
    for (const path of ['/v1/notifications/stats', '/v1/notifications/graph/stats']) {
      const res = await t.api().get(path);
      expect(res.status, path).toBe(200);
    }
    expect((await t.api().get('/v1/notifications/statz')).status).toBe(422);
  });
});
