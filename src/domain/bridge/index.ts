export { bridgeUrlOf, CODE_STEP_TYPES } from './code-workflows.js';
export { type BridgeCallRecord, type BridgeOutcome, templateFromOutputs, waitMetadataFromOutputs } from './outcomes.js';
export { syncCodeWorkflows } from './sync.js';
