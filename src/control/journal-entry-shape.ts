/**
 * A journal entry as the admin API returns it (`GET /__admin/requests`, the stream). Free of imports, so
 * that the dashboard (ui/) types what it reads with the server's own shape.
 */
export interface JournalEntry {
  id: number;
  at: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  status: number;
  durationMs: number;
  operationId?: string;
  /** A short prefix of the API key; the key itself is never stored. */
  apiKey?: string;
  /** The environment the request acted on, when its credentials opened one. */
  environmentId?: string;
  request: { headers: Record<string, string>; body?: unknown };
  response: { headers: Record<string, string>; body?: unknown };
  /** Where the response broke the API contract. */
  contractViolations?: unknown[];
  /** Where the request broke the API contract: it was refused, or (`--strict`) it had fields the contract does not declare. */
  requestViolations?: unknown[];
  /** Body fields the contract does not declare (`body.<path>`), dropped before the handler, as the real service ignores them. */
  droppedFields?: string[];
  /** Id of the fault rule that shaped this response, if any. */
  fault?: string;
  idempotencyReplay?: boolean;
}
