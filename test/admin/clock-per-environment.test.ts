import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../src/domain/shared/index.js';
import { adminOf } from '../../src/mock-admin.js';
import { DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const FUTURE = '2031-02-03T04:05:06.000Z';
const DAY = 86_400_000;
/** How far a "real time" timestamp may be from `Date.now()` in a test. */
const NEAR_MS = 60_000;

/** The instant an ObjectId carries (its first 8 hex digits are seconds). */
const objectIdTime = (id: string): number => parseInt(id.slice(0, 8), 16) * 1000;
const expectNearNow = (iso: string): void => expect(Math.abs(Date.parse(iso) - Date.now())).toBeLessThan(NEAR_MS);

let t: TestApp;
const clock = (body: object, apiKey?: string) => t.request().post(`/__admin/clock${apiKey ? `?apiKey=${apiKey}` : ''}`).send(body);
const readClock = async (apiKey?: string) => (await t.request().get(`/__admin/clock${apiKey ? `?apiKey=${apiKey}` : ''}`)).body;
/** Creates a subscriber with `apiKey` and answers the record (its `_id` and `createdAt` carry the time). */
const create = async (apiKey: string, subscriberId: string) => {
  const res = await t.api(apiKey).post('/v2/subscribers', { subscriberId });
  expect(res.status).toBe(201);
  return res.body as { _id: string; createdAt: string; updatedAt: string };
};

describe('a clock per environment (parallel workers with --isolate-keys)', () => {
  beforeEach(async () => {
    t = await makeTestApp({ envelope: false, isolateKeys: true });
  });

  it('freezing one key moves no other key: records, ObjectIds, error and journal timestamps', async () => {
    const frozen = await clock({ action: 'freeze', at: FUTURE }, 'worker-1');
    expect(frozen.status).toBe(200);
    expect(frozen.body).toEqual({ scope: 'environment', apiKey: 'worker-1', environmentId: expect.any(String), now: FUTURE, frozen: true });

    const mine = await create('worker-1', 'timed');
    const theirs = await create('worker-2', 'timed');
    expect(mine.createdAt).toBe(FUTURE);
    expect(objectIdTime(mine._id)).toBe(Date.parse(FUTURE));
    expectNearNow(theirs.createdAt);
    expectNearNow(new Date(objectIdTime(theirs._id)).toISOString());

    const myError = await t.api('worker-1').get('/v2/subscribers/missing');
    const theirError = await t.api('worker-2').get('/v2/subscribers/missing');
    expect(expectErrorShape(myError.body, 404).timestamp).toBe(FUTURE);
    expectNearNow(expectErrorShape(theirError.body, 404).timestamp as string);

    const journal = (await t.request().get('/__admin/requests?method=POST')).body.data as { at: string; request: { body: unknown } }[];
    expect(journal).toHaveLength(2);
    const [theirEntry, myEntry] = journal;
    expect(myEntry?.at).toBe(FUTURE);
    expectNearNow(theirEntry?.at ?? '');

    expect(await readClock('worker-2')).toMatchObject({ scope: 'environment', apiKey: 'worker-2', frozen: false });
    expect((await readClock()).frozen).toBe(false);
  });

  it('holds delays only in the environment whose clock is frozen', async () => {
    await clock({ action: 'freeze', at: FUTURE }, 'worker-1');
    const trigger = (apiKey: string) =>
      t.api(apiKey).post('/v1/events/trigger', { name: 'welcome-onboarding', to: { subscriberId: 'delayed', email: 'd@t.test' }, payload: { workspaceName: 'Orbit', plan: 'pro' } });
    const statuses = async (apiKey: string, transactionId: string) =>
      ((await t.api(apiKey).get(`/v1/notifications?transactionId=${transactionId}`)).body.data[0].jobs as { status: string }[]).map((j) => j.status);
    const waiting = (await trigger('worker-1')).body.transactionId as string;
    const done = (await trigger('worker-2')).body.transactionId as string;
    expect(await statuses('worker-1', waiting)).toContain('delayed');
    expect(await statuses('worker-2', done)).not.toContain('delayed');
    await clock({ action: 'advance', ms: DAY }, 'worker-1');
    expect(await statuses('worker-1', waiting)).not.toContain('delayed');
  });

  it('freeze → advance → resume runs on in the future; realTime brings timestamps back to now', async () => {
    await clock({ action: 'freeze', at: FUTURE }, 'worker-1');
    await clock({ action: 'advance', ms: 60_000 }, 'worker-1');
    const resumed = await clock({ action: 'resume' }, 'worker-1');
    expect(resumed.body.frozen).toBe(false);
    expect(Date.parse(resumed.body.now)).toBeGreaterThanOrEqual(Date.parse(FUTURE) + 60_000);
    expect(Date.parse((await create('worker-1', 'later')).createdAt)).toBeGreaterThanOrEqual(Date.parse(FUTURE) + 60_000);

    const real = await clock({ action: 'realTime' }, 'worker-1');
    expect(real.body).toMatchObject({ scope: 'environment', frozen: false });
    expectNearNow(real.body.now);
    const record = await create('worker-1', 'now');
    expectNearNow(record.createdAt);
    expectNearNow(new Date(objectIdTime(record._id)).toISOString());
  });

  it('realTime also drops the offset that advance leaves on a running clock', async () => {
    await clock({ action: 'advance', ms: 365 * DAY }, 'worker-1');
    expect(Date.parse((await readClock('worker-1')).now) - Date.now()).toBeGreaterThan(364 * DAY);
    await clock({ action: 'realTime' }, 'worker-1');
    expectNearNow((await readClock('worker-1')).now);
  });

  it('reset of one key puts that key back to real time and leaves the others as they are', async () => {
    await clock({ action: 'freeze', at: FUTURE }, 'worker-1');
    await clock({ action: 'freeze', at: FUTURE }, 'worker-2');
    expect((await t.request().post('/__admin/reset?apiKey=worker-1')).status).toBe(200);
    expect((await readClock('worker-1')).frozen).toBe(false);
    expectNearNow((await create('worker-1', 'after-reset')).createdAt);
    expect(await readClock('worker-2')).toMatchObject({ now: FUTURE, frozen: true });
  });

  it('reset of everything puts every clock back to real time, the mock-wide one included', async () => {
    await clock({ action: 'freeze', at: FUTURE });
    await clock({ action: 'advance', ms: 1000 }, 'worker-1');
    expect((await t.request().post('/__admin/reset')).status).toBe(200);
    const all = await readClock();
    expect(all.frozen).toBe(false);
    expectNearNow(all.now);
    for (const environment of all.environments as { now: string; frozen: boolean }[]) {
      expect(environment.frozen).toBe(false);
      expectNearNow(environment.now);
    }
    expectNearNow((await create('worker-3', 'new-after-reset')).createdAt);
  });

  it('a snapshot does not hold the clock: restoring one leaves the clock as it is', async () => {
    await clock({ action: 'freeze', at: FUTURE }, 'worker-1');
    const snapshot = (await t.request().get('/__admin/snapshot?apiKey=worker-1')).body;
    expect(JSON.stringify(snapshot)).not.toContain('frozen');
    await clock({ action: 'advance', ms: DAY }, 'worker-1');
    expect((await t.request().put('/__admin/snapshot?apiKey=worker-1').send(snapshot)).status).toBe(200);
    expect(await readClock('worker-1')).toMatchObject({ now: '2031-02-04T04:05:06.000Z', frozen: true });
  });

  it('without apiKey, an action moves every clock, and keys that come later start from it', async () => {
    await create('worker-1', 'exists-before');
    const frozen = await clock({ action: 'freeze', at: FUTURE });
    expect(frozen.body).toMatchObject({ scope: 'all', now: FUTURE, frozen: true });
    const listed = frozen.body.environments as { apiKeys: string[]; now: string; frozen: boolean }[];
    expect(listed.map((e) => e.apiKeys).flat()).toEqual(expect.arrayContaining([DEV_KEY, PROD_KEY, 'worker-1']));
    expect(listed.every((e) => e.now === FUTURE && e.frozen)).toBe(true);
    expect((await create('worker-1', 'existing-env')).createdAt).toBe(FUTURE);
    expect((await create(DEV_KEY, 'fixture-env')).createdAt).toBe(FUTURE);
    expect((await create('worker-late', 'new-env')).createdAt).toBe(FUTURE);
    // A request without an environment (an unknown scheme, no key) reads the mock-wide clock.
    const anonymous = await t.request().get('/v2/subscribers').set('Authorization', 'Bearer nothing');
    expect(expectErrorShape(anonymous.body, 401).timestamp).toBe(FUTURE);

    await clock({ action: 'advance', ms: 1000 });
    expect((await readClock('worker-late')).now).toBe('2031-02-03T04:05:07.000Z');
    await clock({ action: 'realTime' });
    for (const environment of (await readClock()).environments as { now: string; frozen: boolean }[]) {
      expect(environment.frozen).toBe(false);
      expectNearNow(environment.now);
    }
  });

  it('freeze without at and without apiKey stops each clock at the instant it shows', async () => {
    await clock({ action: 'freeze', at: FUTURE }, 'worker-1');
    await clock({ action: 'resume' }, 'worker-1');
    await create('worker-2', 'exists');
    const frozen = await clock({ action: 'freeze' });
    const byKey = new Map((frozen.body.environments as { apiKeys: string[]; now: string }[]).map((e) => [e.apiKeys[0], e.now]));
    expect(Date.parse(byKey.get('worker-1') ?? '')).toBeGreaterThanOrEqual(Date.parse(FUTURE));
    expectNearNow(byKey.get('worker-2') ?? '');
  });

  it.each([
    ['an unknown action', { action: 'rewind' }, 'body.action'],
    ['no action', {}, 'body.action'],
    ['an instant that is no date', { action: 'freeze', at: 'tomorrow' }, 'body.at'],
    ['an instant that is no string', { action: 'freeze', at: 1_700_000_000_000 }, 'body.at'],
    ['a negative ms', { action: 'advance', ms: -1 }, 'body.ms'],
    ['ms as text', { action: 'advance', ms: '1000' }, 'body.ms'],
    ['an ms past the last date', { action: 'advance', ms: 8.64e15 }, 'body.ms'],
    ['a field the action does not take', { action: 'resume', realTime: true }, 'body.realTime'],
  ])('refuses %s with 422 in the admin error shape, moving no clock', async (_name, body, field) => {
    await readClock('worker-1');
    await clock({ action: 'freeze', at: FUTURE }); // frozen clocks: any move would show
    const before = await readClock();
    for (const apiKey of [undefined, 'worker-1']) {
      const res = await clock(body, apiKey);
      expect(res.status).toBe(422);
      expectErrorShape(res.body, 422);
      expect(Object.keys(res.body.errors as object)).toEqual([field]);
    }
    expect(await readClock()).toEqual(before);
  });

  it('refuses an infinite ms (1e400 in the JSON) with 422', async () => {
    await clock({ action: 'freeze', at: FUTURE });
    const before = await readClock();
    const res = await t.request().post('/__admin/clock').set('content-type', 'application/json').send('{"action":"advance","ms":1e400}');
    expect(res.status).toBe(422);
    expect(Object.keys(expectErrorShape(res.body, 422).errors as object)).toEqual(['body.ms']);
    expect(await readClock()).toEqual(before);
  });
});

describe('clock setting at start (--freeze-clock)', () => {
  beforeEach(async () => {
    t = await makeTestApp({ envelope: false, isolateKeys: true, freezeClockAt: '2030-06-01T12:00:00.000Z' });
  });

  it('applies to every environment, those created later included, and reset returns to it', async () => {
    expect((await create('worker-1', 'first')).createdAt).toBe('2030-06-01T12:00:00.000Z');
    await clock({ action: 'realTime' }, 'worker-1');
    expectNearNow((await create('worker-1', 'real')).createdAt);
    await t.request().post('/__admin/reset?apiKey=worker-1');
    expect(await readClock('worker-1')).toMatchObject({ now: '2030-06-01T12:00:00.000Z', frozen: true });
    await clock({ action: 'advance', ms: DAY });
    await t.request().post('/__admin/reset');
    expect(await readClock()).toMatchObject({ now: '2030-06-01T12:00:00.000Z', frozen: true });
    expect((await create('worker-2', 'later')).createdAt).toBe('2030-06-01T12:00:00.000Z');
  });
});

describe('the clock helpers of startMockServer()', () => {
  it('take an optional apiKey: one environment, or every clock', async () => {
    t = await makeTestApp({ envelope: false, isolateKeys: true });
    const mock = adminOf(t.deps);
    expect(mock.clock.freeze(FUTURE, 'worker-1')).toMatchObject({ scope: 'environment', apiKey: 'worker-1', now: FUTURE });
    mock.clock.advance(1000, 'worker-1');
    expect(mock.clock.now('worker-1').toISOString()).toBe('2031-02-03T04:05:07.000Z');
    expect(mock.clock.state('worker-2')).toMatchObject({ frozen: false });
    expect(mock.clock.resume('worker-1').frozen).toBe(false);
    expectNearNow(mock.clock.realTime('worker-1').now);
    mock.clock.freeze(new Date(FUTURE));
    expect(mock.clock.now().toISOString()).toBe(FUTURE);
    expect(mock.clock.now('worker-2').toISOString()).toBe(FUTURE);
    const refusal = (act: () => unknown) => {
      try {
        act();
      } catch (error) {
        return error instanceof InvalidInputError ? Object.keys(error.fields) : error;
      }
      return 'nothing thrown';
    };
    expect(refusal(() => mock.clock.freeze(new Date('nonsense')))).toEqual(['body.at']);
    expect(refusal(() => mock.clock.advance(Number.NaN, 'worker-2'))).toEqual(['body.ms']);
    expect(mock.clock.now('worker-2').toISOString()).toBe(FUTURE);
    mock.reset();
    expect(mock.clock.state().frozen).toBe(false);
  });
});

describe('idempotency keys expire by their environment\'s clock', () => {
  it('advancing one key past 24 h forgets its keys, not the other key\'s', async () => {
    t = await makeTestApp({ envelope: false, isolateKeys: true });
    const send = (apiKey: string) => t.api(apiKey).post('/v2/subscribers', { subscriberId: 'idem' }).set('idempotency-key', 'k-1');
    await send('worker-1');
    await send('worker-2');
    await clock({ action: 'advance', ms: DAY + 1 }, 'worker-1');
    expect((await send('worker-1')).headers['idempotency-replay']).toBeUndefined();
    expect((await send('worker-2')).headers['idempotency-replay']).toBe('true');
  });
});
