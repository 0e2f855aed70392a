import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentOperationsTable, TABLES_DOC_PATH, writtenTable, SDKS } from '../../scripts/operations-table.js';
import { makeTestApp } from '../helpers/test-app.js';

describe('the tables of operation groups in docs/operations.md', () => {
  it('are current: generated from both SDKs\' operation lists and the contract (node --import tsx scripts/operations-table.ts)', async () => {
    expect(writtenTable(readFileSync(TABLES_DOC_PATH, 'utf8'))).toBe(await currentOperationsTable());
  });

  it('names every call of each SDK once, in its own table', () => {
    const tables = writtenTable(readFileSync(TABLES_DOC_PATH, 'utf8')).split(/\n\n(?=\d+ of the )/);
    expect(tables).toHaveLength(SDKS().length);
    SDKS().forEach((sdk, i) => {
      expect(tables[i]).toContain(sdk.name);
      const rows = (tables[i] ?? '').split('\n').filter((line) => line.startsWith('| `novu'));
      const named = rows.flatMap((row) => {
        const [, group = '', , served = '', notSimulated = ''] = row.split('|').map((cell) => cell.trim());
        const calls = `${served} ${notSimulated}`.match(/`[^`]+`/g) ?? [];
        return calls.map((call) => `${group.replaceAll('`', '')}.${call.replaceAll('`', '')}`);
      });
      expect(named.sort()).toEqual(sdk.operations.map((op) => op.sdkMethod).sort());
    });
  });

  it("the 501 example shows what the mock answers", async () => {
    const readme = readFileSync(TABLES_DOC_PATH, 'utf8');
    const [, path = '', key = '', shown = ''] =
      /```console\n\$ curl -s http:\/\/127\.0\.0\.1:3000(\S+) -H 'Authorization: ApiKey (\S+)'\n(\{.*\})\n```/.exec(readme) ?? [];
    const res = await (await makeTestApp({ envelope: false })).api(key).get(path);
    expect(res.status).toBe(501);
    expect({ ...res.body, timestamp: '…' }).toEqual(JSON.parse(shown));
  });
});
