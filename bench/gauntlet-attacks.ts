/**
 * The attacks `bench/gauntlet.ts` runs, one after another, against one mock. Each is bounded in time and
 * returns a one-line outcome (what the mock answered). They talk plain HTTP (fetch, node:http) and
 * socket.io-client, as an attacker would.
 */
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { type Answer, APP, type Attack, call, HMAC_APP, KEY, short, tally, type Target, trigger, workflowWith } from './gauntlet-client.js';
import { SCHEMA_ATTACKS } from './gauntlet-schema-attacks.js';
import { STATE_ATTACKS } from './gauntlet-state-attacks.js';

export { KEY, type Target } from './gauntlet-client.js';

/** Tokenless engine.io polling handshakes over 32 keep-alive connections for `seconds`. */
async function handshakeFlood(target: Target, seconds: number): Promise<string> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const deadline = Date.now() + seconds * 1000;
  const statuses: number[] = [];
  const one = (): Promise<void> =>
    new Promise((resolve) => {
      const req = http.get(`${target.base}/socket.io/?EIO=4&transport=polling`, { agent }, (res) => {
        statuses.push(res.statusCode ?? 0);
        res.resume().on('end', resolve);
      });
      req.on('error', () => (statuses.push(0), resolve()));
    });
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (Date.now() < deadline) await one();
    }),
  );
  agent.destroy();
  return `${statuses.length} handshakes: ${tally(statuses)}`;
}

async function sessionToken(target: Target, subscriberId: string, extra: object = {}, applicationIdentifier = APP): Promise<Answer> {
  return call(target, 'POST', '/v1/inbox/session', { applicationIdentifier, subscriber: { subscriberId }, ...extra });
}

/** Opens `count` websocket sockets with `token`, `batch` at a time; resolves with how many stayed connected. */
async function openSockets(target: Target, token: string, count: number, batch = 250): Promise<{ sockets: Socket[]; connected: number }> {
  const sockets: Socket[] = [];
  let connected = 0;
  for (let done = 0; done < count; done += batch) {
    const wave = Array.from({ length: Math.min(batch, count - done) }, () => io(target.base, { transports: ['websocket'], query: { token }, reconnection: false, forceNew: true, timeout: 5000 }));
    sockets.push(...wave);
    await Promise.all(wave.map((s) => new Promise<void>((resolve) => {
      s.once('connect', () => setTimeout(() => (s.connected && connected++, resolve()), 50));
      s.once('connect_error', () => resolve());
      s.once('disconnect', () => resolve());
    })));
  }
  return { sockets, connected: sockets.filter((s) => s.connected).length };
}

/** A server-sent-event client that reads nothing after its headers (its socket's buffer fills up). */
function stalledStream(target: Target): Promise<http.ClientRequest> {
  return new Promise((resolve) => {
    const req = http.get(`${target.base}/__admin/requests/stream`, (res) => {
      res.pause();
      resolve(req);
    });
    req.on('error', () => resolve(req));
  });
}

