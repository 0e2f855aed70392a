/**
 * An operation as the fast path judges it: one validator per parameter location (Prism's rules: names
 * matched case-insensitively, arrays in form style), the body's and each response's media types and schema.
 */
import type { Operation, OperationParameter } from './contract-types.js';
import type { Schema, Validate, ValidatorCompiler } from './validator-compiler.js';

export interface ParamSet {
  /** lower-cased name → spec name (Prism matches parameter names case-insensitively). */
  names: Map<string, string>;
  arrays: Set<string>;
  validate: Validate;
}

export interface CompiledResponse {
  mediaTypes: string[];
  validate?: Validate;
}

export interface CompiledOperation {
  path?: ParamSet;
  query?: ParamSet;
  header?: ParamSet;
  body?: { required: boolean; mediaTypes: string[]; validate?: Validate };
  /** By lower-cased status code (`default` included). */
  responses: Map<string, CompiledResponse>;
}

export function compileOperation(op: Operation, compiler: ValidatorCompiler): CompiledOperation {
  // The document's shared definitions, which Prism keeps beside each operation and adds to every schema
  // it validates so that the schema's $refs resolve: done the same way here.
  const bundle = (op as unknown as { __bundled__?: unknown }).__bundled__;
  const lazy = (mode: 'c' | 's', schema: unknown): Validate =>
    compiler.lazy(mode, bundle === undefined ? (schema as Schema) : { ...(schema as Schema), __bundled__: bundle });

  const paramSet = (params: OperationParameter[] | undefined): ParamSet | undefined => {
    if (!params?.length) return undefined;
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    const names = new Map<string, string>();
    const arrays = new Set<string>();
    for (const p of params) {
      const lower = p.name.toLowerCase();
      names.set(lower, p.name);
      if (p.schema) properties[lower] = p.schema;
      if ((p.schema as Schema | undefined)?.type === 'array') arrays.add(lower);
      if (p.required) required.push(lower);
    }
    return { names, arrays, validate: lazy('c', { type: 'object', properties, required }) };
  };

  const request = op.request;
  const bodyContents = request?.body?.contents ?? [];
  const bodySchema = bodyContents[0]?.schema;
  return {
    path: paramSet(request?.path),
    query: paramSet(request?.query),
    header: paramSet(request?.headers),
    body: request?.body
      ? {
          required: Boolean(request.body.required),
          mediaTypes: bodyContents.map((c) => c.mediaType),
          validate: bodySchema ? lazy('s', bodySchema) : undefined,
        }
      : undefined,
    responses: new Map(
      op.responses.map((r): [string, CompiledResponse] => {
        const contents = r.contents ?? [];
        const schema = contents[0]?.schema as Schema | undefined;
        return [r.code.toLowerCase(), { mediaTypes: contents.map((c) => c.mediaType), validate: schema ? lazy('s', schema) : undefined }];
      }),
    ),
  };
}
