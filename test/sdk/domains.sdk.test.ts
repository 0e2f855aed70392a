/** Inbound-email domains through the official SDK (@novu/api), as the real service's domains e2e tests drive them, and the DNS simulation. */
import { ErrorDto, ValidationErrorDto } from '@novu/api/models/errors/index.js';
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';
import { DEV_KEY } from '../helpers/test-app.js';

const sdk = useSdkMock(46);

/** A control-plane call on the SDK's mock (the Development key's environment). */
async function admin(method: 'POST' | 'PUT' | 'GET', path: string, body?: object): Promise<Record<string, unknown>> {
  const res = await fetch(`${sdk.server().url}/__admin${path}?apiKey=${DEV_KEY}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('the official SDK (@novu/api): domains', () => {
  it('creates, reads back, lists, updates and deletes a domain; refuses a taken name (409), a bad name (422) and an unknown one (404)', async () => {
    const novu = sdk.novu();
    const { result: created } = await novu.domains.create({ name: 'SDK.Example.com', data: { tier: 'pro' } });
    expect(created).toMatchObject({ name: 'sdk.example.com', status: 'pending', mxRecordConfigured: false, data: { tier: 'pro' } });
    expect(created.id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.expectedDnsRecords).toEqual([{ type: 'MX', name: 'sdk.example.com', content: 'inbound-smtp.us-east-1.amazonaws.com', ttl: 'Auto', priority: 10 }]);
    expect((await novu.domains.retrieve('sdk.example.com')).result).toEqual(created);
    expect((await novu.domains.list({ name: 'sdk' })).result.data.map((d) => d.id)).toEqual([created.id]);
    expect((await novu.domains.update({ data: { tier: 'team' } }, 'sdk.example.com')).result.data).toEqual({ tier: 'team' });

    const taken = await failure(novu.domains.create({ name: 'sdk.example.com' }));
    expect(taken).toBeInstanceOf(ErrorDto);
    expect((taken as ErrorDto).statusCode).toBe(409);
    const invalid = await failure(novu.domains.create({ name: 'inbound_novu.co' }));
    expect(invalid).toBeInstanceOf(ValidationErrorDto);
    expect((invalid as ValidationErrorDto).statusCode).toBe(422);

    await novu.domains.delete('sdk.example.com');
    const gone = await failure(novu.domains.retrieve('sdk.example.com'));
    expect(gone).toBeInstanceOf(ErrorDto);
    expect((gone as ErrorDto).statusCode).toBe(404);
    expect((gone as ErrorDto).message).toBe('Domain "sdk.example.com" not found.');
  });

  it('turns verified when the control plane publishes the MX record, and by itself once it has propagated on the clock', async () => {
    const novu = sdk.novu();
    await novu.domains.create({ name: 'admin.sdk.example.com' });
    expect((await novu.domains.verify('admin.sdk.example.com')).result.status).toBe('pending');
    await admin('POST', '/domains/admin.sdk.example.com/verify');
    expect((await novu.domains.verify('admin.sdk.example.com')).result).toMatchObject({ status: 'verified', mxRecordConfigured: true });

    await admin('POST', '/clock', { action: 'freeze', at: '2026-06-01T12:00:00.000Z' });
    await novu.domains.create({ name: 'clock.sdk.example.com' });
    const diagnosis = (await novu.domains.diagnose('clock.sdk.example.com')).result;
    expect(diagnosis).toMatchObject({ ok: false, runAt: '2026-06-01T12:00:00.000Z', issues: [{ code: 'mx_missing', severity: 'error' }] });
    await admin('POST', '/clock', { action: 'advance', ms: 5 * 60 * 1000 });
    expect((await novu.domains.verify('clock.sdk.example.com')).result.status).toBe('verified');
    expect((await novu.domains.diagnose('clock.sdk.example.com')).result).toMatchObject({ ok: true, issues: [] });
    await admin('POST', '/clock', { action: 'realTime' });
  });

  it('auto-configures at a supported DNS provider', async () => {
    const novu = sdk.novu();
    await novu.domains.create({ name: 'auto.sdk.example.com' });
    expect((await novu.domains.autoConfigure.retrieve('auto.sdk.example.com')).result).toMatchObject({ available: false, reasonCode: 'discovery_not_configured' });
    await admin('PUT', '/domains/auto.sdk.example.com/dns', { provider: 'Vercel' });
    expect((await novu.domains.autoConfigure.retrieve('auto.sdk.example.com')).result).toMatchObject({ available: true, providerName: 'Vercel' });
    const started = (await novu.domains.autoConfigure.start({ redirectUri: 'http://localhost:4200/domains/{domain}' }, 'auto.sdk.example.com')).result;
    expect(started.redirectUri).toBe('http://localhost:4200/domains/auto.sdk.example.com?domainConnect=submitted&domain=auto.sdk.example.com');
    expect((await novu.domains.retrieve('auto.sdk.example.com')).result.status).toBe('verified');
  });

  it('routes: create, read back, update, list, test (a dry run and a delivery), delete; an agent route without its agent is refused', async () => {
    const novu = sdk.novu();
    const { result: domain } = await novu.domains.create({ name: 'routes.sdk.example.com' });
    const { result: route } = await novu.domains.routes.create({ address: 'support', type: 'webhook', data: { queue: 'l1' } }, domain.name);
    expect(route).toMatchObject({ domainId: domain.id, address: 'support', type: 'webhook', data: { queue: 'l1' } });
    expect(route.agentId).toBeUndefined();
    expect((await novu.domains.routes.retrieve(domain.name, 'support')).result).toEqual(route);
    expect((await novu.domains.routes.update({ data: { queue: 'l2' } }, domain.name, 'support')).result.data).toEqual({ queue: 'l2' });
    expect((await novu.domains.routes.list({ domain: domain.name })).result.data.map((r) => r.address)).toEqual(['support']);
    const noAgent = await failure(novu.domains.routes.create({ address: 'bot', type: 'agent' }, domain.name));
    expect((noAgent as ErrorDto).statusCode).toBe(400);

    const dry = (await novu.domains.routes.test({ from: { address: 'sender@example.com' }, subject: 'Help', dryRun: true }, domain.name, 'support')).result;
    expect(dry).toMatchObject({ matched: true, dryRun: true, type: 'webhook', domainStatus: 'pending' });
    expect(dry.payload).toMatchObject({ route: { address: 'support', data: { queue: 'l2' } }, mail: { subject: 'Help' } });
    const sent = (await novu.domains.routes.test({ from: { address: 'sender@example.com' }, subject: 'Help', text: 'Ping' }, domain.name, 'support')).result;
    expect(sent).toMatchObject({ matched: true, dryRun: false, webhook: { skipped: false, latencyMs: 0 } });
    const delivered = (await admin('GET', '/domains/routes.sdk.example.com/deliveries')).data as { payload: { mail: { text: string } } }[];
    expect(delivered.map((d) => d.payload.mail.text)).toEqual(['Ping']);

    await novu.domains.routes.delete(domain.name, 'support');
    expect(((await failure(novu.domains.routes.retrieve(domain.name, 'support'))) as ErrorDto).statusCode).toBe(404);
  });
});
