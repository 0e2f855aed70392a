import { describe, expect, it } from 'vitest';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

const MAIL_HOST = 'inbound-smtp.us-east-1.amazonaws.com';
const admin = (t: TestApp, method: 'post' | 'put' | 'get', path: string, body?: object) => {
  const r = t.request()[method](`/__admin${path}${path.includes('?') ? '&' : '?'}apiKey=${DEV_KEY}`);
  return body === undefined ? r : r.send(body);
};
const clock = (t: TestApp, body: object) => t.request().post(`/__admin/clock?apiKey=${DEV_KEY}`).send(body);

async function domainNamed(t: TestApp, name: string) {
  const res = await t.api().post('/v1/domains', { name });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { _id: string; name: string; status: string };
}

describe('domains: the records', () => {
  it('creates a pending domain in lowercase with the MX record it needs, reads it back in any case, lists and filters it', async () => {
    const t = await makeTestApp();
    const res = await t.api().post('/v1/domains', { name: 'Mail.Example.COM', data: { tier: 'pro' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'mail.example.com',
      status: 'pending',
      mxRecordConfigured: false,
      data: { tier: 'pro' },
      _environmentId: DEV_ENV_ID,
      expectedDnsRecords: [{ type: 'MX', name: 'mail.example.com', content: MAIL_HOST, ttl: 'Auto', priority: 10 }],
    });
    expect(res.body.data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.data).not.toHaveProperty('dns');
    expect((await t.api().get('/v1/domains/MAIL.example.com')).body.data).toEqual(res.body.data);

    await domainNamed(t, 'other.example.org');
    const all = await t.api().get('/v1/domains');
    expect(all.body).toMatchObject({ totalCount: 2, totalCountCapped: false, previous: null, next: null });
    expect(all.body.data.map((d: { name: string }) => d.name)).toEqual(['other.example.org', 'mail.example.com']);
    expect(all.body.data[0]).not.toHaveProperty('expectedDnsRecords');
    expect((await t.api().get('/v1/domains?name=EXAMPLE.org')).body.data.map((d: { name: string }) => d.name)).toEqual(['other.example.org']);
    const first = await t.api().get('/v1/domains?limit=1');
    const second = await t.api().get(`/v1/domains?limit=1&after=${first.body.next}`);
    expect(second.body.data.map((d: { name: string }) => d.name)).toEqual(['mail.example.com']);
    expectErrorShape((await t.api().get(`/v1/domains?after=${first.body.next}&before=${first.body.next}`)).body, 400);

    // Each environment has its own domains.
    expect((await t.api(PROD_KEY).get('/v1/domains')).body.totalCount).toBe(0);
    expectErrorShape((await t.api(PROD_KEY).get('/v1/domains/mail.example.com')).body, 404);
  });

  it('refuses a taken name (409), names that are no domain names (422), metadata over its bounds (422), an unknown domain (404)', async () => {
    const t = await makeTestApp();
    await domainNamed(t, 'taken.example.com');
    const taken = await t.api().post('/v1/domains', { name: 'TAKEN.example.com' });
    expect(expectErrorShape(taken.body, 409).message).toBe('A domain with name "taken.example.com" already exists.');
    for (const name of ['https://novu.co', 'novu.co/path', 'novu', 'inbound_novu.co', '-novu.co', 'novu-.co', 'novu.c', '']) {
      const res = await t.api().post('/v1/domains', { name });
      expect(res.status, name).toBe(422);
      expect(Object.keys(res.body.errors), name).toEqual(['body.name']);
    }
    const elevenKeys = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'a']));
    for (const data of [elevenKeys, { a: 'x'.repeat(498), b: 'yy' }]) {
      const res = await t.api().post('/v1/domains', { name: 'meta.example.com', data });
      expect(res.status).toBe(422);
      expect(res.body.errors['body.data'].messages[0]).toMatch(/^data must be an object with at most 10 string keys/);
    }
    expect((await t.api().post('/v1/domains', { name: 'meta.example.com', data: { n: 1 } })).status).toBe(422);
    const missing = await t.api().get('/v1/domains/missing.example.com');
    expect(expectErrorShape(missing.body, 404).message).toBe('Domain "missing.example.com" not found.');
    for (const path of ['/verify', '/diagnose', '/auto-configure/start']) expect((await t.api().post(`/v1/domains/missing.example.com${path}`, {})).status, path).toBe(404);
  });

  it('replaces metadata on PATCH, changes nothing on an empty PATCH, deletes the domain and its routes', async () => {
    const t = await makeTestApp();
    const created = (await t.api().post('/v1/domains', { name: 'patch.example.com', data: { a: '1' } })).body.data;
    const same = await t.api().patch('/v1/domains/patch.example.com', {});
    expect(same.body.data).toEqual(created);
    const patched = await t.api().patch('/v1/domains/patch.example.com', { data: { b: '2' } });
    expect(patched.body.data.data).toEqual({ b: '2' });
    await t.api().post('/v1/domains/patch.example.com/routes', { address: 'cascade', type: 'webhook' }).expect(201);
    await t.api().delete('/v1/domains/patch.example.com').expect(204);
    expectErrorShape((await t.api().get('/v1/domains/patch.example.com')).body, 404);
    expectErrorShape((await t.api().get('/v1/domains/patch.example.com/routes')).body, 404);
    // A new domain of the same name starts without the old one's routes.
    await domainNamed(t, 'patch.example.com');
    expect((await t.api().get('/v1/domains/patch.example.com/routes')).body.totalCount).toBe(0);
  });
});

