/** Today's Inbox client (`@novu/js`) with a context and a default schedule: the session, its notifications, severity. */
import { Novu } from '@novu/js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, seed: 11, logger: silentLogger, contract: await sharedContract() });
});
afterAll(() => server?.close());

const api = (path: string, body?: object) =>
  fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `ApiKey ${DEV_KEY}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

const clientFor = (subscriberId: string, options: Partial<ConstructorParameters<typeof Novu>[0]> = {}) => {
  const applicationIdentifier = server.apiKeys.find((k) => k.apiKey === DEV_KEY)?.applicationIdentifier as string;
  return new Novu({ applicationIdentifier, subscriber: { subscriberId }, backendUrl: server.url, socketUrl: server.url, socketOptions: { reconnection: false }, ...options } as ConstructorParameters<typeof Novu>[0]);
};

/** The session the client opened (its `session.initialize.resolved` event). */
const sessionOf = (novu: Novu) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    novu.on('session.initialize.resolved', ({ data, error }) => (error ? reject(error) : resolve(data as unknown as Record<string, unknown>)));
  });

describe('the official Inbox client with a context and a default schedule', () => {
  it('opens the session in its context, sees only that context’s notifications, with their severity', async () => {
    const created = await api('/v2/workflows', { name: 'SDK severity', workflowId: 'sdk-severity', severity: 'medium', steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'Hi' } }] });
    expect(created.status).toBe(201);
    for (const context of [{ tenant: 'acme' }, undefined]) {
      const res = await api('/v1/events/trigger', { name: 'sdk-severity', to: { subscriberId: 'sdk-ctx' }, ...(context ? { context } : {}) });
      expect(res.status).toBe(201);
    }
    const defaultSchedule = { isEnabled: true, weeklySchedule: { monday: { isEnabled: true, hours: [{ start: '09:00 AM', end: '05:00 PM' }] } } };
    const novu = clientFor('sdk-ctx', { context: { tenant: 'acme' }, defaultSchedule });
    const session = await sessionOf(novu);
    expect(session).toMatchObject({ contextKeys: ['tenant:acme'], schedule: defaultSchedule, unreadCount: { total: 1, severity: { medium: 1 } } });

    const list = await novu.notifications.list({ limit: 10 });
    expect(list.error).toBeUndefined();
    expect(list.data?.notifications.map((n) => n.severity)).toEqual(['medium']);
    const schedule = await novu.preferences.schedule.get();
    expect(schedule.data?.weeklySchedule).toEqual(defaultSchedule.weeklySchedule);

    const outside = clientFor('sdk-ctx');
    const plain = await outside.notifications.list({ limit: 10 });
    expect(plain.data?.notifications).toHaveLength(1);
    expect(plain.data?.notifications[0]?.id).not.toBe(list.data?.notifications[0]?.id);
  });
});
