/**
 * A stored step (template and metadata in the v1 shape the fixtures use) shown as the v2 workflow API
 * shows steps: a type the SDK knows and the step's content as control values.
 */
import type { JsonObject } from '../shared/index.js';

/** The step types the v2 API answers with (closed in the SDK); any other kind of step is shown as `custom`. */
const SHOWN_TYPES = new Set(['in_app', 'email', 'sms', 'push', 'chat', 'delay', 'digest', 'custom']);
const DELAY_TYPES = new Set(['regular', 'timed']);
const UNITS = new Set(['seconds', 'minutes', 'hours', 'days', 'weeks', 'months']);

export const shownStepType = (type: string): string => (SHOWN_TYPES.has(type) ? type : 'custom');

type Template = { content?: unknown; subject?: unknown; title?: unknown; cta?: { data?: { url?: unknown }; action?: { buttons?: { content?: unknown }[] } } };

export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Only the fields that have a value: the SDK rejects a control it knows with a value of the wrong type. */
export function defined(values: Record<string, unknown>): JsonObject {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as JsonObject;
}

/** An email's HTML is its body; email blocks (`[{type, content, url}]`) are shown as their JSON text (`editorType: block`). */
function emailControls(template: Template): JsonObject {
  const html = text(template.content);
  return { subject: text(template.subject) ?? '', body: html ?? JSON.stringify(template.content ?? []), editorType: html === undefined ? 'block' : 'html' };
}

function inAppControls(template: Template): JsonObject {
  const url = text(template.cta?.data?.url);
  const [primary, secondary] = (template.cta?.action?.buttons ?? []).map((b) => ({ label: text(b.content) ?? '' }));
  return defined({ subject: text(template.subject), body: text(template.content), redirect: url === undefined ? undefined : { url }, primaryAction: primary, secondaryAction: secondary });
}

function waitControls(metadata: JsonObject | undefined, withDigestKey: boolean): JsonObject {
  const type = metadata?.type;
  const unit = metadata?.unit;
  return defined({
    type: typeof type === 'string' && DELAY_TYPES.has(type) ? type : undefined,
    amount: typeof metadata?.amount === 'number' ? metadata.amount : undefined,
    unit: typeof unit === 'string' && UNITS.has(unit) ? unit : undefined,
    digestKey: withDigestKey ? text(metadata?.digestKey) : undefined,
  });
}

/** The control values of a step of `type` (a type `shownStepType` returns). */
export function stepControls(type: string, step: JsonObject): JsonObject {
  const template = (step.template ?? {}) as Template;
  const metadata = step.metadata as JsonObject | undefined;
  switch (type) {
    case 'in_app':
      return inAppControls(template);
    case 'email':
      return emailControls(template);
    case 'push':
      return defined({ subject: text(template.title), body: text(template.content) });
    case 'sms':
    case 'chat':
      return defined({ body: text(template.content) });
    case 'delay':
      return waitControls(metadata, false);
    case 'digest':
      return waitControls(metadata, true);
    default:
      return {};
  }
}
