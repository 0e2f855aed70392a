/** docs/domains.md's `@novu/api` example, run as written (only the URL changed) against a running mock. */
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
  const page = readFileSync(join(ROOT, 'docs', 'domains.md'), 'utf8');
  const block = [...page.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').find((code) => code.includes("from '@novu/api'"));
  if (!block) throw new Error('docs/domains.md has no @novu/api example');
  return block;
}

describe("docs/domains.md's example", () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
  });
  afterAll(() => server.close());

  it('prints what the page says', async () => {
    const dir = join(ROOT, 'test-output');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'domains-page.mjs');
    writeFileSync(file, pageExample().replaceAll('http://127.0.0.1:3000', server.url));
    const { stdout } = await run(process.execPath, [file], { timeout: 90_000 }); // a hang ceiling
    expect(stdout.trim().split('\n')).toEqual(['created: pending', 'verified: verified', 'route: true webhook support@docs.example.com']);
  });
});
