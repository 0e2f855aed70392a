/**
 * The mock and the examples run side by side: the README's table gives each its own default port, as the
 * code has it, and a taken port stops any of them with one sentence naming the port and the variable that
 * moves it, exit code 2, as the mock's CLI does.
 */
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { DEFAULT_CONFIG } from '../../src/config.js';
import { startMockServer, type MockServer } from '../../src/server.js';
import { defaultPortIn, entryFileOf, readmeExamples } from '../helpers/examples-table.js';
import { ownedByTest } from '../helpers/owned-process.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { sharedContract, silentLogger } from '../helpers/test-app.js';

const rows = readmeExamples();
const examples = rows.filter((row) => row.command !== 'npm start');

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
});
afterAll(() => mock.close());

/** Runs `node file` to its end with `env`; resolves its exit code and what it wrote. */
function runNode(file: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = ownedByTest(spawn(process.execPath, [file], { cwd: ROOT, env: { ...process.env, ...env } }));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill(), 30_000); // only a hang: the test then fails on the exit code
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe("the README's examples table", () => {
  it('lists the mock and every example script of package.json, with ports no two share', () => {
    expect(rows.map((row) => row.command)).toEqual(expect.arrayContaining(['npm start', 'npm run example:inbox', 'npm run example:widget', 'npm run example:bridge', 'node examples/forgot-password/app.mjs']));
    expect(new Set(rows.map((row) => row.port)).size).toBe(rows.length);
  });

  it("gives the mock's default port and variable", () => {
    const mockRow = rows.find((row) => row.command === 'npm start');
    const port = buildProgram().options.find((option) => option.long === '--port');
    expect(mockRow).toEqual({ command: 'npm start', port: DEFAULT_CONFIG.port, variable: port?.envVar });
  });

  it.each(examples)('gives the port and variable $command reads by default', (row) => {
    const file = entryFileOf(row.command);
    expect(file, row.command).toBeDefined();
    expect(defaultPortIn(file as string)).toEqual({ variable: row.variable, port: row.port });
  });
});

describe('an example on a taken port', () => {
  it.each(examples)('$command says so in one sentence and exits 2', async (row) => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      // MOCK_URL: the page examples use this mock rather than start one.
      const { code, stderr } = await runNode(entryFileOf(row.command) as string, { [row.variable]: String(port), MOCK_URL: mock.url });
      expect(stderr).toBe(`port ${port} on 127.0.0.1 is already in use: stop what holds it, or set ${row.variable} to another port (${row.variable}=0 picks a free one)\n`);
      expect(code).toBe(2);
    } finally {
      holder.close();
    }
  });

  it('refuses a port variable that is not a port, in one sentence', async () => {
    const { code, stderr } = await runNode('examples/forgot-password/app.mjs', { PORT: 'eighty' });
    expect(stderr).toBe('PORT must be a port number from 0 to 65535, got "eighty"\n');
    expect(code).toBe(2);
  });
});
