/**
 * Building blocks of `fuzz.test.ts`: a byte-exact in-process HTTP client, the fixture ids the
 * generators point at, fast-check arbitraries of valid requests derived from the contract's operations,
 * mutations that make them invalid, and the invariants every response must keep.
 *
 * Requests go through `node:http` with a keep-alive agent (not superagent) on purpose: superagent
 * normalizes URLs (`new URL`), always sets a content type for string bodies and cannot send a header
 * twice in a controlled way — the fuzzer needs the exact bytes.
 */
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { Express } from 'express';
import type { Operation } from '../../src/spec/validator.js';
import type { Seed } from '../../src/domain/types.js';
import { DEV_ENV_ID, DEV_KEY, PROD_ENV_ID, PROD_KEY } from '../helpers/test-app.js';

// ---------------------------------------------------------------------------------------------- client

/** One request exactly as it goes on the wire. */
export interface RawRequest {
  method: string;
  /** Path and query string, sent verbatim. */
  path: string;
  /** Header lines in order; a name may repeat. */
  headers: [string, string][];
  body?: Buffer;
  /** How it was made (operation and mutation), for failure messages. */
  label: string;
  /** Headers over Node's 16 KB limit: Node's HTTP parser answers 431 before the app sees anything. */
  overHeaderLimit?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json?: unknown;
  jsonError?: string;
}

export interface Connection {
  port: number;
  server: Server;
  send(request: RawRequest): Promise<RawResponse>;
  close(): Promise<void>;
}

/** Listens on an ephemeral port of 127.0.0.1 and talks to it over one keep-alive socket. */
export async function connect(app: Express): Promise<Connection> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let previous = '(none)';
  const send = (r: RawRequest) =>
    new Promise<RawResponse>((resolve, rejectRaw) => {
      const before = previous;
      const reject = (error: Error) => rejectRaw(Object.assign(error, { message: `${error.message} sending ${describeRequest(r)} after ${before}` }));
      previous = describeRequest(r);
      // With raw (array) headers Node adds no Host, and its server refuses HTTP/1.1 requests without one.
      const headers: string[] = r.headers.some(([n]) => n.toLowerCase() === 'host') ? [] : ['Host', `127.0.0.1:${port}`];
      for (const [name, value] of r.headers) headers.push(name, value);
      if (r.body !== undefined && !r.headers.some(([n]) => n.toLowerCase() === 'content-length' || n.toLowerCase() === 'transfer-encoding')) {
        headers.push('Content-Length', String(r.body.length));
      }
      const req = httpRequest({ host: '127.0.0.1', port, method: r.method, path: r.path, agent, headers: headers as unknown as Record<string, string> }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const out: RawResponse = { status: res.statusCode ?? 0, headers: res.headers, text };
          if (/json/.test(String(res.headers['content-type'] ?? '')) && text.length > 0) {
            try {
              out.json = JSON.parse(text);
            } catch (error) {
              out.jsonError = (error as Error).message;
            }
          }
          resolve(out);
        });
      });
      req.on('error', reject);
      req.end(r.body);
    });
  return {
    port,
    server,
    send,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// -------------------------------------------------------------------------------------------- fixtures

/** Ids that exist in the environment of DEV_KEY (and some of PROD_KEY's, which DEV_KEY must never see). */
export interface Fixtures {
  subscriberIds: string[];
  subscriberInternalIds: string[];
  emails: string[];
  phones: string[];
  names: string[];
  /** subscriberId → its in-app message ids. */
  inAppBySubscriber: Map<string, string[]>;
  messageIds: string[];
  inAppMessageIds: string[];
  notificationIds: string[];
  transactionIds: string[];
  integrationIds: string[];
  /** Email and sms integrations (the ones that can be primary). */
  primaryCapableIds: string[];
  /** Active chat/push integrations (what credentials upserts need). */
  chatPush: { providerId: string; identifier: string }[];
  variableKeys: string[];
  workflowTriggers: string[];
  workflowIds: string[];
  workflowTags: string[];
  /** Trigger identifier → the payload variables it requires. */
  workflowVariables: Map<string, string[]>;
  /** Ids of the other environment (PROD): DEV_KEY must get 404 for them. */
  foreign: { subscriberIds: string[]; notificationIds: string[]; integrationIds: string[]; messageIds: string[] };
}

type Get = (path: string, key?: string) => Promise<unknown>;

/** Fetches the ids once through the API itself. */
export async function discoverFixtures(conn: Connection, workflowVariables: Map<string, string[]>): Promise<Fixtures> {
  const get: Get = async (path, key = DEV_KEY) => {
    const res = await conn.send({ method: 'GET', path, headers: [['Authorization', `ApiKey ${key}`]], label: 'discover' });
    if (res.status !== 200) throw new Error(`fixture discovery: GET ${path} → ${res.status} ${res.text.slice(0, 300)}`);
    return res.json;
  };
  type Sub = { _id: string; subscriberId: string; email?: string | null; phone?: string | null; firstName?: string | null };
  const subscribersOf = async (key: string): Promise<Sub[]> => {
    const out: Sub[] = [];
    let after: string | null = null;
    do {
      const page = (await get(`/v2/subscribers?limit=100${after ? `&after=${after}` : ''}`, key)) as { data: Sub[]; next: string | null };
      out.push(...page.data);
      after = page.next;
    } while (after);
    return out;
  };
  type Msg = { _id: string; _subscriberId: string; channel: string; transactionId: string };
  type Note = { _id: string; transactionId: string };
  const notificationsOf = async (key: string): Promise<Note[]> => {
    const out: Note[] = [];
    for (let page = 0; ; page++) {
      const body = (await get(`/v1/notifications?limit=50&page=${page}`, key)) as { data: Note[]; hasMore: boolean };
      out.push(...body.data);
      if (!body.hasMore) return out;
    }
  };
  const subscribers = await subscribersOf(DEV_KEY);
  const byInternal = new Map(subscribers.map((s) => [s._id, s.subscriberId]));
  const messages = ((await get('/v1/messages?limit=1000')) as { data: Msg[] }).data;
  const notifications = await notificationsOf(DEV_KEY);
  const integrations = (await get('/v1/integrations')) as { _id: string; providerId: string; identifier: string; channel: string; active: boolean }[];
  const variables = (await get('/v1/environment-variables')) as { key: string }[];
  const workflows = ((await get('/v2/workflows?limit=100')) as { workflows: { _id: string; workflowId: string; tags?: string[] }[] }).workflows;
  const inAppBySubscriber = new Map<string, string[]>();
  for (const m of messages) {
    const owner = byInternal.get(m._subscriberId);
    if (m.channel !== 'in_app' || owner === undefined) continue;
    inAppBySubscriber.set(owner, [...(inAppBySubscriber.get(owner) ?? []), m._id]);
  }
  const prodMessages = ((await get('/v1/messages?limit=50', PROD_KEY)) as { data: Msg[] }).data;
  const prodIntegrations = (await get('/v1/integrations', PROD_KEY)) as { _id: string }[];
  const prodNotifications = ((await get('/v1/notifications?limit=20', PROD_KEY)) as { data: Note[] }).data;
  const prodSubscribers = ((await get('/v2/subscribers?limit=20', PROD_KEY)) as { data: Sub[] }).data;
  const devSubscriberIds = new Set(subscribers.map((s) => s.subscriberId));
  const strings = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
  return {
    subscriberIds: subscribers.map((s) => s.subscriberId),
    subscriberInternalIds: subscribers.map((s) => s._id),
    emails: strings(subscribers.map((s) => s.email)),
    phones: strings(subscribers.map((s) => s.phone)),
    names: strings(subscribers.map((s) => s.firstName)),
    inAppBySubscriber,
    messageIds: messages.map((m) => m._id),
    inAppMessageIds: messages.filter((m) => m.channel === 'in_app').map((m) => m._id),
    notificationIds: notifications.map((n) => n._id),
    transactionIds: [...new Set(notifications.map((n) => n.transactionId))],
    integrationIds: integrations.map((i) => i._id),
    primaryCapableIds: integrations.filter((i) => i.channel === 'email' || i.channel === 'sms').map((i) => i._id),
    chatPush: integrations.filter((i) => i.active && (i.channel === 'chat' || i.channel === 'push')).map((i) => ({ providerId: i.providerId, identifier: i.identifier })),
    variableKeys: variables.map((v) => v.key),
    workflowTriggers: workflows.map((w) => w.workflowId),
    workflowIds: workflows.map((w) => w._id),
    workflowTags: strings(workflows.flatMap((w) => w.tags ?? [])),
    workflowVariables,
    foreign: {
      // A PROD subscriberId that DEV also has would be found (ids are per environment): leave those out.
      subscriberIds: prodSubscribers.map((s) => s.subscriberId).filter((id) => !devSubscriberIds.has(id)),
      notificationIds: prodNotifications.map((n) => n._id),
      integrationIds: prodIntegrations.map((i) => i._id),
      messageIds: prodMessages.map((m) => m._id),
    },
  };
}

/**
 * The default fixtures with fewer messages and activity events (every subscriber, integration,
 * workflow and variable kept; references stay whole): a snapshot of the whole state then costs ~1 ms
 * instead of ~18 ms, which is what lets the fuzzer compare the state after every rejected request.
 */
export function trimmedSeed(seed: Seed, eventsPerEnvironment: number): Seed {
  const kept = new Set<string>();
  const perEnvironment = new Map<string, number>();
  // Keep events that produced messages of every channel first, so that every kind of message stays.
  const messageChannels = new Map<string, Set<string>>();
  for (const m of seed.messages) {
    const set = messageChannels.get(m._notificationId) ?? new Set<string>();
    set.add(m.channel);
    messageChannels.set(m._notificationId, set);
  }
  const events = [...seed.notifications].sort((a, b) => (messageChannels.get(b._id)?.size ?? 0) - (messageChannels.get(a._id)?.size ?? 0));
  for (const n of events) {
    const count = perEnvironment.get(n._environmentId) ?? 0;
    if (count >= eventsPerEnvironment) continue;
    perEnvironment.set(n._environmentId, count + 1);
    kept.add(n._id);
  }
  return {
    ...seed,
    notifications: seed.notifications.filter((n) => kept.has(n._id)),
    messages: seed.messages.filter((m) => kept.has(m._notificationId)),
  };
}

// ------------------------------------------------------------------------------- valid request arbitraries

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
};

