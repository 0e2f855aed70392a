/**
 * The `{data}` envelope, operation by operation. Every operation of the contract (the Inbox's and the
 * widget's aside: their clients read their own shapes in both modes) is sent the same request, at the same state, on a mock with the
 * default wire and on one started with `envelope: false`. Both answers keep the contract (strict validation);
 * the wire's body is the bare one as the real service's interceptor sends it: a result with a truthy `data`
 * and no `_id`/`id` whole, anything else as `{data: result}`; errors and empty bodies unchanged.
 */
import { workflow } from '@novu/framework';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrapSchema } from '../../src/contract/envelope.js';
import type { Operation } from '../../src/contract/validator.js';
import { realName } from '../../src/domain/integrations/index.js';
import { DEV_ENV_ID, DEV_KEY, makeTestApp, sharedContract } from '../helpers/test-app.js';
import { startBridge } from '../bridge/helpers.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const NOW = new Date('2026-06-01T12:00:00.000Z');

const answersItsOwnShapes = (op: Operation) => op.path.startsWith('/v1/inbox/') || op.path.startsWith('/v1/widgets/');
/** A route a browser opens (the chat OAuth routes): it answers a redirect or a page, never JSON. */
const answersABrowser = (op: Operation) => op.responses.some((response) => response.code === '302');
/** A bare answer in the real spelling of the service's own provider names, which the bare mode spells as the API document does. */
const inRealNames = (body: unknown): unknown =>
  body === undefined ? undefined : JSON.parse(JSON.stringify(body), (key, value: unknown) => ((key === 'providerId' || key === 'origin') && typeof value === 'string' ? realName(value) : value));

const environmentOf = (t: TestApp) => {
  const environment = t.deps.registry.resolve(DEV_KEY);
  if (!environment) throw new Error('no Development environment');
  return environment;
};
const firstInApp = (t: TestApp) => environmentOf(t).messages.all().find((m) => m.channel === 'in_app') as { _id: string; _subscriberId: string };
const firstInAppOwner = (t: TestApp) => environmentOf(t).subscribers.findByInternalId(firstInApp(t)._subscriberId)?.subscriberId as string;
const firstMessage = (t: TestApp) => environmentOf(t).messages.all()[0] as { _id: string; transactionId: string };

/** A value for each path parameter, from the default fixtures (some depend on the path or the operation they are in). */
const PATH_VALUES: Record<string, (t: TestApp, path: string, operationId: string) => string> = {
  subscriberId: (t) => firstInAppOwner(t),
  externalSubscriberId: () => 'david@outlook.com',
  notificationId: (t, path) => (path.startsWith('/v1/notifications/') ? environmentOf(t).activity.all()[0]?._id : firstInApp(t)._id) as string,
  messageId: (t, path) => (path.startsWith('/v1/messages/') ? firstMessage(t)._id : firstInApp(t)._id),
  transactionId: (t) => firstMessage(t).transactionId,
  actionType: () => 'primary',
  type: () => 'primary',
  providerId: () => 'fcm',
  variableKey: () => 'APP_BASE_URL',
  integrationId: (t) => environmentOf(t).integrations.list().find((i) => i.providerId === 'mailgun')?._id as string,
  providerOrIntegrationId: () => 'sendgrid',
  // The v1 workflow writes and the override routes name a workflow by its `_id` (payment-failed's), the
  // others by its identifier; a tenant by its `_id` (acme's).
  workflowId: (_t, path) => (path.startsWith('/v1/workflow-overrides/') || path.startsWith('/v1/workflows/') ? '665f1c2a9b1e4a0022000007' : 'payment-failed'),
  tenantId: () => '665f1c2a9b1e4a002e000001',
  overrideId: (t) => environmentOf(t).workflowOverrides.records()[0]?._id as string,
  stepId: () => '665f1c2a9b1e4a0023000013',
  topicKey: () => 'product-updates',
  identifier: (_t, path) => (path.startsWith('/v1/tenants/') ? 'acme' : 'tk_product-updates:si_david@outlook.com'),
  // The v1 preference path: a level to read, a workflow to change.
  parameter: (_t, _path, operationId) => (operationId === 'updateSubscriberPreferenceV1' ? 'payment-failed' : 'global'),
  templateId: () => '665f1c2a9b1e4a0022000007',
  id: () => '665f1c2a9b1e4a0025000001',
  feedId: (t) => environmentOf(t).feeds.list()[0]?._id as string,
  changeId: (t) => environmentOf(t).changes.all()[0]?._id as string,
  workflowRunId: (t) => environmentOf(t).activity.all()[0]?._id as string,
  environmentId: () => DEV_ENV_ID,
};

