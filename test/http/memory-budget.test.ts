import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { StartOptions } from '../../src/server.js';
import { DEV_ENV_ID, DEV_KEY, expectErrorShape, makeTestApp, PROD_KEY } from '../helpers/test-app.js';

/** An app with small memory limits and a log that the test can read. */
async function appWithLimits(limits: StartOptions) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  const t = await makeTestApp({ envelope: false, logger, ...limits });
  const warnings = () => lines.filter((l) => l.level === 40);
  /** Everything the API can add to the environment of `key`, counted. */
  const counts = (key = DEV_KEY) => {
    const environment = t.deps.registry.resolve(key);
    if (!environment) throw new Error('no environment');
    return { subscribers: environment.subscribers.size, notifications: environment.activity.size, messages: environment.messages.size };
  };
  return { ...t, warnings, counts };
}

const event = (to: unknown, payload: Record<string, unknown> = { commenterName: 'Ada', postTitle: 'Roadmap', commentPreview: 'Nice', commentId: 'c1' }) => ({
  name: 'comment-mention',
  to,
  payload,
});

describe('memory budget: trigger payload size', () => {
  it('refuses a trigger over the payload limit with 413, names the limit and stores nothing', async () => {
    const t = await appWithLimits({ maxPayloadBytes: 2048 });
    const before = t.counts();
    const res = await t.api().post('/v1/events/trigger', event('budget-new-1', { commentPreview: 'x'.repeat(3000) }));
    expect(res.status).toBe(413);
    const body = expectErrorShape(res.body, 413);
    expect(body.message).toMatch(/^Payload size \(\d+ bytes\) exceeds maximum allowed size of 2048 bytes \(2KB\)/);
    expect(body.message).toContain('--max-payload-bytes');
    expect(body.message).toContain('MAX_PAYLOAD_BYTES');
    expect(t.counts()).toEqual(before);
    expect((await t.api().post('/v1/events/trigger', event('budget-new-1'))).status).toBe(201);
  });

  it('refuses a whole bulk request when one event is over the limit, naming its index; no event runs', async () => {
    const t = await appWithLimits({ maxPayloadBytes: 2048 });
    const before = t.counts();
    const res = await t.api().post('/v1/events/trigger/bulk', { events: [event('bulk-ok'), event('bulk-big', { commentPreview: 'x'.repeat(3000) })] });
    expect(res.status).toBe(413);
    expect(expectErrorShape(res.body, 413).message).toMatch(/^Event at index 1 \(workflow: "comment-mention"\): Payload size \(\d+ bytes\) exceeds maximum allowed size of 2048 bytes/);
    expect(t.counts()).toEqual(before);
    const longName = await t.api().post('/v1/events/trigger/bulk', { events: [{ ...event('bulk-big'), name: 'n'.repeat(5000) }] });
    expect(longName.status).toBe(413);
    expect(longName.body.message).toContain(`(workflow: "${'n'.repeat(100)}…")`);
    expect(JSON.stringify(longName.body).length).toBeLessThan(1000);
  });
});