/** A request before it is rendered to bytes: what the mutations work on. */
export interface RequestSpec {
  opId: string;
  method: string;
  /** Path template of the operation. */
  template: string;
  params: Record<string, string>;
  query: [string, string][];
  headers: [string, string][];
  /** JSON body (undefined: none). */
  body?: unknown;
  apiKey: string;
}

const OBJECT_ID = /^[0-9a-f]{24}$/;
const objectIdArb = fc.stringMatching(OBJECT_ID);
const FIXED_TIMEZONES = ['Europe/London', 'America/New_York', 'UTC', 'Asia/Tokyo', 'Australia/Sydney', 'America/Argentina/Buenos_Aires'];
const FIXED_LOCALES = ['en-US', 'en-GB', 'fr', 'de-DE', 'pt-BR', 'zh-Hant-TW'];

/** Printable strings, with some unicode and emoji (what a real client sends). */
export const textArb = (maxLength = 16): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.string({ maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: Math.min(maxLength, 8) }) },
    { weight: 1, arbitrary: fc.constantFrom('Zoë', 'Ωmega', '名前', 'مرحبا', '😀🚀', 'a b', '__proto__', 'constructor', 'toString', 'valueOf', 'toJSON', 'hasOwnProperty', 'null', '0') },
  );

export const emailArb = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,8}(\.[a-z0-9+_-]{1,5})?$/), fc.constantFrom('example.com', 'mail.test', 'sub.domain.io'))
  .map(([local, domain]) => `${local}@${domain}`);

const freshSubscriberId = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^fz-[a-z0-9_-]{1,16}$/) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }).filter((s) => /\S/.test(s)) },
);
const freshVariableKey = fc.stringMatching(/^FZ_[A-Z0-9_]{1,20}$/);
export const freshTransactionId = fc.stringMatching(/^fz-tx-[a-z0-9]{4,16}$/);

