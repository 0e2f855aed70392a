/** docs/agents.md's `@novu/api` example, run as written (only the URL changed) against a running mock. */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { sharedContract, silentLogger } from '../helpers/test-app.js';

const run = promisify(execFile);
const page = () => readFileSync(join(ROOT, 'docs', 'agents.md'), 'utf8');

describe("docs/agents.md's example", () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
  });
  afterAll(() => server.close());

  it('prints what the page says it prints', async () => {
    const blocks = [...page().matchAll(/```(\w*)\n([\s\S]*?)```/g)];
    const example = blocks.find(([, lang, code]) => lang === 'js' && code?.includes("from '@novu/api'"))?.[2];
    const printed = blocks[blocks.findIndex(([, lang, code]) => lang === 'js' && code === example) + 1]?.[2];
    if (!example || !printed) throw new Error('docs/agents.md has no @novu/api example with its output');
    const dir = join(ROOT, 'test-output');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'agents-page.mjs');
    writeFileSync(file, example.replaceAll('http://127.0.0.1:3000', server.url));
    const { stdout } = await run(process.execPath, [file], { timeout: 90_000 }); // a hang ceiling
    expect(stdout).toBe(printed);
  });
});
