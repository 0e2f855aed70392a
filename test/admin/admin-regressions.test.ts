import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

/** Regressions found by driving the admin API against its contract. */
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});
const admin = () => t.request();

describe('admin API regressions', () => {
  it.each([
    ['no body', undefined],
    ['a non-string method', { method: 5, status: 503 }],
    ['a non-string path', { path: 5, delayMs: 1 }],
    ['a text delay', { delayMs: 'abc' }],
    ['a null delay', { delayMs: null }],
    ['a misspelt field', { statsu: 503, delayMs: 0 }],
    ['an unknown method', { method: 'FETCH', status: 503 }],
  ])('refuses a fault rule with %s (422), and the API keeps working', async (_name, body) => {
    const req = admin().post('/__admin/faults');
    const res = await (body === undefined ? req : req.send(body));
    expect(res.status).toBe(422);
    expect((await admin().get('/__admin/faults')).body).toEqual([]);
    expect((await t.api().get('/v2/subscribers?limit=1')).status).toBe(200);
  });

  it('refuses malformed snapshots before writing anything', async () => {
    const before = t.stateOf();
    expect((await admin().put('/__admin/snapshot').send({ version: 1, organizations: [{}] })).status).toBe(422);
    const snapshot = (await admin().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    delete snapshot.organizations[0].environmentVariables;
    snapshot.organizations[0].environments[0].data.subscribers = [];
    expect((await admin().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot)).status).toBe(422);
    expect(t.stateOf()).toBe(before);
  });

  it('restores a snapshot taken after a workflow write named a channel that does not exist (bench:first found it)', async () => {
    const created = await t.api().post('/v2/workflows', { name: 'Channels', workflowId: 'channels', steps: [] });
    expect(created.status).toBe(201);
    const channels = { email: { enabled: false }, pigeon: { enabled: true } };
    const put = await t.api().put(`/v2/workflows/${created.body._id}`, { name: 'Channels', workflowId: 'channels', steps: [], preferences: { workflow: { channels } } });
    expect(put.status).toBe(200);
    const snapshot = (await admin().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    expect((await admin().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot)).status).toBe(200);
    const read = await t.api().get('/v2/workflows/channels');
    expect(read.body.preferences.default.channels.email).toEqual({ enabled: false });
  });

  it('refuses to restore one environment into another key', async () => {
    const snapshot = (await admin().get(`/__admin/snapshot?apiKey=${DEV_KEY}`)).body;
    const before = t.stateOf(PROD_KEY);
    expect((await admin().put(`/__admin/snapshot?apiKey=${PROD_KEY}`).send(snapshot)).status).toBe(422);
    expect((await admin().put('/__admin/snapshot?apiKey=nobody').send(snapshot)).status).toBe(404);
    expect(t.stateOf(PROD_KEY)).toBe(before);
  });

  it('refuses an empty apiKey instead of acting on everything', async () => {
    await t.api(PROD_KEY).post('/v2/subscribers', { subscriberId: 'survives' });
    expect((await admin().post('/__admin/reset?apiKey=')).status).toBe(422);
    expect((await t.api(PROD_KEY).get('/v2/subscribers/survives')).status).toBe(200);
  });

  it('compares since as an instant, whatever its offset; takes only RFC 3339 date-times', async () => {
    await t.api().get('/v2/subscribers?limit=1');
    expect((await admin().get('/__admin/requests/count?since=2000-01-01T02:00:00%2B02:00')).body).toEqual({ count: 1 });
    expect((await admin().get('/__admin/requests/count?since=2999-01-01T00:00:00%2B02:00')).body).toEqual({ count: 0 });
    const httpDate = await admin().get('/__admin/requests/count?since=Sat,%2001%20Jan%202000%2000:00:00%20GMT');
    expect(Object.keys(expectErrorShape(httpDate.body, 422).errors as object)).toEqual(['query.since']);
  });

  it.each([[null], [5]])('refuses a clock instant of %j', async (at) => {
    expect((await admin().post('/__admin/clock').send({ action: 'freeze', at })).status).toBe(422);
    expect(t.deps.clock.frozen).toBe(false);
  });

  it('checks the admin token before reading the body, and only as a Bearer token', async () => {
    const guarded = await makeTestApp({ envelope: false, adminToken: 't' });
    expect((await guarded.request().post('/__admin/faults').set('Content-Type', 'application/json').send('{broken')).status).toBe(401);
    expect((await guarded.request().get('/__admin/health').set('Authorization', 't')).status).toBe(401);
  });

  it('answers 405 with Allow for a known admin path under another method', async () => {
    const res = await admin().patch('/__admin/clock').send({});
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, POST');
  });
});