const pick = <T>(values: T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> => (values.length > 0 ? fc.constantFrom(...values) : fallback);
const mostly = <T>(existing: T[], other: fc.Arbitrary<T>, weight = 4): fc.Arbitrary<T> =>
  existing.length > 0 ? fc.oneof({ weight, arbitrary: fc.constantFrom(...existing) }, { weight: 1, arbitrary: other }) : other;

/** Arbitraries with meaning for some names: ids that exist, valid time zones, workflow names… */
function hint(fx: Fixtures, opId: string, location: 'path' | 'query' | 'body', names: string[], schema?: Schema): fc.Arbitrary<unknown> | undefined {
  const last = names[names.length - 1] ?? '';
  if (location === 'path') {
    switch (last) {
      case 'subscriberId':
        if (opId === 'markMessagesAs') return mostly([...fx.inAppBySubscriber.keys()], mostly(fx.subscriberIds, freshSubscriberId, 1), 5);
        return mostly(fx.subscriberIds, freshSubscriberId);
      case 'notificationId':
        return mostly(fx.notificationIds, objectIdArb);
      case 'integrationId':
        return mostly(fx.primaryCapableIds, mostly(fx.integrationIds, objectIdArb), 3);
      case 'variableKey':
        return mostly(fx.variableKeys, freshVariableKey);
      case 'transactionId':
        return mostly(fx.transactionIds, freshTransactionId);
    }
    return undefined;
  }
  if (location === 'query') {
    if (opId === 'searchSubscribers') {
      if (last === 'after' || last === 'before') return mostly(fx.subscriberInternalIds, objectIdArb, 3);
      if (last === 'email') return mostly(fx.emails, emailArb, 2);
      if (last === 'phone') return mostly(fx.phones, textArb(), 2);
      if (last === 'name') return mostly(fx.names, textArb(), 2);
      if (last === 'subscriberId') return mostly(fx.subscriberIds, freshSubscriberId, 2);
    }
    if (opId === 'listMessages') {
      if (last === 'subscriberId') return mostly(fx.subscriberIds, freshSubscriberId);
      if (last === 'transactionId') return mostly(fx.transactionIds, freshTransactionId, 2);
    }
    if (opId === 'listNotifications') {
      if (last === 'templates') return mostly(fx.workflowIds, objectIdArb, 2);
      if (last === 'emails') return mostly(fx.emails, emailArb, 2);
      if (last === 'subscriberIds') return mostly(fx.subscriberIds, freshSubscriberId, 2);
      if (last === 'transactionId') return mostly(fx.transactionIds, freshTransactionId, 2);
      if (last === 'after' || last === 'before') {
        return fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
      }
    }
    if (opId === 'listWorkflows') {
      if (last === 'tags') return mostly(fx.workflowTags, textArb(), 3);
      if (last === 'query') return mostly(fx.workflowTriggers.map((t) => t.slice(0, 4)), textArb(), 2);
    }
    if (opId === 'listEnvironmentVariables' && last === 'search') return mostly(fx.variableKeys.map((k) => k.slice(1, 4).toLowerCase()), textArb(), 2);
    return undefined;
  }
  // body
  switch (last) {
    case 'subscriberId':
      return fc.oneof({ weight: 2, arbitrary: pick(fx.subscriberIds, freshSubscriberId) }, { weight: 3, arbitrary: freshSubscriberId });
    case 'timezone':
      return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...FIXED_TIMEZONES) }, { weight: 1, arbitrary: fc.constant(null) });
    case 'locale':
      return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...FIXED_LOCALES) }, { weight: 1, arbitrary: fc.constant(null) });
    case 'email':
      return fc.oneof({ weight: 6, arbitrary: emailArb }, { weight: 1, arbitrary: fc.constant(null) });
    case '_environmentId':
      return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(DEV_ENV_ID, PROD_ENV_ID) }, { weight: 1, arbitrary: objectIdArb });
    case 'transactionId':
      return fc.oneof({ weight: 8, arbitrary: freshTransactionId }, { weight: 1, arbitrary: pick(fx.transactionIds, freshTransactionId) });
    case 'name':
      if (names.join('.') === 'name' || names.join('.') === 'events.name') return mostly(fx.workflowTriggers, textArb(), 6);
      return undefined;
    case 'to':
    case 'actor':
      // The string form of a recipient (the object form is generated from its schema).
      if (schema?.type === 'string') return fc.oneof({ weight: 2, arbitrary: pick(fx.subscriberIds, freshSubscriberId) }, { weight: 3, arbitrary: freshSubscriberId });
      return undefined;
    case 'key':
      if (opId === 'createEnvironmentVariable') return fc.oneof({ weight: 6, arbitrary: freshVariableKey }, { weight: 1, arbitrary: pick(fx.variableKeys, freshVariableKey) });
      if (opId === 'updateEnvironmentVariable') return fc.oneof({ weight: 4, arbitrary: freshVariableKey }, { weight: 1, arbitrary: pick(fx.variableKeys, freshVariableKey) });
      return undefined;
    case 'messageId': {
      const ids = pick(fx.inAppMessageIds, objectIdArb);
      const any = fc.oneof({ weight: 5, arbitrary: ids }, { weight: 1, arbitrary: pick(fx.messageIds, objectIdArb) }, { weight: 1, arbitrary: objectIdArb });
      return fc.oneof(any, fc.array(any, { minLength: 1, maxLength: 4 }), fc.array(any, { minLength: 1, maxLength: 3 }).map((a) => a.join(',')));
    }
  }
  return undefined;
}

/** Credentials input (providerId + integration): mostly a provider with an active integration. */
function credentialsArb(fx: Fixtures, schema: Schema, where: (names: string[]) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const credentials = where(['credentials']);
  const known = fx.chatPush.length > 0 ? fc.constantFrom(...fx.chatPush) : undefined;
  const anyProvider = fc.constantFrom(...((schema.properties?.providerId?.enum as string[] | undefined) ?? ['fcm'])).map((providerId) => ({ providerId, identifier: `${providerId}-unknown` }));
  const pair = known ? fc.oneof({ weight: 6, arbitrary: known }, { weight: 1, arbitrary: anyProvider }) : anyProvider;
  return fc.record({ pair, identifier: fc.constantFrom('none', 'match', 'match', 'other'), credentials }).map(({ pair: p, identifier, credentials: c }) => ({
    providerId: p.providerId,
    ...(identifier === 'match' ? { integrationIdentifier: p.identifier } : identifier === 'other' ? { integrationIdentifier: 'no-such-integration' } : {}),
    credentials: c,
  }));
}

