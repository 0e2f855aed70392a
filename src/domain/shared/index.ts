/**
 * The kernel every resource shares: typed errors, ports (clock, ids, payload checks, secrets), the memory
 * budget, frozen records, shared shapes (JSON, channels, who an environment is) and list filters.
 * The only way into this folder from outside it (a folder's types.ts may also be imported for its record shapes).
 */
export { type ChangedItem, type ChangeRecorder, type ChangeType, NO_CHANGE_RECORDER } from './change-recorder.js';
export { contextKeysFilter } from './context-keys.js';
export { checkedContextPayload, contextDataProblem, type ContextPayload, contextKeysOf, inContext, MAX_CONTEXTS } from './context-payload.js';
export { checkedCursorQuery } from './cursor-query.js';
export { AtCapacityError, BadRequestError, ConflictError, DomainError, type DomainErrorKind, type FieldProblem, InvalidInputError, LimitExceededError, NotFoundError, PayloadValidationError, PlanLimitError } from './errors.js';
export { compare, conditionText, FilterComparisonError, parseAsFieldType, STEP_FILTER_OPERATORS } from './filter-comparison.js';
export { deepFreeze, withChanges, writable } from './frozen.js';
export { checkKeptDepth, isKeepable, MAX_KEPT_DEPTH } from './kept-values.js';
export { MAX_RECORD_DEPTH, TOO_DEEP, tooDeepField } from './kept-records.js';
export { keptGrowth } from './kept-growth.js';
export { isOwnerId } from './owner-id.js';
export type { Clock, EnvironmentClock, EnvironmentTime, IdGenerator, PayloadCheck, PayloadProblem, PayloadValidator, SecretCipher } from './ports.js';
export { DEFAULT_STORE_LIMITS, jsonBytes, keptBytes, type LimitPort, type MockWideBudget, mockWideBudget, StoreBudget, type StoreLimits, type WriteCost } from './store-budget.js';
export type { Channel, ChannelSwitches, EnvironmentInfo, EnvironmentSeed, Json, JsonObject, OrganizationBranding, OrganizationSeed } from './types.js';
export { isJsonObject } from './json-object.js';
export { isInternalId, isMongoId } from './mongo-id.js';
