import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One operation of the real API, as one call of an SDK sends it. */
export interface SdkOperation {
  method: string;
  /** Path template as the SDK sends it, e.g. `/v2/topics/{topicKey}/subscriptions`. */
  path: string;
  /** The real service's operationId (the `<Controller>_<method>` name of its handler). */
  operationId: string;
  /** The SDK call, e.g. `novu.topics.subscriptions.create`. */
  sdkMethod: string;
}

/** One operation of the real API, as the official SDK `@novu/api` calls it. */
export interface RealOperation extends SdkOperation {
  /** The SDK's standalone function, e.g. `topicsSubscriptionsCreate`. */
  sdkFunction: string;
}

interface OperationsDocument<T> {
  source: { package: string; version: string; extractedBy: string; how: string };
  count: number;
  operations: T[];
}

export type RealOperationsDocument = OperationsDocument<RealOperation>;
/** Every call of the old backend SDK `@novu/node`: several calls may send the same operation. */
export type NodeSdkOperationsDocument = OperationsDocument<SdkOperation>;

/** Every operation of the real API (written by scripts/list-sdk-operations.ts; works from src/ and dist/). */
export const REAL_OPERATIONS_PATH = fileURLToPath(new URL('../../openapi/real-operations.json', import.meta.url));
/** Every call of `@novu/node` (written by scripts/list-node-sdk-operations.ts). */
export const NODE_SDK_OPERATIONS_PATH = fileURLToPath(new URL('../../openapi/real-operations-node.json', import.meta.url));

let loaded: RealOperationsDocument | undefined;
let loadedNode: NodeSdkOperationsDocument | undefined;

/** The list of real operations, read once per process. */
export function realOperations(): RealOperationsDocument {
  return (loaded ??= JSON.parse(readFileSync(REAL_OPERATIONS_PATH, 'utf8')) as RealOperationsDocument);
}

/** The calls of `@novu/node`, read once per process. */
export function nodeSdkOperations(): NodeSdkOperationsDocument {
  return (loadedNode ??= JSON.parse(readFileSync(NODE_SDK_OPERATIONS_PATH, 'utf8')) as NodeSdkOperationsDocument);
}

/** `METHOD /path/{}/…`: method and path template with the parameter names left out, to compare templates. */
export const operationKey = (method: string, path: string): string => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

/** An operation of the real API that a request can name, with every SDK call that sends it. */
export interface CalledOperation extends SdkOperation {
  /** `novu.messages.delete of @novu/api`, `novu.messages.deleteById of @novu/node`, … */
  sdkCalls: string[];
}

/**
 * One entry per operation (method and path template) that either SDK sends. An operation both SDKs send
 * is named as `@novu/api` names it (its path, operationId and sdkMethod) and lists the calls of both.
 */
export function mergeSdkOperations(api: readonly SdkOperation[], node: readonly SdkOperation[]): CalledOperation[] {
  const byKey = new Map<string, CalledOperation>();
  const add = (operations: readonly SdkOperation[], client: string) => {
    for (const { method, path, operationId, sdkMethod } of operations) {
      const key = operationKey(method, path);
      const call = `${sdkMethod} of ${client}`;
      const known = byKey.get(key);
      if (known) known.sdkCalls.push(call);
      else byKey.set(key, { method, path, operationId, sdkMethod, sdkCalls: [call] });
    }
  };
  add(api, '@novu/api');
  add(node, '@novu/node');
  return [...byKey.values()];
}

let called: CalledOperation[] | undefined;

/** Every operation that `@novu/api` or `@novu/node` sends, built once per process. */
export function calledOperations(): readonly CalledOperation[] {
  return (called ??= mergeSdkOperations(realOperations().operations, nodeSdkOperations().operations));
}
