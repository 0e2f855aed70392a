/**
 * Workflows (`/v2/workflows`, and `/v1/notification-templates` and `/v1/workflows` as their v1 view): the store, writes, step
 * content and its rendering, the list and detail views.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { createWorkflow } from './create.js';
export { findWorkflow, workflowDetail } from './detail.js';
export { inboxWorkflowOf, SEVERITIES, type Severity } from './inbox-workflow.js';
export { listWorkflows, slugOf, stepTypeOf, type TriggerHistory, workflowSummary } from './list.js';
export { putWorkflow } from './put.js';
export { evaluateStepFilters, refusedFilterPart, type FilterCondition, type FilterData, type StepFilter, type StepFilterPart } from './step-filters.js';
export { editorBodyHtml, MAX_RENDERED_MESSAGE_BYTES, ownValue, placeholderRoots, renderDeep, RenderMeter, renderText, type RenderOptions, templateEngineOf, TemplateError, type TemplateEngine, textOf, valueAt } from './templates.js';
export type { NotificationTrigger, ReservedContext, Workflow } from './types.js';
export { buildSteps, slugifyName, triggerOf } from './v1-template-steps.js';
export { createTemplate, deleteTemplate, setTemplateStatus, type TemplateOrigin, updateTemplate, writeContextOf } from './v1-template-writes.js';
export { findTemplate, listTemplates, presentTemplate } from './v1-templates.js';
export { workflowVariables } from './v1-variables.js';
export { WorkflowStore } from './workflows.js';
export { patchWorkflow, removeWorkflow, workflowStep } from './writes.js';
export { stepPreview, UNKNOWN_STEP_PREVIEW, type PreviewAnswer, type PreviewRequest, type StepPreview } from './preview/step-preview.js';
export { storedStepId } from './put.js';
export { buildSlug, internalIdOfSlug, slugify } from './slugs.js';
export { referencesVariable, variableUsageOf } from './env-references.js';
export { variablesExample } from './preview/variables-example.js';
