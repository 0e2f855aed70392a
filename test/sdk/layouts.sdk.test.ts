/** Layouts (`novu.layouts`) through the official SDK (@novu/api), and the footer they put in the emails a trigger sends. */
import { ErrorDto } from '@novu/api/models/errors/index.js';
import { describe, expect, it } from 'vitest';
import { DEV_KEY } from '../helpers/test-app.js';
import { useSdkMock } from '../helpers/sdk.js';

const sdk = useSdkMock(46);

const LAYOUT_HTML = '<html><body>{{content}}<footer>Acme Inc. · <a href="https://acme.test/unsubscribe?s={{ subscriber.subscriberId }}">Unsubscribe</a></footer></body></html>';

const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as ErrorDto);

describe('the official SDK (@novu/api): layouts', () => {
  it('creates, reads back, lists, updates, duplicates, previews and deletes layouts the SDK parses', async () => {
    const novu = sdk.novu();
    const created = await novu.layouts.create({ layoutId: 'sdk-main', name: 'SDK main' });
    expect(created.result).toMatchObject({ layoutId: 'sdk-main', name: 'SDK main', isDefault: true, origin: 'novu-cloud', type: 'BRIDGE' });
    expect(created.result.controls.values.email?.editorType).toBe('block');
    expect((await novu.layouts.retrieve('sdk-main')).result.id).toBe(created.result.id);

    const updated = await novu.layouts.update({ name: 'SDK main', isTranslationEnabled: false, controlValues: { email: { body: LAYOUT_HTML, editorType: 'html' } } }, 'sdk-main');
    expect(updated.result.controls.values.email).toEqual({ body: LAYOUT_HTML, editorType: 'html' });

    const copy = await novu.layouts.duplicate({ name: 'SDK copy' }, 'sdk-main');
    expect(copy.result).toMatchObject({ layoutId: 'sdk-copy', isDefault: false, controls: { values: { email: { body: LAYOUT_HTML } } } });
    const listed = await novu.layouts.list({ orderBy: 'name', orderDirection: 'ASC' });
    expect(listed.result.layouts.map((l) => l.layoutId)).toEqual(['sdk-copy', 'sdk-main']);
    expect(listed.result.totalCount).toBe(2);

    const preview = await novu.layouts.generatePreview({ previewPayload: { subscriber: { firstName: 'Ada' } } }, 'sdk-main');
    expect(preview.result.result.type).toBe('email');
    expect(preview.result.result.preview?.body).toContain('<footer>Acme Inc.');

    await novu.layouts.delete('sdk-copy');
    const gone = await refusal(novu.layouts.retrieve('sdk-copy'));
    expect(gone).toBeInstanceOf(ErrorDto);
    expect(gone?.statusCode).toBe(404);
    const isDefault = await refusal(novu.layouts.delete('sdk-main'));
    expect(isDefault?.statusCode).toBe(409);
    const bad = await refusal(novu.layouts.update({ name: 'x', isTranslationEnabled: false, controlValues: { email: { body: '<p>{{content}}</p>', editorType: 'html' } } }, 'sdk-main'));
    expect(bad?.statusCode).toBe(400);
    expect(bad?.message).toBe('Content must be a valid HTML content');
  });

  it("puts the layout's footer in the HTML of each email a step using it sends, and usage names the workflow", async () => {
    const novu = sdk.novu();
    await novu.layouts.create({ layoutId: 'sdk-footer', name: 'SDK footer' });
    await novu.layouts.update({ name: 'SDK footer', isTranslationEnabled: false, controlValues: { email: { body: LAYOUT_HTML, editorType: 'html' } } }, 'sdk-footer');
    await novu.workflows.create({
      name: 'SDK receipt',
      workflowId: 'sdk-receipt',
      active: true,
      steps: [{ name: 'Receipt', type: 'email', controlValues: { subject: 'Receipt {{ payload.id }}', body: '<p>Receipt {{ payload.id }}</p>', editorType: 'html', layoutId: 'sdk-footer' } }],
    });
    expect((await novu.layouts.usage('sdk-footer')).result.workflows).toEqual([{ name: 'SDK receipt', workflowId: 'sdk-receipt' }]);
    await novu.trigger({ workflowId: 'sdk-receipt', to: { subscriberId: 'sdk-layout-user', email: 'sdk-layout@example.com' }, payload: { id: 'R-7' } });
    const outbox = (await (await fetch(`${sdk.server().url}/__admin/outbox?apiKey=${DEV_KEY}&to=sdk-layout@example.com`)).json()) as { data: { subject: string; html: string }[] };
    expect(outbox.data).toHaveLength(1);
    expect(outbox.data[0]?.subject).toBe('Receipt R-7');
    expect(outbox.data[0]?.html).toBe('<html><body><p>Receipt R-7</p><footer>Acme Inc. · <a href="https://acme.test/unsubscribe?s=sdk-layout-user">Unsubscribe</a></footer></body></html>');
  });
});
