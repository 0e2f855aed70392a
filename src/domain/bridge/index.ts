/**
 * Code workflows (`@novu/framework` apps): what a bridge's discover answer makes of them, and what its step answers carry.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { bridgeUrlOf, CODE_STEP_TYPES } from './code-workflows.js';
export { type BridgeCallRecord, type BridgeOutcome, executeOutcome, responseParseMessage, templateFromOutputs, waitMetadataFromOutputs } from './outcomes.js';
export { type HealthCheck, healthCheckOf, previewOutputsOf } from './shown-answers.js';
export { CodeWorkflowSync } from './sync.js';