const types = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A valid value of `schema` (as far as the contract goes; domain rules may still refuse it). */
export function valueArb(schema: Schema, fx: Fixtures, opId: string, location: 'path' | 'query' | 'body', names: string[] = []): fc.Arbitrary<unknown> {
  const hinted = hint(fx, opId, location, names, schema);
  if (hinted) return hinted;
  if (schema.oneOf || schema.anyOf) return fc.oneof(...(schema.oneOf ?? schema.anyOf ?? []).map((s) => valueArb(s, fx, opId, location, names)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const ts = types(schema);
  if (ts.length > 1) {
    return fc.oneof(...ts.map((t) => ({ weight: t === 'null' ? 1 : 6, arbitrary: valueArb({ ...schema, type: t }, fx, opId, location, names) })));
  }
  const type = ts[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? Math.max(1000, (schema.minimum ?? 0) + 1000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'string': {
      if (schema.format === 'email') return emailArb;
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString());
      if (schema.pattern) {
        const re = new RegExp(schema.pattern);
        return fc.stringMatching(re, { maxLength: Math.min(schema.maxLength ?? 40, 40) }).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity) && re.test(s));
      }
      const min = schema.minLength ?? 0;
      return textArb(Math.min(schema.maxLength ?? 16, 16)).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
    }
    case 'array': {
      const items = valueArb(schema.items ?? {}, fx, opId, location, names);
      const minLength = schema.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'object': {
      const props = schema.properties ?? {};
      if (props.providerId && props.credentials) {
        return credentialsArb(fx, schema, (n) => valueArb(props[n[0] as string] ?? {}, fx, opId, location, [...names, ...n]));
      }
      if (Object.keys(props).length === 0) {
        const extra = schema.additionalProperties;
        const valueOf = typeof extra === 'object' ? valueArb(extra, fx, opId, location, [...names, '*']) : fc.jsonValue({ maxDepth: 2 });
        return fc.dictionary(textArb(10), valueOf, { maxKeys: 4 });
      }
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, child] of Object.entries(props)) model[name] = valueArb(child, fx, opId, location, [...names, name]);
      const record = fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
      const minProperties = schema.minProperties ?? 0;
      return minProperties > 0 ? record.filter((o) => Object.keys(o).length >= minProperties) : record;
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/**
 * Values of a workflow's payload variables: mostly text, sometimes anything JSON can carry — including
 * objects that `String()` cannot convert (`{"toString": 1}`) and keys that are Object.prototype's.
 */
const variableValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ toString: 1 }, { valueOf: 'x', toString: 'y' }, [{ toString: 1 }], { toJSON: 1 }, { constructor: { prototype: 1 } }, '', 0, -1, true, [], {}, '2030-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z', 'not a date', 1e308) },
);

/** Domain details the schema cannot express, fixed up so that most valid requests succeed. */
function finish(spec: RequestSpec, fx: Fixtures, knobs: { fillVariables: boolean; markOwn: number; variableValues: unknown[] }): RequestSpec {
  const body = spec.body as Record<string, unknown> | undefined;
  const fillEvent = (event: Record<string, unknown>) => {
    const variables = fx.workflowVariables.get(String(event.name)) ?? [];
    if (!knobs.fillVariables || variables.length === 0) return;
    const payload = { ...((event.payload as Record<string, unknown> | undefined) ?? {}) };
    variables.forEach((v, i) => {
      const value = knobs.variableValues[i % knobs.variableValues.length];
      if (payload[v] === undefined || payload[v] === null) payload[v] = value === undefined ? `value of ${v}` : value;
    });
    event.payload = payload;
  };
  const uniqueValues = (values: unknown) =>
    Array.isArray(values) ? values.filter((v, i) => values.findIndex((w) => (w as { _environmentId: string })._environmentId === (v as { _environmentId: string })._environmentId) === i) : values;
  switch (spec.opId) {
    case 'triggerEvent':
      if (body) fillEvent(body);
      break;
    case 'triggerEventBulk':
      for (const event of (body?.events as Record<string, unknown>[] | undefined) ?? []) fillEvent(event);
      break;
    case 'createEnvironmentVariable':
    case 'updateEnvironmentVariable':
      if (body && 'values' in body) body.values = uniqueValues(body.values);
      break;
    case 'searchSubscribers': {
      const hasAfter = spec.query.some(([k]) => k === 'after');
      if (hasAfter) spec.query = spec.query.filter(([k]) => k !== 'before');
      break;
    }
    case 'markMessagesAs': {
      // Mostly the subscriber's own in-app messages, so that something changes.
      const own = fx.inAppBySubscriber.get(spec.params.subscriberId ?? '');
      if (body && own && own.length > 0 && knobs.markOwn > 0) body.messageId = own.slice(0, knobs.markOwn);
      break;
    }
  }
  return spec;
}

const stringify = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Valid requests of one operation. */
export function validSpecArb(op: Operation, fx: Fixtures): fc.Arbitrary<RequestSpec> {
  const opId = op.iid ?? op.id;
  const request = op.request ?? {};
  const params: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of request.path ?? []) params[p.name] = valueArb((p.schema ?? {}) as Schema, fx, opId, 'path', [p.name]);
  const queryParts = (request.query ?? []).map((q) => {
    const schema = (q.schema ?? {}) as Schema;
    const value = valueArb(schema, fx, opId, 'query', [q.name]);
    const pairs = value.map((v): [string, string][] => (Array.isArray(v) ? v.map((x) => [q.name, stringify(x)] as [string, string]) : [[q.name, stringify(v)]]));
    return fc.option(pairs, { nil: [] as [string, string][], freq: 2 });
  });
  const bodySchema = request.body?.contents?.[0]?.schema as Schema | undefined;
  const body = bodySchema ? valueArb(bodySchema, fx, opId, 'body', []) : fc.constant(undefined);
  const idempotencyKey = fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,24}$/), { freq: 4, nil: undefined });
  return fc
    .record({
      params: fc.record(params) as fc.Arbitrary<Record<string, unknown>>,
      query: queryParts.length > 0 ? fc.tuple(...queryParts).map((parts) => parts.flat()) : fc.constant([] as [string, string][]),
      body,
      idempotencyKey,
      fillVariables: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      markOwn: fc.nat({ max: 3 }),
      variableValues: fc.array(variableValueArb, { minLength: 1, maxLength: 6 }),
    })
    .map(({ params: p, query, body: b, idempotencyKey: key, fillVariables, markOwn, variableValues }) =>
      finish(
        {
          opId,
          method: op.method.toUpperCase(),
          template: op.path,
          params: Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)])),
          query,
          headers: key === undefined ? [] : [['idempotency-key', key]],
          body: structuredClone(b),
          apiKey: DEV_KEY,
        },
        fx,
        { fillVariables, markOwn, variableValues },
      ),
    );
}

/** encodeURIComponent that also takes lone surrogates (sent as their would-be UTF-8 bytes, which decode to nothing valid). */
export function encodeLoose(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const encodeQuery = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');

export function pathOf(spec: Pick<RequestSpec, 'template' | 'params'>, encode = true): string {
  return spec.template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = spec.params[name] ?? '';
    return encode ? encodeLoose(value) : value;
  });
}

