// Every operation of openapi/notification-api.yaml as a realistic, bounded load for `bench/operations.ts`.
// Ids come from the default fixtures, discovered on the running mock; every request must answer 2xx.
import type autocannon from 'autocannon';
import { AUTH_HEADER, getOperation, postOperation, type Operation } from './load.js';
import { httpRequest } from './procs.js';

export interface CatalogOp extends Operation {
  /** operationIds of the contract that this row measures (a create+delete pair measures two). */
  operationIds: string[];
  /** Method, OpenAPI path and status of each request, in order (for the generic bare Express routes). */
  routes: { method: string; template: string; status: number }[];
  /** Measured on a fresh mock of its own, because each request adds records (triggers). */
  fresh?: boolean;
  /** How the load stays bounded and realistic (goes to the report). */
  note: string;
  /** Records the row needs on a mock before it runs: the body of `POST /__admin/fixtures?apiKey=…`. */
  fixtures?: Record<string, unknown[]>;
  /** The row's own target instead of the Prism factor: the mock's median latency at most this (ms). */
  medianTargetMs?: number;
  /** Measured on a mock of its own started with these extra CLI arguments (e.g. `--generate-subscribers 100000`). */
  mockArgs?: string[];
  /** Run on that mock before its pre-flight: fills in what depends on its records (a last page's cursor). */
  prepare?: (base: string) => Promise<void>;
}

export interface Discovered {
  getId: string;
  credId: string;
  markId: string;
  markMessageIds: string[];
  notificationId: string;
  transactionIds: string[];
  environmentId: string;
  emailIntegrations: string[];
  readKey: string;
  updateKey: string;
  recipients: string[];
}

const JSON_HEADERS = { authorization: AUTH_HEADER, accept: 'application/json', 'content-type': 'application/json' };
const HEADERS = { authorization: AUTH_HEADER, accept: 'application/json' };

async function getJson<T>(base: string, path: string): Promise<T> {
  const r = await httpRequest(base + path, { headers: HEADERS });
  if (r.status !== 200) throw new Error(`discovery: GET ${path} → ${r.status}: ${r.body.slice(0, 200)}`);
  const body = JSON.parse(r.body) as unknown;
  // The result inside a {data} envelope, as the official SDK reads it (a build without the envelope answers it bare).
  const keys = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body) : [];
  return (keys.length === 1 && keys[0] === 'data' ? (body as { data: unknown }).data : body) as T;
}

interface Sub {
  _id: string;
  subscriberId: string;
  _environmentId: string;
}

/** Finds fixture ids on the mock (default fixtures, API key test-api-key). */
export async function discover(base: string): Promise<Discovered> {
  const subs = (await getJson<{ data: Sub[] }>(base, '/v2/subscribers?limit=100')).data;
  const msgs = (await getJson<{ data: { _id: string; _subscriberId: string }[] }>(base, '/v1/messages?channel=in_app&limit=1000')).data;
  const bySub = new Map<string, string[]>();
  for (const m of msgs) bySub.set(m._subscriberId, [...(bySub.get(m._subscriberId) ?? []), m._id]);
  const [markInternal, markMessages] = [...bySub].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  const markId = subs.find((s) => s._id === markInternal)?.subscriberId;
  const first = subs[0];
  const cred = subs.find((s) => s !== first && s.subscriberId !== markId);
  if (!first || !cred || !markId || markMessages.length < 3) throw new Error('discovery: fixtures lack subscribers or in-app messages');
  const events = (await getJson<{ data: { _id: string; transactionId: string }[] }>(base, '/v1/notifications?limit=16')).data;
  const integrations = await getJson<{ _id: string; _environmentId: string; channel: string; active: boolean }[]>(base, '/v1/integrations');
  const vars = await getJson<{ key: string; isSecret: boolean }[]>(base, '/v1/environment-variables');
  const plain = vars.filter((v) => !v.isSecret);
  // The list is the organization's: set-primary takes the key's own environment's.
  const emails = integrations.filter((i) => i.channel === 'email' && i.active && i._environmentId === first._environmentId).map((i) => i._id);
  if (!events[0] || emails.length < 2 || plain.length < 2) throw new Error('discovery: fixtures lack events, email integrations or variables');
  return {
    getId: first.subscriberId,
    credId: cred.subscriberId,
    markId,
    markMessageIds: markMessages.slice(0, 3),
    notificationId: events[0]._id,
    transactionIds: events.map((e) => e.transactionId),
    environmentId: first._environmentId,
    emailIntegrations: emails.slice(0, 2),
    readKey: (plain[0] as { key: string }).key,
    updateKey: (plain[1] as { key: string }).key,
    recipients: subs.filter((s) => s.subscriberId !== markId).slice(0, 16).map((s) => s.subscriberId),
  };
}

