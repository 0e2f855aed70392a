import { exec } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { sharedContract, silentLogger } from '../helpers/test-app.js';

const run = promisify(exec);

/** Every curl command of the README's bash blocks, continuation lines joined, in order. */
function readmeCurls(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const commands: string[] = [];
  for (const [, block = ''] of readme.matchAll(/```bash\n([\s\S]*?)```/g)) {
    let current = '';
    for (const line of block.split('\n')) {
      if (!current && (line.trim().startsWith('#') || !line.trim())) continue;
      current += line.replace(/\\\s*$/, ' ');
      if (line.trimEnd().endsWith('\\')) continue;
      if (current.trim().startsWith('curl')) commands.push(current.trim());
      current = '';
    }
  }
  return commands;
}

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
});
afterAll(() => server.close());

describe('the README curl examples', () => {
  it('run verbatim against the mock with the documented outcome', async () => {
    const commands = readmeCurls();
    expect(commands.length).toBeGreaterThan(15);
    const runnable = commands.filter((c) => !/<\w+>/.test(c));
    expect(runnable.length).toBeGreaterThan(12);
    for (const command of runnable) {
      const live = command.replaceAll('http://127.0.0.1:3000', server.url);
      const { stdout } = await run(`${live} -o /dev/null -w '%{http_code}'`);
      const expected = command.includes('failIfExists=true') ? 409 : undefined;
      if (expected) expect(Number(stdout), command).toBe(expected);
      else expect(Number(stdout), command).toBeGreaterThanOrEqual(200);
      if (!expected) expect(Number(stdout), command).toBeLessThan(300);
    }
  });
});
