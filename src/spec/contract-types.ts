/** The messages the contract judges, and what it says about them. */
import type { IHttpOperation } from '@stoplight/types';

export type Operation = IHttpOperation;
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
