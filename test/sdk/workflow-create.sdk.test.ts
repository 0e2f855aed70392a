import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(23);

describe('the official SDK (@novu/api) against the mock: workflows.create', () => {
  it('creates a workflow the SDK reads back whole, and that its trigger reaches', async () => {
    const created = await sdk.novu().workflows.create({
      name: 'SDK invoice',
      workflowId: 'sdk-invoice',
      // The SDK sends `active: false` unless told otherwise.
      active: true,
      tags: ['billing'],
      steps: [{ name: 'Invoice inbox', type: 'in_app', controlValues: { body: 'Invoice {{payload.invoiceId}}' } }],
    });
    expect(created.result).toMatchObject({ name: 'SDK invoice', workflowId: 'sdk-invoice', active: true, tags: ['billing'] });
    expect(created.result.steps[0]).toMatchObject({ type: 'in_app', controlValues: { body: 'Invoice {{payload.invoiceId}}' } });
    expect((await sdk.novu().workflows.get('sdk-invoice')).result.id).toBe(created.result.id);
    const triggered = await sdk.novu().trigger({ workflowId: 'sdk-invoice', to: 'sdk-create-user', payload: { invoiceId: 'I-1' } });
    expect(triggered.result.status).toBe('processed');
  });

  it('a workflowId in use gets a suffix; one that is no slug is a 422', async () => {
    const again = await sdk.novu().workflows.create({ name: 'Mention again', workflowId: 'comment-mention', steps: [] });
    expect(again.result).toMatchObject({ workflowId: expect.stringMatching(/^comment-mention-[0-9a-f]{8}$/), active: false });
    const bad = await sdk.novu().workflows.create({ name: 'Bad', workflowId: 'Not A Slug', steps: [] }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ statusCode: 422 });
  });
});
