import fc from 'fast-check';
import type { Request } from 'express';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiKeyOf } from '../../src/http/auth.js';
import { expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
});

describe('authentication', () => {
  it.each([
    ['no header', undefined, 'Missing authorization header'],
    ['another scheme', 'Bearer abc', 'Invalid authentication scheme: "Bearer"'],
    ['unknown key', 'ApiKey nope', 'API Key not found'],
    ['scheme without a key', 'ApiKey', 'API Key not found'],
  ])('answers 401 for %s', async (_name, header, message) => {
    const req = t.request().get('/v2/subscribers');
    const res = await (header ? req.set('Authorization', header) : req);
    expect(res.status).toBe(401);
    expectErrorShape(res.body, 401);
    expect(res.body).toMatchObject({ message, error: 'Unauthorized', path: '/v2/subscribers' });
  });

  it('reads the key as the scheme\'s rest, whitespace-separated tokens joined by one space, whatever the spacing', () => {
    const byTokens = (header: string) => {
      const [scheme, ...rest] = header.trim().split(/\s+/);
      return scheme === 'ApiKey' ? rest.join(' ') : undefined;
    };
    const token = fc.constantFrom('ApiKey', 'apikey', 'k', 'key-1', '', '\u00ff');
    const space = fc.constantFrom(' ', '  ', '\t', '\u00a0', '\n', '');
    fc.assert(
      fc.property(fc.array(fc.tuple(space, token), { maxLength: 4 }), space, (parts, end) => {
        const header = parts.map(([s, t]) => s + t).join('') + end;
        expect(apiKeyOf({ headers: { authorization: header } } as Request)).toBe(byTokens(header));
      }),
      { seed: 20_261_123, numRuns: 3_000 },
    );
  });

  it('checks the key before the request (an unauthenticated bad request is still 401)', async () => {
    const res = await t.request().get('/v2/subscribers?limit=9999');
    expect(res.status).toBe(401);
  });
});

describe('routing errors', () => {
  it('answers 404 for an unknown route', async () => {
    const res = await t.api().get('/v9/nothing?x=1');
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 404);
    expect(res.body).toMatchObject({ message: 'Cannot GET /v9/nothing', path: '/v9/nothing?x=1' });
  });

  it('answers 405 with Allow for a known path under another method', async () => {
    // PUT is no operation of the real API on this path; GET, DELETE and PATCH are served.
    const res = await t.api().put('/v2/subscribers/someone', {});
    expect(res.status).toBe(405);
    expectErrorShape(res.body, 405);
    expect(res.headers.allow).toBe('DELETE, GET, PATCH');
  });
});

describe('body errors', () => {
  it('answers 400 for malformed JSON, changing nothing', async () => {
    const before = t.stateOf();
    const res = await t.api().post('/v2/subscribers').set('Content-Type', 'application/json').send('{"subscriberId": ');
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400);
    expect(res.body.message).toMatch(/^Malformed JSON body/);
    expect(t.stateOf()).toBe(before);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.api().post('/v2/subscribers', { subscriberId: 'big', data: { blob: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expectErrorShape(res.body, 413);
    expect(res.body.message).toContain('1mb');
  });

  it('honours a configured body limit', async () => {
    const small = await makeTestApp({ envelope: false, bodyLimit: '1kb' });
    const res = await small.api().post('/v2/subscribers', { subscriberId: 'x', data: { blob: 'x'.repeat(2_000) } });
    expect(res.status).toBe(413);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const before = t.stateOf();
    const res = await t.api().post('/v2/subscribers').set('Content-Type', 'text/plain').send('subscriberId=x');
    expect(res.status).toBe(415);
    expectErrorShape(res.body, 415);
    expect(t.stateOf()).toBe(before);
  });

  it('answers 422 when the required body is missing', async () => {
    const res = await t.api().post('/v2/subscribers');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['body']);
  });

  it('accepts an idempotency-key header on every method', async () => {
    const res = await t.api().get('/v2/subscribers?limit=1').set('idempotency-key', 'k-1');
    expect(res.status).toBe(200);
  });
});

describe('response validation', () => {
  it('turns a response that breaks the contract into a 500 with diagnostics in strict mode', async () => {
    const environment = t.deps.registry.resolve('test-api-key');
    const victim = environment?.subscribers.list()[0];
    if (victim) environment?.subscribers.update(victim, (s) => Object.assign(s, { email: 42 }));
    const res = await t.api().get(`/v2/subscribers/${encodeURIComponent(victim?.subscriberId ?? '')}`);
    expect(res.status).toBe(500);
    expectErrorShape(res.body, 500);
    expect(res.body.errorId).toEqual(expect.any(String));
    expect(res.body.ctx.contractViolations[0]).toMatchObject({ location: 'body', field: ['email'] });
  });

  it('lets it through with x-contract-violations outside strict mode', async () => {
    const lax = await makeTestApp({ envelope: false, strict: false });
    const environment = lax.deps.registry.resolve('test-api-key');
    const victim = environment?.subscribers.list()[0];
    if (victim) environment?.subscribers.update(victim, (s) => Object.assign(s, { email: 42 }));
    const res = await lax.api().get(`/v2/subscribers/${encodeURIComponent(victim?.subscriberId ?? '')}`);
    expect(res.status).toBe(200);
    expect(res.headers['x-contract-violations']).toBe('1');
  });
});