type Method = Operation['method'];

function op(
  label: string,
  operationIds: string[],
  method: Method,
  template: string,
  status: number,
  requests: autocannon.Request[],
  note: string,
  fresh = false,
): CatalogOp {
  return { label, operationIds, method, expectedStatus: status, requests, routes: [{ method, template, status }], note, fresh };
}

const get = (path: string): autocannon.Request => ({ method: 'GET', path, headers: HEADERS });
const send = (method: Method, path: string, body?: unknown): autocannon.Request =>
  body === undefined ? { method, path, headers: HEADERS } : { method, path, headers: JSON_HEADERS, body: JSON.stringify(body) };
const rotate = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const enc = encodeURIComponent;

const COMMENT = { commenterName: 'Grace Hopper', postTitle: 'Q3 roadmap', commentPreview: 'Ship it on Friday?', commentId: 'cmt_bench1' };
const ORDER = { orderId: 'ord_1042', carrier: 'UPS', estimatedDelivery: '2026-12-01', trackingUrl: 'https://track.example.com/1Z999' };
const RESET = { expiresInMinutes: 15, resetUrl: 'https://app.example.com/reset/abc', ipAddress: '203.0.113.7', code: '482913' };
/** payment-failed validates its payload against the workflow's payload schema (defaults filled in). */
const PAYMENT = { invoiceId: 'in_bench42', amount: '49.00' };

/** A v1 workflow whose email loops over `payload.events`: the render of a digest's email over as many events. */
const LOOPING_EMAIL = {
  name: 'Bench looping email',
  steps: [{ template: { type: 'email', subject: '{{pluralize events.length "update" "updates"}}', content: '<h1>{{events.length}} updates</h1><ul>{{#each events}}<li>{{titlecase author}}: {{summary}} ({{numberFormat amount}})</li>{{/each}}</ul>' } }],
};
const EVENTS_1000 = Array.from({ length: 1000 }, (_, i) => ({ author: `user ${i}`, summary: `change ${i}`, amount: i * 10.5 }));

/** A layout with a header, an unsubscribe footer and the subscriber's name, and a v2 workflow whose email step names it. */
const BENCH_LAYOUT_HTML = '<html><body><header>Acme news</header>{{content}}<footer>Sent to {{ subscriber.firstName }} · <a href="https://acme.test/unsubscribe">Unsubscribe</a></footer></body></html>';
async function prepareLayoutWorkflow(base: string): Promise<void> {
  const call = async (method: string, path: string, body: unknown) => {
    const r = await httpRequest(base + path, { method, headers: JSON_HEADERS, body: JSON.stringify(body) });
    if (r.status >= 300) throw new Error(`prepare: ${method} ${path} → ${r.status}: ${r.body.slice(0, 200)}`);
  };
  await call('POST', '/v2/layouts', { layoutId: 'bench-layout', name: 'Bench layout' });
  await call('PUT', '/v2/layouts/bench-layout', { name: 'Bench layout', controlValues: { email: { body: BENCH_LAYOUT_HTML, editorType: 'html' } } });
  const body = '<h1>Order {{ payload.orderId }}</h1><p>{{ payload.carrier }} brings it by {{ payload.estimatedDelivery }}.</p>';
  await call('POST', '/v2/workflows', { name: 'Bench layout email', workflowId: 'bench-layout-email', active: true, steps: [{ name: 'Email', type: 'email', controlValues: { subject: 'Order {{ payload.orderId }}', body, editorType: 'html', layoutId: 'bench-layout' } }] });
}

