/**
 * `novu.workflows.steps.generatePreview` as the real service's e2e tests call it (generate-preview.e2e.ts):
 * the in-app preview with the example subscriber, 201 for an unknown workflow or step, and an email step whose
 * editor document comes back as HTML.
 */
import { describe, expect, it } from 'vitest';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(45);

describe('the official SDK (@novu/api) against the mock: workflows.steps.generatePreview', () => {
  it('previews an in-app step with the subscriber and payload sent over the examples', async () => {
    const payloadSchema = { type: 'object', properties: { placeholder: { type: 'object', properties: { body: { type: 'string' } } }, primaryUrlLabel: { type: 'string' } } };
    const workflow = await sdk.novu().workflows.create({ name: 'SDK preview', workflowId: 'sdk-preview', active: true, payloadSchema, steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'x' } }] });
    const controlValues = {
      subject: '{{subscriber.firstName}} Hello, World! ',
      body: 'Hello, World! {{payload.placeholder.body}}',
      primaryAction: { label: '{{payload.primaryUrlLabel}}', redirect: { target: '_blank', url: '/home/primary-action' } },
      data: { key: 'value' },
    };
    const previewPayload = { subscriber: { firstName: 'John' }, payload: { placeholder: { body: 'This is a body' }, primaryUrlLabel: 'https://example.com' } };
    const { result } = await sdk.novu().workflows.steps.generatePreview({ workflowId: workflow.result.id, stepId: workflow.result.steps[0]!.id, generatePreviewRequestDto: { controlValues, previewPayload } });
    expect(result.result).toEqual({
      type: 'in_app',
      preview: {
        subject: 'John Hello, World! ',
        body: 'Hello, World! This is a body',
        primaryAction: { label: 'https://example.com', redirect: { target: '_blank', url: '/home/primary-action' } },
        data: { key: 'value' },
      },
    });
    // The SDK's subscriber model has no subscriberId: the real e2e test expects it without one too.
    expect(result.previewPayloadExample).toEqual({
      subscriber: { firstName: 'John', lastName: 'Doe', email: 'user@example.com', phone: '+1234567890', avatar: 'https://example.com/avatar.png', locale: 'en_US', timezone: 'America/New_York', data: {} },
      payload: { placeholder: { body: 'This is a body' }, primaryUrlLabel: 'https://example.com' },
      steps: {},
    });
  });

  it('answers an unknown workflow or step with an empty preview, not an error', async () => {
    const workflow = await sdk.novu().workflows.create({ name: 'SDK preview unknown', workflowId: 'sdk-preview-unknown', steps: [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'x' } }] });
    const empty = { schema: null, result: { preview: {} }, previewPayloadExample: {} };
    const noWorkflow = await sdk.novu().workflows.steps.generatePreview({ workflowId: 'non-existent-id', stepId: workflow.result.steps[0]!.id, generatePreviewRequestDto: { controlValues: {} } });
    expect(noWorkflow.result).toEqual(empty);
    const noStep = await sdk.novu().workflows.steps.generatePreview({ workflowId: workflow.result.id, stepId: 'non-existent-step-id', generatePreviewRequestDto: { controlValues: {} } });
    expect(noStep.result).toEqual(empty);
  });

  it('renders an email editor document to HTML without escaping the quotes of its attributes', async () => {
    const workflow = await sdk.novu().workflows.create({ name: 'SDK preview email', workflowId: 'sdk-preview-email', steps: [{ name: 'Email', type: 'email', controlValues: { subject: 'Hi', body: 'Hi' } }] });
    const body = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'button', attrs: { text: 'Click Me', isTextVariable: false, url: 'https://example.com', isUrlVariable: false, alignment: 'center', variant: 'filled', borderRadius: 'smooth', buttonColor: '#FF5733', textColor: '#FFFFFF', showIfKey: null, paddingTop: 12, paddingRight: 24, paddingBottom: 12, paddingLeft: 24, width: 'auto', aliasFor: null } },
        { type: 'paragraph', attrs: { textAlign: 'center', showIfKey: null }, content: [{ type: 'text', text: 'Test content with special characters: "quotes" & symbols' }] },
      ],
    });
    const { result } = await sdk.novu().workflows.steps.generatePreview({ workflowId: workflow.result.id, stepId: workflow.result.steps[0]!.id, generatePreviewRequestDto: { controlValues: { subject: 'Test HTML Rendering', body } } });
    expect(result.result?.type).toBe('email');
    const preview = result.result?.preview as { subject: string; body: string };
    expect(preview.subject).toBe('Test HTML Rendering');
    expect(preview.body).not.toContain('\\"');
    expect(preview.body).not.toContain('&quot;center&quot;');
    expect(preview.body).toContain('#FF5733');
    expect(preview.body).toContain('Click Me');
    expect(preview.body).toContain('Test content with special characters');
    expect(preview.body).toMatch(/style="[^"]*background-color[^"]*"/);
    expect(preview.body).toMatch(/align="center"/);
  });
});
