/**
 * The operations the snapshot round-trip drives, as fast-check arbitraries: each a short run of API and
 * control-plane calls that leaves some kind of state behind (subscribers, triggers and their waits, topics,
 * tenants, variables, workflows of every origin, feeds, groups, preferences, Inbox and widget actions,
 * integrations, agents and their conversations, deletions, clock moves, bridge syncs and code workflow runs, an isolated key's environment).
 */
import fc from 'fast-check';
import { DEV_ENV_ID, DEV_KEY, PROD_KEY } from '../../helpers/test-app.js';

/** How an operation reaches the mock. */
export interface Client {
  api(method: string, path: string, body?: unknown, key?: string): Promise<{ status: number; json: unknown; text: string }>;
  session(kind: 'inbox' | 'widget', subscriberId: string): Promise<string | undefined>;
  bearer(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; text: string }>;
  bridgeUrl: string;
}

export interface Operation {
  label: string;
  run(client: Client): Promise<number[]>;
}

export const ISOLATED_KEY = 'rt-isolated-key';

const keyArb = fc.constantFrom(DEV_KEY, DEV_KEY, PROD_KEY, ISOLATED_KEY);
const idArb = fc.stringMatching(/^rt-[a-z0-9]{1,6}$/);
const smallJson = fc.jsonValue({ maxDepth: 3 }).map((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? v : { v }));
const FIXTURE_WORKFLOWS = ['welcome-onboarding', 'password-reset', 'comment-mention', 'weekly-digest', 'order-shipped', 'security-alert', 'team-invite'];
/** DEV fixture subscribers (other environments answer 404 for them, which is a state too). */
const FIXTURE_SUBSCRIBERS = ['user_2097', 'david.smith@gmail.com', 'ryan@gmail.com', 'user_2714', 'user_1342', 'ashley@icloud.com'];
const to = (subscriberId: string) => ({ subscriberId, email: `${subscriberId}@example.com`, phone: '+15555550100' });

const op = (label: string, run: (c: Client) => Promise<{ status: number }[]>): Operation => ({ label, run: async (c) => (await run(c)).map((r) => r.status) });

/** The first in-app message of a subscriber with an action button, and that subscriber's id (a fixture one of DEV). */
async function actionTarget(c: Client): Promise<{ subscriberId: string; messageId: string } | undefined> {
  const page = (await c.api('GET', '/v1/messages?channel=in_app&limit=100')).json as { data?: { _id: string; subscriber?: { subscriberId?: string }; cta?: { action?: unknown } }[] };
  const message = page.data?.find((m) => m.cta?.action !== undefined && m.subscriber?.subscriberId);
  return message ? { subscriberId: message.subscriber?.subscriberId as string, messageId: message._id } : undefined;
}

