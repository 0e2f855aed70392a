import { type CredentialsInput, type SubscriberCredentials, checkSubscriberInput, type CreateSubscriberInput } from '../subscribers/index.js';
import { PayloadValidationError, type PayloadValidator, type JsonObject } from '../shared/index.js';
import type { ReservedContext, Workflow } from '../workflows/index.js';

/** The field a reserved context must carry (the real service's `ReservedVariablesMap`). */
const RESERVED_KEY: Record<ReservedContext, string> = { tenant: 'identifier', actor: 'subscriberId' };

/**
 * Only the context the step templates use is required here; a payload variable is checked only when its v1
 * step declares it required, while the event is processed (`worker-checks.ts`), and a missing one renders as
 * "". Messages as the real service words them: `Trigger is missing: tenant object`, or
 * `identifier property of tenant` for a tenant object without one. A string `tenant` or `actor` is the
 * identifier itself (the API accepts both forms), so it satisfies the check.
 */
export function checkReservedContext(used: readonly ReservedContext[], sent: Partial<Record<ReservedContext, unknown>>): void {
  const missing: { text: string; field: string }[] = [];
  for (const context of used) {
    const value = sent[context];
    const key = RESERVED_KEY[context];
    if (!value) missing.push({ text: `${context} object`, field: context });
    else if (typeof value === 'object' && !(value as Record<string, unknown>)[key]) missing.push({ text: `${key} property of ${context}`, field: `${context}.${key}` });
  }
  if (missing.length === 0) return;
  throw new PayloadValidationError(
    `Trigger is missing: ${missing.map((m) => m.text).join(', ')}`,
    missing.map((m) => ({ field: m.field, message: `is required: the workflow's step templates use {{${m.field.split('.')[0]}.…}}` })),
  );
}

/** The payload the steps see: with a schema and validation on, checked and completed with the schema's defaults. */
export function payloadFor(workflow: Workflow, payload: JsonObject, payloads: PayloadValidator): JsonObject {
  if (workflow.validatePayload !== true || !workflow.payloadSchema) return payload;
  const result = payloads.check(workflow.payloadSchema, payload);
  if (result.valid) return result.payload as JsonObject;
  throw new PayloadValidationError(
    `Payload validation failed: ${result.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`,
    result.problems,
    workflow.payloadSchema,
  );
}

/** Every recipient is checked before anything is written: a bad one leaves the state as it was. */
export function checkRecipients(
  recipients: readonly (string | (CreateSubscriberInput & { channels?: CredentialsInput[] }))[],
  credentials: SubscriberCredentials,
): void {
  for (const recipient of recipients) {
    if (typeof recipient === 'string') continue;
    checkSubscriberInput(recipient);
    for (const channel of recipient.channels ?? []) credentials.integrationFor(channel);
  }
}