export const ATTACKS: Attack[] = [
  { name: '1. socket.io handshake flood without a token (32 connections, 20 s)', run: (t) => handshakeFlood(t, 20) },
  ...SCHEMA_ATTACKS,
  {
    name: '3a. 300 triggers with 380 KB of overrides',
    async run(t) {
      const statuses: number[] = [];
      const overrides = { email: { customData: { blob: 'o'.repeat(380_000) } } };
      for (let i = 0; i < 300; i++) statuses.push((await trigger(t, 'comment-mention', { commenterName: 'M', postTitle: 'T', commentPreview: 'p', commentId: `o${i}` }, { overrides })).status);
      return tally(statuses);
    },
  },
  {
    name: '3b. a schema default of 150,000 objects, then 30 triggers with payload {}',
    async run(t) {
      const write = await workflowWith(t, 'g-default', 'hi', { type: 'object', properties: { big: { type: 'array', default: Array.from({ length: 150_000 }, () => ({})) } } });
      if (write.status >= 400) return `write refused: ${short(write)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await trigger(t, 'g-default', {})).status);
      return tally(statuses);
    },
  },
  {
    name: '3c. {{payload.a}} × 1000 and × 3000 with a 200 KB value',
    async run(t) {
      const outcomes: string[] = [];
      for (const times of [1000, 3000]) {
        const write = await workflowWith(t, `g-amp-${times}`, '{{payload.a}}'.repeat(times));
        if (write.status >= 400) {
          outcomes.push(`×${times}: write ${short(write)}`);
          continue;
        }
        const statuses: number[] = [];
        for (let i = 0; i < 9; i++) statuses.push((await trigger(t, `g-amp-${times}`, { a: 'v'.repeat(200_000) })).status);
        outcomes.push(`×${times}: ${tally(statuses)}`);
      }
      const queued = await call(t, 'GET', '/v1/notifications?limit=50');
      outcomes.push(`queued jobs in the last 50 notifications: ${(queued.text.match(/"status":"queued"/g) ?? []).length}`);
      return outcomes.join('; ');
    },
  },
  {
    name: '3d. 100 subscribers subscribed to new topics until the budget refuses (at most 3,000 topics)',
    async run(t) {
      const subscriptions = Array.from({ length: 100 }, (_, i) => `ts-${i}`);
      for (const subscriberId of subscriptions) await call(t, 'POST', '/v2/subscribers', { subscriberId });
      const statuses: number[] = [];
      for (let topic = 0; topic < 3000; topic++) {
        // The topic is created by its first subscription.
        const res = await call(t, 'POST', `/v2/topics/g-topic-${topic}/subscriptions`, { subscriptions });
        statuses.push(res.status);
        if (res.status >= 400) return `${tally(statuses)} (${topic * 100} subscriptions kept); refused: ${short(res)}`;
      }
      return `${tally(statuses)} (300,000 subscriptions kept)`;
    },
  },
  {
    name: '3e. 12,000 Inbox sessions for 50 subscribers',
    async run(t) {
      const statuses: number[] = [];
      for (let i = 0; i < 12_000; i++) statuses.push((await sessionToken(t, `session-user-${i % 50}`)).status);
      return tally(statuses);
    },
  },
  {
    name: '4. 20 stream clients that never read, then 300 writes of 60 KB',
    async run(t) {
      const streams = await Promise.all(Array.from({ length: 20 }, () => stalledStream(t)));
      const statuses: number[] = [];
      for (let i = 0; i < 300; i++) statuses.push((await call(t, 'POST', '/v2/subscribers', { subscriberId: `stream-${i}`, data: { blob: 's'.repeat(60_000) } })).status);
      for (const s of streams) s.destroy();
      return `writes ${tally(statuses)}`;
    },
  },
  {
    name: '5. two gzip bombs (486 KB → 500 MB) to POST /__admin/clock at once',
    async run(t) {
      const bomb = gzipSync(Buffer.concat([Buffer.from('{"pad":"'), Buffer.alloc(500 * 1024 * 1024, 0x61), Buffer.from('"}')]), { level: 9 });
      const answers = await Promise.all([0, 1].map(() => call(t, 'POST', '/__admin/clock', bomb, { 'content-encoding': 'gzip' })));
      return `${(bomb.length / 1024).toFixed(0)} KB each: ${answers.map(short).join(' | ')}`;
    },
  },
  {
    name: '6a. an Inbox session with subscriberHash 64 × é (HMAC on)',
    async run(t) {
      return short(await sessionToken(t, 'hmac-user', { subscriberHash: 'é'.repeat(64) }, HMAC_APP));
    },
  },
  {
    name: '6b. payload schemas that cannot compile, each written then triggered',
    async run(t) {
      const bad: object[] = [{ $ref: '#/definitions/nowhere' }, { $ref: 'https://example.com/schema.json' }, { type: 'nonsense' }, { type: 'string', pattern: '(' }, { type: 'object', required: 'x' }];
      const outcomes = await Promise.all(bad.map(async (schema, i) => {
        const write = await workflowWith(t, `g-bad-${i}`, 'hi', { type: 'object', properties: { x: schema } });
        return write.status >= 400 ? `write ${write.status}` : `trigger ${(await trigger(t, `g-bad-${i}`, { x: 'y' })).status}`;
      }));
      return outcomes.join(', ');
    },
  },
  {
    name: '6c. 15,000 sockets for one subscriber, then a trigger with a 100 KB payload',
    async run(t) {
      const session = await sessionToken(t, 'gauntlet-user');
      const token = (JSON.parse(session.text) as { data: { token: string } }).data.token;
      const { sockets, connected } = await openSockets(t, token, 15_000);
      const started = performance.now();
      const fired = await call(t, 'POST', '/v1/events/trigger', { name: 'comment-mention', to: 'gauntlet-user', payload: { commenterName: 'M', postTitle: 'T', commentPreview: 'x'.repeat(100_000), commentId: 'big' } });
      const took = Math.round(performance.now() - started);
      for (const s of sockets) s.disconnect();
      return `${connected} of 15,000 connected; trigger ${fired.status} in ${took} ms`;
    },
  },
  {
    name: '7a. POST /__admin/reset?apikey=… and a body {apiKey}',
    async run(t) {
      const query = await call(t, 'POST', `/__admin/reset?apikey=${KEY}`);
      const body = await call(t, 'POST', '/__admin/reset', { apiKey: KEY });
      return `${short(query).slice(0, 60)} | ${short(body).slice(0, 60)}`;
    },
  },
  {
    name: '7b. {{payload.constructor}} rendered',
    async run(t) {
      await workflowWith(t, 'g-proto', '[{{payload.constructor}}][{{subscriber.toString}}]');
      await trigger(t, 'g-proto', {});
      const list = await call(t, 'GET', '/v1/messages?subscriberId=gauntlet-user&channel=in_app&limit=1');
      return /\[[^\]]*\]\[[^\]]*\]/.exec(list.text)?.[0] ?? short(list);
    },
  },
  {
    name: '8a. an email template of 80,000 nested <div>s, triggered 5 times',
    async run(t) {
      const html = `${'<div>'.repeat(80_000)}{{payload.code}}${'</div>'.repeat(80_000)}`;
      const write = await call(t, 'POST', '/v2/workflows', { name: 'g-deep-email', workflowId: 'g-deep-email', steps: [{ name: 'Email', type: 'email', controlValues: { subject: 'Deep', body: html, editorType: 'html' } }] });
      const started = Date.now();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await call(t, 'POST', '/v1/events/trigger', { name: 'g-deep-email', to: { subscriberId: `deep-${i}`, email: `deep-${i}@example.com` }, payload: { code: i } })).status);
      const kept = await call(t, 'GET', `/__admin/outbox?apiKey=${KEY}&workflowId=g-deep-email&limit=0`);
      return `workflow ${write.status}; triggers ${tally(statuses)} in ${Date.now() - started} ms; outbox ${kept.text.slice(0, 40)}`;
    },
  },
  {
    name: '8b. 2,000 outbox waits open at once, then a trigger that matches none',
    async run(t) {
      const agent = new http.Agent({ keepAlive: false, maxSockets: 2000 });
      const waits = Array.from({ length: 2000 }, (_, i) =>
        new Promise<number>((resolve) => {
          http.get(`${t.base}/__admin/outbox/wait?to=nobody-${i}@example.com&timeout=5000`, { agent }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0))).on('error', () => resolve(0));
        }),
      );
      await new Promise((r) => setTimeout(r, 1000));
      const fired = await call(t, 'POST', '/v1/events/trigger', { name: 'password-reset', to: { subscriberId: 'waited', email: 'waited@example.com' }, payload: { resetUrl: 'https://x.test', code: '1', expiresInMinutes: 1, ipAddress: '203.0.113.1' } });
      const statuses = await Promise.all(waits);
      agent.destroy();
      return `trigger ${fired.status}; waits ${tally(statuses)}`;
    },
  },
  ...STATE_ATTACKS,
];
