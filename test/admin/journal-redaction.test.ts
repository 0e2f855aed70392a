import { describe, expect, it } from 'vitest';
import { ConfigError, parseHeaderNames } from '../../src/config.js';
import { adminOf } from '../../src/mock-admin.js';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

const SECRETS = {
  'Proxy-Authorization': 'Basic cHJveHk6c2VjcmV0LXByb3h5',
  'X-Admin-Token': 'secret-admin-token',
  Cookie: 'session=secret-cookie',
  'Set-Cookie': 'session=secret-set-cookie',
  'X-Api-Key': 'secret-api-key-header',
};

async function journaledWith(headers: Record<string, string>, options: Parameters<typeof makeTestApp>[0] = {}) {
  const t = await makeTestApp(options);
  const res = await t.api().get('/v2/subscribers?limit=1').set(headers).set('User-Agent', 'redaction-test');
  expect(res.status).toBe(200);
  const listed = (await t.request().get('/__admin/requests')).body.data as { request: { headers: Record<string, string> } }[];
  const inProcess = adminOf(t.deps).requests();
  return { listed, inProcess };
}

describe('the journal redacts credential headers', () => {
  it('authorization, proxy-authorization, cookie, set-cookie, x-admin-token and x-api-key, in GET /__admin/requests and mock.requests()', async () => {
    const { listed, inProcess } = await journaledWith(SECRETS);
    for (const entries of [listed, inProcess]) {
      const headers = entries[0]?.request.headers ?? {};
      expect(headers).toMatchObject({
        authorization: 'ApiKey [redacted]',
        'proxy-authorization': 'Basic [redacted]',
        'x-admin-token': '[redacted]',
        cookie: '[redacted]',
        'set-cookie': '[redacted]',
        'x-api-key': '[redacted]',
        'user-agent': 'redaction-test',
      });
      const text = JSON.stringify(entries);
      for (const secret of [...Object.values(SECRETS), DEV_KEY, 'cHJveHk6c2VjcmV0LXByb3h5']) expect(text).not.toContain(secret);
    }
  });

  it('and the headers named by the redactHeaders option (--redact-headers, REDACT_HEADERS), in any case', async () => {
    const { listed } = await journaledWith({ 'X-Tenant-Secret': 'tenant-secret', 'x-signature': 'sig-secret', 'X-Trace': 'visible' }, { redactHeaders: ['x-tenant-secret', 'X-Signature'] });
    expect(listed[0]?.request.headers).toMatchObject({ 'x-tenant-secret': '[redacted]', 'x-signature': '[redacted]', 'x-trace': 'visible' });
  });

  it('reads the option as comma-separated header names', () => {
    expect(parseHeaderNames('redact-headers')(' X-Tenant-Secret, x-signature ,,')).toEqual(['x-tenant-secret', 'x-signature']);
    expect(() => parseHeaderNames('redact-headers')('x-ok, not a header')).toThrow(ConfigError);
  });
});
