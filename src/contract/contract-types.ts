/** The messages the contract judges, and what it says about them. */

/**
 * An operation as Prism derives it from the contract (every `$ref` resolved): the part the mock reads.
 * Prism's objects carry more; declaring only this keeps the published types free of Prism's packages.
 */
export interface Operation {
  /** The operationId. */
  iid?: string;
  id: string;
  /** Lower-case HTTP method. */
  method: string;
  /** The path template, e.g. `/v2/subscribers/{subscriberId}`. */
  path: string;
  summary?: string;
  description?: string;
  /** Alternatives of schemes (each an AND); `[]` = no credentials; undefined = the document's default. */
  security?: { key: string }[][];
  /** The operation's `x-` fields (`x-caller`, …). */
  extensions?: Record<string, unknown>;
  request?: {
    path?: OperationParameter[];
    query?: OperationParameter[];
    headers?: OperationParameter[];
    body?: { required?: boolean; contents?: OperationContent[] };
  };
  responses: { code: string; contents?: OperationContent[] }[];
}

export interface OperationParameter {
  name: string;
  required?: boolean;
  /** A JSON schema. */
  schema?: unknown;
}

export interface OperationContent {
  mediaType: string;
  /** A JSON schema. */
  schema?: unknown;
  /** The document's named examples (`{ key, value }`). */
  examples?: unknown[];
}
export type DiagnosticLocation = 'path' | 'query' | 'header' | 'body' | 'media-type' | 'status';

export interface ContractDiagnostic {
  location: DiagnosticLocation;
  /** Field path below the location, with the spec's parameter names. */
  field: string[];
  message: string;
  code?: string | number;
}

export interface RequestMessage {
  /** The URL path as received (Prism matches path parameters on it). */
  path: string;
  pathParams: Record<string, string>;
  /** Query with `key[]` already merged into `key`. */
  query: Record<string, string | string[]>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface ResponseMessage {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type RequestVerdict =
  | { ok: true; query: Record<string, unknown>; pathParams: Record<string, unknown> }
  | { ok: false; diagnostics: ContractDiagnostic[] };