/** Bodies for the operations whose contract has no request example (or whose example does not fit these fixtures). */
const BODIES: Record<string, unknown> = {
  updateSubscriberPreferences: { channels: { email: false } },
  bulkUpdateSubscriberPreferences: { preferences: [{ workflowId: 'payment-failed', channels: { email: false } }] },
  snoozeSubscriberNotification: { snoozeUntil: '2026-06-02T12:00:00.000Z' },
  appendSubscriberCredentials: { providerId: 'fcm', credentials: { deviceTokens: ['token-1'] } },
  updateSubscriberCredentials: { providerId: 'fcm', credentials: { deviceTokens: ['token-2'] } },
  markAllSubscriberMessages: { markAs: 'read' },
  markSubscriberMessageAction: { status: 'done' },
  createEnvironmentVariable: { key: 'SUPPORT_PHONE', values: [{ _environmentId: DEV_ENV_ID, value: '+49 30 1234' }] },
  updateEnvironmentVariable: { values: [{ _environmentId: DEV_ENV_ID, value: 'https://app.example.test' }] },
  triggerEventBulk: { events: [{ name: 'payment-failed', to: 'david@outlook.com', payload: {} }] },
};

/** State an operation needs before its request, made in the store (no request). */
const PREPARE: Record<string, (t: TestApp) => void> = {
  // The v1 delete refuses a topic that still has subscribers.
  deleteTopicV1: (t) => {
    const topics = environmentOf(t).topics;
    for (const subscription of topics.subscriptionsOf(topics.get('product-updates'))) topics.unsubscribe(subscription);
  },
  deleteFeed: (t) => void environmentOf(t).feeds.create('Activities'),
  // A feed's creation is a change to apply.
  applyChange: (t) => void environmentOf(t).feeds.create('Promoted'),
  ...Object.fromEntries(
    ['getWorkflowOverrideById', 'updateWorkflowOverrideById', 'deleteWorkflowOverride', 'getWorkflowOverride', 'updateWorkflowOverride', 'listWorkflowOverrides'].map((id) => [
      id,
      (t: TestApp) => void environmentOf(t).workflowOverrides.create('665f1c2a9b1e4a0022000007', '665f1c2a9b1e4a002e000001', {}),
    ]),
  ),
  // A context named as the path values name it (`type` primary, `id` the group id).
  ...Object.fromEntries(
    ['ContextsController_getContext', 'ContextsController_updateContext', 'ContextsController_deleteContext'].map((id) => [
      id,
      (t: TestApp) => void environmentOf(t).contexts.create({ type: 'primary', id: '665f1c2a9b1e4a0025000001' }),
    ]),
  ),
  unsnoozeSubscriberNotification: (t) => {
    const message = firstInApp(t);
    environmentOf(t).messages.changeInApp(message._subscriberId, message._id, { snoozedUntil: '2030-01-01T00:00:00.000Z' });
  },
};

/** Queries an operation needs to answer 2xx. */
const QUERIES: Record<string, string> = {
  // An event of the default fixtures (Development) and its subscriber.
  listExecutionDetails: 'notificationId=665f1c2a9b1e4a0026000001&subscriberId=6cebe7f9-904c-4cd2-8e52-66f121eee2a5',
  countSubscriberNotifications: `filters=${encodeURIComponent('[{"read":false}]')}`,
  listChanges: 'promoted=false',
};

function requestFor(t: TestApp, op: Operation): { method: Method; url: string; body: unknown } {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = PATH_VALUES[name];
    if (!value) throw new Error(`no value for path parameter ${name} of ${op.iid}`);
    return encodeURIComponent(value(t, op.path, op.iid as string));
  });
  const id = op.iid as string;
  const example = (op.request?.body?.contents?.[0]?.examples?.[0] as { value?: unknown } | undefined)?.value;
  const body = BODIES[id] ?? example ?? (op.request?.body ? {} : undefined);
  return { method: op.method as Method, url: QUERIES[id] ? `${path}?${QUERIES[id]}` : path, body };
}

