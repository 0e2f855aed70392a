import { beforeEach, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../src/domain/variables/index.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

const storedRecords = () => JSON.stringify(t.deps.registry.resolve(DEV_KEY)?.environmentVariables.records());

describe('POST /v1/environment-variables', () => {
  it('creates a variable with one value per environment (200)', async () => {
    const res = await t.api().post('/v1/environment-variables', {
      key: 'API_URL',
      values: [
        { _environmentId: DEV_ENV_ID, value: 'https://dev.example.com' },
        { _environmentId: PROD_ENV_ID, value: 'https://example.com' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key: 'API_URL', type: 'string', isSecret: false, values: [{ _environmentId: DEV_ENV_ID, value: 'https://dev.example.com' }, { _environmentId: PROD_ENV_ID, value: 'https://example.com' }] });
    expect(res.body._organizationId).toBe('665f1c2a9b1e4a0012a00001');
    expect((await t.api(PROD_KEY).get('/v1/environment-variables/API_URL')).body.values).toHaveLength(2);
  });

  it('masks secret values everywhere and stores them sealed', async () => {
    const plaintext = 'sk_live_do-not-leak-4242';
    const res = await t.api().post('/v1/environment-variables', { key: 'STRIPE_KEY', isSecret: true, values: [{ _environmentId: DEV_ENV_ID, value: plaintext }] });
    expect(res.status).toBe(200);
    expect(res.body.values).toEqual([{ _environmentId: DEV_ENV_ID, value: SECRET_MASK }]);
    expect(SECRET_MASK).toBe('\u2022'.repeat(8));
    const listed = await t.api().get('/v1/environment-variables');
    const fetched = await t.api().get('/v1/environment-variables/STRIPE_KEY');
    for (const body of [listed.text, fetched.text, res.text]) expect(body).not.toContain(plaintext);
    expect(storedRecords()).not.toContain(plaintext);
  });

  it('seals the fixture secrets too', async () => {
    const secrets = (await t.api().get('/v1/environment-variables')).body.filter((v: { isSecret: boolean }) => v.isSecret);
    expect(secrets.length).toBeGreaterThan(0);
    for (const v of secrets) for (const value of v.values) expect(value.value).toBe(SECRET_MASK);
    expect(storedRecords()).toMatch(/aes256gcm:/);
  });

  it('answers 409 for a key that exists in the organization, changing nothing', async () => {
    await t.api().post('/v1/environment-variables', { key: 'DUP' });
    const before = storedRecords();
    const res = await t.api(PROD_KEY).post('/v1/environment-variables', { key: 'DUP' });
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 409);
    expect(res.body.message).toBe('Environment variable with key "DUP" already exists');
    expect(storedRecords()).toBe(before);
  });

  it.each([
    ['a key starting with a digit', { key: '1ABC' }, 'body.key'],
    ['a key with a dash', { key: 'A-B' }, 'body.key'],
    ['a key over 256 characters', { key: `A${'b'.repeat(256)}` }, 'body.key'],
    ['a missing key', {}, 'body.key'],
    ['another type', { key: 'K', type: 'number' }, 'body.type'],
    ['an unknown environment', { key: 'K', values: [{ _environmentId: 'ffffffffffffffffffffffff', value: 'v' }] }, 'body.values.0._environmentId'],
    ['a duplicate environment', { key: 'K', values: [{ _environmentId: DEV_ENV_ID, value: 'a' }, { _environmentId: DEV_ENV_ID, value: 'b' }] }, 'body.values'],
    ['a value over 256 characters', { key: 'K', values: [{ _environmentId: DEV_ENV_ID, value: 'x'.repeat(257) }] }, 'body.values.0.value'],
  ])('answers 422 for %s, changing nothing', async (_name, body, field) => {
    const before = storedRecords();
    const res = await t.api().post('/v1/environment-variables', body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(storedRecords()).toBe(before);
  });

  it('accepts lowercase keys (the pattern allows them)', async () => {
    expect((await t.api().post('/v1/environment-variables', { key: 'lower_case1' })).status).toBe(200);
  });
});

describe('environment variable companions', () => {
  it('lists newest first, filtered by a case-insensitive search on the key', async () => {
    t.deps.clock.advance(1000);
    await t.api().post('/v1/environment-variables', { key: 'SEARCH_ME_TOO' });
    const all = (await t.api().get('/v1/environment-variables')).body;
    expect(all[0].key).toBe('SEARCH_ME_TOO');
    const found = (await t.api().get('/v1/environment-variables?search=search_me')).body;
    expect(found.map((v: { key: string }) => v.key)).toEqual(['SEARCH_ME_TOO']);
  });

  it('updates values, secrecy and the key; a taken key is 409', async () => {
    await t.api().post('/v1/environment-variables', { key: 'TOKEN', values: [{ _environmentId: DEV_ENV_ID, value: 'plain-one' }] });
    const secret = await t.api().patch('/v1/environment-variables/TOKEN', { isSecret: true });
    expect(secret.body.values).toEqual([{ _environmentId: DEV_ENV_ID, value: SECRET_MASK }]);
    expect(storedRecords()).not.toContain('plain-one');
    const back = await t.api().patch('/v1/environment-variables/TOKEN', { isSecret: false });
    expect(back.body.values).toEqual([{ _environmentId: DEV_ENV_ID, value: 'plain-one' }]);
    const renamed = await t.api().patch('/v1/environment-variables/TOKEN', { key: 'TOKEN_V2', values: [] });
    expect(renamed.body).toMatchObject({ key: 'TOKEN_V2', values: [] });
    expect((await t.api().get('/v1/environment-variables/TOKEN')).status).toBe(404);
    await t.api().post('/v1/environment-variables', { key: 'TAKEN' });
    expect((await t.api().patch('/v1/environment-variables/TOKEN_V2', { key: 'TAKEN' })).status).toBe(409);
    expect((await t.api().patch('/v1/environment-variables/TOKEN_V2', {})).status).toBe(422);
  });

  it('deletes with 204, then 404', async () => {
    await t.api().post('/v1/environment-variables', { key: 'GONE' });
    const res = await t.api().delete('/v1/environment-variables/GONE');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const again = await t.api().get('/v1/environment-variables/GONE');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Environment variable with key "GONE" not found');
  });
});
