/**
 * `POST /v2/workflows/{workflowId}/step/{stepId}/preview`, as the real `PreviewUsecase` answers it:
 * - an unknown workflow or step is no error: 201 with an empty preview, `previewPayloadExample: {}` and
 *   `schema: null` (its e2e tests: "should return 201 for non-existent workflow/step");
 * - the control values rendered are the ones sent (`controlValues`), else the step's own;
 * - they render with `previewPayloadExample` (preview-example.ts): the example payload, subscriber, context and
 *   previous steps' results, with what the caller sent;
 * - an email step answers `{subject, body}`: an editor document (Maily JSON) as HTML, a text body through
 *   Liquid; any other step its controls rendered by Liquid;
 * - a control Liquid cannot render is shown as the real preview's default for it (`body: ' '`, `subject: ''`) or left
 *   out; an editor document that cannot be rendered (an `each` that is no array, a block Maily does not know) gives
 *   an empty preview, as the real one's failed render does;
 * - `schema` is the step's `variables` (what its templates can read), as the step shows it.
 * A code workflow's step is rendered by its bridge instead: the caller calls it and hands back its outputs.
 */
import { isJsonObject as isObject, type JsonObject } from '../../shared/index.js';
import { findWorkflow, workflowDetail } from '../detail.js';
import { internalIdOfSlug } from '../slugs.js';
import type { TriggerHistory } from '../list.js';
import { editorBodyHtml, renderDeep, renderText, RenderMeter, TemplateError } from '../templates.js';
import type { WorkflowStore } from '../workflows.js';
import { previewPayloadExample } from './preview-example.js';

export interface PreviewRequest {
  controlValues?: JsonObject;
  previewPayload?: JsonObject;
}

export interface PreviewAnswer {
  result: { preview: Record<string, unknown>; type?: string };
  previewPayloadExample: JsonObject;
  schema: JsonObject | null;
}

/** What a step preview needs: the step, what it renders with, and, for a code workflow, its bridge. */
export interface StepPreview {
  workflowId: string;
  stepId: string;
  type: string;
  controls: JsonObject;
  example: JsonObject;
  /** Set for a code workflow: its step is rendered by its bridge (`?action=preview`). */
  bridgeUrl?: string;
  /** The answer with `preview` as the step's outputs. */
  answer(preview: Record<string, unknown>): PreviewAnswer;
  /** The step's controls rendered by the mock (every workflow that is not a code workflow). */
  render(): JsonObject;
}

/** The real answer for an unknown workflow or step. */
export const UNKNOWN_STEP_PREVIEW: PreviewAnswer = Object.freeze({ result: { preview: {} }, previewPayloadExample: {}, schema: null }) as PreviewAnswer;


/** What a control that Liquid cannot parse is replaced by (the real `previewControlValueDefault`); others go. */
const PREVIEW_DEFAULTS: Record<string, string> = { subject: '', body: ' ' };

/** The email editor's document could not be rendered: the real preview answers an empty preview then. */
class UnrenderableStep extends Error {}

function renderControl(type: string, key: string, value: unknown, context: JsonObject, meter: RenderMeter): JsonObject[string] {
  if (type !== 'email') return renderDeep(value as JsonObject[string], context, meter, { engine: 'liquid' }) ?? null;
  if (key === 'body') {
    try {
      const html = editorBodyHtml(value, context, meter);
      if (html !== undefined) return html;
    } catch (error) {
      throw error instanceof TemplateError ? new UnrenderableStep(error.message) : error;
    }
  }
  return renderText(String(value ?? ''), context, meter, { engine: 'liquid' });
}

/**
 * Each control rendered; one Liquid cannot render shows the real preview's default for it (its sanitizer
 * replaces a control that does not parse), and an editor document that cannot be rendered empties the preview.
 */
function renderControls(type: string, controls: JsonObject, context: JsonObject): JsonObject {
  const meter = new RenderMeter();
  const rendered: JsonObject = {};
  const keys = type === 'email' ? ['subject', 'body'] : Object.keys(controls);
  try {
    for (const key of keys) {
      try {
        rendered[key] = renderControl(type, key, controls[key], context, meter);
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        if (key in PREVIEW_DEFAULTS) rendered[key] = PREVIEW_DEFAULTS[key] as string;
      }
    }
  } catch (error) {
    if (error instanceof UnrenderableStep) return {};
    throw error;
  }
  return rendered;
}

/** The preview of step `stepId` (its `stepId`, `_id` or slug) of workflow `ref` (its id, identifier or slug); undefined when either is unknown. */
export function stepPreview(stores: { workflows: WorkflowStore; activity: TriggerHistory }, ref: string, stepId: string, request: PreviewRequest, now: string): StepPreview | undefined {
  const workflow = findWorkflow(stores.workflows, ref);
  if (!workflow) return undefined;
  const detail = workflowDetail(stores.workflows, stores.activity, workflow._id);
  const internalId = internalIdOfSlug(stepId) ?? stepId;
  const index = detail.steps.findIndex((s) => s.stepId === stepId || s._id === internalId);
  const shown = detail.steps[index];
  if (!shown) return undefined;
  const controls = isObject(request.controlValues) ? request.controlValues : shown.controls.values;
  const example = previewPayloadExample(workflow, detail.steps.slice(0, index), controls, isObject(request.previewPayload) ? request.previewPayload : {}, now);
  const schema = isObject(shown.variables) ? (shown.variables as JsonObject) : null;
  const answer = (preview: Record<string, unknown>): PreviewAnswer => ({ result: { preview, type: shown.type }, previewPayloadExample: example, schema });
  return {
    workflowId: shown.workflowId,
    stepId: shown.stepId,
    type: shown.type,
    controls,
    example,
    ...(typeof workflow.bridgeUrl === 'string' ? { bridgeUrl: workflow.bridgeUrl } : {}),
    answer,
    render() {
      return renderControls(shown.type, controls, example);
    },
  };
}