describe('memory budget: records and stored bytes per environment', () => {
  it('refuses a trigger that would add more notifications than allowed; nothing of it is stored', async () => {
    const t = await appWithLimits({ maxNotifications: 3 });
    expect((await t.api().post('/v1/events/trigger', event(['n1', 'n2']))).status).toBe(201);
    const before = t.counts();
    const res = await t.api().post('/v1/events/trigger', event(['n3', 'n4']));
    expect(res.status).toBe(413);
    const { message } = expectErrorShape(res.body, 413);
    expect(message).toContain('would add up to 2 activity notifications to the 2 this environment has added since its last reset, over its limit of 3');
    expect(message).toContain('--max-notifications (environment variable MAX_NOTIFICATIONS, startMockServer option maxNotifications)');
    expect(message).toContain('POST /__admin/reset');
    expect(t.counts()).toEqual(before);
    expect((await t.api().get('/v2/subscribers/n3')).status).toBe(404);
    // What still fits, fits; another environment has its own budget.
    expect((await t.api().post('/v1/events/trigger', event('n3'))).status).toBe(201);
    expect((await t.api(PROD_KEY).post('/v1/events/trigger', event(['p1', 'p2', 'p3']))).status).toBe(201);
  });

  it('checks a bulk request as a whole: over the limit, none of its events runs', async () => {
    const t = await appWithLimits({ maxNotifications: 3 });
    const before = t.counts();
    const res = await t.api().post('/v1/events/trigger/bulk', { events: [event(['b1', 'b2']), event(['b3', 'b4'])] });
    expect(res.status).toBe(413);
    expect(expectErrorShape(res.body, 413).message).toContain('This bulk trigger of 2 events would add up to 4 activity notifications');
    expect(t.counts()).toEqual(before);
  });

  it('limits messages, new subscribers and stored bytes the same way', async () => {
    const messages = await appWithLimits({ maxMessages: 1 });
    const refused = await messages.api().post('/v1/events/trigger', event(['m1', 'm2']));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toContain('over its limit of 1');
    expect(refused.body.message).toContain('--max-messages');

    const subscribers = await appWithLimits({ maxSubscribers: 1 });
    expect((await subscribers.api().post('/v2/subscribers', { subscriberId: 'only-one' })).status).toBe(201);
    const before = subscribers.counts();
    const second = await subscribers.api().post('/v2/subscribers', { subscriberId: 'one-too-many' });
    expect(second.status).toBe(413);
    expect(second.body.message).toContain('This subscriber write would add up to 1 new subscribers to the 1 this environment has added since its last reset, over its limit of 1');
    expect(subscribers.counts()).toEqual(before);
    // Updating a subscriber adds none; a trigger to an existing subscriber neither.
    expect((await subscribers.api().post('/v2/subscribers', { subscriberId: 'only-one', firstName: 'Ada' })).status).toBe(201);
    expect((await subscribers.api().post('/v1/events/trigger', event('only-one'))).status).toBe(201);
    expect((await subscribers.api().post('/v1/events/trigger', event('brand-new'))).status).toBe(413);

    const bytes = await appWithLimits({ maxStoredBytes: 10_000 });
    const payload = { commentPreview: 'x'.repeat(3000) };
    expect((await bytes.api().post('/v1/events/trigger', event(['s1', 's2'], payload))).status).toBe(201);
    const full = await bytes.api().post('/v1/events/trigger', event(['s3', 's4'], payload));
    expect(full.status).toBe(413);
    // The first trigger kept its payload once (3 KB) and two in-app messages that render it (3 KB each).
    expect(full.body.message).toMatch(/This trigger would store 3 KB of data on top of the 9 KB .* over its limit of 10000 bytes \(9\.8 KB\)/);
    expect(full.body.message).toContain('--max-stored-bytes');
    const credentials = await bytes.api().patch('/v1/subscribers/s1/credentials', { providerId: 'fcm', credentials: { deviceTokens: ['t'.repeat(5000)] } });
    expect(credentials.status).toBe(413);
    const tiny = await appWithLimits({ maxStoredBytes: 100 });
    const variable = await tiny.api().post('/v1/environment-variables', { key: 'BIG_VALUE', values: [{ _environmentId: DEV_ENV_ID, value: 'v'.repeat(200) }] });
    expect(variable.status).toBe(413);
    expect((await tiny.api().get('/v1/environment-variables/BIG_VALUE')).status).toBe(404);
  });

  it('logs one warning per environment and limit, not one per refused request; a reset gives the room back', async () => {
    const t = await appWithLimits({ maxSubscribers: 0 });
    for (let i = 0; i < 3; i++) expect((await t.api().post('/v2/subscribers', { subscriberId: `w${i}` })).status).toBe(413);
    expect((await t.api(PROD_KEY).post('/v2/subscribers', { subscriberId: 'w' })).status).toBe(413);
    const warnings = t.warnings();
    expect(warnings).toHaveLength(2);
    expect(warnings.map((w) => w.limit)).toEqual(['maxSubscribers', 'maxSubscribers']);
    expect(String(warnings[0]?.msg)).toContain('--max-subscribers');

    const relaxed = await appWithLimits({ maxSubscribers: 1 });
    expect((await relaxed.api().post('/v2/subscribers', { subscriberId: 'r1' })).status).toBe(201);
    expect((await relaxed.api().post('/v2/subscribers', { subscriberId: 'r2' })).status).toBe(413);
    expect((await relaxed.request().post('/__admin/reset')).status).toBe(200);
    expect((await relaxed.api().post('/v2/subscribers', { subscriberId: 'r2' })).status).toBe(201);
  });
});

describe('memory budget: mock-wide limits', () => {
  it('all environments together add at most the factor times one environment\'s limits', async () => {
    const t = await appWithLimits({ isolateKeys: true, maxNotifications: 2, mockWideLimitFactor: 2 });
    expect((await t.api('worker-1').post('/v1/events/trigger', event(['w1a', 'w1b']))).status).toBe(201);
    expect((await t.api('worker-2').post('/v1/events/trigger', event('w2a'))).status).toBe(201);
    const before = t.counts('worker-3');
    const res = await t.api('worker-3').post('/v1/events/trigger', event(['w3a', 'w3b']));
    expect(res.status).toBe(413);
    const { message } = expectErrorShape(res.body, 413);
    expect(message).toContain('would add up to 2 activity notifications to the 3 all environments together have added since their last resets, over the mock-wide limit of 4 (2 × maxNotifications)');
    expect(message).toContain('--mock-wide-limit-factor (environment variable MOCK_WIDE_LIMIT_FACTOR');
    expect(t.counts('worker-3')).toEqual(before);
    expect((await t.api('worker-3').post('/v1/events/trigger', event('w3a'))).status).toBe(201);
    expect(t.warnings().filter((w) => w.scope === 'mock' && w.limit === 'maxNotifications')).toHaveLength(1);
    // Resetting one environment gives its share back.
    expect((await t.request().post('/__admin/reset?apiKey=worker-1')).status).toBe(200);
    expect((await t.api('worker-3').post('/v1/events/trigger', event('w3b'))).status).toBe(201);
  });
});