async function send(t: TestApp, op: Operation) {
  t.deps.control.reset();
  t.deps.clock.freeze(NOW);
  PREPARE[op.iid as string]?.(t);
  const { method, url, body } = requestFor(t, op);
  const req = t.request()[method](url).set('Authorization', `ApiKey ${DEV_KEY}`);
  const res = body === undefined ? await req : await req.send(body as object);
  return { status: res.status, body: res.text === '' ? undefined : (JSON.parse(res.text) as unknown) };
}

/** The real service's rule, written out here independently of the server's own. */
const isPage = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && Boolean((body as Record<string, unknown>).data) && !('_id' in body) && !('id' in body);

describe('the {data} envelope', () => {
  let wire: TestApp;
  let bare: TestApp;
  let operations: Operation[];
  let bridge: Awaited<ReturnType<typeof startBridge>>;
  beforeAll(async () => {
    // The bridge operations call a real framework bridge.
    bridge = await startBridge(DEV_KEY, [workflow('envelope-check', async ({ step }) => void (await step.sms('text', async () => ({ body: 'hi' }))))]);
    BODIES.syncBridge = { bridgeUrl: bridge.url };
    PREPARE.getBridgeStatus = (t) => void environmentOf(t).syncCodeWorkflows({ workflows: [{ workflowId: 'envelope-check', steps: [] }] }, bridge.url);
    [wire, bare] = await Promise.all([makeTestApp(), makeTestApp({ envelope: false })]);
    operations = (await sharedContract()).validator.operations.filter((op) => !answersItsOwnShapes(op) && !answersABrowser(op));
  });
  afterAll(() => bridge?.close());

  it('wraps every operation’s 2xx JSON answer exactly as the real service does, and only those', async () => {
    const problems: string[] = [];
    for (const op of operations) {
      const [onWire, asBare] = [await send(wire, op), await send(bare, op)];
      if (onWire.status !== asBare.status) problems.push(`${op.iid}: ${onWire.status} on the wire, ${asBare.status} bare`);
      else if (asBare.status >= 300) problems.push(`${op.iid} does not answer 2xx here: ${JSON.stringify(asBare.body)}`);
      else {
        const bareBody = inRealNames(asBare.body);
        const expected = bareBody === undefined ? undefined : isPage(bareBody) ? bareBody : { data: bareBody };
        try {
          expect(onWire.body).toEqual(expected);
        } catch {
          problems.push(`${op.iid}: ${JSON.stringify(onWire.body).slice(0, 200)} on the wire for ${JSON.stringify(asBare.body).slice(0, 200)} bare`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the wire in the contract: every enveloped 2xx schema is {data: <the bare schema>}, and only non-pages are', async () => {
    const contract = await sharedContract();
    for (const op of contract.validator.operations) {
      const bareOp = contract.bare.operation(op.iid as string) as Operation;
      op.responses.forEach((response, r) => {
        response.contents?.forEach((content, c) => {
          const schema = content.schema as Record<string, unknown>;
          const bareSchema = bareOp.responses[r]?.contents?.[c]?.schema;
          if (schema['x-envelope'] !== true) {
            expect(bareSchema, `${op.iid} ${response.code}`).toBe(schema);
            return;
          }
          expect(response.code, `${op.iid}: only success answers are wrapped`).toMatch(/^2/);
          expect(answersItsOwnShapes(op), `${op.iid}: the Inbox and the widget answer their own shapes`).toBe(false);
          expect(schema).toMatchObject({ type: 'object', required: ['data'], additionalProperties: false });
          expect(Object.keys(schema.properties as object)).toEqual(['data']);
          expect(bareSchema).toEqual(unwrapSchema(schema));
          const inner = bareSchema as { properties?: Record<string, unknown> };
          expect(Boolean(inner.properties?.data) && !inner.properties?._id && !inner.properties?.id, `${op.iid}: a page goes whole`).toBe(false);
        });
      });
    }
  });

  it('leaves errors and the control plane unwrapped', async () => {
    const missing = await wire.api().get('/v2/subscribers/nobody-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'Subscriber: nobody-here was not found' });
    const health = await wire.request().get('/__admin/health');
    expect(health.body).toMatchObject({ status: 'ok' });
  });
});
