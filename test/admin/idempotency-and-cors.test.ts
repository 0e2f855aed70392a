import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_KEY, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

const createVariable = (key: string, idempotencyKey: string, apiKey = DEV_KEY) =>
  t.api(apiKey).post('/v1/environment-variables', { key }).set('idempotency-key', idempotencyKey);

describe('idempotency', () => {
  it('replays the first response of a POST with the same key and body, with one effect', async () => {
    const first = await createVariable('IDEM_ONE', 'key-1');
    expect(first.status).toBe(200);
    expect(first.headers['idempotency-key']).toBe('key-1');
    const replay = await createVariable('IDEM_ONE', 'key-1');
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotency-replay']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await t.api().get('/v1/environment-variables?search=IDEM_ONE')).body).toHaveLength(1);
  });

  it('replays errors with their status too', async () => {
    await t.api().post('/v2/subscribers', { subscriberId: 'idem-dup' });
    const first = await t.api().post('/v2/subscribers?failIfExists=true', { subscriberId: 'idem-dup' }).set('idempotency-key', 'k-err');
    const again = await t.api().post('/v2/subscribers?failIfExists=true', { subscriberId: 'idem-dup' }).set('idempotency-key', 'k-err');
    expect(first.status).toBe(409);
    expect(again.status).toBe(409);
    expect(again.headers['idempotency-replay']).toBe('true');
  });

  it('refuses the same key with another body (422)', async () => {
    await createVariable('IDEM_A', 'key-2');
    const res = await createVariable('IDEM_B', 'key-2');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Request with key "key-2" is being reused for a different body');
    expect((await t.api().get('/v1/environment-variables/IDEM_B')).status).toBe(404);
  });

  it('answers 409 with Retry-After while the first request still runs', async () => {
    // The first request is held 5 s: the second goes out once the first is held, and is answered long before
    // (a key in flight is answered before any fault applies).
    await t.request().post('/__admin/faults').send({ path: '/v1/environment-variables', delayMs: 5_000 });
    const slow = createVariable('IDEM_SLOW', 'key-3').then((r) => r);
    await vi.waitFor(async () => expect((await t.request().get('/__admin/faults')).body[0]?.hits).toBe(1), { timeout: 30_000, interval: 10 });
    const concurrent = await createVariable('IDEM_SLOW', 'key-3');
    expect(concurrent.status).toBe(409);
    expect(concurrent.headers['retry-after']).toBe('1');
    expect((await slow).status).toBe(200);
    expect((await createVariable('IDEM_SLOW', 'key-3')).headers['idempotency-replay']).toBe('true');
  });

  it('refuses a key over 255 characters (400) and ignores keys on GET', async () => {
    const res = await createVariable('IDEM_LONG', 'k'.repeat(256));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('exceeded the maximum allowed length of 255 characters');
    const get = await t.api().get('/v2/subscribers?limit=1').set('idempotency-key', 'k'.repeat(300));
    expect(get.status).toBe(200);
    expect(get.headers['idempotency-replay']).toBeUndefined();
  });

  it('frees stored responses once their 24 h are over, without the same key coming back', async () => {
    const store = t.deps.control.deps.idempotency;
    const envId = t.deps.registry.resolve(DEV_KEY)?.id ?? '';
    await t.request().post('/__admin/clock').send({ action: 'freeze' });
    for (let i = 0; i < 5; i++) expect((await createVariable(`IDEM_SWEEP_${i}`, `sweep-${i}`)).status).toBe(200);
    expect(store.size(envId)).toBe(5);
    await t.request().post('/__admin/clock').send({ action: 'advance', ms: 24 * 3600_000 + 1 });
    expect((await createVariable('IDEM_SWEEP_NEXT', 'sweep-next')).status).toBe(200);
    expect(store.size(envId)).toBe(1);
    // Expired: the key runs for real again (the variable exists, so 409 instead of a replayed 200).
    expect((await createVariable('IDEM_SWEEP_0', 'sweep-0')).status).toBe(409);
  });

  it('keeps keys per environment and forgets them on reset', async () => {
    await createVariable('IDEM_ENV', 'key-4');
    const prod = await t.api(PROD_KEY).post('/v2/subscribers', { subscriberId: 'other' }).set('idempotency-key', 'key-4');
    expect(prod.status).toBe(201);
    expect(prod.headers['idempotency-replay']).toBeUndefined();
    await t.request().post('/__admin/reset');
    const after = await createVariable('IDEM_ENV', 'key-4');
    expect(after.headers['idempotency-replay']).toBeUndefined();
    expect(after.status).toBe(200);
  });

  it('does not store an injected fault: a retry with the same key runs for real', async () => {
    await t.request().post('/__admin/faults').send({ path: '/v1/environment-variables', status: 429, times: 1 });
    expect((await createVariable('IDEM_RETRY', 'key-5')).status).toBe(429);
    const retry = await createVariable('IDEM_RETRY', 'key-5');
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotency-replay']).toBeUndefined();
    expect(retry.body.values).toEqual([]);
  });
});

describe('CORS', () => {
  it('echoes any origin with credentials and answers preflights for the API headers', async () => {
    const res = await t
      .request()
      .options('/v2/subscribers')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type,idempotency-key');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-headers']).toBe('authorization,content-type,idempotency-key');
    const get = await t.api().get('/v2/subscribers?limit=1').set('Origin', 'http://localhost:5173');
    expect(get.headers['access-control-expose-headers']).toContain('Idempotency-Replay');
    expect(get.headers['access-control-expose-headers']).toContain('RateLimit-Remaining');
  });

  it('allows only the listed origins with --cors-origin', async () => {
    const restricted = await makeTestApp({ envelope: false, corsOrigins: ['https://app.example.com'] });
    const allowed = await restricted.api().get('/v2/subscribers?limit=1').set('Origin', 'https://app.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const denied = await restricted.api().get('/v2/subscribers?limit=1').set('Origin', 'https://evil.example.com');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});
