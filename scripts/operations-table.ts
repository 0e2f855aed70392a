/**
 * Writes the tables in docs/operations.md of each SDK's operation groups (served / partly / 501), from
 * openapi/real-operations.json (`@novu/api`), openapi/real-operations-node.json (`@novu/node`) and the
 * operations of openapi/notification-api.yaml.
 *
 *   node --import tsx scripts/operations-table.ts   # rewrite the tables in docs/operations.md
 *
 * test/docs/operations-table.test.ts fails while the table is not current (e.g. after an operation
 * was added to the contract).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContract } from '../src/contract/load-spec.js';
import { nodeSdkOperations, realOperations, type SdkOperation } from '../src/contract/real-operations.js';

export const TABLES_DOC_PATH = fileURLToPath(new URL('../docs/operations.md', import.meta.url));
export const TABLE_START = '<!-- operations-table:start (node --import tsx scripts/operations-table.ts) -->';
export const TABLE_END = '<!-- operations-table:end -->';

/** `novu.topics.subscriptions.create` → `novu.topics.subscriptions`; the root calls (`novu.trigger`) → `novu`. */
const groupOf = (sdkMethod: string) => sdkMethod.slice(0, sdkMethod.lastIndexOf('.'));
const callOf = (sdkMethod: string) => sdkMethod.slice(sdkMethod.lastIndexOf('.') + 1);

/** An SDK whose calls the table lists. */
export interface SdkCalls {
  /** `@novu/api 3.19.1` */
  name: string;
  /** One entry per call (several calls of `@novu/node` send the same operation). */
  operations: readonly SdkOperation[];
}

/** The SDKs the tables list, newest first. */
export const SDKS = (): SdkCalls[] => [
  { name: `\`@novu/api\` ${realOperations().source.version}`, operations: realOperations().operations },
  { name: `\`@novu/node\` ${nodeSdkOperations().source.version}`, operations: nodeSdkOperations().operations },
];

/** The Markdown table: one row per SDK group, its served calls and the ones answered with 501. */
export function operationsTable({ name, operations }: SdkCalls, isServed: (op: SdkOperation) => boolean): string {
  const groups = new Map<string, { served: string[]; notSimulated: string[] }>();
  for (const op of operations) {
    const group = groups.get(groupOf(op.sdkMethod)) ?? { served: [], notSimulated: [] };
    (isServed(op) ? group.served : group.notSimulated).push(callOf(op.sdkMethod));
    groups.set(groupOf(op.sdkMethod), group);
  }
  const list = (calls: string[]) => (calls.length === 0 ? '—' : calls.map((call) => `\`${call}\``).join(', '));
  const rows = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, { served, notSimulated }]) => {
      const status = notSimulated.length === 0 ? 'served' : served.length === 0 ? '501' : 'partly';
      return `| \`${group}\` | ${status} | ${list(served)} | ${list(notSimulated)} |`;
    });
  const served = operations.filter(isServed).length;
  return [
    `${served} of the ${operations.length} calls of ${name} are served; the other ${operations.length - served} answer 501.`,
    '',
    '| SDK group | Status | Served | 501 (not simulated) |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The table for the current contract. */
export async function currentOperationsTable(): Promise<string> {
  const contract = await loadContract();
  // A call is served when a route of the contract takes its request, as the server routes it: a literal
  // segment (`/preferences/global`) may be a parameter of the route (`/preferences/{parameter}`).
  const routes = contract.validator.operations.map((op) => ({ method: op.method.toUpperCase(), path: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
  const isServed = (call: SdkOperation) => {
    const path = call.path.replace(/\{[^}]+\}/g, 'x');
    return routes.some((route) => route.method === call.method.toUpperCase() && route.path.test(path));
  };
  return SDKS()
    .map((sdk) => operationsTable(sdk, isServed))
    .join('\n\n');
}

/** Where the tables sit in the page: the text between the markers. */
function tableBounds(readme: string): { start: number; end: number } {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/operations.md has no operations table markers');
  return { start: start + TABLE_START.length, end };
}

/** The page's tables as written. */
export function writtenTable(readme: string): string {
  const { start, end } = tableBounds(readme);
  return readme.slice(start, end).trim();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = readFileSync(TABLES_DOC_PATH, 'utf8');
  const table = await currentOperationsTable();
  const { start, end } = tableBounds(readme);
  writeFileSync(TABLES_DOC_PATH, `${readme.slice(0, start)}\n${table}\n${readme.slice(end)}`);
  console.log(writtenTable(readme) === table ? 'docs/operations.md tables already current' : 'docs/operations.md tables rewritten');
}
