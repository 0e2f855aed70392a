import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { DEFAULT_SPEC_PATH } from '../../src/contract/load-spec.js';

let validate: Promise<ValidateFunction> | undefined;

/**
 * The contract's `ErrorDto` as a validator, for error bodies that no operation of the contract answers
 * (404 for an unknown path, 501 for an operation of the real API that the mock does not simulate).
 */
export function errorDtoValidator(): Promise<ValidateFunction> {
  return (validate ??= (async () => {
    const api = (await SwaggerParser.dereference(DEFAULT_SPEC_PATH)) as { components: { schemas: Record<string, object> } };
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    return ajv.compile(api.components.schemas.ErrorDto as object);
  })());
}