describe('domains: verification by the simulated DNS', () => {
  it('stays pending until the control plane publishes its MX record, then verifies', async () => {
    const t = await makeTestApp();
    await domainNamed(t, 'verify.example.com');
    expect((await t.api().post('/v1/domains/verify.example.com/verify')).body.data).toMatchObject({ status: 'pending', mxRecordConfigured: false });
    const published = await admin(t, 'post', '/domains/Verify.example.com/verify');
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ name: 'verify.example.com', status: 'verified', mxRecordConfigured: true, dns: { mx: 'novu', mxPropagatesAt: null } });
    expect((await t.api().post('/v1/domains/verify.example.com/verify')).body.data).toMatchObject({ status: 'verified', mxRecordConfigured: true });
    expect((await t.api().get('/v1/domains/verify.example.com')).body.data.status).toBe('verified');
    // An MX moved to another host demotes it again at the next lookup.
    await admin(t, 'put', '/domains/verify.example.com/dns', { mx: 'other' }).expect(200);
    expect((await t.api().post('/v1/domains/verify.example.com/verify')).body.data).toMatchObject({ status: 'pending', mxRecordConfigured: false });
    expect((await admin(t, 'post', '/domains/missing.example.com/verify')).status).toBe(404);
    expect((await t.request().post('/__admin/domains/verify.example.com/verify?apiKey=no-such-key')).status).toBe(404);
  });

  it('verifies by itself once the MX record has propagated on the environment clock (300 s by default, or as set)', async () => {
    const t = await makeTestApp();
    await clock(t, { action: 'freeze', at: '2026-06-01T12:00:00.000Z' }).expect(200);
    await domainNamed(t, 'clock.example.com');
    await domainNamed(t, 'later.example.com');
    await admin(t, 'put', '/domains/later.example.com/dns', { mxAfterSeconds: 3600 }).expect(200);
    await clock(t, { action: 'advance', ms: 299_000 }).expect(200);
    expect((await t.api().post('/v1/domains/clock.example.com/verify')).body.data.status).toBe('pending');
    await clock(t, { action: 'advance', ms: 1_000 }).expect(200);
    const verified = (await t.api().get('/v1/domains/clock.example.com')).body.data;
    expect(verified).toMatchObject({ status: 'verified', mxRecordConfigured: true, updatedAt: '2026-06-01T12:05:00.000Z' });
    expect((await t.api().get('/v1/domains/later.example.com')).body.data.status).toBe('pending');
    await clock(t, { action: 'advance', ms: 3_600_000 }).expect(200);
    expect((await t.api().post('/v1/domains/later.example.com/verify')).body.data.status).toBe('verified');
  });

  it('diagnoses what the simulated DNS finds, with the real checks, issues and fixes', async () => {
    const t = await makeTestApp();
    await domainNamed(t, 'diag.example.com');
    const none = (await t.api().post('/v1/domains/diag.example.com/diagnose')).body.data;
    expect(none.ok).toBe(false);
    expect(none.checks.map((c: { code: string; status: string }) => `${c.code}:${c.status}`)).toEqual([
      'mx_missing:fail', 'mx_wrong_target:skipped', 'mx_low_priority:skipped', 'apex_cname_collision:pass', 'dnsbl_listed:skipped',
    ]);
    expect(none.issues).toEqual([{ code: 'mx_missing', severity: 'error', message: 'No MX records were found for diag.example.com.', fix: `Add an MX record pointing to ${MAIL_HOST} (priority 10 is typical). See Novu inbound email documentation.` }]);
    await admin(t, 'put', '/domains/diag.example.com/dns', { mx: 'novu', lowerPriorityMx: true, blocklisted: true }).expect(200);
    const warned = (await t.api().post('/v1/domains/diag.example.com/diagnose')).body.data;
    expect(warned.ok).toBe(true);
    expect(warned.issues.map((i: { code: string; severity: string }) => `${i.code}:${i.severity}`)).toEqual(['mx_low_priority:warn', 'dnsbl_listed:warn']);
    await admin(t, 'put', '/domains/diag.example.com/dns', { mx: 'other', apexCname: true }).expect(200);
    const wrong = (await t.api().post('/v1/domains/diag.example.com/diagnose')).body.data;
    expect(wrong.issues.map((i: { code: string }) => i.code)).toEqual(['mx_wrong_target', 'apex_cname_collision', 'dnsbl_listed']);
  });

  it('auto-configures through Domain Connect only at Cloudflare or Vercel, and the consent publishes the MX record', async () => {
    const t = await makeTestApp();
    await domainNamed(t, 'auto.example.com');
    const unknown = (await t.api().get('/v1/domains/auto.example.com/auto-configure')).body.data;
    expect(unknown).toMatchObject({ available: false, reasonCode: 'discovery_not_configured', manualRecords: [{ type: 'MX', content: MAIL_HOST }] });
    const refused = await t.api().post('/v1/domains/auto.example.com/auto-configure/start', {});
    expect(expectErrorShape(refused.body, 400).message).toBe('Domain Connect auto-configuration is not available for this DNS provider.');
    await admin(t, 'put', '/domains/auto.example.com/dns', { provider: 'GoDaddy' }).expect(200);
    expect((await t.api().get('/v1/domains/auto.example.com/auto-configure')).body.data).toMatchObject({ available: false, reasonCode: 'unsupported_provider' });
    await admin(t, 'put', '/domains/auto.example.com/dns', { provider: 'Cloudflare' }).expect(200);
    expect((await t.api().get('/v1/domains/auto.example.com')).body.data.dnsProvider).toBe('Cloudflare');
    expect((await t.api().get('/v1/domains/auto.example.com/auto-configure')).body.data).toMatchObject({ available: true, providerName: 'Cloudflare', providerId: 'cloudflare.com' });
    expect((await t.api().post('/v1/domains/auto.example.com/auto-configure/start', { redirectUri: 'http://example.com/back' })).status).toBe(422);
    const started = await t.api().post('/v1/domains/auto.example.com/auto-configure/start', { redirectUri: 'https://app.example.com/domains/{domain}' });
    expect(started.status).toBe(201);
    expect(started.body.data.providerName).toBe('Cloudflare');
    expect(started.body.data.redirectUri).toBe('https://app.example.com/domains/auto.example.com?domainConnect=submitted&domain=auto.example.com');
    expect(started.body.data.applyUrl).toMatch(/^https:\/\/dash\.cloudflare\.com\/domainconnect\/v2\/domainTemplates\/providers\/novu\.co\/services\/inbound-email\/apply\?domain=auto\.example\.com&/);
    expect((await t.api().post('/v1/domains/auto.example.com/verify')).body.data.status).toBe('verified');
  });
});
