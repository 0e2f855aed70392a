/**
 * docs/v1-workflows.md's step-filter example, run as written (only the URL changed) against a running mock:
 * it prints what each step's job did, which must be what its comments say.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { sharedContract, silentLogger } from '../helpers/test-app.js';

const run = promisify(execFile);

function pageExample(): string {
  const page = readFileSync(join(ROOT, 'docs', 'v1-workflows.md'), 'utf8');
  const block = [...page.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').find((code) => code.includes("'Big orders'"));
  if (!block) throw new Error('docs/v1-workflows.md has no step-filter example');
  return block;
}

describe("docs/v1-workflows.md's step-filter example", () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
  });
  afterAll(() => server.close());

  it('prints what its comments say', async () => {
    const example = pageExample();
    const dir = join(ROOT, 'test-output');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'step-filters-page.mjs');
    writeFileSync(file, example.replaceAll('http://127.0.0.1:3000', server.url));
    const { stdout } = await run(process.execPath, [file], { timeout: 90_000 }); // a hang ceiling
    const promised = [...example.matchAll(/^\/\/ (.+)$/gm)].map((m) => m[1]);
    expect(promised).toHaveLength(3);
    expect(stdout.trim().split('\n')).toEqual(promised);
  });
});
