/**
 * Regressions of bugs found by `fuzz.test.ts`, one example each (the fuzzer found them; these keep
 * them fixed without depending on a seed).
 */
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../../src/http/body.js';
import { DEV_KEY, expectErrorShape, makeTestApp } from '../helpers/test-app.js';

let t: Awaited<ReturnType<typeof makeTestApp>>;
const AUTH = `ApiKey ${DEV_KEY}`;
const state = () => JSON.stringify(t.deps.control.snapshot());

beforeEach(async () => {
  t = await makeTestApp({ envelope: false });
  t.deps.clock.freeze(new Date('2026-06-01T12:00:00.000Z'));
});

describe('a Content-Type that is not a media type (Prism’s MIME parser threw: 500)', () => {
  it.each(['json', 'application/json, text/plain', 'application/', ';'])('answers 415 for "%s" on a request with a body, changing nothing', async (type) => {
    const before = state();
    const res = await t.request().post('/v2/subscribers').set('Authorization', AUTH).set('Content-Type', type).send(Buffer.from('{"subscriberId":"ct-user"}'));
    expect(res.status).toBe(415);
    expectErrorShape(res.body, 415);
    expect(state()).toBe(before);
  });

  it('is ignored on a request without a body: an invalid query is still a 422, a valid one a 200', async () => {
    const invalid = await t.request().get('/v2/subscribers?limit=abc').set('Authorization', AUTH).set('Content-Type', 'json');
    expect(invalid.status).toBe(422);
    expectErrorShape(invalid.body, 422);
    const valid = await t.request().get('/v2/subscribers?limit=2').set('Authorization', AUTH).set('Content-Type', 'json');
    expect(valid.status).toBe(200);
  });
});

describe('a path parameter that is not valid percent-encoding (the router’s URIError: 500)', () => {
  it.each(['/v2/subscribers/%E0%A4%A', '/v1/integrations/%zz/set-primary', '/v1/environment-variables/%', '/v1/subscribers/%ED%A0%80/credentials'])('answers 400 for %s', async (path) => {
    const before = state();
    const res = await t.request().get(path).set('Authorization', AUTH);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400);
    expect(res.body.path).toBe(path);
    expect(state()).toBe(before);
  });
});

describe('a body that does not decode as its Content-Encoding says (zlib’s error: 500)', () => {
  it.each(['gzip', 'deflate', 'br'])('answers 400 for Content-Encoding: %s on a plain body, changing nothing', async (encoding) => {
    const before = state();
    const res = await t
      .request()
      .post('/v1/environment-variables')
      .set('Authorization', AUTH)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .send('{"key":"ENCODED_KEY"}');
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400);
    expect(state()).toBe(before);
  });

  it('still reads a body that is really gzipped', async () => {
    const res = await t
      .request()
      .post('/v1/environment-variables')
      .set('Authorization', AUTH)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .serialize((body: Buffer) => body as unknown as string) // sent as is (superagent would JSON-encode the Buffer)
      .send(gzipSync(Buffer.from('{"key":"GZIPPED_KEY"}')));
    expect(res.status).toBe(200);
    expect(res.body.key).toBe('GZIPPED_KEY');
  });
});

describe('a deeply nested JSON body (stored, then every read of it overflowed the stack: 500)', () => {
  const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('is refused with 400 before anything is written, and the exchange is still journaled', async () => {
    const before = state();
    const body = `{"name":"welcome-onboarding","to":"deep-user","payload":{"workspaceName":"w","plan":"p","deep":${nested(20_000)}}}`;
    const res = await t.request().post('/v1/events/trigger').set('Authorization', AUTH).set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 400);
    expect(res.body.message).toContain(String(MAX_BODY_DEPTH));
    expect(state()).toBe(before);
    // The journal used to throw while serializing the body (after the reply went out: socket destroyed).
    expect(t.deps.control.journal.list({ limit: 1 })[0]).toMatchObject({ path: '/v1/events/trigger', status: 400 });
    expect((await t.api().get('/v1/notifications?limit=1')).status).toBe(200);
  });

  it(`accepts a body nested exactly ${MAX_BODY_DEPTH} levels deep, refuses one level more`, async () => {
    // The body object is level 1 and `data` (the first of the nested objects) level 2.
    const body = (levels: number) => `{"subscriberId":"nested-user","data":${nested(levels)}}`;
    const ok = await t.request().post('/v2/subscribers').set('Authorization', AUTH).set('Content-Type', 'application/json').send(body(MAX_BODY_DEPTH - 1));
    expect(ok.status).toBe(201);
    const tooDeep = await t.request().post('/v2/subscribers').set('Authorization', AUTH).set('Content-Type', 'application/json').send(body(MAX_BODY_DEPTH));
    expect(tooDeep.status).toBe(400);
    expectErrorShape(tooDeep.body, 400);
  });
});

describe('a digest key whose payload value String() cannot convert (TypeError mid-trigger: 500 after partial writes)', () => {
  const keys: unknown[] = [{ toString: 1 }, { valueOf: 'x', toString: 'y' }, [{ toString: 1 }]];
  it.each(keys.map((projectId) => [projectId]))('triggers the digest workflow with projectId %j', async (projectId: unknown) => {
    const res = await t.api().post('/v1/events/trigger', { name: 'weekly-digest', to: 'digest-user', payload: { projectName: 'p', summary: 's', projectId } });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('processed');
    const events = await t.api().get(`/v1/notifications?transactionId=${res.body.transactionId}`);
    expect(events.status).toBe(200);
    expect(events.body.data).toHaveLength(1);
  });

  it('collects events whose key values are equal objects into one digest', async () => {
    const payload = { projectName: 'p', summary: 's', projectId: { toString: 1 } };
    const first = await t.api().post('/v1/events/trigger', { name: 'weekly-digest', to: 'digest-user', payload });
    const second = await t.api().post('/v1/events/trigger', { name: 'weekly-digest', to: 'digest-user', payload });
    expect([first.status, second.status]).toEqual([201, 201]);
    const merged = await t.api().get(`/v1/notifications?transactionId=${second.body.transactionId}`);
    const digestJob = (merged.body.data[0].jobs as { type: string; status: string }[]).find((j) => j.type === 'digest');
    expect(digestJob?.status).toBe('merged');
  });
});
