/**
 * Typed domain errors. They carry no HTTP status: `http/errors.ts` maps each kind to one,
 * in exactly one place.
 */
export type DomainErrorKind = 'not_found' | 'conflict' | 'invalid_input' | 'bad_request' | 'payload_invalid' | 'limit_exceeded' | 'at_capacity' | 'plan_limit';

export interface FieldProblem {
  messages: string[];
  value?: unknown;
}

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found';
  constructor(
    message: string,
    /**
     * The context the real service throws this error with (e.g. the `workflowId` it looked for): the
     * body's `ctx`, also copied to its top level. Without it, the context is `{ error, statusCode }`.
     */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** A rule of the service that the request breaks (the real service answers 400). */
export class BadRequestError extends DomainError {
  readonly kind = 'bad_request';
}

/** What the real service's validation pipe records as the value of a whole-body failure. */
export const NO_VALUE_RECORDED = 'No Value Recorded';

/**
 * Field-level validation failure (422); `fields` is keyed `<where>.<field>` (e.g. `body.timezone`), by a
 * command's field, or `general` for a rule of the whole body.
 */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid_input';
  constructor(
    readonly fields: Record<string, FieldProblem>,
    message = 'Validation Error',
  ) {
    super(message);
  }

  static of(field: string, message: string, value?: unknown): InvalidInputError {
    return new InvalidInputError({ [field]: { messages: [message], value } });
  }

  /**
   * A rule of the whole request body, as the real service's validation pipe answers it: 422
   * `Validation Error`, `errors.general` holding the messages and the value `No Value Recorded`.
   */
  static general(messages: string[]): InvalidInputError {
    return new InvalidInputError({ general: { messages, value: NO_VALUE_RECORDED } });
  }

  /**
   * The real service's command validation (a use case's command whose class-validator check fails): 422,
   * `Validation failed for <command>: <field>: <problem>`, the `errors` map keyed by the command's field
   * (e.g. `command('SetIntegrationAsPrimaryCommand', 'integrationId', 'integrationId must be a mongodb id', id)`).
   */
  static command(command: string, field: string, problem: string, value?: unknown): InvalidInputError {
    return new InvalidInputError({ [field]: { messages: [problem], value } }, `Validation failed for ${command}: ${field}: ${problem}`);
  }
}

/** A trigger that lacks what the workflow needs (the real service's 400 PAYLOAD_VALIDATION_ERROR). */
export class PayloadValidationError extends DomainError {
  readonly kind = 'payload_invalid';
  constructor(
    message: string,
    readonly problems: { field: string; message: string; value?: unknown; schemaPath?: string }[],
    /** The payload schema the payload was checked against (the real body carries it). */
    readonly schema?: object,
  ) {
    super(message);
  }
}

/** A write that would take an environment over one of its limits (nothing of it was stored). */
export class LimitExceededError extends DomainError {
  readonly kind = 'limit_exceeded';
  constructor(
    message: string,
    /** The name of the limit (its startMockServer option). */
    readonly limit: string,
    readonly value: number,
  ) {
    super(message);
  }
}

/** The mock cannot take the request now, but can later (e.g. once an isolated environment is idle). */
export class AtCapacityError extends DomainError {
  readonly kind = 'at_capacity';
  constructor(
    message: string,
    /** Seconds after which a retry can succeed. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Beyond what the customer's plan allows in the real service (it answers 402 with a `reason`). */
export class PlanLimitError extends DomainError {
  readonly kind = 'plan_limit';
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}
