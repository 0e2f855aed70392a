/**
 * Writes the TypeScript types of the two contracts, src/contract/generated/*.ts, with openapi-typescript.
 * The API's route handlers read their validated input through them (`ApiHandlers`, src/http/context.ts).
 *
 *   npm run contract:types   # after any change to openapi/notification-api.yaml or openapi/admin.yaml
 *
 * test/contract/generated-types.test.ts fails while a committed file differs from what this writes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type SchemaObject } from 'openapi-typescript';
import ts from 'typescript';
import { parse } from 'yaml';

/** Each contract and the file that holds its types (paths from the repository's root). */
export const GENERATED_TYPES = [
  { contract: 'openapi/notification-api.yaml', output: 'src/contract/generated/notification-api.ts' },
  { contract: 'openapi/admin.yaml', output: 'src/contract/generated/admin.ts' },
] as const;

export const pathOf = (relative: string): string => fileURLToPath(new URL(`../${relative}`, import.meta.url));

/** Bodies are JSON: a free-form object holds JSON values, which the domain's `JsonObject` takes as they are. */
const JSON_TYPES = `/** A JSON value: every body is JSON, so a free-form object of the contract holds only these. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A branch of `anyOf`/`oneOf` without a type of its own only narrows its parent's type (`type: string`
 * with `anyOf: [{format: email}, {maxLength: 0}]`): it is given that type, so the branch reads as a string
 * rather than `unknown`. The document is changed in place.
 */
function typeBranches(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeBranches);
  if (!isObject(node)) return;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = node[key];
    if (typeof node.type !== 'string' || !Array.isArray(branches)) continue;
    for (const branch of branches) if (isObject(branch) && branch.type === undefined && branch.$ref === undefined) branch.type = node.type;
  }
  for (const value of Object.values(node)) typeBranches(value);
}

/** An object schema that says nothing of its keys. */
const isFreeForm = (schema: SchemaObject): boolean =>
  schema.type === 'object' &&
  !('properties' in schema) &&
  !('allOf' in schema || 'anyOf' in schema || 'oneOf' in schema) &&
  (!('additionalProperties' in schema) || schema.additionalProperties === true || (isObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length === 0));

/** A free-form object is a `JsonObject` (nullable as the schema says: a property's type is taken from here as it is). */
function transform(schema: SchemaObject): ts.TypeNode | undefined {
  if (!isFreeForm(schema)) return undefined;
  const json = ts.factory.createTypeReferenceNode('JsonObject');
  return 'nullable' in schema && schema.nullable ? ts.factory.createUnionTypeNode([json, ts.factory.createLiteralTypeNode(ts.factory.createNull())]) : json;
}

/** The file's text for `contract` (a path from the repository's root). */
export async function generatedTypes(contract: string): Promise<string> {
  // Parsed here rather than by the generator's loader, which would also validate the whole document with
  // Redocly's rules (the contract's own tests check the document).
  const document = parse(await readFile(pathOf(contract), 'utf8')) as unknown;
  typeBranches(document);
  const ast = await openapiTS(document as never, { silent: true, transform });
  return `// Generated from ${contract} by \`npm run contract:types\` (openapi-typescript). Do not edit.\n\n${JSON_TYPES}\n${astToString(ast)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { contract, output } of GENERATED_TYPES) {
    await writeFile(pathOf(output), await generatedTypes(contract));
    console.log(`${contract} → ${output}`);
  }
}
