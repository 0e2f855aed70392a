/**
 * The README's `@novu/node` example, run as written (only the URL changed) against a running mock:
 * the old backend SDK identifies a subscriber and triggers, and the script prints the transaction id
 * it reads from inside the `{data}` envelope.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { DEV_KEY, sharedContract, silentLogger } from '../helpers/test-app.js';

const run = promisify(execFile);

function readmeNodeExample(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').find((code) => code.includes("from '@novu/node'"));
  if (!block) throw new Error('the README has no @novu/node example');
  return block;
}

describe("the README's @novu/node example", () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, strict: true, logger: silentLogger, contract: await sharedContract() });
  });
  afterAll(() => server.close());

  it('runs unchanged against the mock and reads the transaction id inside the envelope', async () => {
    // Inside the repository, so that `@novu/node` resolves from its node_modules.
    const dir = join(ROOT, 'test-output');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'readme-node-sdk.mjs');
    writeFileSync(file, readmeNodeExample().replaceAll('http://127.0.0.1:3000', server.url));
    const { stdout } = await run(process.execPath, [file], { timeout: 90_000 }); // a hang ceiling: it makes two requests
    const transactionId = stdout.trim();
    expect(transactionId).toMatch(/^[\w-]{8,}$/);
    const environment = server.deps.registry.resolve(DEV_KEY);
    expect(environment?.subscribers.list().some((s) => s.subscriberId === 'user-42' && s.email === 'ada@example.com')).toBe(true);
    expect(environment?.activity.all().some((event) => event.transactionId === transactionId)).toBe(true);
  });
});
