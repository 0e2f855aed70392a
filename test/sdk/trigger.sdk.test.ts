import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(3);

describe('the official SDK (@novu/api): trigger, then read and mark the inbox', () => {
  it('triggers a workflow, finds the event, lists the in-app messages and marks them read', async () => {
    const triggered = await sdk.novu().trigger({
      workflowId: 'comment-mention',
      to: { subscriberId: 'sdk-inbox', firstName: 'Sam', email: 'sam@example.com' },
      payload: { commenterName: 'Lin', postTitle: 'Q3 plan', commentPreview: 'Great work', commentId: 'cmt_sdk' },
    });
    expect(triggered.result).toMatchObject({ acknowledged: true, status: 'processed' });
    const transactionId = triggered.result.transactionId ?? '';

    const events = await sdk.novu().notifications.list({ transactionId, limit: 10 });
    expect(events.result.data).toHaveLength(1);
    expect(events.result.data[0]?.subscriber?.subscriberId).toBe('sdk-inbox');
    expect(events.result.data[0]?.jobs?.map((j) => j.type)).toEqual(['in_app', 'push']);

    const inbox = await sdk.novu().messages.retrieve({ subscriberId: 'sdk-inbox', channel: 'in_app' });
    expect(inbox.result.data).toHaveLength(1);
    expect(inbox.result.data[0]?.content).toContain('Great work');
    const ids = inbox.result.data.map((m) => m.id ?? '');

    const marked = await sdk.novu().subscribers.messages.markAllAs({ messageId: ids, markAs: 'read' }, 'sdk-inbox');
    expect(marked.result.every((m) => m.read && m.seen)).toBe(true);
    const after = await sdk.novu().messages.retrieve({ subscriberId: 'sdk-inbox', channel: 'in_app' });
    expect(after.result.data[0]?.read).toBe(true);
  });

  it('surfaces an unknown workflow as a 422 and missing variables as a PayloadValidationExceptionDto', async () => {
    const unknown = await sdk.novu().trigger({ workflowId: 'nope', to: 'sdk-x' }).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ statusCode: 422 });
    const missing = await sdk.novu().trigger({ workflowId: 'comment-mention', to: 'sdk-x', payload: {} }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 400, type: 'PAYLOAD_VALIDATION_ERROR' });
  });

  it('lists the workflows', async () => {
    const { result } = await sdk.novu().workflows.list({ limit: 100 });
    expect(result.totalCount).toBeGreaterThanOrEqual(6);
    expect(result.workflows.map((w) => w.workflowId)).toContain('comment-mention');
  });

  it('cancels a delayed trigger', async () => {
    sdk.server().clock.freeze();
    const triggered = await sdk.novu().trigger({ workflowId: 'welcome-onboarding', to: 'sdk-delay', payload: { workspaceName: 'W', plan: 'pro' } });
    const cancelled = await sdk.novu().cancel(triggered.result.transactionId ?? '');
    expect(cancelled.result).toBe(true);
    sdk.server().clock.resume();
  });
});