/** Renders a spec to bytes: JSON body with `Content-Type: application/json`, `Authorization: ApiKey`. */
export function render(spec: RequestSpec, label: string): RawRequest {
  const query = encodeQuery(spec.query);
  const headers: [string, string][] = [['Authorization', `ApiKey ${spec.apiKey}`], ...spec.headers];
  let body: Buffer | undefined;
  if (spec.body !== undefined) {
    headers.push(['Content-Type', 'application/json']);
    body = Buffer.from(JSON.stringify(spec.body), 'utf8');
  }
  return { method: spec.method, path: pathOf(spec) + (query ? `?${query}` : ''), headers, body, label };
}

// ----------------------------------------------------------------------------------------- mutations

/** Where in a JSON value: the keys from the root. */
type JsonPath = (string | number)[];

function jsonPaths(value: unknown, prefix: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => jsonPaths(v, [...prefix, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) jsonPaths(v, [...prefix, k], out);
  return out;
}

const defineOwn = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** A copy of `root` with the value at `path` replaced (`undefined`: deleted). Keys like `__proto__` become own properties. */
function withValueAt(root: unknown, path: JsonPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    defineOwn(parent, last, value);
  }
  return copy;
}

const objectPaths = (root: unknown) => jsonPaths(root).filter((p) => {
  const v = p.reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], root);
  return v !== null && typeof v === 'object' && !Array.isArray(v);
});
const valueAt = (root: unknown, path: JsonPath) => path.reduce<unknown>((node, k) => (node as Record<string | number, unknown> | undefined)?.[k], root);

export const HUGE = 100 * 1024;
const NASTY_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\u0000'.repeat(64), '😀', '👩‍👩‍👧‍👦🏳️‍🌈', '\u202eevil', '\u200b', '\ufeff', 'ﷺ', 'Ω≈ç√∫', '\ud800', '\udfff',
  '𝕳𝖊𝖑𝖑𝖔', 'ǅ', '\u0085', '\u2028\u2029', '\r\n', '\t', '%00', '%', '../../etc/passwd', '..\\..\\windows', '<script>alert(1)</script>',
  '{{payload.__proto__}}', '{{constructor.constructor}}', "' OR 1=1 --", '${process.exit(1)}', 'null', 'undefined', 'NaN', '-0', '1e999',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
];
const WRONG_VALUES: unknown[] = [12345, -1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, true, false, null, 'text', '', [], [1, 'a'], {}, { a: 1 }, [[[]]]];
const POLLUTION: { key: string; value: unknown }[] = [
  { key: '__proto__', value: { polluted: 'yes', isAdmin: true } },
  { key: 'constructor', value: { prototype: { polluted: 'yes' } } },
  { key: 'prototype', value: { polluted: 'yes' } },
  { key: '__proto__', value: null },
  { key: '__defineGetter__', value: 'x' },
  { key: 'hasOwnProperty', value: 'x' },
];
const MALFORMED_JSON = [
  '{', '}', '{"a":}', '{"a":1,}', "{'a':1}", '{"a":NaN}', '{"a":Infinity}', '{"a":undefined}', 'nul', 'tru', '[', '[1,2', '{"a":"\\x41"}',
  '{"a":"\\ud800"}', '{"a":"unterminated}', '\ufeff{}', '{} {}', '{}garbage', '{"__proto__":', '/* c */{}', '{"a":01}', '{"a":.5}', '{"a":+1}',
  '"just a string"', '123', 'true', 'null', '', ' ', '\u0000', '{"a":"\u0000"}', '[]', '[{}]', '{"a":1e99999}',
];
const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/xml', 'text/html', 'application/octet-stream',
  'application/json; charset=utf-16', 'application/json; charset=bogus', 'application/json; charset=latin1', 'application/vnd.api+json', 'application/json-patch+json',
  '*/*', 'application/*', 'application/JSON', 'APPLICATION/JSON; CHARSET=UTF-8', 'application/json;;', 'application/json; boundary=x', 'json', 'application/', ';', ' ',
  'application/json\u00a0', 'application/json, text/plain',
];
const BAD_IDS = [
  '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', '..%5C..%5Cwindows', '%2F', '%252F', '%00', 'abc%00def', '665f1c2a9b1e4a0012a0e00%00', '%', '%zz', '%E0%A4%A',
  '%C0%AE%C0%AE%2F', '%F0%9F%98%80', '%E2%80%AE', '%20', '%20%20', '665F1C2A9B1E4A0012A0E001', '665f1c2a9b1e4a0012a0e00', '665f1c2a9b1e4a0012a0e0011', 'zzzzzzzzzzzzzzzzzzzzzzzz',
  '__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'null', 'undefined', '0', '-1', '1e9', 'true', '%7B%7D', '%5B%5D', '*', '.', '..', '~', ';', ',', "'", '%22',
];
const BAD_QUERY_VALUES = ['abc', '1.5', '-1', '0', '101', '1001', '99999999999999999999', '1e3', '0x10', '%205', '5%20', '+5', '', 'true', 'NaN', 'Infinity', '-0', '%', '%zz', '%00', '%F0%9F%98%80', 'ASC%00', 'asc', 'DESC%20', '[]', '{}', 'null'];

export type Mutation =
  | { kind: 'wrongType'; at: number; value: unknown }
  | { kind: 'dropField'; at: number }
  | { kind: 'extraField'; at: number; key: string; value: unknown }
  | { kind: 'pollution'; at: number; which: number }
  | { kind: 'hugeString'; at: number; size: number; char: string }
  | { kind: 'nastyString'; at: number; which: number }
  | { kind: 'deepNesting'; depth: number; shape: 'array' | 'object' }
  | { kind: 'wholeBody'; value: unknown }
  | { kind: 'malformedJson'; which: number }
  | { kind: 'contentType'; which: number; bodyKind: 'json' | 'form' | 'none' }
  | { kind: 'noContentType' }
  | { kind: 'contentEncoding'; encoding: string }
  | { kind: 'duplicateHeader'; header: 'authorization' | 'content-type' | 'idempotency-key' | 'x-custom'; second: number }
  | { kind: 'bigHeader'; header: 'x-junk' | 'idempotency-key' | 'authorization' | 'user-agent'; size: number }
  | { kind: 'headerBomb'; count: number }
  | { kind: 'auth'; which: number }
  | { kind: 'foreignKey' }
  | { kind: 'longIdempotencyKey'; length: number }
  | { kind: 'queryWrongValue'; at: number; which: number }
  | { kind: 'queryArray'; at: number; style: 'repeat' | 'brackets' | 'indexed' | 'nested' }
  | { kind: 'queryUnknown'; raw: number }
  | { kind: 'queryUnicode'; at: number; which: number }
  | { kind: 'queryLong'; at: number; size: number }
  | { kind: 'badPathId'; at: number; which: number }
  | { kind: 'foreignId'; at: number }
  | { kind: 'longPathId'; at: number; size: number }
  | { kind: 'unicodePathId'; at: number; which: number }
  | { kind: 'wrongMethod'; method: string }
  | { kind: 'unknownPath'; suffix: number }
  | { kind: 'chunked' };

