import type { Request } from 'express';
import { InvalidInputError } from '../domain/shared/index.js';
import type { ContractDiagnostic, ContractValidator, Operation, RequestMessage } from '../contract/validator.js';
import { hasBody } from './body.js';
import type { OperationContext } from './context.js';
import { diagnosticsToFields, HttpError } from './errors.js';
import { stateOf } from './request-state.js';
import { normalizeQuery } from './query.js';
import { carriesSecretValues, mayHoldSecretValue } from './secret-values.js';
import { withoutUnknownFields } from '../contract/unknown-fields.js';
import { checkPathIds } from './path-ids.js';

/** Prism's word for a body sent to an operation that takes none. */
export const BODILESS_MESSAGE = 'No supported content types, but request included a non-empty body';

/**
 * A Content-Type the judge can parse: `type/subtype` of HTTP token characters, then any parameters
 * (WHATWG MIME sniffing's rules, which Prism's parser applies — and throws on anything else).
 */
const MEDIA_TYPE = /^[\t\n\r ]*[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+[\t\n\r ]*(?:;[\s\S]*)?$/;

/** Notes for the journal that the contract refused the request, as one diagnostic: `error`'s message at `location`. */
function refused(req: Request, error: HttpError, location: ContractDiagnostic['location']): HttpError {
  stateOf(req).requestViolations = [{ location, field: [], message: error.message }];
  return error;
}

/**
 * The headers the judge sees. A Content-Type that is no media type: on a request with a body → 415;
 * without a body it says nothing, and the judge does not see it.
 */
function judgedHeaders(req: Request): Request['headers'] {
  const type = req.headers['content-type'];
  if (type === undefined || MEDIA_TYPE.test(type)) return req.headers;
  if (hasBody(req)) throw refused(req, new HttpError(415, `Unsupported Media Type: Content-Type "${type}" is not a media type`), 'media-type');
  const { 'content-type': _ignored, ...rest } = req.headers;
  return rest;
}

/** The request headers without the ones that describe a body (for a request whose body is ignored). */
function withoutBodyHeaders(headers: Request['headers']): Request['headers'] {
  const { 'content-type': _type, 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = headers;
  return rest;
}

/** The query the judge sees; a parameter sent as an object is refused (422), and noted for the journal. */
function judgedQuery(req: Request, operation: Operation): Record<string, string | string[]> {
  try {
    return normalizeQuery(req.query as Record<string, unknown>, operation);
  } catch (error) {
    if (error instanceof InvalidInputError) {
      stateOf(req).requestViolations = Object.entries(error.fields).map(([at, problem]) => ({ location: 'query', field: [at.replace(/^query\./, '')], message: problem.messages.join('; ') }));
    }
    throw error;
  }
}

/** The body the judge sees and the idempotency fingerprint covers: none when it was ignored. */
export const judgedBody = (req: Request): unknown => (stateOf(req).bodyIgnored ? undefined : req.body);

function rejection(operation: Operation, diagnostics: ContractDiagnostic[], message: RequestMessage): Error {
  const mediaType = diagnostics.find((d) => d.location === 'media-type');
  if (mediaType) return new HttpError(415, mediaType.message);
  const secret = carriesSecretValues(operation.iid);
  return new InvalidInputError(
    diagnosticsToFields(
      diagnostics,
      { body: message.body, query: message.query, path: message.pathParams, header: message.headers },
      (d) => secret && d.location === 'body' && mayHoldSecretValue(d.field),
    ),
  );
}

/** What a handler reads of a request, once the contract accepted it. */
export type ValidatedRequest = Pick<OperationContext, 'params' | 'query' | 'sentQuery' | 'body'>;

/**
 * What to make of body fields the contract does not declare. `refuse`: a 422, as for any other violation
 * (the control plane's own document). `drop`: judge and handle the request without them, as the real
 * service does, and note them for the journal (`droppedFields`); with `flag` too, they are also a
 * finding of the contract check (`requestViolations`, as `--strict` reports them).
 */
export type UnknownFieldsRule = 'refuse' | 'drop' | 'drop-and-flag';

/** The message the judge gives a field its object's schema does not declare. */
const unknownFieldMessage = (key: string) => `must NOT have additional properties; found '${key}'`;

/**
 * The contract's verdict on `message`. A body it refuses is judged again without its unknown fields when
 * `rule` drops them; the message then carries the body the handler reads.
 */
function judged(req: Request, operation: Operation, validator: ContractValidator, message: RequestMessage, rule: UnknownFieldsRule) {
  const verdict = validator.validateRequest(operation, message);
  // A body the fast path accepts has no unknown fields: only a refused one is looked at again.
  if (verdict.ok || rule === 'refuse' || message.body === undefined) return verdict;
  const { body, dropped } = withoutUnknownFields(operation, message.body);
  if (dropped.length === 0) return verdict;
  message.body = body;
  const state = stateOf(req);
  state.droppedFields = dropped.map((field) => ['body', ...field].join('.'));
  if (rule === 'drop-and-flag') {
    state.requestViolations = dropped.map((field) => ({ location: 'body', field, message: unknownFieldMessage(field[field.length - 1] as string) }));
  }
  return validator.validateRequest(operation, message);
}

/** Checks a request against `operation` (415 or 422 when the contract refuses it) and returns what the handler reads. */
export function validateRequest(req: Request, operation: Operation, validator: ContractValidator, unknownFields: UnknownFieldsRule = 'refuse'): ValidatedRequest {
  // An operation without a requestBody: an empty body or `{}` counts as no body (the judge sees none);
  // any other body is refused whatever its Content-Type or framing (chunked bodies have no
  // Content-Length, which is all that Prism looks at).
  const ignored = stateOf(req).bodyIgnored === true;
  if (operation.request?.body === undefined && !ignored && hasBody(req)) throw refused(req, new HttpError(415, BODILESS_MESSAGE), 'body');
  const message: RequestMessage = {
    path: req.path,
    pathParams: req.params as Record<string, string>,
    query: judgedQuery(req, operation),
    headers: ignored ? withoutBodyHeaders(req.headers) : judgedHeaders(req),
    body: judgedBody(req),
  };
  const verdict = judged(req, operation, validator, message, unknownFields);
  if (!verdict.ok) {
    stateOf(req).requestViolations = verdict.diagnostics;
    throw rejection(operation, verdict.diagnostics, message);
  }
  // The real service's own checks of ids in the path come after its validation of the request.
  checkPathIds(operation, verdict.pathParams);
  return { params: verdict.pathParams, query: verdict.query, sentQuery: message.query, body: message.body };
}
