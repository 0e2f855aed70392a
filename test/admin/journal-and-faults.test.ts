import { beforeEach, describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';
import { FAULT_STATUSES } from '../../src/control/faults.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});
const admin = () => t.request();
const journal = async (query = '') => (await admin().get(`/__admin/requests${query}`)).body;

describe('the request journal', () => {
  it('records API exchanges newest first, with redacted keys and no admin calls', async () => {
    await t.api().get('/v2/subscribers?limit=1');
    await t.api().post('/v2/subscribers', { subscriberId: 'journaled' });
    await admin().get('/__admin/health');
    const { total, data } = await journal();
    expect(total).toBe(2);
    expect(data[0]).toMatchObject({
      method: 'POST',
      path: '/v2/subscribers',
      status: 201,
      operationId: 'createSubscriber',
      apiKey: 'test-a…',
      request: { body: { subscriberId: 'journaled' } },
      response: { body: { subscriberId: 'journaled' } },
    });
    expect(data[0].request.headers.authorization).toBe('ApiKey [redacted]');
    expect(JSON.stringify(data)).not.toContain(DEV_KEY);
    expect(data[1]).toMatchObject({ method: 'GET', query: { limit: '1' }, status: 200 });
    expect(data[1].durationMs).toEqual(expect.any(Number));
  });

  it('keeps a JSON request body as it was sent: unicode intact, duplicate keys and spacing as written', async () => {
    const sent = '{ "subscriberId": "ünï-😀",  "firstName": "first", "firstName": "Zoë" }';
    const res = await t.request().post('/v2/subscribers').set('Authorization', `ApiKey ${DEV_KEY}`).set('Content-Type', 'application/json').send(sent);
    expect(res.status).toBe(201);
    const [entry] = (await journal()).data;
    // The journal answers the body parsed, as the API read it (the last duplicate key wins).
    expect(entry.request.body).toEqual({ subscriberId: 'ünï-😀', firstName: 'Zoë' });
    expect(entry.response.body).toMatchObject({ subscriberId: 'ünï-😀', firstName: 'Zoë' });
  });

  it('filters by method, path pattern, status, API key, since and limit', async () => {
    await t.api().get('/v2/subscribers/nobody');
    await t.api().get('/v2/subscribers?limit=1');
    await t.api(PROD_KEY).post('/v2/subscribers', { subscriberId: 'p' });
    expect((await journal('?method=post')).total).toBe(1);
    expect((await journal('?path=/v2/subscribers/*')).total).toBe(1);
    expect((await journal('?status=404')).data[0].path).toBe('/v2/subscribers/nobody');
    expect((await journal(`?apiKey=${PROD_KEY}`)).total).toBe(1);
    expect((await journal('?limit=1')).data).toHaveLength(1);
    expect((await journal('?since=2999-01-01T00:00:00.000Z')).total).toBe(0);
    expect((await admin().get('/__admin/requests/count?method=GET')).body).toEqual({ count: 2 });
    expect((await admin().get('/__admin/requests?status=abc')).status).toBe(422);
  });

  it('is cleared on request', async () => {
    await t.api().get('/v2/subscribers?limit=1');
    expect((await admin().delete('/__admin/requests')).status).toBe(204);
    expect((await journal()).total).toBe(0);
  });

  it('keeps only the newest entries (bounded ring buffer)', async () => {
    const small = await makeTestApp({ envelope: false, journalSize: 3 });
    for (let i = 0; i < 7; i++) await small.api().get(`/v2/subscribers/n-${i}`);
    const { data } = (await small.request().get('/__admin/requests')).body;
    expect(data.map((e: { path: string }) => e.path)).toEqual(['/v2/subscribers/n-6', '/v2/subscribers/n-5', '/v2/subscribers/n-4']);
  });

  it('never holds secret variable values', async () => {
    await t.api().post('/v1/environment-variables', { key: 'J_SECRET', isSecret: true, values: [{ _environmentId: DEV_ENV_ID, value: 'journal-plaintext' }] });
    await t.api().post('/v1/environment-variables', { key: '1BAD', isSecret: true, values: [{ _environmentId: DEV_ENV_ID, value: 'rejected-plaintext' }] });
    await t.api().patch('/v1/environment-variables/J_SECRET', { values: [{ _environmentId: DEV_ENV_ID, value: 'patched-plaintext' }] });
    await t.api().post('/v1/environment-variables', { key: 'J_PLAIN', values: [{ _environmentId: DEV_ENV_ID, value: 'visible-value' }] });
    const text = JSON.stringify(await journal());
    for (const secret of ['journal-plaintext', 'rejected-plaintext', 'patched-plaintext']) expect(text).not.toContain(secret);
    expect(text).toContain('visible-value');
  });

  it('records contract diagnostics of responses outside strict mode', async () => {
    const lax = await makeTestApp({ envelope: false, strict: false });
    const environment = lax.deps.registry.resolve(DEV_KEY);
    const victim = environment?.subscribers.list()[0];
    if (victim) environment?.subscribers.update(victim, (s) => Object.assign(s, { email: 42 }));
    await lax.api().get(`/v2/subscribers/${encodeURIComponent(victim?.subscriberId ?? '')}`);
    const { data } = (await lax.request().get('/__admin/requests')).body;
    expect(data[0].contractViolations[0]).toMatchObject({ location: 'body', field: ['email'] });
  });
});

describe('fault rules', () => {
  it('forces a 429 with Retry-After and rate-limit headers in the API error shape', async () => {
    const rule = (await admin().post('/__admin/faults').send({ method: 'GET', path: '/v2/subscribers', status: 429, retryAfter: 7 })).body;
    expect(rule).toMatchObject({ id: expect.any(String), status: 429, hits: 0 });
    const res = await t.api().get('/v2/subscribers');
    expect(res.status).toBe(429);
    expectErrorShape(res.body, 429);
    expect(res.body.message).toBe('API rate limit exceeded');
    expect(res.headers['retry-after']).toBe('7');
    expect(res.headers['ratelimit-remaining']).toBe('0');
    expect((await t.api().get('/v2/subscribers/someone')).status).toBe(404);
    expect((await journal('?status=429')).data[0].fault).toBe(rule.id);
  });

  it('fires only for the next N matches, and only for the given API key', async () => {
    await admin().post('/__admin/faults').send({ apiKey: PROD_KEY, status: 503, times: 2 });
    expect((await t.api(DEV_KEY).get('/v2/subscribers')).status).toBe(200);
    expect((await t.api(PROD_KEY).get('/v2/subscribers')).status).toBe(503);
    expect((await t.api(PROD_KEY).get('/v2/subscribers')).status).toBe(503);
    expect((await t.api(PROD_KEY).get('/v2/subscribers')).status).toBe(200);
    expect((await admin().get('/__admin/faults')).body).toEqual([]);
  });

  it('gives 500s an errorId, and never fires with probability 0', async () => {
    await admin().post('/__admin/faults').send({ path: '/v2/*', status: 500, probability: 0 });
    expect((await t.api().get('/v2/subscribers')).status).toBe(200);
    await admin().delete('/__admin/faults');
    await admin().post('/__admin/faults').send({ path: '/v2/*', status: 500 });
    const res = await t.api().get('/v2/subscribers');
    expect(res.status).toBe(500);
    expect(res.body.errorId).toEqual(expect.any(String));
  });

  it('delays matching requests, then serves them', async () => {
    await admin().post('/__admin/faults').send({ path: '/v2/subscribers', delayMs: { min: 150, max: 200 } });
    const started = Date.now();
    const res = await t.api().get('/v2/subscribers');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
  });

  it('removes one rule by id', async () => {
    const rule = (await admin().post('/__admin/faults').send({ status: 503 })).body;
    expect((await admin().delete(`/__admin/faults/${rule.id}`)).status).toBe(204);
    expect((await admin().delete(`/__admin/faults/${rule.id}`)).status).toBe(404);
    expect((await t.api().get('/v2/subscribers')).status).toBe(200);
  });

  it.each([
    [{ status: 418 }],
    [{}],
    [{ status: 503, probability: 2 }],
    [{ delayMs: -5 }],
    [{ status: 503, times: 0 }],
  ])('refuses an invalid rule %j with 422', async (rule) => {
    const res = await admin().post('/__admin/faults').send(rule);
    expect(res.status).toBe(422);
    expectErrorShape(res.body, 422);
  });
});

describe('every status a fault rule accepts', () => {
  // Strict mode turns a reply that breaks the contract into a 500: a faulted reply must pass it as is.
  const operations = [
    ['GET', '/v2/subscribers'],
    ['POST', '/v2/subscribers'],
    ['DELETE', '/v1/environment-variables/ANY_KEY'],
    ['PATCH', '/v1/subscribers/anyone/credentials'],
    ['POST', '/v1/events/trigger'],
  ] as const;
  it.each(FAULT_STATUSES.map((status) => [status]))('forces %i with a body the contract accepts', async (status) => {
    for (const [method, path] of operations) {
      await admin().post('/__admin/faults').send({ method, path, status, times: 1 });
      const call = t.api();
      const res =
        method === 'GET' ? await call.get(path)
        : method === 'DELETE' ? await call.delete(path)
        : method === 'PATCH' ? await call.patch(path, { providerId: 'fcm' })
        : await call.post(path, { subscriberId: 'x' });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
      expectErrorShape(res.body, status);
      // As the real service answers each status: the rate limiter's ctx is {}, the validation pipe's too, a 500 has none.
      const ctx = status === 500 ? undefined : status === 429 || status === 422 ? {} : { error: res.body.error, statusCode: status };
      expect(res.body.ctx, `${method} ${path}`).toEqual(ctx);
      if (status === 422) expect(res.body.errors).toEqual({ general: { messages: [res.body.message], value: 'No Value Recorded' } });
      expect((await journal('?limit=1')).data[0].contractViolations).toBeUndefined();
    }
  });

  it('gives a forced 422 its own message in errors.general', async () => {
    await admin().post('/__admin/faults').send({ path: '/v2/subscribers', status: 422, message: 'nope', times: 1 });
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'x' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: 'nope', errors: { general: { messages: ['nope'], value: 'No Value Recorded' } } });
  });
});