const EXTRA_KEYS = ['unexpected', 'subscriberId ', 'SUBSCRIBERID', '', ' ', '😀', '$where', '$gt', 'a.b', 'a[b]', '\u0000', '__proto__', 'constructor', 'prototype'];
const AUTH_VARIANTS = [
  undefined, '', 'ApiKey', 'ApiKey ', 'apikey test-api-key', 'APIKEY test-api-key', 'Bearer test-api-key', 'Basic dGVzdDp0ZXN0', 'ApiKey nope', 'ApiKey test-api-key extra',
  'ApiKey  test-api-key', ' ApiKey test-api-key', 'ApiKey\ttest-api-key', 'ApiKey test-api-key\u00ff', 'ApiKey __proto__', 'ApiKey constructor', 'ApiKey toString', 'ApiKey %00',
  'ApiKey test-api-key-prod-nope', 'ApiKey ' + 'k'.repeat(2048),
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'HEAD'];

/** Arbitrary mutations (what goes wrong is chosen by fast-check, where is resolved against the request). */
export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('wrongType' as const), at: fc.nat(), value: fc.constantFrom(...WRONG_VALUES) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('dropField' as const), at: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('extraField' as const), at: fc.nat(), key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 6 })), value: fc.jsonValue({ maxDepth: 1 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pollution' as const), at: fc.nat(), which: fc.nat({ max: POLLUTION.length - 1 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('hugeString' as const), at: fc.nat(), size: fc.constantFrom(HUGE, HUGE + 1, 300 * 1024), char: fc.constantFrom('x', '😀', '\u0000', 'é', ' ') }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('nastyString' as const), at: fc.nat(), which: fc.nat({ max: NASTY_STRINGS.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deepNesting' as const), depth: fc.constantFrom(64, 1000, 5000, 20_000, 100_000), shape: fc.constantFrom('array' as const, 'object' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wholeBody' as const), value: fc.constantFrom<unknown>([], [{}], 'string', 0, true, null, { '': '' }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('malformedJson' as const), which: fc.nat({ max: MALFORMED_JSON.length - 1 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('contentType' as const), which: fc.nat({ max: CONTENT_TYPES.length - 1 }), bodyKind: fc.constantFrom('json' as const, 'form' as const, 'none' as const) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'noContentType' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('contentEncoding' as const), encoding: fc.constantFrom('gzip', 'deflate', 'br', 'bogus', 'identity', 'gzip, gzip') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicateHeader' as const), header: fc.constantFrom('authorization' as const, 'content-type' as const, 'idempotency-key' as const, 'x-custom' as const), second: fc.nat({ max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bigHeader' as const), header: fc.constantFrom('x-junk' as const, 'idempotency-key' as const, 'authorization' as const, 'user-agent' as const), size: fc.constantFrom(256, 4096, 12_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('headerBomb' as const), count: fc.constantFrom(50, 90, 200) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('auth' as const), which: fc.nat({ max: AUTH_VARIANTS.length - 1 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'foreignKey' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('longIdempotencyKey' as const), length: fc.constantFrom(256, 257, 1000, 8000) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('queryWrongValue' as const), at: fc.nat(), which: fc.nat({ max: BAD_QUERY_VALUES.length - 1 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('queryArray' as const), at: fc.nat(), style: fc.constantFrom('repeat' as const, 'brackets' as const, 'indexed' as const, 'nested' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('queryUnknown' as const), raw: fc.nat({ max: 17 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('queryUnicode' as const), at: fc.nat(), which: fc.nat({ max: NASTY_STRINGS.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('queryLong' as const), at: fc.nat(), size: fc.constantFrom(1000, 6000) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('badPathId' as const), at: fc.nat(), which: fc.nat({ max: BAD_IDS.length - 1 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('foreignId' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('longPathId' as const), at: fc.nat(), size: fc.constantFrom(300, 4000, 12_000) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unicodePathId' as const), at: fc.nat(), which: fc.nat({ max: NASTY_STRINGS.length - 1 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wrongMethod' as const), method: fc.constantFrom(...METHODS) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unknownPath' as const), suffix: fc.nat({ max: 7 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'chunked' as const }) },
);

const replaceHeader = (headers: [string, string][], name: string, value: string | undefined): [string, string][] => {
  const rest = headers.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
  return value === undefined ? rest : [...rest, [name, value]];
};
/** Header values go out as latin1 bytes: a UTF-8 string is sent as its raw bytes (what real clients do). */
const asHeaderBytes = (value: string) => Buffer.from(value, 'utf8').toString('latin1');

/** Applies a mutation; a mutation that does not fit the request (no body, no query…) falls back to a close relative. */
export function mutate(spec: RequestSpec, m: Mutation, fx: Fixtures): RawRequest {
  const label = `${spec.opId} ${m.kind}`;
  const bodyOf = (body: unknown): RawRequest => render({ ...spec, body }, label);
  const hasBody = spec.body !== undefined;
  const paths = hasBody ? jsonPaths(spec.body) : [];
  const choose = <T>(list: T[], at: number): T | undefined => (list.length === 0 ? undefined : list[at % list.length]);
  const paramNames = Object.keys(spec.params);
  const queryNames = [...new Set(spec.query.map(([k]) => k))];
  switch (m.kind) {
    case 'wrongType': {
      if (!hasBody) return mutate(spec, { kind: 'queryWrongValue', at: m.at, which: m.at % BAD_QUERY_VALUES.length }, fx);
      return bodyOf(withValueAt(spec.body, choose(paths, m.at) ?? [], m.value));
    }
    case 'dropField': {
      const droppable = paths.filter((p) => p.length > 0);
      if (!hasBody || droppable.length === 0) return hasBody ? bodyOf(undefined) : mutate(spec, { kind: 'queryWrongValue', at: m.at, which: 0 }, fx);
      return bodyOf(withValueAt(spec.body, choose(droppable, m.at) ?? [], undefined));
    }
    case 'extraField':
    case 'pollution': {
      const { key, value } = m.kind === 'pollution' ? (POLLUTION[m.which] as { key: string; value: unknown }) : m;
      if (!hasBody) {
        // No body: the query gets the key instead (Express 5's simple parser keeps it literal).
        const raw = render(spec, label);
        const sep = raw.path.includes('?') ? '&' : '?';
        return { ...raw, path: `${raw.path}${sep}${encodeLoose(key)}[polluted]=yes&${encodeLoose(key)}=1` };
      }
      const target = choose(objectPaths(spec.body), m.at) ?? [];
      return bodyOf(withValueAt(spec.body, [...target, key], value));
    }
    case 'hugeString':
    case 'nastyString': {
      const value = m.kind === 'hugeString' ? m.char.repeat(Math.ceil(m.size / Buffer.byteLength(m.char))) : (NASTY_STRINGS[m.which] as string);
      if (!hasBody) {
        return m.kind === 'hugeString' ? mutate(spec, { kind: 'longPathId', at: m.at, size: 12_000 }, fx) : mutate(spec, { kind: 'queryUnicode', at: m.at, which: m.which }, fx);
      }
      const strings = paths.filter((p) => typeof valueAt(spec.body, p) === 'string');
      const target = choose(strings.length > 0 ? strings : paths.filter((p) => p.length > 0), m.at);
      if (!target) return bodyOf(withValueAt(spec.body, ['subscriberId'], value));
      return bodyOf(withValueAt(spec.body, target, value));
    }
    case 'deepNesting': {
      const inner = m.shape === 'array' ? '['.repeat(m.depth) + ']'.repeat(m.depth) : '{"a":'.repeat(m.depth) + '1' + '}'.repeat(m.depth);
      const raw = render({ ...spec, body: {} }, label);
      // Nested inside a free-form field where the contract has one, else the whole body.
      const text = spec.opId === 'createSubscriber' ? `{"subscriberId":"deep","data":{"x":${inner}}}` : spec.opId === 'triggerEvent' ? `{"name":"welcome-onboarding","to":"deep","payload":{"x":${inner}}}` : inner;
      return { ...raw, body: Buffer.from(text), headers: replaceHeader(raw.headers, 'Content-Type', 'application/json') };
    }
    case 'wholeBody':
      return { ...render(spec, label), body: Buffer.from(JSON.stringify(m.value)), headers: replaceHeader(render(spec, label).headers, 'Content-Type', 'application/json') };
    case 'malformedJson': {
      const raw = render(spec, label);
      return { ...raw, body: Buffer.from(MALFORMED_JSON[m.which] as string, 'utf8'), headers: replaceHeader(raw.headers, 'Content-Type', 'application/json') };
    }
    case 'contentType': {
      const raw = render(spec, label);
      const text = m.bodyKind === 'json' ? JSON.stringify(spec.body ?? {}) : m.bodyKind === 'form' ? 'subscriberId=x&name=y' : '';
      return { ...raw, body: m.bodyKind === 'none' && !hasBody ? undefined : Buffer.from(text), headers: replaceHeader(raw.headers, 'Content-Type', asHeaderBytes(CONTENT_TYPES[m.which] as string)) };
    }
    case 'noContentType': {
      const raw = render({ ...spec, body: spec.body ?? {} }, label);
      return { ...raw, headers: replaceHeader(raw.headers, 'Content-Type', undefined) };
    }
    case 'contentEncoding': {
      const raw = render({ ...spec, body: spec.body ?? {} }, label);
      return { ...raw, headers: [...raw.headers, ['Content-Encoding', m.encoding]] };
    }
    case 'duplicateHeader': {
      const raw = render(spec, label);
      const seconds: Record<string, string[]> = {
        authorization: [`ApiKey ${DEV_KEY}`, `ApiKey ${PROD_KEY}`, 'ApiKey nope', 'Bearer x'],
        'content-type': ['application/json', 'text/plain', 'application/xml', ''],
        'idempotency-key': ['k1', 'k2', 'k'.repeat(300), ''],
        'x-custom': ['a', 'b', '', 'c'],
      };
      const value = seconds[m.header]?.[m.second] ?? 'x';
      const extra: [string, string][] = m.header === 'idempotency-key' || m.header === 'x-custom' ? [[m.header, 'first'], [m.header, value]] : [[m.header, value]];
      return { ...raw, headers: [...raw.headers, ...extra] };
    }
    case 'bigHeader': {
      const raw = render(spec, label);
      const value = m.header === 'authorization' ? `ApiKey ${'k'.repeat(m.size)}` : 'h'.repeat(m.size);
      return { ...raw, headers: replaceHeader(raw.headers, m.header, value) };
    }
    case 'headerBomb': {
      const raw = render(spec, label);
      // 200 × 100 bytes goes over Node's 16 KB header limit: Node itself answers 431.
      const extra = Array.from({ length: m.count }, (_v, i): [string, string] => [`x-bomb-${i}`, 'b'.repeat(90)]);
      return { ...raw, headers: [...raw.headers, ...extra], overHeaderLimit: m.count * 100 > 16 * 1024 };
    }
    case 'auth': {
      const raw = render(spec, label);
      const value = AUTH_VARIANTS[m.which];
      return { ...raw, headers: replaceHeader(raw.headers, 'Authorization', value === undefined ? undefined : asHeaderBytes(value)) };
    }
    case 'foreignKey': {
      // The other environment's key on this environment's ids: never a leak, never a write here.
      return render({ ...spec, apiKey: PROD_KEY }, label);
    }
    case 'longIdempotencyKey': {
      const raw = render(spec, label);
      return { ...raw, headers: replaceHeader(raw.headers, 'idempotency-key', 'i'.repeat(m.length)) };
    }
    case 'queryWrongValue':
    case 'queryUnicode':
    case 'queryLong': {
      const declared = queryNames.length > 0 ? queryNames : declaredQueryNames.get(spec.opId) ?? [];
      const name = choose(declared, m.at) ?? 'limit';
      const value =
        m.kind === 'queryWrongValue' ? (BAD_QUERY_VALUES[m.which] as string) : m.kind === 'queryUnicode' ? encodeLoose(NASTY_STRINGS[m.which] as string) : 'q'.repeat(m.size);
      const raw = render({ ...spec, query: spec.query.filter(([k]) => k !== name) }, label);
      const sep = raw.path.includes('?') ? '&' : '?';
      // Sent verbatim: BAD_QUERY_VALUES hold deliberate broken escapes.
      return { ...raw, path: `${raw.path}${sep}${encodeLoose(name)}=${value}` };
    }
    case 'queryArray': {
      const declared = declaredQueryNames.get(spec.opId) ?? [];
      const name = choose(declared, m.at);
      if (!name) return mutate(spec, { kind: 'queryUnknown', raw: m.at % 18 }, fx);
      const current = spec.query.find(([k]) => k === name)?.[1] ?? '1';
      const raw = render({ ...spec, query: spec.query.filter(([k]) => k !== name) }, label);
      const sep = raw.path.includes('?') ? '&' : '?';
      const v = encodeLoose(current);
      const extra =
        m.style === 'repeat' ? `${name}=${v}&${name}=${v}` : m.style === 'brackets' ? `${name}[]=${v}&${name}[]=2` : m.style === 'indexed' ? `${name}[0]=${v}&${name}[1]=2` : `${name}[a][b]=${v}`;
      return { ...raw, path: `${raw.path}${sep}${extra}` };
    }
    case 'queryUnknown': {
      const raws = [
        'unknown=1', '__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', '__proto__=x', '=x', '&&&', '%=%', 'a=%', 'a%00b=1', '?', 'a=1=2', 'limit',
        '__proto__=a&__proto__=b', '__proto__[]=a', 'constructor=x&constructor=y', 'hasOwnProperty=1&toString=2', 'limit[]=1&limit=2', 'page=1&PAGE=2',
      ];
      const raw = render(spec, label);
      const sep = raw.path.includes('?') ? '&' : '?';
      return { ...raw, path: `${raw.path}${sep}${raws[m.raw] ?? 'x=1'}` };
    }
    case 'badPathId':
    case 'foreignId':
    case 'longPathId':
    case 'unicodePathId': {
      const name = choose(paramNames, m.at);
      if (!name) return mutate(spec, { kind: 'unknownPath', suffix: m.at % 8 }, fx);
      const foreign = [...fx.foreign.subscriberIds, ...fx.foreign.notificationIds, ...fx.foreign.integrationIds].filter(Boolean);
      const encoded =
        m.kind === 'badPathId'
          ? (BAD_IDS[m.which] as string)
          : m.kind === 'foreignId'
            ? encodeLoose(name === 'notificationId' ? (choose(fx.foreign.notificationIds, m.at) ?? '') : name === 'integrationId' ? (choose(fx.foreign.integrationIds, m.at) ?? '') : (choose(foreign, m.at) ?? 'x'))
            : m.kind === 'longPathId'
              ? 'p'.repeat(m.size)
              : encodeLoose(NASTY_STRINGS[m.which] as string);
      const raw = render(spec, label);
      const path = spec.template.replace(/\{([^}]+)\}/g, (_m, n: string) => (n === name ? encoded : encodeLoose(spec.params[n] ?? '')));
      const query = raw.path.includes('?') ? raw.path.slice(raw.path.indexOf('?')) : '';
      return { ...raw, path: path + query };
    }
    case 'wrongMethod': {
      const raw = render(spec, label);
      return { ...raw, method: m.method };
    }
    case 'unknownPath': {
      const raw = render(spec, label);
      const suffixes = ['/extra', '/', '//', '/..', '/%2e%2e', '.json', '/%00', '/__proto__'];
      const [path, query] = raw.path.split('?');
      return { ...raw, path: `${path}${suffixes[m.suffix] ?? '/x'}${query ? `?${query}` : ''}` };
    }
    case 'chunked': {
      const raw = render({ ...spec, body: spec.body ?? {} }, label);
      return { ...raw, headers: [...raw.headers, ['Transfer-Encoding', 'chunked']] };
    }
  }
}

