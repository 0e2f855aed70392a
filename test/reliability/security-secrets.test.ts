/**
 * Secret environment-variable values never leave the mock in clear (responses, journal, snapshots,
 * log lines at `trace`), whatever path they came in by.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateSnapshot } from '../../src/domain/environments/index.js';
import type { MockServer } from '../../src/server.js';
import { DEV_ENV_ID, DEV_KEY, makeTestApp, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';
import { call, capturingLogger, startTestServer } from './helpers/net.js';
import { enc } from './helpers/security.js';

const SECRET_MASK = '••••••••';

describe('secret environment-variable values never leave the mock in clear', () => {
  let server: MockServer;
  let lines: string[];
  const plaintexts: string[] = [];
  /** Everything any caller received: status line, headers and body of every response. */
  const received: string[] = [];
  const secret = (label: string) => {
    const value = `plaintext-${label}-${plaintexts.length}-Zq7`;
    plaintexts.push(value);
    return value;
  };
  const api = async (method: string, path: string, init: Parameters<typeof call>[3] = {}) => {
    const res = await call(server.url, method, path, { apiKey: DEV_KEY, ...init });
    received.push(`${method} ${path} → ${res.status} ${JSON.stringify([...res.headers])} ${res.text}`);
    return res;
  };
  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await call(server.url, method, `/__admin${path}`, body === undefined ? {} : { body });
    received.push(`${method} /__admin${path} → ${res.status} ${res.text}`);
    return res;
  };
  const leaks = (where: string, text: string) => plaintexts.filter((p) => text.includes(p)).map((p) => `${where}: ${p}`);

  beforeAll(async () => {
    const captured = capturingLogger();
    lines = captured.lines;
    server = await startTestServer({ envelope: false, logger: captured.logger, logLevel: 'trace', journalSize: 10_000 });
  });
  afterAll(() => server?.close());

  it('through create, PATCH, admin fixtures, replays, errors, faults, contract violations, snapshots and logs', async () => {
    const values = (dev: string, prod?: string) => [{ _environmentId: DEV_ENV_ID, value: dev }, ...(prod === undefined ? [] : [{ _environmentId: PROD_ENV_ID, value: prod }])];

    // Created by the API (both environments' values), by a Production caller, with an idempotency key.
    const created = await api('POST', '/v1/environment-variables', { body: { key: 'WEBHOOK_SECRET', isSecret: true, values: values(secret('create-dev'), secret('create-prod')) } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ isSecret: true, values: [{ value: SECRET_MASK }, { value: SECRET_MASK }] });
    expect((await api('POST', '/v1/environment-variables', { apiKey: PROD_KEY, body: { key: 'PROD_TOKEN', isSecret: true, values: values(secret('prod-caller')) } })).status).toBe(200);
    const idempotent = { key: 'IDEMPOTENT_SECRET', isSecret: true, values: values(secret('idempotent')) };
    const first = await api('POST', '/v1/environment-variables', { body: idempotent, headers: { 'idempotency-key': 'secret-create-1' } });
    const replay = await api('POST', '/v1/environment-variables', { body: idempotent, headers: { 'idempotency-key': 'secret-create-1' } });
    expect([first.status, replay.status, replay.headers.get('idempotency-replay')]).toEqual([200, 200, 'true']);
    expect((await api('POST', '/v1/environment-variables', { body: { ...idempotent, values: values(secret('idempotent-other-body')) }, headers: { 'idempotency-key': 'secret-create-1' } })).status).toBe(422);

    // PATCH: new values of a secret; a plain variable made secret with new values; a rename (re-sealed).
    expect((await api('PATCH', '/v1/environment-variables/WEBHOOK_SECRET', { body: { values: values(secret('patched-dev'), secret('patched-prod')) } })).status).toBe(200);
    expect((await api('POST', '/v1/environment-variables', { body: { key: 'TURNS_SECRET', values: values('not-a-secret-yet') } })).status).toBe(200);
    expect((await api('PATCH', '/v1/environment-variables/TURNS_SECRET', { body: { isSecret: true, values: values(secret('made-secret')) } })).status).toBe(200);
    expect((await api('PATCH', '/v1/environment-variables/WEBHOOK_SECRET', { body: { key: 'WEBHOOK_SECRET_V2' } })).status).toBe(200);
    expect((await api('PATCH', '/v1/environment-variables/WEBHOOK_SECRET_V2', { body: { type: 'string' } })).status).toBe(200);

    // Admin fixtures with a secret value (fixture files hold secrets in clear; the mock must seal them).
    const fixture = await admin('POST', `/fixtures?apiKey=${DEV_KEY}`, {
      environmentVariables: [
        { _id: '665f1c2a9b1e4a002a0000f1', key: 'FIXTURE_SECRET', type: 'string', isSecret: true, values: values(secret('fixture-dev'), secret('fixture-prod')), createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
      ],
    });
    expect(fixture.status).toBe(201);

    // Failing requests that carry secret values: duplicate key (409), unknown key (404), injected faults.
    expect((await api('POST', '/v1/environment-variables', { body: { key: 'FIXTURE_SECRET', isSecret: true, values: values(secret('duplicate')) } })).status).toBe(409);
    expect((await api('PATCH', '/v1/environment-variables/NO_SUCH_KEY', { body: { isSecret: true, values: values(secret('unknown-key')) } })).status).toBe(404);
    expect((await api('POST', '/v1/environment-variables', { body: { key: 'DUP_ENV', isSecret: true, values: [{ _environmentId: DEV_ENV_ID, value: secret('dup-env-a') }, { _environmentId: DEV_ENV_ID, value: secret('dup-env-b') }] } })).status).toBe(422);
    expect((await admin('POST', '/faults', { method: 'PATCH', path: '/v1/environment-variables/*', status: 500, times: 1 })).status).toBe(201);
    expect((await api('PATCH', '/v1/environment-variables/FIXTURE_SECRET', { body: { values: values(secret('fault-500')) } })).status).toBe(500);
    expect((await admin('POST', '/faults', { method: 'POST', path: '/v1/environment-variables', status: 503, times: 1 })).status).toBe(201);
    expect((await api('POST', '/v1/environment-variables', { body: { key: 'FAULTED', isSecret: true, values: values(secret('fault-503')) } })).status).toBe(503);
    expect((await admin('POST', '/faults', { method: 'POST', path: '/v1/environment-variables', delayMs: 5, times: 1 })).status).toBe(201);
    expect((await api('POST', '/v1/environment-variables', { body: { key: 'DELAYED_SECRET', isSecret: true, values: values(secret('delayed')) } })).status).toBe(200);

    // Reads by both keys, with search; a delete.
    for (const key of [DEV_KEY, PROD_KEY]) {
      const list = await api('GET', '/v1/environment-variables', { apiKey: key });
      expect(list.status).toBe(200);
      for (const v of list.body as { isSecret: boolean; values: { value: string }[] }[]) if (v.isSecret) expect(v.values.every((x) => x.value === SECRET_MASK)).toBe(true);
      expect((await api('GET', '/v1/environment-variables?search=secret', { apiKey: key })).status).toBe(200);
      for (const name of ['WEBHOOK_SECRET_V2', 'TURNS_SECRET', 'FIXTURE_SECRET', 'IDEMPOTENT_SECRET', 'PROD_TOKEN', 'DELAYED_SECRET']) {
        const one = await api('GET', `/v1/environment-variables/${name}`, { apiKey: key });
        expect(one.status, name).toBe(200);
        expect((one.body as { values: { value: string }[] }).values.every((x) => x.value === SECRET_MASK), name).toBe(true);
      }
    }
    expect((await api('DELETE', '/v1/environment-variables/DELAYED_SECRET')).status).toBe(204);

    // A snapshot round trip keeps the values sealed (and still usable).
    const snapshot = await admin('GET', '/snapshot');
    expect(snapshot.status).toBe(200);
    expect((await admin('PUT', '/snapshot', snapshot.body)).status).toBe(200);
    expect((await api('PATCH', '/v1/environment-variables/FIXTURE_SECRET', { body: { key: 'FIXTURE_SECRET_V2' } })).status).toBe(200);
    expect((await admin('GET', `/snapshot?apiKey=${DEV_KEY}`)).status).toBe(200);

    // An unexpected error (a sealed value that does not open) and a strict contract violation, both logged.
    const broken = structuredClone(snapshot.body) as StateSnapshot;
    broken.organizations[0]?.environmentVariables.push({
      _id: '665f1c2a9b1e4a002a0000f2', _organizationId: broken.organizations[0]._id, key: 'CORRUPT_SEAL', type: 'string', isSecret: true,
      values: [{ _environmentId: DEV_ENV_ID, value: `aes256gcm:${Buffer.alloc(40, 7).toString('base64')}` }], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    });
    // A value this mock did not seal is refused (it would otherwise break later reads of the variable).
    expect((await admin('PUT', '/snapshot', broken)).status).toBe(422);
    const environment = server.deps.registry.resolve(DEV_KEY);
    const victim = environment?.subscribers.list()[0];
    if (!environment || !victim) throw new Error('no Development subscriber');
    environment.subscribers.update(victim, (s) => Object.assign(s, { email: 42 }));
    const violation = await api('GET', `/v2/subscribers/${enc(victim.subscriberId)}`);
    expect(violation.status).toBe(500);
    expect(violation.body).toMatchObject({ ctx: { contractViolations: expect.any(Array) } });
    expect(lines.some((l) => l.includes('"level":50'))).toBe(true);
    expect(lines.some((l) => l.includes('response breaks the contract'))).toBe(true);

    // Where a plaintext must never be: responses, journal, snapshots (whole and per key), log lines.
    const journal = await admin('GET', '/requests?limit=10000');
    expect((journal.body as { total: number }).total).toBeGreaterThan(20);
    const found = [
      ...received.flatMap((r) => leaks('response', r)),
      ...leaks('journal', journal.text),
      ...leaks('snapshot', (await admin('GET', '/snapshot')).text),
      ...leaks(`snapshot?apiKey=${DEV_KEY}`, (await admin('GET', `/snapshot?apiKey=${DEV_KEY}`)).text),
      ...leaks('in-process snapshot', JSON.stringify(server.snapshot())),
      ...lines.flatMap((l) => leaks('log', l)),
    ];
    expect(found).toEqual([]);
    expect(plaintexts.length).toBeGreaterThan(15);
  });

  describe('a rejected request never echoes the secret value it carried', () => {
    const journalOf = async (path: string) => (await call(server.url, 'GET', `/__admin/requests?path=${enc(path)}&limit=1`)).text;

    it('a secret value over the contract maxLength (256): the 422 neither answers nor journals it', async () => {
      // A long token (a JWT, a PEM key) is a realistic secret; the caller asked for it to be secret.
      const long = `plaintext-too-long-${'x'.repeat(300)}`;
      const res = await call(server.url, 'POST', '/v1/environment-variables', {
        apiKey: DEV_KEY,
        body: { key: 'LONG_SECRET', isSecret: true, values: [{ _environmentId: DEV_ENV_ID, value: long }] },
      });
      expect(res.status).toBe(422);
      expect(await journalOf('/v1/environment-variables')).not.toContain(long);
      expect(res.text).not.toContain(long);
    });

    it('malformed JSON: the 400 message quotes no part of the body', async () => {
      // A short secret right before the syntax error (a trailing comma): the parser's message quotes the
      // text around the error position.
      const res = await fetch(`${server.url}/v1/environment-variables`, {
        method: 'POST',
        headers: { authorization: `ApiKey ${DEV_KEY}`, 'content-type': 'application/json' },
        body: `{"key":"BROKEN","isSecret":true,"values":[{"_environmentId":"${DEV_ENV_ID}","value":"pw-Zq7"},]}`,
      });
      const text = await res.text();
      expect(res.status).toBe(400);
      expect(await journalOf('/v1/environment-variables')).not.toContain('pw-Zq7');
      expect(text).not.toContain('pw-Zq7');
    });

    it('values sent as an object instead of an array: the 422 neither answers nor journals the value', async () => {
      const res = await call(server.url, 'PATCH', '/v1/environment-variables/PROD_TOKEN', {
        apiKey: DEV_KEY,
        body: { isSecret: true, values: { _environmentId: DEV_ENV_ID, value: 'plaintext-in-wrong-shape' } },
      });
      expect(res.status).toBe(422);
      expect(await journalOf('/v1/environment-variables/PROD_TOKEN')).not.toContain('plaintext-in-wrong-shape');
      expect(res.text).not.toContain('plaintext-in-wrong-shape');
    });
  });

  it('a snapshot restored with unsealed secret values does not keep them in clear, and the variable stays usable', async () => {
    const t = await makeTestApp({ envelope: false });
    const snapshot = t.deps.control.snapshot();
    const organization = snapshot.organizations[0];
    if (!organization) throw new Error('no organization');
    organization.environmentVariables.push({
      _id: '665f1c2a9b1e4a002a0000f3', _organizationId: organization._id, key: 'HANDWRITTEN_SECRET', type: 'string', isSecret: true,
      values: [{ _environmentId: DEV_ENV_ID, value: 'plaintext-handwritten-snapshot' }], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const restored = await t.request().put('/__admin/snapshot').send(snapshot);
    // Refusing such a snapshot (422) is as good as sealing its values.
    if (restored.status === 422) return;
    expect(restored.status).toBe(200);
    expect(JSON.stringify((await t.request().get('/__admin/snapshot')).body)).not.toContain('plaintext-handwritten-snapshot');
    const renamed = await t.api().patch('/v1/environment-variables/HANDWRITTEN_SECRET', { key: 'HANDWRITTEN_SECRET_V2' });
    expect(renamed.status).toBe(200);
  });
});
