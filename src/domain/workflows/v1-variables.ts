/**
 * `GET /v1/workflows/variables`: what a step's content may read besides the payload. The list and its types
 * are the real service's own; its `translations` come from an enterprise module, which the mock does not
 * have, so they are always empty (as the real service answers without that module).
 */
const PERSON = { firstName: 'string', lastName: 'string', email: 'string', phone: 'string', avatar: 'string', locale: 'string', subscriberId: 'string' };

const SYSTEM_VARIABLES = {
  subscriber: PERSON,
  actor: PERSON,
  step: { digest: 'boolean', events: 'array', total_count: 'number' },
  branding: { logo: 'string', color: 'string' },
  tenant: { name: 'string', data: 'object' },
};

export interface WorkflowVariables {
  translations: Record<string, never>;
  system: Record<string, Record<string, string>>;
}

/** A new copy each time: a reply is the caller's to keep. */
export const workflowVariables = (): WorkflowVariables => ({ translations: {}, system: structuredClone(SYSTEM_VARIABLES) });
