/**
 * `POST /v2/layouts/{layoutId}/preview`, as the real preview-layout use case: the layout's body (or the control
 * values sent) rendered for an example subscriber (the variables its body names, the sent subscriber over
 * them), the emails' content shown as the real placeholder box. A body that does not render answers an empty
 * result, as the real one catches every failure.
 */
import { isJsonObject, type JsonObject } from '../shared/index.js';
import { RenderMeter, variablesExample } from '../workflows/index.js';
import { LAYOUT_PREVIEW_CONTENT_PLACEHOLDER } from './defaults.js';
import { renderLayoutBody } from './email-layout.js';
import type { LayoutStore } from './layouts.js';

export interface LayoutPreviewRequest {
  controlValues?: JsonObject;
  previewPayload?: { subscriber?: JsonObject; [key: string]: unknown };
}

const EMPTY_PREVIEW = { result: { type: 'email' }, previewPayloadExample: {}, schema: null };

/** A JSON schema of an example value (the real `buildSubscriberSchema`'s kind: the example's own keys). */
function schemaOf(value: unknown): JsonObject {
  if (isJsonObject(value)) return { type: 'object', properties: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, schemaOf(v)])), required: [], additionalProperties: true };
  if (Array.isArray(value)) return { type: 'array', items: schemaOf(value[0]) };
  if (typeof value === 'number') return { type: 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  return { type: 'string' };
}

export function layoutPreview(layouts: LayoutStore, ref: string, request: LayoutPreviewRequest): JsonObject {
  const layout = layouts.get(ref);
  try {
    const controls = request.controlValues ?? layout.controlValues ?? {};
    const email = isJsonObject(controls.email) ? controls.email : {};
    const editorType = email.editorType === 'html' ? 'html' : 'block';
    const body = typeof email.body === 'string' ? email.body : editorType === 'block' ? '{}' : '';
    const example = variablesExample({ body });
    const sent = isJsonObject(request.previewPayload?.subscriber) ? request.previewPayload.subscriber : {};
    const subscriber = { ...(isJsonObject(example.subscriber) ? example.subscriber : {}), ...sent };
    const context = isJsonObject(request.previewPayload?.context) ? request.previewPayload.context : undefined;
    const previewPayloadExample: JsonObject = { subscriber, ...(context ? { context } : {}) };
    const html = renderLayoutBody(body, LAYOUT_PREVIEW_CONTENT_PLACEHOLDER, { subscriber, context: context ?? {} }, new RenderMeter(), { engine: 'liquid' });
    return {
      result: { type: 'email', preview: { body: html } },
      previewPayloadExample,
      schema: { type: 'object', properties: { subscriber: schemaOf(subscriber), context: schemaOf(context ?? {}) } },
    };
  } catch {
    return structuredClone(EMPTY_PREVIEW);
  }
}
