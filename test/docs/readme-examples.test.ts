import { exec, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { curlStandInDirectory } from '../helpers/curl-on-path.js';
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

/**
 * The shell runs each line as written. With the machine's curl where it has one, and always with the
 * Node stand-in too, which takes curl's place on a machine with only Node and npm.
 */
const hasCurl = spawnSync('sh', ['-c', 'command -v curl'], { encoding: 'utf8' }).status === 0;
const curls = [...(hasCurl ? [{ curl: "the machine's curl", standIn: false }] : []), { curl: 'the Node stand-in for curl', standIn: true }];

describe.each(curls)('the README curl examples, with $curl', ({ standIn }) => {
  let server: MockServer;
  let env: NodeJS.ProcessEnv = process.env;
  let standInDirectory: string | undefined;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
    if (standIn) {
      standInDirectory = curlStandInDirectory();
      env = { ...process.env, PATH: `${standInDirectory}:${process.env.PATH ?? ''}` };
    }
  });
  afterAll(async () => {
    await server.close();
    if (standInDirectory) rmSync(standInDirectory, { recursive: true, force: true });
  });

  it('run verbatim against the mock with the documented outcome', async () => {
    if (standIn) expect((await run('command -v curl', { env })).stdout.trim()).toBe(`${standInDirectory}/curl`);
    const commands = readmeCurls();
    expect(commands.length).toBeGreaterThan(15);
    const runnable = commands.filter((c) => !/<\w+>/.test(c));
    expect(runnable.length).toBeGreaterThan(12);
    for (const command of runnable) {
      const live = command.replaceAll('http://127.0.0.1:3000', server.url);
      const { stdout } = await run(`${live} -o /dev/null -w '%{http_code}'`, { env });
      const expected = command.includes('failIfExists=true') ? 409 : undefined;
      if (expected) expect(Number(stdout), command).toBe(expected);
      else expect(Number(stdout), command).toBeGreaterThanOrEqual(200);
      if (!expected) expect(Number(stdout), command).toBeLessThan(300);
    }
  }, 180_000);
});