export const operationArb: fc.Arbitrary<Operation> = fc.oneof(
  fc.tuple(keyArb, idArb, smallJson).map(([key, id, data]) => op(`subscriber ${id}`, async (c) => [await c.api('POST', '/v2/subscribers', { subscriberId: id, firstName: 'R', data }, key), await c.api('PATCH', `/v2/subscribers/${id}`, { lastName: 'T' }, key)])),
  fc.tuple(keyArb, fc.constantFrom(...FIXTURE_WORKFLOWS), idArb, smallJson).map(([key, name, id, payload]) =>
    op(`trigger ${name}`, async (c) => [await c.api('POST', '/v1/events/trigger', { name, to: to(id), payload: { ...payload, code: '1', resetUrl: 'https://x.test' }, overrides: { email: { senderName: 'RT' }, kept: payload } }, key)]),
  ),
  fc.tuple(keyArb, fc.constantFrom('freeze', 'advance', 'resume')).map(([key, action]) =>
    op(`clock ${action}`, async (c) => [await c.api('POST', `/__admin/clock?apiKey=${key}`, action === 'advance' ? { action, ms: 2 * 86_400_000 } : { action })]),
  ),
  fc.tuple(keyArb, idArb).map(([key, id]) =>
    op(`topic ${id}`, async (c) => [
      await c.api('POST', '/v2/topics', { key: `topic-${id}`, name: 'T' }, key),
      await c.api('POST', `/v2/topics/topic-${id}/subscriptions`, { subscriptions: [id, 'user_2097'] }, key),
      await c.api('POST', '/v1/events/trigger', { name: 'order-shipped', to: [{ type: 'Topic', topicKey: `topic-${id}` }], payload: {} }, key),
    ]),
  ),
  fc.tuple(keyArb, idArb, smallJson).map(([key, id, data]) => op(`tenant ${id}`, async (c) => [await c.api('POST', '/v1/tenants', { identifier: id, name: 'T', data }, key), await c.api('PATCH', `/v1/tenants/${id}`, { name: 'U' }, key)])),
  fc.tuple(fc.stringMatching(/^RT_[A-Z]{1,6}$/), fc.boolean()).map(([variable, isSecret]) =>
    op(`variable ${variable}`, async (c) => [await c.api('POST', '/v1/environment-variables', { key: variable, isSecret, values: [{ _environmentId: DEV_ENV_ID, value: 'v' }] })]),
  ),
  fc.tuple(keyArb, idArb).map(([key, id]) =>
    op(`workflow ${id}`, async (c) => [
      await c.api('POST', '/v2/workflows', { name: id, workflowId: id, steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'Hi {{payload.name}}' } }, { name: 'Wait', type: 'delay', controlValues: { amount: 1, unit: 'hours', type: 'regular' } }, { name: 'Mail', type: 'email', controlValues: { subject: 'S', body: 'B' } }] }, key),
      await c.api('PATCH', `/v2/workflows/${id}`, { description: 'patched', tags: ['rt'] }, key),
      await c.api('POST', '/v1/events/trigger', { name: id, to: to('rt-wf'), payload: { name: 'x' } }, key),
    ]),
  ),
  fc.tuple(keyArb, idArb).map(([key, id]) =>
    op(`layout ${id}`, async (c) => [
      await c.api('POST', '/v2/layouts', { layoutId: `lt-${id}`, name: id }, key),
      await c.api('PUT', `/v2/layouts/lt-${id}`, { name: id, controlValues: { email: { body: '<html><body>{{content}}<p>{{ subscriber.firstName }}</p></body></html>', editorType: 'html' } } }, key),
      await c.api('POST', '/v2/workflows', { name: `lw-${id}`, workflowId: `lw-${id}`, steps: [{ name: 'Mail', type: 'email', controlValues: { subject: 'S', body: 'B', layoutId: `lt-${id}` } }] }, key),
      await c.api('POST', '/v1/events/trigger', { name: `lw-${id}`, to: to('rt-layout'), payload: {} }, key),
    ]),
  ),
  fc.tuple(keyArb, idArb).map(([key, id]) => op(`feed and group ${id}`, async (c) => [await c.api('POST', '/v1/feeds', { name: `feed-${id}` }, key), await c.api('POST', '/v1/notification-groups', { name: `group-${id}` }, key)])),
  fc.tuple(idArb, fc.boolean()).map(([id, resolve]) =>
    op(`agent ${id}`, async (c) => {
      const created = await c.api('POST', '/v1/agents', { name: 'RT agent', identifier: id });
      const linked = await c.api('POST', `/v1/agents/${id}/integrations`, { integrationIdentifier: 'slack-pn7jfg' });
      const opened = await c.api('POST', `/__admin/agents/conversations?apiKey=${DEV_KEY}`, { agentIdentifier: id, integrationIdentifier: 'slack-pn7jfg', text: 'hi' });
      const conversationId = (opened.json as { _id?: string })._id ?? 'none';
      const replied = await c.api('POST', `/v1/agents/${id}/reply`, { conversationId, integrationIdentifier: 'slack-pn7jfg', reply: { text: 'hello' }, ...(resolve ? { resolve: {} } : {}) });
      return [created, linked, opened, replied];
    }),
  ),
  fc.tuple(keyArb, fc.boolean()).map(([key, enabled]) => op('preferences', async (c) => [await c.api('PATCH', '/v2/subscribers/user_2097/preferences', { channels: { email: enabled } }, key)])),
  fc.tuple(fc.constantFrom('inbox' as const, 'widget' as const), smallJson).map(([kind, payload]) =>
    op(`${kind} actions`, async (c) => {
      const target = await actionTarget(c);
      if (!target) return [];
      const token = await c.session(kind, target.subscriberId);
      if (!token) return [];
      if (kind === 'widget') return [await c.bearer('POST', `/v1/widgets/messages/${target.messageId}/actions/primary`, token, { status: 'done', payload })];
      return [
        await c.bearer('PATCH', `/v1/inbox/notifications/${target.messageId}/read`, token),
        await c.bearer('PATCH', `/v1/inbox/notifications/${target.messageId}/snooze`, token, { snoozeUntil: new Date(Date.now() + 3_600_000).toISOString() }),
        await c.bearer('PATCH', `/v1/inbox/notifications/${target.messageId}/archive`, token),
      ];
    }),
  ),
  fc.tuple(keyArb, fc.constantFrom('sendgrid', 'twilio', 'slack')).map(([key, providerId]) =>
    op(`integration ${providerId}`, async (c) => {
      const channel = { sendgrid: 'email', twilio: 'sms', slack: 'chat' }[providerId];
      const created = await c.api('POST', '/v1/integrations', { providerId, channel, name: `rt ${providerId}`, active: true, credentials: { apiKey: 'k' } }, key);
      const id = (created.json as { data?: { _id?: string }; _id?: string } | undefined)?.data?._id;
      return id ? [created, await c.api('PUT', `/v1/integrations/${id}`, { name: 'renamed' }, key)] : [created];
    }),
  ),
  fc.tuple(keyArb, fc.nat({ max: 5 })).map(([key, index]) =>
    op('delete a message and a subscriber', async (c) => {
      const page = (await c.api('GET', '/v1/messages?limit=10', undefined, key)).json as { data?: { _id: string }[] };
      const message = page.data?.[index];
      return [...(message ? [await c.api('DELETE', `/v1/messages/${message._id}`, undefined, key)] : []), await c.api('DELETE', `/v2/subscribers/${encodeURIComponent(FIXTURE_SUBSCRIBERS[index] ?? '')}`, undefined, key)];
    }),
  ),
  fc.tuple(keyArb, idArb, fc.boolean()).map(([key, id, trigger]) =>
    op(`bridge sync${trigger ? ' and run' : ''}`, async (c) => [
      await c.api('POST', '/v1/bridge/sync?source=cli', { bridgeUrl: c.bridgeUrl }, key),
      ...(trigger ? [await c.api('POST', '/v1/events/trigger', { name: 'rt-code', to: to(id), payload: { name: id } }, key)] : []),
    ]),
  ),
  fc.tuple(keyArb, idArb).map(([key, id]) =>
    op('trigger then cancel', async (c) => [
      await c.api('POST', '/v1/events/trigger', { name: 'welcome-onboarding', to: to(id), payload: {}, transactionId: `rt-cancel-${id}` }, key),
      await c.api('DELETE', `/v1/events/trigger/rt-cancel-${id}`, undefined, key),
    ]),
  ),
);
