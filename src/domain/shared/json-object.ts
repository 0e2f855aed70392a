import type { JsonObject } from './types.js';

/** A JSON object: not null, not an array. */
export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
