import { describe, expect, it } from 'vitest';
import { ErrorDto, PayloadValidationExceptionDto } from '@novu/api/models/errors/index.js';
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

  it('surfaces an unknown workflow as a 422', async () => {
    const unknown = await sdk.novu().trigger({ workflowId: 'nope', to: 'sdk-x' }).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ statusCode: 422 });
  });

  it('triggers every active default workflow without a payload schema with an empty payload', async () => {
    const { result } = await sdk.novu().workflows.list({ limit: 100 });
    expect(result.workflows.filter((w) => w.status === 'ACTIVE').length).toBeGreaterThanOrEqual(7);
    for (const summary of result.workflows) {
      // workflows.get parses every default workflow (the SDK's enums are closed).
      const { result: workflow } = await sdk.novu().workflows.get(summary.workflowId);
      if (!workflow.active || workflow.validatePayload) continue;
      const triggered = await sdk.novu().trigger({ workflowId: summary.workflowId, to: `sdk-empty-${summary.workflowId}`, payload: {} });
      expect(triggered.result, summary.workflowId).toMatchObject({ acknowledged: true, status: 'processed' });
    }
  });

  it('refuses a payload that breaks the payload schema with a PayloadValidationExceptionDto, and fills in defaults', async () => {
    const missing = await sdk.novu().trigger({ workflowId: 'payment-failed', to: 'sdk-pay', payload: { amount: 49 } }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(PayloadValidationExceptionDto);
    const error = missing as PayloadValidationExceptionDto;
    expect(error.statusCode).toBe(400);
    expect(error.type).toBe('PAYLOAD_VALIDATION_ERROR');
    expect(error.errors).toEqual([
      { field: 'root.invoiceId', message: "must have required property 'invoiceId'", value: {}, schemaPath: '#/required' },
      { field: 'amount', message: 'must be string', value: 49, schemaPath: '#/properties/amount/type' },
    ]);

    const triggered = await sdk.novu().trigger({ workflowId: 'payment-failed', to: 'sdk-pay', payload: { invoiceId: 'in_sdk', amount: '12.50' } });
    expect(triggered.result.status).toBe('processed');
    const inbox = await sdk.novu().messages.retrieve({ subscriberId: 'sdk-pay', channel: 'in_app', transactionId: [triggered.result.transactionId ?? ''] });
    expect(inbox.result.data[0]?.content).toBe('We could not charge your card for invoice in_sdk (12.50 USD).');
  });

  it('reads a workflow with workflows.get: steps, payload schema and an example payload the trigger accepts', async () => {
    const { result } = await sdk.novu().workflows.get('payment-failed');
    expect(result).toMatchObject({ workflowId: 'payment-failed', validatePayload: true, status: 'ACTIVE', origin: 'external' });
    expect(result.payloadSchema).toMatchObject({ required: ['invoiceId', 'amount'] });
    expect(result.steps.map((s) => s.type)).toEqual(['in_app', 'email', 'delay', 'sms']);
    const triggered = await sdk.novu().trigger({ workflowId: 'payment-failed', to: 'sdk-example', payload: result.payloadExample ?? {} });
    expect(triggered.result.status).toBe('processed');
    const unknown = await sdk.novu().workflows.get('no-such-workflow').catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ErrorDto);
    expect(unknown).toMatchObject({ statusCode: 404, message: 'Workflow cannot be found' });
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
