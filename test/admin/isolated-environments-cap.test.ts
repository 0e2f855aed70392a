import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { AtCapacityError } from '../../src/domain/shared/index.js';
import type { StartOptions } from '../../src/server.js';
import { expectErrorShape, makeTestApp } from '../helpers/test-app.js';

async function isolatedApp(options: StartOptions) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  const t = await makeTestApp({ envelope: false, isolateKeys: true, logger, ...options });
  const environments = async () => ((await t.request().get('/__admin/health')).body as { environments: number }).environments;
  return { ...t, lines, environments };
}

describe('--isolate-keys: a cap on isolated environments', () => {
  it('refuses a new key with 503 and Retry-After while every isolated environment was used within the idle time', async () => {
    const t = await isolatedApp({ maxIsolatedEnvironments: 2, isolatedIdleMs: 60_000 });
    for (const key of ['cap-a', 'cap-b']) expect((await t.api(key).post('/v2/subscribers', { subscriberId: `of-${key}` })).status).toBe(201);
    const refused = await t.api('cap-c').get('/v2/subscribers');
    expect(refused.status).toBe(503);
    const { message } = expectErrorShape(refused.body, 503);
    expect(message).toContain('at most 2 (maxIsolatedEnvironments)');
    expect(message).toContain('--max-isolated-environments (environment variable MAX_ISOLATED_ENVIRONMENTS');
    expect(message).toContain('POST /__admin/reset');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The environments that exist keep their data.
    expect((await t.api('cap-a').get('/v2/subscribers/of-cap-a')).status).toBe(200);
    // One warning, however many refusals.
    await t.api('cap-d').get('/v2/subscribers');
    expect(t.lines.filter((l) => l.limit === 'maxIsolatedEnvironments')).toHaveLength(1);
  });

  it('evicts the least recently used idle environment for a new key; the evicted key starts fresh on its next request', async () => {
    const t = await isolatedApp({ maxIsolatedEnvironments: 2, isolatedIdleMs: 0 });
    expect((await t.api('lru-a').post('/v2/subscribers', { subscriberId: 'kept-a' })).status).toBe(201);
    expect((await t.api('lru-b').post('/v2/subscribers', { subscriberId: 'kept-b' })).status).toBe(201);
    // a is used again: b is now the least recently used.
    expect((await t.api('lru-a').get('/v2/subscribers/kept-a')).status).toBe(200);
    const before = await t.environments();
    expect((await t.api('lru-c').get('/v2/subscribers')).status).toBe(200);
    expect(await t.environments()).toBe(before);
    expect((await t.api('lru-a').get('/v2/subscribers/kept-a')).status).toBe(200);
    // b comes back into a fresh environment (evicting c, now the least recently used).
    expect((await t.api('lru-b').get('/v2/subscribers/kept-b')).status).toBe(404);
  });

  it('never evicts an environment with a request in flight', async () => {
    const t = await isolatedApp({ maxIsolatedEnvironments: 1, isolatedIdleMs: 0 });
    const held = t.deps.registry.acquire('busy-key');
    expect(held).toBeDefined();
    expect(() => t.deps.registry.acquire('other-key')).toThrow(AtCapacityError);
    held?.release();
    expect(t.deps.registry.acquire('other-key')).toBeDefined();
  });

  it('a full reset drops every isolated environment; a key that comes back gets a fresh one', async () => {
    const t = await isolatedApp({});
    const fixtureEnvironments = await t.environments();
    for (let i = 0; i < 5; i++) expect((await t.api(`reset-key-${i}`).post('/v2/subscribers', { subscriberId: 'mine' })).status).toBe(201);
    expect(await t.environments()).toBeGreaterThan(fixtureEnvironments);
    expect((await t.request().post('/__admin/reset')).status).toBe(200);
    expect(await t.environments()).toBe(fixtureEnvironments);
    expect((await t.api('reset-key-0').get('/v2/subscribers/mine')).status).toBe(404);
    expect((await t.api('reset-key-0').post('/v2/subscribers', { subscriberId: 'mine' })).status).toBe(201);
  });
});