/** Declared query parameter names by operationId (filled by `registerOperations`). */
const declaredQueryNames = new Map<string, string[]>();
export function registerOperations(operations: readonly Operation[]): void {
  for (const op of operations) declaredQueryNames.set(op.iid ?? op.id, (op.request?.query ?? []).map((q) => q.name));
}

// ----------------------------------------------------------------------------------------- invariants

/** A compact description of a request (for failure messages). */
export function describeRequest(r: RawRequest): string {
  const body = r.body === undefined ? '' : ` body(${r.body.length}B)=${JSON.stringify(r.body.toString('utf8').slice(0, 300))}`;
  const headers = r.headers.map(([n, v]) => `${n}: ${v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v}`).join(' | ');
  const path = r.path.length > 300 ? `${r.path.slice(0, 300)}…(${r.path.length})` : r.path;
  return `[${r.label}] ${r.method} ${path} {${headers}}${body}`;
}

/** Checks one response; returns the problems (empty: fine). */
export function responseProblems(r: RawRequest, res: RawResponse): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`5xx: ${res.status}`);
  if (res.status === 431) {
    // Node's HTTP parser answered before the app (no body); only legitimate when we sent over 16 KB of headers.
    if (!r.overHeaderLimit) problems.push('431 although the headers are under the limit');
    return problems;
  }
  if (r.overHeaderLimit) problems.push(`expected Node's 431 for over 16 KB of headers, got ${res.status}`);
  const isError = res.status < 200 || res.status >= 300;
  if (isError && r.method !== 'HEAD') {
    if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) problems.push(`error without JSON content type: ${String(res.headers['content-type'])}`);
    const body = res.json as Record<string, unknown> | undefined;
    if (res.jsonError) problems.push(`error body is not JSON: ${res.jsonError}`);
    if (!body || typeof body !== 'object' || Array.isArray(body)) problems.push('error body is not an object');
    else {
      if (body.statusCode !== res.status) problems.push(`statusCode ${String(body.statusCode)} ≠ ${res.status}`);
      if (typeof body.timestamp !== 'string' || Number.isNaN(Date.parse(body.timestamp))) problems.push('timestamp missing or not a date');
      if (typeof body.path !== 'string') problems.push('path missing');
      // A replay (same idempotency key and body) is the first response, with the first request's URL.
      else if (body.path !== r.path && res.headers['idempotency-replay'] !== 'true') problems.push(`path ${JSON.stringify(body.path.slice(0, 200))} is not the request URL`);
      if (!('message' in body)) problems.push('message missing');
      if (typeof body.error !== 'string') problems.push('error missing');
      if (res.status === 422 && (typeof body.errors !== 'object' || body.errors === null)) problems.push('422 without errors');
    }
  }
  if (!isError && res.jsonError) problems.push(`2xx body is not JSON: ${res.jsonError}`);
  return problems;
}

/** Object.prototype must stay as the runtime made it (prototype pollution would show up here). */
export function prototypeIsClean(): boolean {
  const probe = {} as Record<string, unknown>;
  return Object.keys(Object.prototype).length === 0 && probe.polluted === undefined && probe.isAdmin === undefined && Object.getPrototypeOf(probe) === Object.prototype;
}
