/**
 * What `null` and `""` do to each profile field of POST /v2/subscribers, as today's real service keeps them
 * (its create-subscriber e2e tests, the profile DTO's validators, the create-or-update use case), and as the
 * behaviour note (docs/configuration.md) says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';
import { expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const PROFILE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+15555550142',
  avatar: 'https://example.com/ada.png',
  locale: 'en-GB',
  timezone: 'Europe/London',
  data: { plan: 'pro' },
};
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  expect((await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', ...PROFILE })).status).toBe(201);
});

describe('POST /v2/subscribers on an existing subscriber', () => {
  it.each(['firstName', 'lastName', 'email', 'phone', 'avatar', 'locale', 'timezone'])('clears %s when it is sent as null', async (field) => {
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', [field]: null, data: PROFILE.data });
    expect(res.status).toBe(201);
    expect(res.body[field]).toBeNull();
    expect((await t.api().get('/v2/subscribers/empty-values')).body[field]).toBeNull();
  });

  it.each(['firstName', 'lastName', 'phone', 'avatar'])('sets %s to "" when it is sent as ""', async (field) => {
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', [field]: '', data: PROFILE.data });
    expect(res.status).toBe(201);
    expect(res.body[field]).toBe('');
  });

  it('sets data to {} when it is sent as null or not at all (the real controller passes `body.data || {}` on)', async () => {
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', data: null })).body.data).toEqual({});
    await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', data: PROFILE.data });
    expect((await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', firstName: 'Augusta' })).body).toMatchObject({ firstName: 'Augusta', data: {} });
  });

  it('keeps updatedAt when the profile sent changes nothing', async () => {
    const before = (await t.api().get('/v2/subscribers/empty-values')).body.updatedAt;
    t.deps.clock.advance(5_000);
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', firstName: 'Ada', data: { plan: 'pro' } });
    expect(res.body.updatedAt).toBe(before);
  });

  it.each([
    ['email', 'Request body property email must match format "email"'],
    ['data', 'Request body property data must be object,null'],
  ])('answers 422 to %s: "" (and changes nothing)', async (field, message) => {
    const before = t.stateOf();
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', [field]: '' });
    expect(res.status).toBe(422);
    expect(expectErrorShape(res.body, 422).errors).toEqual({ [`body.${field}`]: { messages: [message], value: '' } });
    expect(t.stateOf()).toBe(before);
  });

  it.each([
    ['locale', 'locale must be locale'],
    ['timezone', 'timezone must be a valid IANA time-zone'],
  ])('answers 422 to %s: "" (the real validator checks every value but null)', async (field, message) => {
    const before = t.stateOf();
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', [field]: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors[`body.${field}`].messages).toEqual([message]);
    expectErrorShape(res.body, 422);
    expect(t.stateOf()).toBe(before);
  });
});

describe("the behaviour note (docs/configuration.md) on create subscriber", () => {
  const note = /^- Create subscriber answers 201[\s\S]*?(?=\n- )/m.exec(readFileSync(join(ROOT, 'docs', 'configuration.md'), 'utf8'))?.[0] ?? '';

  it('says that null and "" are kept, which empty values are a 422, and what becomes of data', () => {
    expect(note).toMatch(/`null` and `""` are stored as sent/);
    expect(note).toMatch(/`email: ""`, `locale: ""` and `timezone: ""` are a 422/);
    expect(note).toMatch(/`data: ""`/);
    expect(note).toMatch(/`body\.data \|\| \{\}`/);
  });
});
