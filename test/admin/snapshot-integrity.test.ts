import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_RECORD_DEPTH } from '../../src/domain/shared/index.js';
import { InvalidInputError } from '../../src/domain/shared/index.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

/** `levels` objects nested in one another: `{a: {a: … 1}}`. */
const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

type Row = Record<string, unknown>;
type Data = Record<string, Row[]>;
type Snapshot = { organizations: [{ environments: [{ data: Data }] }] };
/** Record `i` of a list (the test knows it is there). */
const at = (list: Row[] | undefined, i: number): Row => (list ?? [])[i] as Row;
const DATA = 'body.organizations.0.environments.0.data';

/** DEV's snapshot after one email and one SMS reached the outbox. */
async function devSnapshot(): Promise<Snapshot> {
  const to = { subscriberId: 'ada', email: 'ada@example.com', phone: '+15555550123' };
  await t.api().post('/v1/events/trigger', { name: 'password-reset', to, payload: { resetUrl: 'https://x.test', code: '1', expiresInMinutes: 1, ipAddress: '203.0.113.1' } }).expect(201);
  return (await t.request().get(`/__admin/snapshot?apiKey=${DEV_KEY}`).expect(200)).body as Snapshot;
}

/** Restores `snapshot` into DEV, expecting 422; returns the messages under `field`. The state is as it was. */
async function refused(snapshot: Snapshot, field: string): Promise<string[]> {
  const before = JSON.stringify(t.deps.control.snapshot());
  const res = await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot);
  expect(res.status, res.text).toBe(422);
  expectErrorShape(res.body, 422);
  expect(JSON.stringify(t.deps.control.snapshot())).toBe(before);
  const messages = res.body.errors?.[field]?.messages as string[] | undefined;
  expect(messages, JSON.stringify(res.body.errors)).toBeDefined();
  return messages as string[];
}

