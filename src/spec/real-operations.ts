import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One operation of the real API, as the official SDK calls it. */
export interface RealOperation {
  method: string;
  /** Path template, e.g. `/v2/topics/{topicKey}/subscriptions`. */
  path: string;
  /** The real service's operationId. */
  operationId: string;
  /** The SDK call, e.g. `novu.topics.subscriptions.create`. */
  sdkMethod: string;
  /** The SDK's standalone function, e.g. `topicsSubscriptionsCreate`. */
  sdkFunction: string;
}

export interface RealOperationsDocument {
  source: { package: string; version: string; extractedBy: string; how: string };
  count: number;
  operations: RealOperation[];
}

/** Every operation of the real API (written by scripts/list-sdk-operations.ts; works from src/ and dist/). */
export const REAL_OPERATIONS_PATH = fileURLToPath(new URL('../../openapi/real-operations.json', import.meta.url));

let loaded: RealOperationsDocument | undefined;

/** The list of real operations, read once per process. */
export function realOperations(): RealOperationsDocument {
  return (loaded ??= JSON.parse(readFileSync(REAL_OPERATIONS_PATH, 'utf8')) as RealOperationsDocument);
}

/** `METHOD /path/{}/…`: method and path template with the parameter names left out, to compare templates. */
export const operationKey = (method: string, path: string): string => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
