/** Today's topic rules through the official SDK (@novu/api), as the real service's topics-v2 e2e tests drive them. */
import { ErrorDto } from '@novu/api/models/errors/index.js';
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(45);

describe('the official SDK (@novu/api): topics v2 rules', () => {
  it('the 11th subscription of a subscriber to a topic throws the 400 with the result in ctx', async () => {
    const topicKey = 'sdk-limit';
    for (let i = 0; i < 10; i++) {
      const created = await sdk.novu().topics.subscriptions.create({ subscriptions: [{ identifier: `sdk-limit-${i}`, subscriberId: 'user_2097' }] }, topicKey);
      expect(created.result.meta).toEqual({ totalCount: 1, successful: 1, failed: 0 });
    }
    const refused = await sdk
      .novu()
      .topics.subscriptions.create({ subscriptions: [{ identifier: 'sdk-limit-10', subscriberId: 'user_2097' }] }, topicKey)
      .then(() => undefined, (error: unknown) => error);
    expect(refused).toBeInstanceOf(ErrorDto);
    const error = refused as ErrorDto;
    expect(error.statusCode).toBe(400);
    expect(error.ctx?.meta).toEqual({ totalCount: 1, successful: 0, failed: 1 });
    expect(error.ctx?.errors).toEqual([
      { subscriberId: 'user_2097', code: 'SUBSCRIPTION_LIMIT_EXCEEDED', message: `Subscriber user_2097 has reached the maximum allowed of 10 subscriptions for topic "${topicKey}"` },
    ]);
    const listed = await sdk.novu().topics.subscriptions.list({ topicKey, limit: 100 });
    expect(listed.result.data).toHaveLength(10);
  });

  it('subscriptions with a context: contextKeys on create, on retrieve by identifier, and as a list filter', async () => {
    const topicKey = 'sdk-context';
    const inA = await sdk.novu().topics.subscriptions.create({ subscriptions: ['user_2097'], context: { tenant: 'org-a' } }, topicKey);
    expect(inA.result.data[0]?.contextKeys).toEqual(['tenant:org-a']);
    const inB = await sdk.novu().topics.subscriptions.create({ subscriptions: ['user_2097'], context: { tenant: 'org-b', project: 'p-1' } }, topicKey);
    expect(inB.result.data[0]?.contextKeys).toEqual(['tenant:org-b', 'project:p-1']);
    const plain = await sdk.novu().topics.subscriptions.create({ subscriptions: ['user_2097'] }, topicKey);
    expect(plain.result.data[0]?.contextKeys).toEqual([]);

    const got = await sdk.novu().topics.subscriptions.getSubscription(topicKey, inB.result.data[0]?.identifier as string);
    expect(got.result).toMatchObject({ identifier: 'tk_sdk-context:si_user_2097:ctx_project:p-1,tenant:org-b', contextKeys: ['tenant:org-b', 'project:p-1'] });

    const exact = await sdk.novu().topics.subscriptions.list({ topicKey, contextKeys: ['project:p-1', 'tenant:org-b'] });
    expect(exact.result.data.map((s) => s.id)).toEqual([inB.result.data[0]?.id]);
    const all = await sdk.novu().topics.subscriptions.list({ topicKey });
    expect(all.result.data).toHaveLength(3);
  });

  it('preferences on create and update, answered with the workflow they name', async () => {
    const topicKey = 'sdk-preferences';
    const created = await sdk.novu().topics.subscriptions.create(
      { subscriptions: [{ identifier: 'sdk-prefs', subscriberId: 'user_2097' }], preferences: [{ filter: { workflowIds: ['payment-failed'] }, enabled: true }] },
      topicKey,
    );
    expect(created.result.data[0]?.preferences?.map((p) => [p.workflow?.identifier, p.enabled, p.subscriptionId])).toEqual([['payment-failed', true, 'sdk-prefs']]);

    const condition = { and: [{ '==': [{ var: 'priority' }, 'high'] }, { '>': [{ var: 'amount' }, 100] }] };
    const updated = await sdk.novu().topics.subscriptions.update({
      topicKey,
      identifier: 'sdk-prefs',
      updateTopicSubscriptionRequestDto: { preferences: [{ filter: { workflowIds: ['comment-mention'], tags: ['comments'] }, condition, enabled: false }] },
    });
    expect(updated.result.identifier).toBe('sdk-prefs');
    expect(updated.result.preferences).toEqual([expect.objectContaining({ enabled: false, condition, workflow: expect.objectContaining({ identifier: 'comment-mention', severity: 'none' }) })]);
    const stored = await sdk.novu().topics.subscriptions.getSubscription(topicKey, 'sdk-prefs');
    expect(stored.result.preferences?.map((p) => p.workflow?.identifier)).toEqual(['comment-mention']);
  });

  it('orders topics by key', async () => {
    for (const key of ['sdk-order-c', 'sdk-order-a', 'sdk-order-b']) await sdk.novu().topics.create({ key, name: key });
    const page = await sdk.novu().topics.list({ orderBy: 'key', orderDirection: 'ASC', key: 'sdk-order', limit: 10 });
    expect(page.result.data.map((t) => t.key)).toEqual(['sdk-order-a', 'sdk-order-b', 'sdk-order-c']);
  });
});
