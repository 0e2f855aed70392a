/**
 * Where plaintext secret values travel in an API request: the `values` of an environment-variable
 * create or update. They must never come back out (in an error, the journal or a log), whatever the
 * request's fate. One place knows this, so every exit applies the same rule.
 */
const OPERATIONS_WITH_SECRET_VALUES = new Set(['createEnvironmentVariable', 'updateEnvironmentVariable']);

export const REDACTED = '[redacted]';

export const carriesSecretValues = (operationId: string | undefined): boolean =>
  operationId !== undefined && OPERATIONS_WITH_SECRET_VALUES.has(operationId);

/**
 * True when a body field (its path inside the body) may hold a secret value: the whole body, the
 * `values` list, or anything inside it.
 */
export const mayHoldSecretValue = (bodyPath: readonly string[]): boolean => bodyPath.length === 0 || bodyPath[0] === 'values';

/**
 * A request body with its variable values replaced by `[redacted]`, unless the variable is known not
 * to be secret (`knownPlain`, read off the response).
 */
export function redactVariableValues(body: unknown, knownPlain: boolean): unknown {
  if (knownPlain || typeof body !== 'object' || body === null) return body;
  const values = (body as { values?: unknown }).values;
  if (values === undefined) return body;
  if (!Array.isArray(values)) return { ...body, values: REDACTED };
  return { ...body, values: values.map((v) => (typeof v === 'object' && v !== null ? { ...v, value: REDACTED } : REDACTED)) };
}

/** A session token (the Inbox's or the widget's) is a credential: the journal keeps the session's response without it. */
export const carriesSessionToken = (operationId: string | undefined): boolean => operationId === 'openInboxSession' || operationId === 'initializeWidgetSession';

export function redactSessionToken(responseText: string | undefined): string | undefined {
  return responseText?.replace(/"token":"[^"]*"/, `"token":"${REDACTED}"`);
}
