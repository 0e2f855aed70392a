import type { Request, RequestHandler } from 'express';
import type { Operation } from '../contract/validator.js';
import { InvalidInputError } from '../domain/shared/index.js';
import { closestName } from '../lib/closest-name.js';
import { hasBody } from './body.js';
import { HttpError } from './errors.js';
import { stateOf } from './request-state.js';
import { normalizeQuery } from './query.js';

/**
 * `--admin-token`: when set, every `/__admin` request (an unknown path too) must send it, as
 * `Authorization: Bearer <token>` or `x-admin-token`, but on the `open` paths: the operations the contract
 * marks `security: []` (the readiness route, which a probe calls without credentials), spelt exactly.
 */
export function adminTokenCheck(token: string | undefined, open: ReadonlySet<string> = new Set()): RequestHandler {
  return (req, _res, next) => {
    if (!token || open.has(req.baseUrl + req.path)) return next();
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const sent = req.headers['x-admin-token'] ?? bearer;
    next(sent === token ? undefined : new HttpError(401, 'Admin token required: send "Authorization: Bearer <token>"'));
  };
}

/** An operation's query parameters, by their names as the contract spells them. */
function declaredQuery(operation: Operation): Set<string> {
  return new Set((operation.request?.query ?? []).map((p) => p.name));
}

/**
 * The control plane's query parameters are closed, where the API's are not (the real service ignores
 * parameters it does not know, and the contract's judge matches names case-insensitively): a misspelt
 * scope (`apikey` for `apiKey`) must not silently widen an action to every environment. So a parameter
 * the operation does not declare, by its exact name, is refused, and so is an empty value of any
 * parameter: the judge counts an empty value as absent, so `?apiKey=` or `?to=` from an unset variable
 * would widen a scope or a filter to everything. Names are read as the judge reads them (`a[]` as `a`).
 */
export function refuseUndeclaredQuery(req: Request, operation: Operation): void {
  const declared = declaredQuery(operation);
  for (const [name, value] of Object.entries(normalizeQuery(req.query as Record<string, unknown>, operation))) {
    if (!declared.has(name)) {
      const names = [...declared];
      const meant = closestName(name, names);
      const takes = names.length === 0 ? 'no query parameter' : `only ${names.join(', ')}`;
      throw InvalidInputError.of(`query.${name}`, `unknown query parameter ${name}${meant ? ` (did you mean ${meant}?)` : ''}; this route takes ${takes}`, value);
    }
    if (value === '' || (Array.isArray(value) && value.includes(''))) {
      throw InvalidInputError.of(`query.${name}`, `${name} must not be empty: give it a value, or leave the parameter out`, value);
    }
  }
}

/**
 * Refuses any body but none, an empty one or `{}` (what many clients send on a call without a body; read
 * by `apiBody`, which marks those as ignored) on an operation that takes none: a field such as
 * `{"apiKey": …}` would otherwise be ignored, and the action would reach every environment. A field that
 * is one of the operation's query parameters is pointed there.
 */
export function refuseBody(req: Request, operation: Operation): void {
  if (operation.request?.body !== undefined || !hasBody(req) || stateOf(req).bodyIgnored) return;
  const body: unknown = req.body;
  const field = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.keys(body)[0] : undefined;
  if (field === undefined) throw InvalidInputError.of('body', 'this route takes no body', body);
  const asQuery = declaredQuery(operation).has(field) ? `; send it as the query parameter ?${field}=` : '';
  throw InvalidInputError.of(`body.${field}`, `unknown field ${field}: this route takes no body${asQuery}`, (body as Record<string, unknown>)[field]);
}
