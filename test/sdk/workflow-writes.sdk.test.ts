import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(17);

describe('the official SDK (@novu/api) against the mock: workflow writes and steps', () => {
  it('patches a workflow, the next trigger sees it; an unknown workflow is a 404', async () => {
    const patched = await sdk.novu().workflows.patch({ active: false, tags: ['social'] }, 'comment-mention');
    expect(patched.result).toMatchObject({ workflowId: 'comment-mention', active: false, tags: ['social'] });
    const triggered = await sdk.novu().trigger({ workflowId: 'comment-mention', to: 'sdk-wf-user', payload: {} });
    expect(triggered.result.status).toBe('trigger_not_active');
    const unknown = await sdk.novu().workflows.patch({ active: false }, 'sdk-no-such-workflow').catch((e: unknown) => e);
    expect(unknown).toMatchObject({ statusCode: 404, message: 'Workflow cannot be found' });
  });

  it('retrieves one step; an unknown step is a 400', async () => {
    const workflow = await sdk.novu().workflows.get('payment-failed');
    const first = workflow.result.steps[0];
    const step = await sdk.novu().workflows.steps.retrieve('payment-failed', first?.stepId as string);
    expect(step.result).toMatchObject({ id: first?.id, stepId: first?.stepId, type: first?.type });
    const unknown = await sdk.novu().workflows.steps.retrieve('payment-failed', 'sdk-no-such-step').catch((e: unknown) => e);
    expect(unknown).toMatchObject({ statusCode: 400, message: 'No step found' });
  });

  it('deletes a workflow: a trigger of it is then workflow_not_found; deleting again is a 404', async () => {
    await sdk.novu().workflows.delete('password-reset');
    const triggered = await sdk.novu().trigger({ workflowId: 'password-reset', to: 'sdk-wf-user', payload: {} }).catch((e: unknown) => e);
    expect(triggered).toMatchObject({ statusCode: 422, message: 'workflow_not_found' });
    const again = await sdk.novu().workflows.delete('password-reset').catch((e: unknown) => e);
    expect(again).toMatchObject({ statusCode: 404, message: 'Workflow cannot be found' });
  });

  it('replaces a workflow; an unknown workflow is a 404', async () => {
    const before = await sdk.novu().workflows.get('order-shipped');
    const first = before.result.steps[0];
    const updated = await sdk.novu().workflows.update(
      { name: 'Order shipped v2', steps: [{ id: first?.id, name: 'Shipped SMS', type: 'sms', controlValues: { body: 'Shipped: {{payload.orderId}}' } }], preferences: {} },
      'order-shipped',
    );
    expect(updated.result).toMatchObject({ name: 'Order shipped v2', workflowId: 'order-shipped' });
    expect(updated.result.steps.map((s) => s.type)).toEqual(['sms']);
    const unknown = await sdk
      .novu()
      .workflows.update({ name: 'x', steps: [], preferences: {} }, 'sdk-no-such-workflow')
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ statusCode: 404, message: 'Workflow cannot be found' });
  });
});