/** Unique keys across the whole run, so that paired creates never collide (409) whatever the target. */
let varSeq = 0;

/** Subscribers of the search rows over a large store (`--generate-subscribers`). */
const SEARCH_SCALE = 100_000;

/**
 * Searches by a part of the phone (`555004`: about one in a thousand generated phones) and of the email
 * (`example.com`: every generated email, so the page walks the ordering and the count stops at 50,000), over
 * 100,000 generated subscribers, on the first and on the last page (`after` the cursor that leaves the oldest
 * 10 matches). One request at a time: the median is one search's time. Target: p50 ≤ 5 ms.
 */
function searchAtScaleRows(): CatalogOp[] {
  const args = ['--generate-subscribers', String(SEARCH_SCALE)];
  return [['phone', '555004'], ['email', 'example.com']].flatMap(([field, part]) => {
    const query = `${field}=${enc(part as string)}&limit=10`;
    const first = get(`/v2/subscribers?${query}`);
    const last = get(`/v2/subscribers?${query}`);
    const row = (page: string, request: autocannon.Request, prepare?: CatalogOp['prepare']): CatalogOp => ({
      ...op(`GET /v2/subscribers (${field} part, 100k, ${page} page)`, ['searchSubscribers'], 'GET', '/v2/subscribers', 200, [request], `\`${query}\` over ${SEARCH_SCALE.toLocaleString('en-US')} generated subscribers, ${page} page`),
      connections: 1,
      medianTargetMs: 5,
      mockArgs: args,
      ...(prepare ? { prepare } : {}),
    });
    return [
      row('first', first),
      row('last', last, async (base) => {
        // The oldest 11 matches, oldest first: `after` the 11th (newest first) is the last page of 10.
        const oldest = await getJson<{ data: { _id: string }[] }>(base, `/v2/subscribers?${query.replace('limit=10', 'limit=11')}&orderDirection=ASC`);
        const cursor = oldest.data[10]?._id;
        if (!cursor) throw new Error(`prepare: fewer than 11 subscribers match ${query}`);
        last.path = `/v2/subscribers?${query}&after=${cursor}`;
      }),
    ];
  });
}

/** A workflow with translations enabled whose steps name keys, created on the mock before its row runs. */
const TRANSLATED = {
  workflowId: 'bench-translated',
  steps: [
    { name: 'Email', type: 'email', controlValues: { subject: '{{t.welcome.title}}', body: '<p>{{t.welcome.body}}</p><p>{{t.footer}}</p>' } },
    { name: 'Inbox', type: 'in_app', controlValues: { body: '{{t.welcome.body}}' } },
    { name: 'Text', type: 'sms', controlValues: { body: '{{t.code}}' } },
  ],
  en_US: { 'welcome.title': 'Welcome', 'welcome.body': 'Hello {{subscriber.firstName}}!', footer: 'Thanks', code: 'Your code is {{payload.code}}' },
  de_DE: { 'welcome.title': 'Willkommen', 'welcome.body': 'Hallo {{subscriber.firstName}}!', code: 'Dein Code ist {{payload.code}}' },
};

