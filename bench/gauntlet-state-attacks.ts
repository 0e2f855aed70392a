/**
 * The gauntlet's attacks on kept state (S1–S7): a snapshot after a bridge sync must restore; writes that kept
 * memory outside the budget (message action payloads, workflow and integration updates, idempotent replies)
 * are charged or capped; a restore or fixture load that would poison the state is refused, and the state
 * still reads. Each outcome lists what the mock answered.
 */
import { startTimedBridge } from './bridge-app.js';
import { APP, type Attack, call, KEY, short, tally, type Target } from './gauntlet-client.js';

const DEV_ENV = '665f1c2a9b1e4a0012a0e001';
const PROD_ENV = '665f1c2a9b1e4a0012a0e002';
const MB = 1024 * 1024;

/** A POST as the widget does: its session token, no API key. */
async function asWidget(t: Target, path: string, token: string, body: unknown): Promise<number> {
  const res = await fetch(`${t.base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(120_000) });
  await res.arrayBuffer();
  return res.status;
}

/** A PUT of `snapshot` (text or value) to the control plane. */
const restore = (t: Target, snapshot: unknown, query = '') => call(t, 'PUT', `/__admin/snapshot${query}`, snapshot);

/** `levels` objects nested in one another, written out (JSON.stringify would recurse that deep). */
const nestedJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** DEV's snapshot, parsed, with its records by kind. */
async function devSnapshot(t: Target): Promise<{ snapshot: { organizations: [{ environments: [{ data: Record<string, Record<string, unknown>[]> }] }] }; data: Record<string, Record<string, unknown>[]> }> {
  const snapshot = JSON.parse((await call(t, 'GET', `/__admin/snapshot?apiKey=${KEY}`)).text);
  return { snapshot, data: snapshot.organizations[0].environments[0].data };
}

export const STATE_ATTACKS: Attack[] = [
  {
    name: 'S1. a bridge sync, then GET /__admin/snapshot and PUT of the same bytes',
    async run(t) {
      const bridge = await startTimedBridge(KEY);
      try {
        const synced = await call(t, 'POST', '/v1/bridge/sync?source=cli', { bridgeUrl: bridge.url });
        const before = (await call(t, 'GET', '/__admin/snapshot')).text;
        const put = await restore(t, before);
        const same = (await call(t, 'GET', '/__admin/snapshot')).text === before;
        return `sync ${synced.status}; PUT ${short(put)}; same state after: ${same}`;
      } finally {
        await bridge.close();
      }
    },
  },
  {
    name: 'S2. 300 widget message actions with 600 KB payloads from one browser token',
    async run(t) {
      const session = await call(t, 'POST', '/v1/widgets/session/initialize', { applicationIdentifier: APP, subscriberId: 'clicker' });
      const token = JSON.parse(session.text).data.token as string;
      const subscriber = JSON.parse((await call(t, 'GET', '/v2/subscribers/clicker')).text).data._id as string;
      const notification = JSON.parse((await call(t, 'GET', '/v1/notifications?limit=1')).text).data[0]._id as string;
      const ids = Array.from({ length: 300 }, (_, i) => `${'c'.repeat(18)}${String(i).padStart(6, '0')}`);
      const messages = ids.map((_id, i) => ({
        _id, _notificationId: notification, _subscriberId: subscriber, transactionId: `click-${i}`, channel: 'in_app', content: 'Click', read: false, seen: false, status: 'sent',
        cta: { type: 'redirect', data: { url: '/x' }, action: { status: 'pending', buttons: [{ type: 'primary', content: 'Yes' }] } }, createdAt: new Date().toISOString(),
      }));
      const loaded = await call(t, 'POST', `/__admin/fixtures?apiKey=${KEY}`, { messages });
      const statuses: number[] = [];
      for (const id of ids) statuses.push(await asWidget(t, `/v1/widgets/messages/${id}/actions/primary`, token, { status: 'done', payload: { answer: 'x'.repeat(600_000) } }));
      return `load ${loaded.status}; actions ${tally(statuses)}`;
    },
  },
  {
    name: 'S3. 160 tiny workflows, each then PATCHed or PUT to 900 KB',
    async run(t) {
      const statuses: number[] = [];
      for (let i = 0; i < 160; i++) {
        await call(t, 'POST', '/v2/workflows', { name: `grow-${i}`, workflowId: `grow-${i}`, steps: [] });
        const description = String.fromCharCode(97 + (i % 26)).repeat(900_000);
        const write = i % 2 === 0 ? call(t, 'PATCH', `/v2/workflows/grow-${i}`, { description }) : call(t, 'PUT', `/v2/workflows/grow-${i}`, { name: `grow-${i}`, description, steps: [], preferences: {} });
        statuses.push((await write).status);
      }
      return `updates ${tally(statuses)}`;
    },
  },
  {
    name: 'S4. 400 PATCHes of a 900 KB workflow description, each with a fresh idempotency key',
    async run(t) {
      await call(t, 'POST', '/v2/workflows', { name: 'replayed', workflowId: 'replayed', steps: [] });
      const description = 'r'.repeat(900_000);
      const statuses: number[] = [];
      for (let i = 0; i < 400; i++) statuses.push((await call(t, 'PATCH', '/v2/workflows/replayed', { description }, { 'idempotency-key': `replay-${i}` })).status);
      const replay = await call(t, 'PATCH', '/v2/workflows/replayed', { description }, { 'idempotency-key': 'replay-399' });
      return `patches ${tally(statuses)}; last key replayed ${replay.status}`;
    },
  },
  {
    name: 'S5. 100 integrations created, each then updated with 900 KB of configurations',
    async run(t) {
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) {
        const created = await call(t, 'POST', '/v1/integrations', { providerId: 'sendgrid', channel: 'email', name: `many-${i}`, identifier: `many-${i}`, active: false, credentials: { apiKey: 'k' } });
        const id = JSON.parse(created.text).data?._id as string | undefined;
        if (id) statuses.push((await call(t, 'PUT', `/v1/integrations/${id}`, { configurations: { note: 'i'.repeat(900_000) } })).status);
      }
      return `updates ${tally(statuses)}`;
    },
  },
  {
    name: 'S6. restores with an outbox delivery stamped with another environment, duplicate delivery ids, a record of another environment',
    async run(t) {
      await call(t, 'POST', '/v1/events/trigger', { name: 'password-reset', to: { subscriberId: 'ada', email: 'ada@example.com', phone: '+15555550123' }, payload: { resetUrl: 'https://x.test', code: '1', expiresInMinutes: 1, ipAddress: '203.0.113.1' } });
      const answers: string[] = [];
      for (const poison of [
        (d: Record<string, Record<string, unknown>[]>) => void ((d.outbox?.[0] ?? {}).environmentId = PROD_ENV),
        (d: Record<string, Record<string, unknown>[]>) => void ((d.outbox?.[1] ?? {}).id = d.outbox?.[0]?.id),
        (d: Record<string, Record<string, unknown>[]>) => void ((d.subscribers?.[0] ?? {})._environmentId = PROD_ENV),
      ]) {
        const { snapshot, data } = await devSnapshot(t);
        poison(data);
        answers.push(String((await restore(t, snapshot, `?apiKey=${KEY}`)).status));
      }
      const outbox = await call(t, 'GET', '/__admin/outbox?limit=10');
      return `restores ${answers.join(',')}; outbox ${outbox.status}; DEV ${DEV_ENV.slice(-4)} kept its own`;
    },
  },
  {
    name: 'S7. a feed named by a 100-level value, a fixture record 10,000 levels deep, a 16 MB snapshot of records as deep as a record may be',
    async run(t) {
      const { snapshot, data } = await devSnapshot(t);
      let deep: unknown = 1;
      for (let i = 0; i < 100; i++) deep = { a: deep };
      data.feeds = [{ _id: 'f'.repeat(24), _environmentId: DEV_ENV, _organizationId: '665f1c2a9b1e4a0012a00001', name: deep as Record<string, unknown>, identifier: 'deep', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }];
      const feed = await restore(t, snapshot, `?apiKey=${KEY}`);
      const fixture = await call(t, 'POST', `/__admin/fixtures?apiKey=${KEY}`, `{"subscribers":[{"subscriberId":"deep","data":${nestedJson(10_000)}}]}`);
      // Many records as deep as a record may be: a large restore that must be judged without a stack overflow.
      const { snapshot: big, data: bigData } = await devSnapshot(t);
      const record = JSON.parse(`{"subscriberId":"s","data":${nestedJson(108)}}`) as Record<string, unknown>;
      bigData.subscribers = Array.from({ length: Math.floor((16 * MB) / 1400) }, (_, i) => ({ ...(bigData.subscribers?.[0] ?? {}), ...record, _id: i.toString(16).padStart(24, '0'), subscriberId: `deep-${i}` }));
      const large = await restore(t, big, `?apiKey=${KEY}`);
      const reads = [await call(t, 'GET', '/v1/feeds'), await call(t, 'GET', '/v2/subscribers?limit=100')].map((r) => r.status);
      return `feed restore ${feed.status}; fixture ${fixture.status}; large restore ${large.status}; reads ${reads.join(',')}`;
    },
  },
];
