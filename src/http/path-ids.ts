/**
 * The real service's checks of ids in a path, declared in the contract rather than written per route: a
 * path parameter whose schema carries `x-mongo-id` must be a MongoDB ObjectId (24 hexadecimal characters),
 * else the request is refused the way the real service refuses it there.
 *
 * - `x-mongo-id: { command: MarkNotificationAsCommand, field: notificationId }`: the controller hands the
 *   id to a command whose `@IsMongoId()` fails → **422**, its command-validation body
 *   (`Validation failed for <command>: <field>: <field> must be a mongodb id`, `errors.<field>`).
 * - `x-mongo-id: { status: 400, message: … }`: the controller checks the id itself → **400** `message`.
 *
 * The check runs after the contract accepted the request, as the real service's commands are made after
 * its validation pipe accepted the body.
 */
import { BadRequestError, InvalidInputError, isInternalId, isMongoId } from '../domain/shared/index.js';
import type { Operation } from '../contract/validator.js';

export const MONGO_ID_MARK = 'x-mongo-id';


type MongoIdCheck = { command: string; field: string } | { status: 400; message: string };

interface IdParameter {
  name: string;
  check: MongoIdCheck;
}

const checksByOperation = new WeakMap<Operation, readonly IdParameter[]>();

/** The path parameters of `operation` marked `x-mongo-id` (read once per operation). */
function idParametersOf(operation: Operation): readonly IdParameter[] {
  let found = checksByOperation.get(operation);
  if (found === undefined) {
    found = (operation.request?.path ?? []).flatMap((parameter) => {
      const check = (parameter.schema as Record<string, unknown> | undefined)?.[MONGO_ID_MARK] as MongoIdCheck | undefined;
      return check === undefined ? [] : [{ name: parameter.name, check }];
    });
    checksByOperation.set(operation, found);
  }
  return found;
}

/** The real service's refusal of `value`, sent for a parameter checked by `check`. */
function refusal(check: MongoIdCheck, value: unknown): Error {
  if ('status' in check) return new BadRequestError(check.message);
  return InvalidInputError.command(check.command, check.field, `${check.field} must be a mongodb id`, value);
}

/** Throws the real service's refusal when a path parameter marked `x-mongo-id` is not an ObjectId. */
export function checkPathIds(operation: Operation, params: Record<string, unknown>): void {
  for (const { name, check } of idParametersOf(operation)) {
    const value = params[name];
    const valid = 'status' in check ? isInternalId : isMongoId;
    if (typeof value !== 'string' || !valid(value)) throw refusal(check, value);
  }
}