async function prepareTranslatedWorkflow(base: string): Promise<void> {
  const post = async (path: string, body: unknown, status: number) => {
    const r = await httpRequest(base + path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    if (r.status !== status) throw new Error(`prepare: POST ${path} → ${r.status}: ${r.body.slice(0, 200)}`);
  };
  await post('/v2/workflows', { name: 'Bench translated', workflowId: TRANSLATED.workflowId, isTranslationEnabled: true, steps: TRANSLATED.steps }, 201);
  for (const locale of ['en_US', 'de_DE'] as const) await post('/v2/translations', { resourceId: TRANSLATED.workflowId, resourceType: 'workflow', locale, content: TRANSLATED[locale] }, 200);
}

export function catalog(d: Discovered): CatalogOp[] {
  const credBody = (i: number) => ({ providerId: 'fcm', credentials: { deviceTokens: [`bench-token-${i}`] } });
  const credPath = `/v1/subscribers/${enc(d.credId)}/credentials`;
  const markAs = ['read', 'unread', 'seen', 'unseen'];
  const getOp = getOperation(d.getId);
  const postOp = postOperation();
  const pair: CatalogOp = {
    label: 'POST + DELETE /v1/environment-variables',
    operationIds: ['createEnvironmentVariable', 'deleteEnvironmentVariable'],
    method: 'POST',
    expectedStatus: 200,
    expectedStatuses: [200, 204],
    routes: [
      { method: 'POST', template: '/v1/environment-variables', status: 200 },
      { method: 'DELETE', template: '/v1/environment-variables/{variableKey}', status: 204 },
    ],
    requests: [
      {
        method: 'POST',
        path: '/v1/environment-variables',
        headers: JSON_HEADERS,
        setupRequest: (req, ctx) => {
          const key = `BENCH_VAR_${varSeq++}`;
          (ctx as { key?: string }).key = key;
          return { ...req, body: JSON.stringify({ key, values: [{ _environmentId: d.environmentId, value: 'https://bench.example.com' }] }) };
        },
      },
      { method: 'DELETE', path: '/v1/environment-variables/X', headers: HEADERS, setupRequest: (req, ctx) => ({ ...req, path: `/v1/environment-variables/${(ctx as { key?: string }).key ?? 'X'}` }) },
    ],
    note: 'each connection creates a variable with a fresh key, then deletes it (req/s counts both requests)',
  };
  return [
    { ...getOp, operationIds: ['retrieveSubscriber'], routes: [{ method: 'GET', template: '/v2/subscribers/{subscriberId}', status: 200 }], note: `subscriber \`${d.getId}\`` },
    op('GET /v2/subscribers', ['searchSubscribers'], 'GET', '/v2/subscribers', 200, [get('/v2/subscribers?limit=10')], 'first page, limit 10, default fixtures (~60 subscribers)'),
    ...searchAtScaleRows(),
    op('GET /v1/messages', ['listMessages'], 'GET', '/v1/messages', 200, [get(`/v1/messages?subscriberId=${enc(d.markId)}&channel=in_app&limit=10`)], `in-app inbox of \`${d.markId}\`, limit 10`),
    op('GET /v1/notifications', ['listNotifications'], 'GET', '/v1/notifications', 200, [get('/v1/notifications?limit=10')], 'first page, limit 10 (events embed subscriber and workflow)'),
    op('GET /v1/notifications/{id}', ['retrieveNotification'], 'GET', '/v1/notifications/{notificationId}', 200, [get(`/v1/notifications/${d.notificationId}`)], 'newest fixture event'),
    op('GET /v1/environment-variables', ['listEnvironmentVariables'], 'GET', '/v1/environment-variables', 200, [get('/v1/environment-variables')], 'all variables of the organization'),
    op('GET /v1/environment-variables/{key}', ['retrieveEnvironmentVariable'], 'GET', '/v1/environment-variables/{variableKey}', 200, [get(`/v1/environment-variables/${d.readKey}`)], `variable \`${d.readKey}\``),
    op('GET /v1/integrations', ['listIntegrations'], 'GET', '/v1/integrations', 200, [get('/v1/integrations')], 'all integrations of the organization (56: both environments)'),
    op('GET /v1/integrations/active', ['listActiveIntegrations'], 'GET', '/v1/integrations/active', 200, [get('/v1/integrations/active')], 'active integrations'),
    op('GET /v2/workflows', ['listWorkflows'], 'GET', '/v2/workflows', 200, [get('/v2/workflows?limit=10')], 'first page, limit 10'),
    op('GET /v2/workflows/{workflowId}', ['getWorkflow'], 'GET', '/v2/workflows/{workflowId}', 200, [get('/v2/workflows/payment-failed')], 'payment-failed: 4 steps, payload schema and example'),
    { ...postOp, operationIds: ['createSubscriber'], routes: [{ method: 'POST', template: '/v2/subscribers', status: 201 }], note: 'upsert rotating over bench-0…bench-15' },
    op('PATCH /v1/subscribers/{id}/credentials', ['appendSubscriberCredentials'], 'PATCH', '/v1/subscribers/{subscriberId}/credentials', 200, rotate(4, (i) => send('PATCH', credPath, credBody(i))), `fcm device tokens of \`${d.credId}\`, 4 rotating tokens (appends de-duplicate: ≤ 4 stored)`),
    op('PUT /v1/subscribers/{id}/credentials', ['updateSubscriberCredentials'], 'PUT', '/v1/subscribers/{subscriberId}/credentials', 200, rotate(4, (i) => send('PUT', credPath, credBody(i))), 'replaces the fcm tokens, 4 rotating bodies'),
    op('POST /v1/subscribers/{id}/messages/mark-as', ['markMessagesAs'], 'POST', '/v1/subscribers/{subscriberId}/messages/mark-as', 201, rotate(4, (i) => send('POST', `/v1/subscribers/${enc(d.markId)}/messages/mark-as`, { messageId: d.markMessageIds, markAs: markAs[i] })), `3 existing in-app messages of \`${d.markId}\`, markAs rotating read/unread/seen/unseen`),
    pair,
    op('PATCH /v1/environment-variables/{key}', ['updateEnvironmentVariable'], 'PATCH', '/v1/environment-variables/{variableKey}', 200, rotate(4, (i) => send('PATCH', `/v1/environment-variables/${d.updateKey}`, { values: [{ _environmentId: d.environmentId, value: `qa-${i}@acme.dev` }] })), `replaces the values of \`${d.updateKey}\`, 4 rotating bodies`),
    op('POST /v1/integrations/{id}/set-primary', ['setIntegrationAsPrimary'], 'POST', '/v1/integrations/{integrationId}/set-primary', 200, d.emailIntegrations.map((id) => send('POST', `/v1/integrations/${id}/set-primary`)), 'alternates the primary between two active email integrations (no body)'),
    op('DELETE /v1/events/trigger/{transactionId}', ['cancelTriggerEvent'], 'DELETE', '/v1/events/trigger/{transactionId}', 200, d.transactionIds.map((t) => send('DELETE', `/v1/events/trigger/${enc(t)}`)), `${d.transactionIds.length} known fixture transactions (nothing pending: answers \`false\`)`),
    // The v1 API that @novu/node calls, on the same stores.
    op('GET /v1/subscribers', ['listSubscribersV1'], 'GET', '/v1/subscribers', 200, [get('/v1/subscribers?page=0&limit=10')], 'first page, limit 10 (the v1 page object)'),
    op('GET /v1/subscribers/{id}', ['getSubscriberV1'], 'GET', '/v1/subscribers/{subscriberId}', 200, [get(`/v1/subscribers/${enc(d.getId)}`)], `subscriber \`${d.getId}\``),
    op('GET /v1/subscribers/{id}/preferences', ['listSubscriberPreferencesV1'], 'GET', '/v1/subscribers/{subscriberId}/preferences', 200, [get(`/v1/subscribers/${enc(d.markId)}/preferences`)], `one item per workflow, \`${d.markId}\``),
    op('POST /v1/subscribers', ['createSubscriberV1'], 'POST', '/v1/subscribers', 201, rotate(16, (i) => send('POST', '/v1/subscribers', { subscriberId: `bench-v1-${i}`, firstName: `Bench ${i}`, email: `bench-v1-${i}@example.com` })), 'v1 create-or-update rotating over bench-v1-0…bench-v1-15'),
    op('PATCH /v2/subscribers/{id}', ['patchSubscriber'], 'PATCH', '/v2/subscribers/{subscriberId}', 200, rotate(4, (i) => send('PATCH', `/v2/subscribers/${enc(d.credId)}`, { firstName: `Patched ${i}` })), `4 rotating first names of \`${d.credId}\``),
    op('GET /v1/notification-templates', ['listNotificationTemplates'], 'GET', '/v1/notification-templates', 200, [get('/v1/notification-templates?page=0&limit=10')], 'first page, limit 10 (each with its group and integration status)'),
    op('GET /v1/notification-templates/{id}', ['getNotificationTemplate'], 'GET', '/v1/notification-templates/{templateId}', 200, [get('/v1/notification-templates/payment-failed')], 'payment-failed as a v1 template'),
    op('GET /v1/workflows', ['listWorkflowsV1'], 'GET', '/v1/workflows', 200, [get('/v1/workflows?page=0&limit=10')], 'first page, limit 10 (the notification templates\' page under the real service\'s other path)'),
    op('GET /v1/topics', ['listTopicsV1'], 'GET', '/v1/topics', 200, [get('/v1/topics?page=0&pageSize=10')], 'first page, pageSize 10'),
    op('GET /v1/tenants', ['listTenants'], 'GET', '/v1/tenants', 200, [get('/v1/tenants?page=0&limit=10')], 'first page, limit 10'),
    op('PATCH /v1/tenants/{identifier}', ['updateTenant'], 'PATCH', '/v1/tenants/{identifier}', 200, rotate(4, (i) => send('PATCH', '/v1/tenants/acme', { name: `Acme ${i}` })), 'renames tenant acme, 4 rotating names'),
    op('POST /v1/events/trigger', ['triggerEvent'], 'POST', '/v1/events/trigger', 201, d.recipients.map((to) => send('POST', '/v1/events/trigger', { name: 'comment-mention', to, payload: COMMENT })), `comment-mention (in-app + push) to ${d.recipients.length} rotating fixture subscribers`, true),
    op('POST /v1/events/trigger (payload schema)', ['triggerEvent'], 'POST', '/v1/events/trigger', 201, d.recipients.map((to) => send('POST', '/v1/events/trigger', { name: 'payment-failed', to, payload: PAYMENT })), `payment-failed (its payload checked against the workflow's payload schema) to ${d.recipients.length} rotating fixture subscribers`, true),
    {
      ...op(
        'POST /v1/events/trigger (email loops over 1,000 events)',
        ['triggerEvent'],
        'POST',
        '/v1/events/trigger',
        201,
        d.recipients.map((subscriberId, i) => send('POST', '/v1/events/trigger', { name: 'bench-looping-email', to: { subscriberId, email: `bench-${i}@bench.test` }, payload: { events: EVENTS_1000 } })),
        `a v1 workflow (loaded as a fixture) whose email renders \`{{#each events}}\` over the payload's 1,000 events with helpers (the render of a digest's email over 1,000 events), to ${d.recipients.length} rotating fixture subscribers`,
        true,
      ),
      fixtures: { workflows: [LOOPING_EMAIL] },
      // One request at a time: its median is the time one trigger takes, render included.
      connections: 1,
      medianTargetMs: 20,
    },
    {
      ...op(
        'POST /v1/events/trigger (email in a layout)',
        ['triggerEvent'],
        'POST',
        '/v1/events/trigger',
        201,
        d.recipients.map((subscriberId, i) => send('POST', '/v1/events/trigger', { name: 'bench-layout-email', to: { subscriberId, email: `bench-layout-${i}@bench.test` }, payload: ORDER })),
        `a v2 workflow (made in \`prepare\`) whose email step names a layout (HTML: header, footer with the subscriber's name and an unsubscribe link), to ${d.recipients.length} rotating fixture subscribers`,
        true,
      ),
      prepare: prepareLayoutWorkflow,
    },
    {
      ...op(
        'POST /v1/events/trigger (translated workflow, de_DE subscriber)',
        ['triggerEvent'],
        'POST',
        '/v1/events/trigger',
        201,
        rotate(16, (i) => send('POST', '/v1/events/trigger', { name: TRANSLATED.workflowId, to: { subscriberId: `bench-de-${i}`, email: `bench-de-${i}@bench.test`, firstName: 'Ada', locale: 'de_DE' }, payload: { code: '123456' } })),
        'a dashboard workflow with translations enabled (email, in-app, SMS naming `{{t.key}}`), its en_US and de_DE keys, to 16 rotating German subscribers: every step reads the German keys, the missing one from en_US',
        true,
      ),
      prepare: prepareTranslatedWorkflow,
    },
    op('POST /v1/events/trigger/bulk', ['triggerEventBulk'], 'POST', '/v1/events/trigger/bulk', 201, d.recipients.map((to) => send('POST', '/v1/events/trigger/bulk', { events: [{ name: 'comment-mention', to, payload: COMMENT }, { name: 'order-shipped', to, payload: ORDER }, { name: 'password-reset', to, payload: RESET }] })), '3 events per request (comment-mention, order-shipped, password-reset: 7 steps) to rotating recipients', true),
  ];
}
