/**
 * What `null` and `""` do to each profile field of POST /v2/subscribers, field by field, as the behaviour notes (docs/configuration.md)
 * behaviour notes say: null is "not sent" everywhere; "" is "not sent" for the free-text fields, and a
 * 422 where the contract wants an email address or an object.
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
  it.each(Object.keys(PROFILE))('keeps %s when it is sent as null', async (field) => {
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', [field]: null });
    expect(res.status).toBe(201);
    expect(res.body[field]).toEqual(PROFILE[field as keyof typeof PROFILE]);
  });

  it.each(['firstName', 'lastName', 'phone', 'avatar', 'locale', 'timezone'])('keeps %s when it is sent as ""', async (field) => {
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'empty-values', [field]: '' });
    expect(res.status).toBe(201);
    expect(res.body[field]).toEqual(PROFILE[field as keyof typeof PROFILE]);
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
});

describe("the behaviour note (docs/configuration.md) on create subscriber", () => {
  const note = /^- Create subscriber answers 201[\s\S]*?(?=\n- )/m.exec(readFileSync(join(ROOT, 'docs', 'configuration.md'), 'utf8'))?.[0] ?? '';

  it('says which fields take "" as not sent, and that email: "" and data: "" are a 422', () => {
    expect(note).toMatch(/`null` counts as not sent for every field/);
    expect(note).toMatch(/`""` for `firstName`, `lastName`, `phone`,\s+`avatar`, `locale` and `timezone`/);
    expect(note).toMatch(/`email: ""` is a\s+422/);
    expect(note).toMatch(/`data: ""`/);
    expect(note).not.toMatch(/`null` and `""` count as not sent/);
  });
});
