import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

describe('POST /v2/subscribers', () => {
  it('creates a subscriber with 201 and the full subscriber shape', async () => {
    const res = await t.api().post('/v2/subscribers', {
      subscriberId: 'new-user-1',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+15555550100',
      locale: 'en-US',
      timezone: 'America/New_York',
      data: { plan: 'pro' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subscriberId: 'new-user-1',
      firstName: 'Grace',
      email: 'grace@example.com',
      timezone: 'America/New_York',
      data: { plan: 'pro' },
      channels: [],
      deleted: false,
      _environmentId: DEV_ENV_ID,
    });
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.createdAt).toBe(res.body.updatedAt);
    const fetched = await t.api().get('/v2/subscribers/new-user-1');
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(res.body);
  });

  it('upserts an existing subscriber: only the sent fields change, still 201', async () => {
    const created = await t.api().post('/v2/subscribers', { subscriberId: 'u-up', firstName: 'A', lastName: 'B', email: 'a@b.co', data: { x: 1 } });
    t.deps.clock.advance(5_000);
    const updated = await t.api().post('/v2/subscribers', { subscriberId: 'u-up', lastName: 'C', phone: '', email: null, data: { x: 1 } });
    expect(updated.status).toBe(201);
    // Omitted fields keep their value; null and "" are set as sent (the real update sets every field that is not undefined).
    expect(updated.body).toMatchObject({ _id: created.body._id, firstName: 'A', lastName: 'C', email: null, phone: '', data: { x: 1 } });
    expect(updated.body.createdAt).toBe(created.body.createdAt);
    expect(Date.parse(updated.body.updatedAt)).toBeGreaterThan(Date.parse(created.body.updatedAt));
  });

  it('fails with 409 when failIfExists=true and the subscriber exists, changing nothing', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'dup', firstName: 'First' });
    const before = t.stateOf();
    const res = await t.api().post('/v2/subscribers?failIfExists=true', { subscriberId: 'dup', firstName: 'Second' });
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 409);
    expect(res.body).toMatchObject({ message: 'Subscriber with id "dup" already exists', error: 'Conflict', path: '/v2/subscribers?failIfExists=true' });
    expect(t.stateOf()).toBe(before);
  });

  it('updates when failIfExists=false, and creates when failIfExists=true and absent', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'dup2', firstName: 'First' });
    const res = await t.api().post('/v2/subscribers?failIfExists=false', { subscriberId: 'dup2', firstName: 'Second' });
    expect(res.status).toBe(201);
    expect(res.body.firstName).toBe('Second');
    const fresh = await t.api().post('/v2/subscribers?failIfExists=true', { subscriberId: 'brand-new' });
    expect(fresh.status).toBe(201);
  });

  it('rejects a non-boolean failIfExists with 422', async () => {
    const res = await t.api().post('/v2/subscribers?failIfExists=yes', { subscriberId: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.errors['query.failIfExists']).toBeDefined();
  });

  it('keeps a "__proto__" key of data as data through later updates (the record copy once made it the prototype)', async () => {
    const body = '{"subscriberId":"proto-1","data":{"__proto__":{"admin":true},"plan":"pro"}}';
    expect((await t.api().post('/v2/subscribers').set('Content-Type', 'application/json').send(body)).status).toBe(201);
    expect((await t.api().patch('/v2/subscribers/proto-1', { firstName: 'Pat' })).status).toBe(200);
    const res = await t.api().get('/v2/subscribers/proto-1');
    expect(res.text).toContain('"data":{"__proto__":{"admin":true},"plan":"pro"}');
    expect(res.body.firstName).toBe('Pat');
  });

  it('trims subscriberId', async () => {
    const res = await t.api().post('/v2/subscribers', { subscriberId: '  padded  ' });
    expect(res.status).toBe(201);
    expect(res.body.subscriberId).toBe('padded');
  });

  it.each([
    ['missing subscriberId', {}, 'body.subscriberId'],
    ['whitespace subscriberId', { subscriberId: '   ' }, 'body.subscriberId'],
    ['non-string subscriberId', { subscriberId: 42 }, 'body.subscriberId'],
    ['invalid email', { subscriberId: 'x', email: 'not-an-email' }, 'body.email'],
    ['invalid timezone', { subscriberId: 'x', timezone: 'Mars/Olympus' }, 'body.timezone'],
    ['invalid locale', { subscriberId: 'x', locale: 'not a locale!' }, 'body.locale'],
    ['number firstName', { subscriberId: 'x', firstName: 5 }, 'body.firstName'],
    ['array data', { subscriberId: 'x', data: [1] }, 'body.data'],
  ])('rejects %s with 422 naming the field, and changes nothing', async (_name, body, field) => {
    const before = t.stateOf();
    const res = await t.api().post('/v2/subscribers', body);
    expect(res.status).toBe(422);
    expectErrorShape(res.body, 422);
    expect(res.body.message).toBe('Validation Error');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.errors[field].messages.length).toBeGreaterThan(0);
    expect(t.stateOf()).toBe(before);
  });

  it('echoes the rejected value in the errors map', async () => {
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'x', email: 'nope' });
    expect(res.body.errors['body.email']).toEqual({ messages: [expect.stringContaining('email')], value: 'nope' });
  });

  it('keeps environments apart: a subscriber created in Development is unknown in Production', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'dev-only' });
    const res = await t.api(PROD_KEY).get('/v2/subscribers/dev-only');
    expect(res.status).toBe(404);
  });
});

describe('GET /v2/subscribers/{subscriberId}', () => {
  it('answers 404 in the real service words for an unknown id', async () => {
    const res = await t.api().get('/v2/subscribers/nobody-here');
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 404);
    expect(res.body).toMatchObject({ message: 'Subscriber: nobody-here was not found', error: 'Not Found', path: '/v2/subscribers/nobody-here' });
  });

  it('decodes percent-encoded ids', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'ann@example.com' });
    const res = await t.api().get('/v2/subscribers/ann%40example.com');
    expect(res.status).toBe(200);
    expect(res.body.subscriberId).toBe('ann@example.com');
  });

  it('returns fixture subscribers with every contract field', async () => {
    const page = await t.api().get('/v2/subscribers?limit=1');
    const first = page.body.data[0];
    const res = await t.api().get(`/v2/subscribers/${encodeURIComponent(first.subscriberId)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
  });
});