describe('restoring a snapshot refuses what the mock could not have made', () => {
  it('an outbox delivery stamped with another environment\'s id', async () => {
    const snapshot = await devSnapshot();
    at(snapshot.organizations[0].environments[0].data.outbox, 1).environmentId = PROD_ENV_ID;
    const [message] = await refused(snapshot, `${DATA}.outbox`);
    expect(message).toContain('record #1');
    expect(message).toContain(`field "environmentId": names environment ${PROD_ENV_ID}`);
  });

  it('two deliveries with the same id', async () => {
    const snapshot = await devSnapshot();
    const outbox = snapshot.organizations[0].environments[0].data.outbox;
    at(outbox, 1).id = at(outbox, 0).id;
    const [message] = await refused(snapshot, `${DATA}.outbox`);
    expect(message).toContain(`field "id": id ${JSON.stringify(at(outbox, 0).id)} is also that of ${DATA}.outbox record #0`);
  });

  it('a record of one environment that names another environment of the organization, or another organization', async () => {
    const snapshot = await devSnapshot();
    const data = snapshot.organizations[0].environments[0].data;
    at(data.subscribers, 0)._environmentId = PROD_ENV_ID;
    expect((await refused(snapshot, `${DATA}.subscribers`))[0]).toContain(`field "_environmentId": names environment ${PROD_ENV_ID}: a record of environment ${DEV_ENV_ID} must name it`);
    at(data.subscribers, 0)._environmentId = DEV_ENV_ID;
    at(data.messages, 0)._organizationId = 'ffffffffffffffffffffffff';
    expect((await refused(snapshot, `${DATA}.messages`))[0]).toContain('field "_organizationId": names organization ffffffffffffffffffffffff');
  });

  it('two subscribers with the same subscriberId, or two records of a kind with the same _id', async () => {
    const snapshot = await devSnapshot();
    const data = snapshot.organizations[0].environments[0].data;
    data.subscribers?.push({ ...at(data.subscribers, 0), _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    data.workflows?.push({ ...at(data.workflows, 0) });
    const [subscriber] = await refused(snapshot, `${DATA}.subscribers`);
    expect(subscriber).toContain(`field "subscriberId": subscriberId ${JSON.stringify(at(data.subscribers, 0).subscriberId)} is also that of record #0`);
    const res = await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot).expect(422);
    expect(res.body.errors[`${DATA}.workflows`].messages[0]).toContain('field "_id"');
  });

  it('a feed or a workflow group that breaks its contract shape (GET /v1/feeds then answered 500)', async () => {
    await t.api().post('/v1/feeds', { name: 'news' }).expect(201);
    const snapshot = await devSnapshot();
    const data = snapshot.organizations[0].environments[0].data;
    delete at(data.feeds, 0).name;
    await refused(snapshot, `${DATA}.feeds`);
    data.feeds = [];
    at(data.notificationGroups, 0).name = 7;
    await refused(snapshot, `${DATA}.notificationGroups`);
    expect((await t.api().get('/v1/feeds')).status).toBe(200);
  });

  it(`a record nesting deeper than ${MAX_RECORD_DEPTH} levels (400 from the body's depth limit); one at the limit is restored and read`, async () => {
    const snapshot = await devSnapshot();
    const subscriber = at(snapshot.organizations[0].environments[0].data.subscribers, 0);
    subscriber.data = nested(MAX_RECORD_DEPTH); // the record: one level more
    const res = await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot).expect(400);
    expect(expectErrorShape(res.body, 400).message).toMatch(/nests deeper than \d+ levels/);
    subscriber.data = nested(MAX_RECORD_DEPTH - 1);
    await t.request().put(`/__admin/snapshot?apiKey=${DEV_KEY}`).send(snapshot).expect(200);
    const read = await t.api().get(`/v2/subscribers/${encodeURIComponent(String(subscriber.subscriberId))}`);
    expect(read.status).toBe(200);
  });

  it('in-process too: a delivery that breaks its shape (an email without html) is a 422 naming it; GET /__admin/outbox then answered 500', async () => {
    const snapshot = (await devSnapshot()) as unknown as Snapshot;
    const email = snapshot.organizations[0].environments[0].data.outbox?.find((d) => d.channel === 'email') as Row;
    delete email.html;
    let error: unknown;
    try {
      t.deps.control.restore(snapshot as never, DEV_KEY);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(JSON.stringify((error as InvalidInputError).fields[`${DATA}.outbox`])).toContain('field \\"html\\": is required');
    expect((await t.request().get('/__admin/outbox')).status).toBe(200);
  });

  it('in-process too: a value 5,000 levels deep is a 422 naming it, never a stack overflow', () => {
    const snapshot = t.deps.control.snapshot(DEV_KEY) as unknown as Snapshot;
    const copy = JSON.parse(JSON.stringify(snapshot)) as Snapshot;
    at(copy.organizations[0].environments[0].data.messages, 0).payload = nested(5_000);
    let error: unknown;
    try {
      t.deps.control.restore(copy as never, DEV_KEY);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(JSON.stringify((error as InvalidInputError).fields)).toContain('field \\"payload\\": nests deeper');
  });
});

describe('a restore that fails half-way', () => {
  it('leaves no half of it: an environment that cannot load it (500) puts every environment back as it was', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'kept-before' }).expect(201);
    const before = JSON.stringify(t.deps.control.snapshot());
    const snapshot = JSON.parse(before) as { organizations: { environments: { data: { subscribers: Row[] } }[] }[] };
    const dev = snapshot.organizations[0]?.environments.find((e) => e.data.subscribers.some((s) => s.subscriberId === 'kept-before'));
    dev?.data.subscribers.splice(0, dev.data.subscribers.length);
    const prod = t.deps.registry.resolve(PROD_KEY);
    if (!prod) throw new Error('no PROD environment');
    // The environment after DEV in the snapshot refuses it once, as a store would refuse what the checks let through.
    vi.spyOn(prod, 'load').mockImplementationOnce(() => {
      throw new Error('a store refused the snapshot');
    });
    const res = await t.request().put('/__admin/snapshot').send(snapshot);
    expect(res.status).toBe(500);
    expect(JSON.stringify(t.deps.control.snapshot())).toBe(before);
    expect((await t.api().get('/v2/subscribers/kept-before')).status).toBe(200);
  });
});

describe('an admin fixture load that fails half-way', () => {
  it('leaves nothing behind: records put before a store refused are taken back (500)', async () => {
    const before = JSON.stringify(t.deps.control.snapshot());
    const dev = t.deps.registry.resolve(DEV_KEY);
    if (!dev) throw new Error('no DEV environment');
    vi.spyOn(dev.environmentVariables, 'put').mockImplementationOnce(() => {
      throw new Error('a store refused the record');
    });
    const res = await t
      .request()
      .post(`/__admin/fixtures?apiKey=${DEV_KEY}`)
      .send({ subscribers: [{ subscriberId: 'half-loaded' }], environmentVariables: [{ key: 'HALF', values: [{ _environmentId: DEV_ENV_ID, value: 'v' }] }] });
    expect(res.status).toBe(500);
    expect(JSON.stringify(t.deps.control.snapshot())).toBe(before);
    expect((await t.api().get('/v2/subscribers/half-loaded')).status).toBe(404);
  });
});

describe('a snapshot of the mock\'s own making', () => {
  it('is taken back after feeds, groups, tenants, topics and deliveries were made', async () => {
    await t.api().post('/v1/feeds', { name: 'news' }).expect(201);
    await t.api().post('/v1/notification-groups', { name: 'Billing' }).expect(201);
    await t.api().post('/v1/tenants', { identifier: 'deep-tenant', name: 'Deep', data: { plan: nested(90) } }).expect(201);
    await devSnapshot();
    const text = JSON.stringify(t.deps.control.snapshot());
    await t.request().put('/__admin/snapshot').set('content-type', 'application/json').send(text).expect(200);
    expect(JSON.stringify(t.deps.control.snapshot())).toBe(text);
  });
});
