/**
 * The step preview as the real service's e2e tests (apps/api/src/app/workflows-v2/e2e/generate-preview.e2e.ts)
 * show it: 201 for an unknown workflow or step, the example subscriber and payload merged with what the caller
 * sent, and the email editor's document rendered to HTML with its variables, conditions and repeat blocks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/spawn-cli.js';
import { DEV_KEY, makeTestApp } from '../helpers/test-app.js';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
let t: TestApp;

beforeEach(async () => {
  t = await makeTestApp();
});

const preview = (workflowId: string, stepId: string, body: object) => t.api().post(`/v2/workflows/${workflowId}/step/${stepId}/preview`, body);

async function createWorkflow(workflowId: string, steps: object[], payloadSchema?: object) {
  const created = await t.api().post('/v2/workflows', { name: workflowId, workflowId, steps, ...(payloadSchema ? { payloadSchema } : {}) });
  expect(created.status).toBe(201);
  return created.body.data as { _id: string; steps: { _id: string; stepId: string }[] };
}

const EXAMPLE_SUBSCRIBER = {
  subscriberId: '123456',
  firstName: 'John',
  lastName: 'Doe',
  email: 'user@example.com',
  phone: '+1234567890',
  avatar: 'https://example.com/avatar.png',
  locale: 'en_US',
  timezone: 'America/New_York',
  data: {},
};

const doc = (...content: object[]) => JSON.stringify({ type: 'doc', content });
const paragraph = (...content: object[]) => ({ type: 'paragraph', attrs: { textAlign: null, showIfKey: null }, content });
const variable = (id: string, extra: object = {}) => ({ type: 'variable', attrs: { id, label: null, fallback: null, required: false, aliasFor: null, ...extra } });

describe('step preview: unknown workflow or step', () => {
  it('answers 201 with an empty preview, an empty example and no schema, as the real one does', async () => {
    const workflow = await createWorkflow('preview-unknown', [{ name: 'Inbox', type: 'in_app', controlValues: { body: 'Hi' } }]);
    const empty = { result: { preview: {} }, previewPayloadExample: {}, schema: null };
    const noWorkflow = await preview('non-existent-id', workflow.steps[0]!._id, { controlValues: {} });
    expect(noWorkflow.status).toBe(201);
    expect(noWorkflow.body.data).toEqual(empty);
    const noStep = await preview(workflow._id, 'non-existent-step-id', { controlValues: {} });
    expect(noStep.status).toBe(201);
    expect(noStep.body.data).toEqual(empty);
  });
});

describe('step preview: previewPayloadExample', () => {
  it('merges the example subscriber with the one sent, and keeps only the payload keys the schema has', async () => {
    const schema = { type: 'object', properties: { placeholder: { type: 'object', properties: { body: { type: 'string', default: 'Default body text' }, random: { type: 'string' } } }, primaryUrlLabel: { type: 'string', default: 'Click here' } } };
    const workflow = await createWorkflow('preview-schema', [{ name: 'Inbox', type: 'in_app', controlValues: { subject: '{{subscriber.firstName}} Hello', body: 'Hello {{payload.placeholder.body}} {{payload.placeholder.random}}' } }], schema);
    const answer = await preview(workflow._id, workflow.steps[0]!._id, {
      previewPayload: { subscriber: { firstName: 'First Name' }, payload: { primaryUrlLabel: 'New Click Here', placeholder: { random: 'random' }, notInSchema: 'dropped' } },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.result).toEqual({ type: 'in_app', preview: { subject: 'First Name Hello', body: 'Hello Default body text random' } });
    expect(answer.body.data.previewPayloadExample).toEqual({
      payload: { placeholder: { body: 'Default body text', random: 'random' }, primaryUrlLabel: 'New Click Here' },
      subscriber: { ...EXAMPLE_SUBSCRIBER, firstName: 'First Name' },
      steps: {},
    });
    expect(answer.body.data.schema).toMatchObject({ type: 'object' });
  });

  it('without a schema, makes the payload up from the variables the controls use, the values sent winning', async () => {
    const workflow = await createWorkflow('preview-variables', [{ name: 'SMS', type: 'sms', controlValues: { body: '{{payload.order.id}} for {{subscriber.firstName}} ({{payload.total}})' } }]);
    const answer = await preview(workflow._id, 'sms', { previewPayload: { payload: { total: '12 EUR', unused: 'x' } } });
    expect(answer.body.data.result.preview).toEqual({ body: 'id for John (12 EUR)' });
    expect(answer.body.data.previewPayloadExample.payload).toEqual({ order: { id: 'id' }, total: '12 EUR' });
  });

  it("resolves the contexts sent, and gives a digest before the step three example events", async () => {
    const workflow = await createWorkflow('preview-digest', [
      { name: 'Digest', type: 'digest', controlValues: { amount: 5, unit: 'minutes' } },
      { name: 'Inbox', type: 'in_app', controlValues: { body: "{{ steps.digest.eventCount | pluralize: 'event', 'events' }} for {{ context.tenant.id }}" } },
    ]);
    const answer = await preview(workflow._id, 'inbox', { previewPayload: { context: { tenant: 'acme' } } });
    expect(answer.body.data.result.preview).toEqual({ body: '3 events for acme' });
    const example = answer.body.data.previewPayloadExample;
    expect(example.context).toEqual({ tenant: { id: 'acme', data: {} } });
    expect(example.steps.digest.eventCount).toBe(3);
    expect(example.steps.digest.events.map((e: { id: string }) => e.id)).toEqual(['example-id-1', 'example-id-2', 'example-id-3']);
  });
});

describe('step preview: the email editor', () => {
  it('renders the document to HTML: variables with fallbacks, link and button variables, quotes kept in attributes', async () => {
    const body = doc(
      paragraph({ type: 'text', text: 'Hi ' }, variable('subscriber.firstName'), { type: 'text', text: ', ' }, variable('payload.missing', { fallback: 'friend' })),
      paragraph({ type: 'text', marks: [{ type: 'link', attrs: { href: 'payload.link', target: '_blank', isUrlVariable: true } }], text: 'Variable link' }),
      { type: 'button', attrs: { text: 'Click Me', isTextVariable: false, url: 'https://example.com', isUrlVariable: false, alignment: 'center', variant: 'filled', borderRadius: 'smooth', buttonColor: '#FF5733', textColor: '#FFFFFF', showIfKey: null } },
      paragraph({ type: 'text', text: 'Test content with special characters: "quotes" & symbols' }),
    );
    // With a payload schema, a variable it does not have is empty, so the fallback shows.
    const schema = { type: 'object', properties: { name: { type: 'string' }, link: { type: 'string', format: 'uri' } } };
    const workflow = await createWorkflow('preview-email', [{ name: 'Email', type: 'email', controlValues: { subject: 'Hello {{payload.name}}', body, editorType: 'block' } }], schema);
    const answer = await preview(workflow._id, 'email', { previewPayload: { payload: { name: 'Ada', link: 'https://docs.example.com' }, subscriber: { firstName: 'Ada' } } });
    expect(answer.status).toBe(201);
    expect(answer.body.data.result.type).toBe('email');
    const { subject, body: html } = answer.body.data.result.preview;
    expect(subject).toBe('Hello Ada');
    expect(html).toContain('<html');
    expect(html).toContain('Hi Ada, friend');
    expect(html).toContain('href="https://docs.example.com"');
    expect(html).toContain('#FF5733');
    expect(html).toContain('Click Me');
    expect(html).toMatch(/align="center"/);
    expect(html).toContain('Test content with special characters: "quotes" & symbols');
    expect(html).not.toContain('\\"');
    expect(html).not.toContain('&quot;center&quot;');
  });

  it('repeats a block once per item (three example items when none are sent) and drops what showIfKey hides', async () => {
    const body = doc(
      { type: 'repeat', attrs: { each: 'payload.items', isUpdatingKey: false, showIfKey: null, iterations: 0 }, content: [paragraph({ type: 'text', text: 'Item: ' }, variable('payload.items.name'))] },
      { type: 'paragraph', attrs: { textAlign: null, showIfKey: 'payload.vip' }, content: [{ type: 'text', text: 'VIP only' }] },
    );
    const workflow = await createWorkflow('preview-repeat', [{ name: 'Email', type: 'email', controlValues: { subject: 'Items', body } }]);
    const example = await preview(workflow._id, 'email', {});
    const exampleHtml: string = example.body.data.result.preview.body;
    expect(exampleHtml.match(/Item: name/g)).toHaveLength(3);
    // showIfKey's example value is true: the block shows in the preview made up from the controls.
    expect(exampleHtml).toContain('VIP only');
    expect(example.body.data.previewPayloadExample.payload).toEqual({ items: [{ name: 'name' }, { name: 'name' }, { name: 'name' }], vip: true });
    const sent = await preview(workflow._id, 'email', { previewPayload: { payload: { items: [{ name: 'Tea' }, { name: 'Cake' }], vip: false } } });
    const sentHtml: string = sent.body.data.result.preview.body;
    expect(sentHtml).toContain('Item: Tea');
    expect(sentHtml).toContain('Item: Cake');
    expect(sentHtml.match(/Item: /g)).toHaveLength(2);
    expect(sentHtml).not.toContain('VIP only');
  });

  it('answers an empty preview for a document it cannot render: a repeat over no array, a block Maily does not know', async () => {
    const body = doc({ type: 'repeat', attrs: { each: 'payload.items', showIfKey: null }, content: [paragraph({ type: 'text', text: 'Row' })] });
    const workflow = await createWorkflow('preview-unrenderable', [{ name: 'Email', type: 'email', controlValues: { subject: 'Rows', body } }]);
    // Without variables inside, the example still makes the array up: three rows.
    const example = await preview(workflow._id, 'email', {});
    expect(example.body.data.previewPayloadExample.payload).toEqual({ items: ['items', 'items', 'items'] });
    expect(example.body.data.result.preview.body.match(/Row/g)).toHaveLength(3);
    // A text where the example has an array gives the example back, as the real merge does.
    const text = await preview(workflow._id, 'email', { previewPayload: { payload: { items: 'none' } } });
    expect(text.body.data.previewPayloadExample.payload).toEqual({ items: ['items', 'items', 'items'] });
    const schema = { type: 'object', properties: { items: { type: 'string' } } };
    const typed = await createWorkflow('preview-unrenderable-typed', [{ name: 'Email', type: 'email', controlValues: { subject: 'Rows', body } }], schema);
    const notAnArray = await preview(typed._id, 'email', { previewPayload: { payload: { items: 'none' } } });
    expect(notAnArray.status).toBe(201);
    expect(notAnArray.body.data.result).toEqual({ type: 'email', preview: {} });
    const unknownBlock = await preview(workflow._id, 'email', { controlValues: { subject: 'x', body: doc({ type: 'hologram', attrs: {} }) } });
    expect(unknownBlock.body.data.result).toEqual({ type: 'email', preview: {} });
  });

  it('shows a text body through Liquid, with the real filters', async () => {
    const workflow = await createWorkflow('preview-email-text', [{ name: 'Email', type: 'email', controlValues: { subject: 'Test Email Subject', body: 'Hello, {{subscriber.firstName}}! {{ payload.names | toSentence: "", 2, "other" }}' } }]);
    const answer = await preview(workflow._id, 'email', { previewPayload: { subscriber: { firstName: 'John' }, payload: { names: ['A', 'B', 'C'] } } });
    expect(answer.body.data.result.preview).toEqual({ subject: 'Test Email Subject', body: 'Hello, John! A, B, and 1 other' });
  });
});

describe('delivery of an email written with the editor', () => {
  it('sends the same HTML the preview shows, with the trigger\'s payload', async () => {
    const body = doc(
      paragraph({ type: 'text', text: 'Order ' }, variable('payload.orderId')),
      { type: 'repeat', attrs: { each: 'payload.items', iterations: 0, showIfKey: null }, content: [paragraph(variable('payload.items.name'))] },
    );
    await createWorkflow('editor-delivery', [{ name: 'Email', type: 'email', controlValues: { subject: 'Order {{payload.orderId}}', body, editorType: 'block' } }]);
    const payload = { orderId: 'A-7', items: [{ name: 'Tea' }, { name: 'Cake' }] };
    const trigger = await t.api().post('/v1/events/trigger', { name: 'editor-delivery', to: { subscriberId: 'editor-reader', email: 'reader@example.com' }, payload });
    expect(trigger.status).toBe(201);
    const outbox = (await t.request().get(`/__admin/outbox?apiKey=${DEV_KEY}&to=reader@example.com`).expect(200)).body.data as { subject: string; html: string }[];
    expect(outbox).toHaveLength(1);
    const [sent] = outbox;
    expect(sent?.subject).toBe('Order A-7');
    expect(sent?.html).toContain('<html');
    expect(sent?.html).toContain('Order A-7');
    expect(sent?.html).toContain('Tea');
    expect(sent?.html).toContain('Cake');
    expect(sent?.html).not.toContain('"type":"doc"');
    const previewed = await preview('editor-delivery', 'email', { previewPayload: { payload } });
    expect(previewed.body.data.result.preview.body).toBe(sent?.html);
  });
});

describe('docs/workflow-preview.md', () => {
  it("answers the page's example as the page says", async () => {
    const page = readFileSync(join(ROOT, 'docs/workflow-preview.md'), 'utf8');
    const bodies = [...page.matchAll(/-d '(\{.*\})'/g)].map((m) => JSON.parse(m[1] as string) as object);
    const [create, previewBody] = bodies;
    expect(bodies).toHaveLength(2);
    expect((await t.api().post('/v2/workflows', create as object)).status).toBe(201);
    const url = /127\.0\.0\.1:3000(\/v2\/workflows\/[^ ]+\/preview)/.exec(page)?.[1] as string;
    const answer = await t.api().post(url, previewBody as object);
    expect(answer.status).toBe(201);
    expect(answer.body.data.result.type).toBe('email');
    expect(answer.body.data.result.preview.subject).toBe('Your receipt, Ada');
    expect(answer.body.data.result.preview.body).toMatch(/^<html[\s\S]*Thanks for your order[\s\S]*Tea[\s\S]*Cake[\s\S]*<\/html>$/);
    expect(page).toContain('preview: {subject: "Your receipt, Ada", body: "<html …>…Thanks for\nyour order…Tea…Cake…</html>"}');
    const example = await t.api().post(url, {});
    expect(example.body.data.result.preview.subject).toBe('Your receipt, John');
    expect(example.body.data.result.preview.body.match(/>name</g)).toHaveLength(3);
  });
});
