/**
 * Writes the README's tables of each SDK's operation groups (served / partly / 501), from
 * openapi/real-operations.json (`@novu/api`), openapi/real-operations-node.json (`@novu/node`) and the
 * operations of openapi/notification-api.yaml.
 *
 *   node --import tsx scripts/operations-table.ts   # rewrite the table in README.md
 *
 * test/docs/operations-table.test.ts fails while the table is not current (e.g. after an operation
 * was added to the contract).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContract } from '../src/spec/load-spec.js';
import { nodeSdkOperations, operationKey, realOperations, type SdkOperation } from '../src/spec/real-operations.js';

export const README_PATH = fileURLToPath(new URL('../README.md', import.meta.url));
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
export function operationsTable({ name, operations }: SdkCalls, servedKeys: ReadonlySet<string>): string {
  const groups = new Map<string, { served: string[]; notSimulated: string[] }>();
  for (const op of operations) {
    const group = groups.get(groupOf(op.sdkMethod)) ?? { served: [], notSimulated: [] };
    (servedKeys.has(operationKey(op.method, op.path)) ? group.served : group.notSimulated).push(callOf(op.sdkMethod));
    groups.set(groupOf(op.sdkMethod), group);
  }
  const list = (calls: string[]) => (calls.length === 0 ? '—' : calls.map((call) => `\`${call}\``).join(', '));
  const rows = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, { served, notSimulated }]) => {
      const status = notSimulated.length === 0 ? 'served' : served.length === 0 ? '501' : 'partly';
      return `| \`${group}\` | ${status} | ${list(served)} | ${list(notSimulated)} |`;
    });
  const served = operations.filter((op) => servedKeys.has(operationKey(op.method, op.path))).length;
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
  const servedKeys = new Set(contract.validator.operations.map((op) => operationKey(op.method, op.path)));
  return SDKS()
    .map((sdk) => operationsTable(sdk, servedKeys))
    .join('\n\n');
}

/** Where the table sits in the README: the text between the markers. */
function tableBounds(readme: string): { start: number; end: number } {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md has no operations table markers');
  return { start: start + TABLE_START.length, end };
}

/** The README's table as written. */
export function readmeTable(readme: string): string {
  const { start, end } = tableBounds(readme);
  return readme.slice(start, end).trim();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = readFileSync(README_PATH, 'utf8');
  const table = await currentOperationsTable();
  const { start, end } = tableBounds(readme);
  writeFileSync(README_PATH, `${readme.slice(0, start)}\n${table}\n${readme.slice(end)}`);
  console.log(readmeTable(readme) === table ? 'README table already current' : 'README table rewritten');
}
