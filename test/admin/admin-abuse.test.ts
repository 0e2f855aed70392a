import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

/** Attacks on the control plane: each ends in a 4xx in the error shape, and the mock keeps its state and its pace. */
let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});
const admin = () => t.request();

/** A value nested `depth` levels deep (built without recursion; JSON.stringify of it is iterative-safe up to ~10k). */
const nested = (depth: number, leaf: unknown = 'bottom'): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { next: value };
  return value;
};
/** The JSON text of a value nested `depth` levels, written out (JSON.stringify would recurse that deep). */
const nestedJson = (depth: number): string => `${'{"next":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;

const stateOfMock = async () => JSON.stringify((await admin().get('/__admin/snapshot')).body);

async function expectDeepBodyRefused(res: { status: number; body: Record<string, unknown> }): Promise<void> {
  expect(res.status).toBe(400);
  expect(expectErrorShape(res.body, 400).message).toMatch(/^Request body nests deeper than \d+ levels at \S+/);
}

describe('admin bodies get a nesting limit', () => {
  it('refuses a 5,000-deep fault rule with 400 (not a 500 while echoing it); no rule is stored', async () => {
    const res = await admin().post('/__admin/faults').set('content-type', 'application/json').send(`{"status":503,"path":${nestedJson(5000)}}`);
    await expectDeepBodyRefused(res);
    expect((await admin().get('/__admin/faults')).body).toEqual([]);
    expect((await t.api().get('/v2/subscribers?limit=1')).status).toBe(200);
  });

  it('refuses a fixture record whose data nests 10,000 levels; the subscriber never exists, reads and snapshots answer', async () => {
    const before = await stateOfMock();
    const body = `{"subscribers":[{"_id":"665f1c2a9b1e4a0021fff001","subscriberId":"deep","data":${nestedJson(10_000)}}]}`;
    await expectDeepBodyRefused(await admin().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).set('content-type', 'application/json').send(body));
    expect((await t.api().get('/v2/subscribers/deep')).status).toBe(404);
    expect((await t.api().get('/v2/subscribers?limit=100')).status).toBe(200);
    expect(await stateOfMock()).toBe(before);
  });

  it('refuses a snapshot with a record 10,000 levels deep; the state stays as it was', async () => {
    const before = await stateOfMock();
    const snapshot = JSON.parse(before) as { organizations: { environments: { data: { subscribers: unknown[] } }[] }[] };
    const subscribers = snapshot.organizations[0]?.environments[0]?.data.subscribers ?? [];
    const text = JSON.stringify(snapshot).replace('"subscribers":[', `"subscribers":[{"_id":"665f1c2a9b1e4a0021fff002","subscriberId":"deep","data":${nestedJson(10_000)}},`);
    expect(subscribers.length).toBeGreaterThan(0);
    await expectDeepBodyRefused(await admin().put('/__admin/snapshot').set('content-type', 'application/json').send(text));
    expect(await stateOfMock()).toBe(before);
  });

  it('refuses a deep clock action with 400, moving no clock', async () => {
    await admin().post('/__admin/clock').send({ action: 'freeze', at: '2031-01-01T00:00:00.000Z' });
    await expectDeepBodyRefused(await admin().post('/__admin/clock').set('content-type', 'application/json').send(`{"action":"advance","ms":${nestedJson(200)}}`));
    expect((await admin().get('/__admin/clock')).body.now).toBe('2031-01-01T00:00:00.000Z');
  });

  it('takes back any snapshot it gives: records as deep as the API lets in survive a round trip', async () => {
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'deepest', data: nested(98) as object })).status).toBe(201);
    expect((await t.api().post('/v1/events/trigger', { name: 'comment-mention', to: 'deepest', payload: nested(99) as object })).status).toBe(201);
    const snapshot = (await admin().get('/__admin/snapshot')).body;
    expect((await admin().put('/__admin/snapshot').send(snapshot)).status).toBe(200);
    const environment = snapshot.organizations[0].environments[0];
    expect((await admin().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ notifications: environment.data.notifications, messages: environment.data.messages })).status).toBe(201);
  });
});

describe('records of the wrong shape', () => {
  it('a snapshot whose environment variable has values that are no list → 422, nothing changes', async () => {
    const before = await stateOfMock();
    for (const apiKey of [undefined, DEV_KEY]) {
      const snapshot = (await admin().get(`/__admin/snapshot${apiKey ? `?apiKey=${apiKey}` : ''}`)).body;
      snapshot.organizations[0].environmentVariables[0].values = 12345;
      const res = await admin().put(`/__admin/snapshot${apiKey ? `?apiKey=${apiKey}` : ''}`).send(snapshot);
      expect(res.status).toBe(422);
      expect(Object.keys(expectErrorShape(res.body, 422).errors as object)).toEqual(['body.organizations.0.environmentVariables']);
    }
    expect(await stateOfMock()).toBe(before);
  });

  it('records whose ids are objects String() cannot convert → 422 (not a 500 while naming the record), nothing changes', async () => {
    const before = await stateOfMock();
    for (const record of [{ _id: { toString: 1 }, subscriberId: 'x' }, { _id: '665f1c2a9b1e4a0021fff003', subscriberId: { valueOf: 1, toString: 2 } }]) {
      const res = await admin().post(`/__admin/fixtures?apiKey=${DEV_KEY}`).send({ subscribers: [record] });
      expect(res.status).toBe(422);
      expectErrorShape(res.body, 422);
    }
    const snapshot = JSON.parse(before);
    snapshot.organizations[0].environments[0].data.subscribers[0]._id = { toString: 1 };
    const res = await admin().put('/__admin/snapshot').send(snapshot);
    expect(res.status).toBe(422);
    expect(await stateOfMock()).toBe(before);
  });
});

describe('error bodies repeat only a bounded part of what was sent', () => {
  it('cuts a huge string in an admin 422 to its start and length', async () => {
    const res = await admin().post('/__admin/faults').send({ status: 503, path: `/${'x'.repeat(1_000_000)}` });
    expect(res.status).toBe(422);
    expect(res.text.length).toBeLessThan(4_000);
    const value = (expectErrorShape(res.body, 422).errors as Record<string, { value: string }>)['body.path']?.value;
    expect(value).toMatch(/^\/x{1023}… \(1000001 characters\)$/);
  });

  it('cuts a huge string and describes a deep or wide value in an API 422', async () => {
    const huge = await t.api().post('/v2/subscribers', { subscriberId: 'echo', email: 'e'.repeat(900_000) });
    expect(huge.status).toBe(422);
    expect(huge.text.length).toBeLessThan(8_000);
    const deep = await t.api().post('/v2/subscribers', { subscriberId: nested(90) as object });
    expect(deep.status).toBe(422);
    expect(JSON.stringify(expectErrorShape(deep.body, 422).errors)).toContain('[an object of 1 fields]');
    const wide = await t.api().post('/v2/subscribers', { subscriberId: Array.from({ length: 5000 }, (_, i) => i) });
    expect(wide.status).toBe(422);
    expect((wide.body.errors as Record<string, { value: unknown }>)['body.subscriberId']?.value).toBe('[an array of 5000 items]');
  });
});

// The matcher reads each character of a path once (test/lib/glob.test.ts counts it); how fast these answer,
// fault rules and journal filters included, is `npm run bench:glob`'s.
describe('glob patterns full of stars', () => {
  const STARS = '*a*a*a*a*a*a*a*a*b';

  it("match as globs in a fault rule path and a journal filter, on paths of 45 a's", async () => {
    expect((await admin().post('/__admin/faults').send({ path: STARS, status: 503 })).status).toBe(201);
    const path = `/v2/subscribers/${'a'.repeat(45)}`;
    for (let i = 0; i < 30; i++) expect((await t.api().get(path)).status).toBe(404);
    expect((await t.api().get(`${path}b`)).status).toBe(503);
    expect((await admin().get(`/__admin/requests?path=${encodeURIComponent(STARS)}`)).body.data).toHaveLength(1);
    expect((await admin().get(`/__admin/requests/count?path=${encodeURIComponent(STARS)}`)).body.count).toBe(1);
    expect((await admin().get(`/__admin/requests/count?path=${encodeURIComponent('*/aaa*a')}`)).body.count).toBe(30);
  });
});

