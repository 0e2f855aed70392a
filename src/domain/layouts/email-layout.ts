/**
 * An email delivery wrapped in its layout, as the real email renderer does it (`renderWithLayout`): the
 * layout a trigger's overrides name (`overrides.steps[<stepId>].layoutId`, `overrides.channels.email.layoutId`,
 * the older `overrides.layoutIdentifier`; `null` there means no layout), else the step's `controlValues.layoutId`.
 * The layout's body is rendered with the step's engine and values, its `{{content}}` being the step's HTML.
 */
import { isJsonObject, type JsonObject } from '../shared/index.js';
import { editorBodyHtml, renderText, TemplateError, type RenderMeter, type RenderOptions } from '../workflows/index.js';
import { isEditorDocumentText, LAYOUT_CONTENT_VARIABLE } from './content.js';
import type { Layout } from './types.js';

/** Where layouts are looked up (a `LayoutStore`). */
export interface LayoutLookup {
  find(ref: string): Layout | undefined;
}

/** Stands for the content while the layout renders: the content goes in afterwards, as rendered, never re-read as a template. */
const CONTENT_MARK = 'x7layoutcontent3f9a';

const layoutIdIn = (value: unknown): string | null | undefined => (isJsonObject(value) && (typeof value.layoutId === 'string' || value.layoutId === null) ? value.layoutId : undefined);

/** The trigger's choice of layout for this step, if it makes one (the real `getOverrideLayoutId`). */
function overriddenLayoutId(step: JsonObject, overrides: JsonObject): string | null | undefined {
  const steps = isJsonObject(overrides.steps) ? overrides.steps : {};
  const forStep = layoutIdIn(steps[String(step._id ?? '')]) ?? layoutIdIn(steps[String(step.stepId ?? '')]);
  if (forStep !== undefined) return forStep;
  const channels = isJsonObject(overrides.channels) ? overrides.channels : {};
  const forEmail = layoutIdIn(channels.email);
  if (forEmail !== undefined) return forEmail;
  return typeof overrides.layoutIdentifier === 'string' && overrides.layoutIdentifier !== '' ? overrides.layoutIdentifier : undefined;
}

/** The layoutId an email step's delivery goes in; undefined or null: none. */
export function emailLayoutId(step: JsonObject, overrides: JsonObject): string | null | undefined {
  const overridden = overriddenLayoutId(step, overrides);
  const stepLayoutId = isJsonObject(step.controlExtras) ? layoutIdIn(step.controlExtras) : undefined;
  return overridden || (overridden === null ? null : stepLayoutId);
}

/**
 * The step's HTML as the layout takes it, without line breaks: an editor document's is a whole page, of which
 * only what its body holds goes in (the real one renders it without the wrapping tags); HTML goes as written.
 */
function contentOf(step: JsonObject, html: string): string {
  const fromEditor = isEditorDocumentText(isJsonObject(step.template) ? step.template.content : undefined);
  const body = fromEditor ? /<body[^>]*>([\s\S]*)<\/body>/i.exec(html) : null;
  return (body ? (body[1] as string) : html).replace(/\n/g, '');
}

/** A layout's body rendered with `variables`, `content` placed where the body names it. */
export function renderLayoutBody(body: string, content: string, variables: Record<string, unknown>, meter: RenderMeter, how: RenderOptions): string {
  const values = { ...variables, [LAYOUT_CONTENT_VARIABLE]: CONTENT_MARK };
  const html = editorBodyHtml(body, values, meter) ?? renderText(body, values, meter, how);
  const parts = html.split(CONTENT_MARK);
  meter.add(Buffer.byteLength(content) * (parts.length - 1), true);
  return parts.join(content);
}

/**
 * The HTML an email step delivers: `stepHtml` in the layout it names, or as it is without one (no layout
 * named, or one whose control values were cleared). A layout the environment no longer has fails the step,
 * as the real renderer throws.
 */
export function emailInLayout(layouts: LayoutLookup, environmentId: string, step: JsonObject, overrides: JsonObject, stepHtml: string, variables: Record<string, unknown>, meter: RenderMeter, how: RenderOptions): string {
  // Only the v2 (dashboard) renderer takes these layouts; a v1 workflow's `layoutIdentifier` names a v1 layout.
  if (how.engine !== 'liquid' || typeof stepHtml !== 'string') return stepHtml;
  const layoutId = emailLayoutId(step, overrides);
  if (!layoutId) return stepHtml;
  const layout = layouts.find(layoutId);
  if (!layout) throw new TemplateError(`Layout not found for id ${layoutId} in the environment ${environmentId}`);
  const email = layout.controlValues?.email;
  if (!email) return stepHtml;
  return renderLayoutBody(email.body, contentOf(step, stepHtml), variables, meter, how);
}
