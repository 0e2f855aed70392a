import { exec, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from '../../src/server.js';
import { ROOT } from '../helpers/spawn-cli.js';
import { curlStandInDirectory } from '../helpers/curl-on-path.js';
import { sharedContract, silentLogger } from '../helpers/test-app.js';

const run = promisify(exec);

/** The README, then every page of docs/: each one's examples run on the default fixtures. */
const DOCUMENTS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

/**
 * The curl commands of a document, each with the status it documents: a comment right after it that starts
 * `# → <status>` (an example of a refusal), else none (any 2xx).
 */
function documentCurls(document: string): { command: string; status?: number }[] {
  const readme = readFileSync(join(ROOT, document), 'utf8');
  const commands: { command: string; status?: number }[] = [];
  for (const [, block = ''] of readme.matchAll(/```bash\n([\s\S]*?)```/g)) {
    let current = '';
    let justEnded: { command: string; status?: number } | undefined;
    for (const line of block.split('\n')) {
      const documented = justEnded && /^#\s*→\s*(\d{3})\b/.exec(line.trim());
      if (documented && justEnded) justEnded.status = Number(documented[1]);
      justEnded = undefined;
      if (!current && (line.trim().startsWith('#') || !line.trim())) continue;
      current += line.replace(/\\\s*$/, ' ');
      if (line.trimEnd().endsWith('\\')) continue;
      if (current.trim().startsWith('curl')) commands.push((justEnded = { command: current.trim() }));
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

  it('are found on PATH, and in the documents', async () => {
    if (standIn) expect((await run('command -v curl', { env })).stdout.trim()).toBe(`${standInDirectory}/curl`);
    const all = DOCUMENTS.flatMap(documentCurls);
    expect(documentCurls('README.md').length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(15);
    expect(all.filter((c) => !/<\w+>/.test(c.command)).length).toBeGreaterThan(12);
  });

  // One test per document: each curl is a process (a Node one for the stand-in), 70 of them for the longest
  // page, so the ceiling is a generous hang guard.
  it.each(DOCUMENTS)('of %s run verbatim against the mock with the documented outcome', async (document) => {
    server.reset();
    for (const { command, status } of documentCurls(document).filter((c) => !/<\w+>/.test(c.command))) {
      const live = command.replaceAll('http://127.0.0.1:3000', server.url);
      const { stdout } = await run(`${live} -o /dev/null -w '%{http_code}'`, { env });
      const expected = status ?? (command.includes('failIfExists=true') ? 409 : undefined);
      const where = `${document}: ${command}`;
      if (expected) expect(Number(stdout), where).toBe(expected);
      else expect(Number(stdout), where).toBeGreaterThanOrEqual(200);
      if (!expected) expect(Number(stdout), where).toBeLessThan(300);
    }
  }, 300_000);
});
